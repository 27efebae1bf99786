/// Where the cache may be: anywhere but inside what a build publishes or replaces. The cache
/// holds parsed drafts and absolute local paths, and a cache inside `static/` would be
/// published with the site, one inside `content/` or a theme read as the user's files, and
/// one inside the output replaced by the next build.
package enum CacheLocation {
    /// Why `cache` cannot be the cache folder of the site at `site` built into `output`; nil
    /// when it can. Paths are compared where they really are (symbolic links followed, up to
    /// the deepest part that exists), so a link cannot hide a cache inside `static/`.
    package static func problem(cache: String, site: String, output: String) -> String? {
        let cachePath = real(cache)
        let sitePath = real(site)
        let places = [
            ("content", "\(sitePath)/content"), ("static", "\(sitePath)/static"), ("themes", "\(sitePath)/themes"),
            ("the output folder", real(output)),
        ]
        for (name, place) in places where FileSystem.isInside(cachePath, place) || FileSystem.isInside(place, cachePath)
        {
            return
                "--cache-dir \(cache) is inside \(name == "the output folder" ? name : "the site's \(name)/ folder") "
                + "or holds it: the cache (parsed drafts, local paths) would be published or overwritten; "
                + "choose a folder outside content/, static/, themes/ and the output (the default is .tripsite-cache)"
        }
        return nil
    }

    /// The real path of `path`: its deepest existing ancestor resolved, the rest appended.
    static func real(_ path: String) -> String {
        var head = path
        var rest: [Substring] = []
        while !head.isEmpty, head != "/" {
            if let resolved = FileSystem.realPath(head) {
                return ([resolved == "/" ? "" : resolved] + rest.reversed().map(String.init)).joined(separator: "/")
            }
            guard let slash = head.lastIndex(of: "/") else { break }
            rest.append(head[head.index(after: slash)...])
            head = String(head[..<slash])
        }
        return path
    }
}
