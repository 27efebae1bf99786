/// The cover themes take from a Hugo bundle's own files when the front matter names none:
/// an image called `featured*` (Blowfish, Congo), `feature*`, `cover*` (PaperMod) or
/// `thumbnail*` (Stack), at the top of the bundle, in that order, the first by name.
package enum BundleCover {
    static let prefixes = ["featured", "feature", "cover", "thumbnail"]
    static let extensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "avif", "heic", "heif", "tif", "tiff"]

    /// The cover among `files` (names relative to the bundle); nil when none is one.
    package static func file(in files: [String]) -> String? {
        let images = files.filter { name in
            guard !name.contains("/"), let dot = name.lastIndex(of: ".") else { return false }
            return extensions.contains(name[name.index(after: dot)...].lowercased())
        }.sorted()
        for prefix in prefixes {
            if let found = images.first(where: { $0.lowercased().hasPrefix(prefix) }) { return found }
        }
        return nil
    }
}
