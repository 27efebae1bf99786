import TripSiteStore

/// The entries of a trip bundle (`Entry`): its Markdown files other than `index.md`, and the
/// `index.md` of each of its sub-folders.
extension SiteLoader {
    /// The entries among a bundle's files (`walked`, relative to the bundle folder `path`),
    /// read, and a warning at each Markdown file that is neither (one deeper down).
    func entryFiles(
        _ walked: Walked, bundle path: String, into diagnostics: inout Diagnostics
    ) -> [SiteSource.EntryFile] {
        var entries: [SiteSource.EntryFile] = []
        for relative in walked.files where Self.markdownStem(FileSystem.lastName(relative).description) != nil {
            let parts = relative.split(separator: "/")
            let name: String
            let folder: String?
            switch parts.count {
            case 1 where Self.isBundleIndexName(relative): continue
            case 1: (name, folder) = (Self.markdownStem(relative)!, nil)
            case 2 where parts[1] == "index.md": (name, folder) = (String(parts[0]), String(parts[0]))
            default:
                diagnostics.warning(
                    "not an entry of the trip: an entry is a Markdown file beside index.md, or a folder's index.md "
                        + "(\(path)/<name>/index.md); it was skipped", file: "\(path)/\(relative)")
                continue
            }
            guard let file = read("\(path)/\(relative)", real: walked.realPath(relative), into: &diagnostics) else {
                continue
            }
            let (nameDate, slug) = Self.entryName(name)
            entries.append(SiteSource.EntryFile(file: file, slug: slug, nameDate: nameDate, folder: folder))
        }
        return entries
    }

    /// A name's leading date (`2025-06-03-lago-di-braies` → 2025-06-03) and the slug of the
    /// rest (`lago-di-braies`); a name that is only a date keeps it as its slug.
    package static func entryName(_ name: String) -> (date: Day?, slug: String) {
        guard name.utf8.count >= 10, let day = Day(iso: String(name.prefix(10))) else {
            return (nil, Slug.fromName(name))
        }
        let rest = name.dropFirst(10).drop { $0 == "-" || $0 == "_" || $0 == " " }
        let slug = Slug.fromName(String(rest))
        return (day, slug.isEmpty ? Slug.make(String(name.prefix(10))) : slug)
    }
}
