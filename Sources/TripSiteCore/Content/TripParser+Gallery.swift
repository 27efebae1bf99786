import Yams

/// One photo of a `gallery:` list, as written: a file in the trip's bundle and a caption.
package struct GalleryReference: Hashable, Codable, Sendable {
    package var file: String
    package var caption: String?
    package var line: Int?

    package init(file: String, caption: String?, line: Int?) {
        self.file = file
        self.caption = caption
        self.line = line
    }
}

extension TripParser {
    /// `gallery:`, a list of file names or `{file: x.jpg, caption: …}` mappings, in the order
    /// the gallery shows them; nil when absent. Entries that are neither are errors.
    static func readGallery(_ fields: inout YAMLFields) -> [GalleryReference]? {
        guard let node = fields.node("gallery") else { return nil }
        guard let sequence = node.sequence else {
            fields.error(
                "'gallery' must be a list of photos, e.g. gallery: [{file: harbour.jpg, caption: …}]", at: node)
            return nil
        }
        var references: [GalleryReference] = []
        for item in sequence {
            if let file = item.scalar?.string, !file.isEmpty {
                references.append(GalleryReference(file: file, caption: nil, line: fields.line(of: item)))
            } else if let mapping = item.mapping, let file = mapping["file"]?.scalar?.string, !file.isEmpty {
                let caption = mapping["caption"]?.scalar?.string.trimmingSpaces()
                references.append(
                    GalleryReference(
                        file: file, caption: caption?.isEmpty == false ? caption : nil, line: fields.line(of: item)))
            } else {
                fields.error("each gallery entry must be a file name or {file: …, caption: …}", at: item)
            }
        }
        return references
    }
}
