import TripSiteCore

/// An image address of a Hugo or Jekyll post read as the path of the site it names, when it
/// is written in a form the site's own build fills in: the site's own address
/// (`https://ada.github.io/blog/images/a.jpg` for that `baseURL`), or Jekyll's Liquid around
/// a path (`{{ site.baseurl }}/assets/a.jpg`, `{{ "/assets/a.jpg" | relative_url }}`). Any
/// other address is as written.
enum SitePath {
    static func of(_ url: String, baseURL: String?) -> String {
        var rest = Substring(url.trimmingWhitespace())
        // `https://ada.github.io/blog/` + `images/a.jpg`: the site's own address is its root.
        if let baseURL, baseURL.contains("://"), rest.lowercased().hasPrefix(baseURL.lowercased()) {
            return "/" + rest.dropFirst(baseURL.count)
        }
        // `{{ site.url }}{{ site.baseurl }}/a.jpg`: each leading tag of the site's address dropped.
        while rest.hasPrefix("{{"), let close = rest.range(of: "}}") {
            let inner = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close.lowerBound]).trimmingWhitespace()
            if inner == "site.baseurl" || inner == "site.url" {
                rest = rest[close.upperBound...]
                continue
            }
            return filtered(inner, after: rest[close.upperBound...]) ?? url
        }
        return String(rest)
    }

    /// The quoted path of `"/a.jpg" | relative_url` (or `absolute_url`) when the tag is all.
    private static func filtered(_ inner: String, after: Substring) -> String? {
        let parts = inner.split(separator: "|", maxSplits: 1).map { String($0).trimmingWhitespace() }
        guard after.isEmpty, parts.count == 2, ["relative_url", "absolute_url"].contains(parts[1]),
            let quote = parts[0].first, quote == "\"" || quote == "'", parts[0].count >= 2, parts[0].last == quote
        else { return nil }
        return String(parts[0].dropFirst().dropLast())
    }
}
