import TripSiteStore

// The model's most numerous stored values write and read their own tokens, the ones their
// `Codable` forms would (so a key is the same whichever way they are reached), without the
// containers' indirection: a trip holds an activity's name and notes and an image's fields
// by the hundred, and each is hashed on every build and read from the parse store.

/// A document's images and embeds are listed in its body and again in each activity's name
/// and notes (their markers count in them). In a store's bytes each list after its first
/// writing is its number (`StableShared`): a trip of twenty activities keeps its images once
/// and reads back one list, as its parse made. A hash sees every list whole.
extension MarkdownHTML: StableHashable, StableDecodable {
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.record, depth: depth)
        encoding.field("html", html, depth: depth)
        if !images.isEmpty, let number = encoding.shared?.number(of: images) {
            encoding.field("sharedImages", UInt64(number), depth: depth)
        } else {
            encoding.field("images", images, depth: depth)
        }
        if !embeds.isEmpty, let number = encoding.shared?.number(of: embeds) {
            encoding.field("sharedEmbeds", UInt64(number), depth: depth)
        } else {
            encoding.field("embeds", embeds, depth: depth)
        }
        encoding.field("galleries", galleries, depth: depth)
    }

    package init(stableFrom reader: StableReader, depth: Int) throws {
        try reader.take(.record, depth: depth)
        let html: String = try reader.field("html", depth: depth)
        let images: [MarkdownImage] = try Self.list(reader, "images", "sharedImages", depth: depth)
        let embeds: [MarkdownEmbed] = try Self.list(reader, "embeds", "sharedEmbeds", depth: depth)
        self.init(checked: html, images: images, embeds: embeds, galleries: try reader.field("galleries", depth: depth))
    }

    /// A list written whole (kept under the next number when there is one to share) or as
    /// the number of one read before.
    private static func list<Element: Decodable>(
        _ reader: StableReader, _ whole: String, _ number: String, depth: Int
    ) throws -> [Element] {
        if let shared = reader.shared, let number: UInt64 = try reader.field(ifPresent: number, depth: depth) {
            return try shared.list(number)
        }
        let list: [Element] = try reader.field(whole, depth: depth)
        if !list.isEmpty { reader.shared?.keep(list) }
        return list
    }
}

extension MarkdownImage: StableHashable, StableDecodable {
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.record, depth: depth)
        encoding.field("url", url, depth: depth)
        encoding.field("alt", alt, depth: depth)
        encoding.field("title", ifPresent: title, depth: depth)
        encoding.field("isFigure", isFigure, depth: depth)
        encoding.field("line", line, depth: depth)
        encoding.field("inGallery", inGallery, depth: depth)
        encoding.field("cmarkHTML", cmarkHTML, depth: depth)
    }

    package init(stableFrom reader: StableReader, depth: Int) throws {
        try reader.take(.record, depth: depth)
        self.init(
            url: try reader.field("url", depth: depth), alt: try reader.field("alt", depth: depth),
            title: try reader.field(ifPresent: "title", depth: depth),
            isFigure: try reader.field("isFigure", depth: depth),
            line: try reader.field("line", depth: depth), cmarkHTML: "",
            inGallery: try reader.field("inGallery", depth: depth))
        cmarkHTML = try reader.field("cmarkHTML", depth: depth)
    }
}

extension Activity: StableHashable, StableDecodable {
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.record, depth: depth)
        encoding.field("title", title, depth: depth)
        encoding.field("nameHTML", nameHTML, depth: depth)
        encoding.field("isDone", isDone, depth: depth)
        encoding.field("date", ifPresent: date, depth: depth)
        encoding.field("notesHTML", ifPresent: notesHTML, depth: depth)
        encoding.field("line", line, depth: depth)
        encoding.field("anchor", anchor, depth: depth)
    }

    package init(stableFrom reader: StableReader, depth: Int) throws {
        try reader.take(.record, depth: depth)
        self.init(
            title: try reader.field("title", depth: depth), nameHTML: try reader.field("nameHTML", depth: depth),
            isDone: try reader.field("isDone", depth: depth), date: try reader.field(ifPresent: "date", depth: depth),
            notesHTML: try reader.field(ifPresent: "notesHTML", depth: depth),
            line: try reader.field("line", depth: depth),
            anchor: try reader.field("anchor", depth: depth))
    }
}
