/// What each journal file links to in the site, by place (`LinkChecker`'s destinations): so a
/// rebuild that adds or removes outputs can tell which files' links it may have broken or
/// mended without checking every link again. A place is an output path without its
/// `index.html` (a link to `trips/kyoto` and one to `trips/kyoto/` reach the same page), and
/// for anything in a trip's folder, that folder: a trip that comes or goes takes its pages
/// and its withheld files with it.
package struct LinkTargets: Sendable {
    /// The places each journal file links to, by path.
    private var placesByFile: [String: Set<String>] = [:]
    /// The journal files linking to each place.
    private var filesByPlace: [String: Set<String>] = [:]

    /// The targets of every journal of `site`.
    package init(_ site: Site) {
        update(site, files: nil)
    }

    /// Lists again the targets of `files` (journal files, by path) as `site` has them, and of
    /// every journal when nil; a file the site no longer has links to nothing.
    package mutating func update(_ site: Site, files: Set<String>?) {
        for file in files ?? Set(placesByFile.keys) {
            for place in placesByFile.removeValue(forKey: file) ?? [] { filesByPlace[place]?.remove(file) }
        }
        for source in LinkChecker.sources(site, files: files) {
            let places = Set(
                source.links.compactMap { link in
                    LinkChecker.destination(link.url, folder: source.folder, page: source.page)?.normalized
                        .map { Self.place($0.removingPercentEncodingSafely) }
                })
            guard !places.isEmpty else { continue }
            placesByFile[source.file, default: []].formUnion(places)
            for place in places { filesByPlace[place, default: []].insert(source.file) }
        }
    }

    /// The journal files linking to any of `outputs` (paths), or into their trip's folder.
    package func files(linkingTo outputs: some Sequence<String>) -> Set<String> {
        var found: Set<String> = []
        for output in outputs { found.formUnion(filesByPlace[Self.place(output)] ?? []) }
        return found
    }

    /// The place of a path in the site: without a trailing `index.html` or `/`, and a trip's
    /// folder for anything in one.
    static func place(_ path: String) -> String {
        let parts = path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, parts[0] == SiteURLs.tripsFolder.dropLast() { return "\(parts[0])/\(parts[1])" }
        var place = Substring(path)
        if place.hasSuffix("index.html") { place = place.dropLast("index.html".count) }
        while place.hasSuffix("/") { place = place.dropLast() }
        return String(place)
    }
}
