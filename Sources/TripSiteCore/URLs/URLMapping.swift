import Foundation

/// The ways a URL written in a page is turned into the one published, each a pure function
/// of the URL and where it is used (for `HTMLURLRewriter`).
package enum URLMapping {
    /// The parts of a URL: up to `?` or `#`, and the rest (`?q=1#top`).
    static func split(_ url: Substring) -> (path: Substring, suffix: Substring) {
        let end = url.firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex
        return (url[..<end], url[end...])
    }

    /// Whether a URL is a path from the site's root (`/trips/kyoto/`): not `//host/…`, and
    /// with no scheme.
    static func isRootRelative(_ url: Substring) -> Bool {
        url.hasPrefix("/") && !url.hasPrefix("//")
    }

    /// A journal's link by site path under the base path: `/trips/kyoto/` →
    /// `/journal/trips/kyoto/`. Other URLs are kept (nil).
    package static func underBasePath(_ url: Substring, basePath: String) -> String? {
        guard basePath != "/", isRootRelative(url) else { return nil }
        return basePath + url.dropFirst()
    }

    /// A relative link (`ticket.pdf`, `../other/`) written in a file of one folder, on a page
    /// published in another: `prefix` leads from the page's folder to the file's
    /// (`../` for an entry beside its trip's `index.md`). Other URLs are kept (nil).
    package static func fromSourceFolder(_ url: Substring, prefix: String) -> String? {
        guard !prefix.isEmpty, let first = url.first, first != "/", first != "#", first != "?", !hasScheme(url)
        else { return nil }
        return prefix + url
    }

    /// A URL written on the page at `pageURL` (absolute: `https://host/journal/trips/kyoto/`),
    /// made absolute for a feed reader: a site path (`/trips/x/`) under the base URL, a
    /// relative one (`tram28.jpg`, `#day-2`) against the page. URLs with a scheme are kept.
    package static func absolute(_ url: Substring, pageURL: String, urls: SiteURLs) -> String? {
        if url.hasPrefix("//") || hasScheme(url) { return nil }
        if isRootRelative(url) { return urls.absolute(urls.basePath + url.dropFirst()) }
        guard let page = URL(string: pageURL), let resolved = URL(string: String(url), relativeTo: page) else {
            return nil
        }
        return resolved.absoluteString
    }

    /// A URL under the site's base path made relative to the page in `folder` (`trips/kyoto/`),
    /// a folder ending in `index.html` so that it opens from disk too: `/journal/goals/` seen
    /// from `trips/kyoto/` → `../../goals/index.html`. Other URLs are kept (nil).
    /// A relative link to a folder (`../porto/`, from a journal) gets its `index.html` too.
    package static func relative(_ url: Substring, fromFolder folder: String, basePath: String) -> String? {
        let (path, suffix) = split(url)
        guard isRootRelative(url) else {
            let isFolder = path.hasSuffix("/") || path == "." || path == ".." || path.hasSuffix("/..")
            guard isFolder, !url.hasPrefix("//"), !hasScheme(url) else { return nil }
            return path + (path.hasSuffix("/") ? "" : "/") + "index.html" + suffix
        }
        let withSlash = path.hasSuffix("/") ? String(path) : path + "/"
        guard path.hasPrefix(basePath) || withSlash == basePath else { return nil }
        var target = String(path.dropFirst(min(basePath.count, path.count)))
        if target.isEmpty || target.hasSuffix("/") { target += "index.html" }
        let depth = folder.split(separator: "/").count
        return String(repeating: "../", count: depth) + target + suffix
    }

    /// A page's HTML with every link to the site relative to the page, whose URL is
    /// `pageURL` (`/journal/trips/kyoto/`), for `relativeURLs`.
    package static func relativized(_ html: String, pageURL: String, basePath: String) -> String {
        let inSite = pageURL.hasPrefix(basePath) ? String(pageURL.dropFirst(basePath.count)) : ""
        let folder = folder(of: inSite)
        return HTMLURLRewriter.rewrite(html) { relative($0, fromFolder: folder, basePath: basePath) }
    }

    /// The folder an output file is in (`trips/kyoto/index.html` → `trips/kyoto/`).
    package static func folder(of outputPath: String) -> String {
        guard let slash = outputPath.lastIndex(of: "/") else { return "" }
        return String(outputPath[...slash])
    }

    static func hasScheme(_ url: Substring) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && !scheme.contains("/") && !scheme.contains("?") && !scheme.contains("#")
    }
}
