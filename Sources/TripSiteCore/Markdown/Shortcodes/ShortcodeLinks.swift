/// Where a Hugo `ref`/`relref` or a Jekyll `post_url`/`link` points in a TripSite site,
/// worked out from the path alone: a post is a trip (`/trips/<slug>/`, its file name's
/// leading date dropped as TripSite drops it), `pages/…` a standalone page (`/<slug>/`),
/// `trips/<trip>/<entry>` an entry. `tripsite check` reports a target that is not built.
enum ShortcodeLinks {
    /// `{{< ref "posts/2019-03-05-oslo.md#day-2" >}}` → `/trips/oslo/#day-2`.
    static func hugoRef(_ reference: String) -> String {
        let (path, fragment) = split(reference)
        var parts = path.split(separator: "/").map(String.init).filter { $0 != "." }
        if parts.first == "content" { parts.removeFirst() }
        if let last = parts.last, isIndexFile(last) { parts.removeLast() }
        guard let last = parts.last else { return "/" + fragment }
        switch parts.first {
        case "pages" where parts.count == 2: return "/\(slug(last))/" + fragment
        case "trips" where parts.count == 3: return "/trips/\(slug(parts[1]))/\(slug(last))/" + fragment
        default: return "/trips/\(slug(last))/" + fragment
        }
    }

    /// `{% post_url 2019-03-05-oslo %}` → `/trips/oslo/`.
    static func trip(named name: String) -> String {
        let (path, fragment) = split(name)
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return "/trips/\(slug(last))/" + fragment
    }

    /// `{% link _posts/2019-03-05-oslo.md %}` → `/trips/oslo/`; `{% link about.md %}` →
    /// `/about/`; any other file (`assets/map.pdf`) → its path from the root.
    static func jekyllLink(_ path: String) -> String {
        let trimmed = path.drop { $0 == "/" }
        let lower = trimmed.lowercased()
        guard lower.hasSuffix(".md") || lower.hasSuffix(".markdown") || lower.hasSuffix(".html") else {
            return "/" + trimmed
        }
        if lower.hasPrefix("_posts/") { return trip(named: String(trimmed)) }
        let last = trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
        return "/\(slug(last))/"
    }

    /// A path and its `#fragment` (with its `#`).
    private static func split(_ reference: String) -> (String, String) {
        guard let hash = reference.firstIndex(of: "#") else { return (reference, "") }
        return (String(reference[..<hash]), String(reference[hash...]))
    }

    private static func isIndexFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "_index.md" || (lower.hasPrefix("index.") && lower.hasSuffix(".md"))
    }

    /// The slug TripSite gives a file or folder of this name.
    private static func slug(_ name: String) -> String {
        var base = name
        for suffix in [".md", ".markdown", ".html"] where base.lowercased().hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        return SiteLoader.entryName(base).slug
    }
}
