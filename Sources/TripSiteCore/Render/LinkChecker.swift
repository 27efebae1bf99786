import TripSiteHTML

/// Checks the links written in journals and pages against the site actually built: every
/// internal link must reach a written file, and a `#fragment` must name an element id on the
/// page it points to. External links (with a scheme) are not fetched. A link from the root
/// (`/trips/kyoto/`) is a path in the site, whatever the base path: the build writes it
/// under the base path, so a journal links the same wherever it is published.
package enum LinkChecker {
    package struct Source {
        var file: String
        /// The output folder of the page the link is on (`trips/kona/`), for relative links.
        var folder: String
        var links: [JournalLink]
        /// The page's own folder when relative links lead from another (an entry's), for
        /// links to a fragment of the page itself (`#day-2`).
        var page: String? = nil
    }

    /// Every journal's links: trips', entries' (relative to the folder their file is in,
    /// as their pages write them: `Entry.sourceFolderPrefix`) and pages'; with `files`, only
    /// those of the files it holds (by path).
    static func sources(_ site: Site, files: Set<String>? = nil) -> [Source] {
        func holds(_ file: String) -> Bool { files?.contains(file) ?? true }
        return site.trips.flatMap { trip in
            (holds(trip.sourcePath)
                ? [Source(file: trip.sourcePath, folder: SiteURLs.tripFolder(trip.slug), links: trip.links)] : [])
                + trip.entries.filter { holds($0.sourcePath) }.map { entry in
                    Source(
                        file: entry.sourcePath,
                        folder: SiteURLs.tripFolder(trip.slug) + (entry.folder.map { "\($0)/" } ?? ""),
                        links: entry.links, page: SiteURLs.entryFolder(entry.slug, of: trip.slug))
                }
        }
            + site.pages.filter { holds($0.sourcePath) }.map {
                Source(file: $0.sourcePath, folder: "\($0.slug)/", links: $0.links)
            }
    }

    /// The journal files (of `files`, or all) with a link to a `#fragment` of another page:
    /// whether it holds depends on that page's ids, not only on which outputs there are.
    package static func filesLinkingToFragments(_ site: Site, files: Set<String>? = nil) -> Set<String> {
        Set(
            sources(site, files: files).lazy.filter { source in
                source.links.contains { link in
                    link.url.utf8.firstIndex(of: UInt8(ascii: "#")).map { $0 != link.url.utf8.startIndex } ?? false
                }
            }.map(\.file))
    }

    /// - Parameters:
    ///   - isFile: whether the build writes a file at an output path (asked of the build's
    ///     own table of outputs, not a set of every output path made for the check).
    ///   - page: the text of an output file, if it is HTML.
    ///   - severity: a broken link's; `anchorSeverity`: a link's to a page that is there,
    ///     with no element of its `#fragment` (`tripsite check` fails on the first, and on
    ///     the second only with `--strict`).
    ///   - files: the journal files whose links are checked (by path); nil for all.
    static func check(
        _ site: Site, files: Set<String>? = nil, isFile: (String) -> Bool, basePath: String,
        severity: Diagnostic.Severity, anchorSeverity: Diagnostic.Severity = .warning, page: (String) -> String?
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for source in sources(site, files: files) {
            for link in source.links {
                guard
                    let message = problem(
                        link.url, folder: source.folder, page: source.page, isFile: isFile, basePath: basePath,
                        unpublished: site.unpublishedFiles, isImage: link.isImage, page: page)
                else { continue }
                problems.append(
                    Diagnostic(
                        severity: isMissingAnchor(message) ? anchorSeverity : severity, file: source.file,
                        line: link.line, column: nil, message: message, stage: .render))
            }
        }
        return problems
    }

    /// Where a link leads in the site, before the outputs are asked.
    struct Destination {
        /// From the site's root, normalized (`trips/kyoto/`); nil when the link goes above it.
        var normalized: String?
        var withoutQuery: Substring
        var fragment: String
    }

    /// Where `url`, written on a page in `folder` (or an entry's page in `pageFolder`), leads;
    /// nil for a link out of the site (with a scheme, or `//host`).
    static func destination(_ url: String, folder: String, page pageFolder: String?) -> Destination? {
        // Looked for in the UTF-8 bytes: `Character` searches, and Foundation's `contains`
        // of a string, would be most of the check's time (every link of every page).
        let bytes = url.utf8
        let firstSlash = bytes.firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
        if url.hasPrefix("//") || bytes[..<firstSlash].contains(UInt8(ascii: ":")) { return nil }
        let queryOrFragment = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        let withoutQuery = url[..<(queryOrFragment ?? bytes.endIndex)]
        let fragment = bytes.firstIndex(of: UInt8(ascii: "#")).map { String(url[bytes.index(after: $0)...]) } ?? ""
        let target: String
        if withoutQuery.isEmpty {
            target = pageFolder ?? folder
        } else if withoutQuery.hasPrefix("/") {
            // A path in the site, whatever its base path: the build writes it under that.
            target = String(withoutQuery.dropFirst())
        } else {
            target = folder + withoutQuery
        }
        return Destination(normalized: normalize(target), withoutQuery: withoutQuery, fragment: fragment)
    }

    package static func problem(
        _ url: String, folder: String, page pageFolder: String? = nil, isFile: (String) -> Bool, basePath: String,
        unpublished: [String: String] = [:], isImage: Bool = false, page: (String) -> String?
    ) -> String? {
        guard let destination = destination(url, folder: folder, page: pageFolder) else { return nil }
        let (withoutQuery, fragment) = (destination.withoutQuery, destination.fragment)
        guard let normalized = destination.normalized else { return "link '\(url)' goes above the site's root" }
        let decoded = normalized.removingPercentEncodingSafely
        let file: String
        if decoded.isEmpty || decoded.hasSuffix("/") {
            file = decoded + "index.html"
        } else if isFile(decoded) {
            file = decoded
        } else {
            file = decoded + "/index.html"
        }
        guard isFile(file) else {
            if let what = unpublished[decoded] {
                return unpublishedMessage(url, what: what, isImage: isImage)
            }
            var message = "broken link '\(url)': nothing is published at \(basePath)\(normalized)"
            if basePath != "/", withoutQuery.hasPrefix(basePath) {
                message +=
                    "; links are paths in the site, which the build writes under the base path \(basePath): "
                    + "write /\(withoutQuery.dropFirst(basePath.count))"
            }
            return message
        }
        if !fragment.isEmpty, let html = page(file), !holdsID(fragment.removingPercentEncodingSafely, html) {
            return "broken link '\(url)': no element with id '\(fragment)' on \(basePath)\(normalized)"
        }
        return nil
    }

    /// Whether `problem` found the page a link points to but no element of its fragment.
    static func isMissingAnchor(_ message: String) -> Bool {
        message.hasPrefix("broken link '") && message.utf8Contains("': no element with id '")
    }

    /// Whether an element of `html` (as TripSite writes it: every `"` in text is `&quot;`,
    /// so ` id="` is always an attribute) has the id `id`, as written or escaped.
    static func holdsID(_ id: String, _ html: String) -> Bool {
        html.utf8Contains(" id=\"\(id)\"") || html.utf8Contains(" id=\"\(Escaping.attribute(id))\"")
    }

    /// Resolves `.` and `..` segments; nil when `..` climbs above the root.
    package static func normalize(_ path: String) -> String? {
        var segments: [Substring] = []
        for bytes in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let segment = Substring(bytes)
            if bytes.elementsEqual(".".utf8) { continue }
            if bytes.elementsEqual("..".utf8) {
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            } else {
                segments.append(segment)
            }
        }
        let joined = segments.joined(separator: "/")
        return path.hasSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }
}

extension String {
    /// Percent-decoded, or unchanged when it is not valid percent-encoding.
    var removingPercentEncodingSafely: String {
        RequestPath.percentDecode(Substring(self)) ?? self
    }
}

extension LinkChecker {
    /// Why a link to a bundle file that is not published as it is finds nothing there.
    static func unpublishedMessage(_ url: String, what: String, isImage: Bool) -> String {
        if what == "a photo" {
            return "link '\(url)' points at a photo, and photos are published only as sized copies "
                + "without their metadata: show it with ![what it shows](\(url))"
        }
        if isImage, what.hasSuffix("file of positions") {
            return "image '\(url)' is \(what), not a photo: a trip's GPX tracks are drawn as its route map "
                + "(route.gpx, or gpx: in its front matter)"
        }
        if isImage {
            return "image '\(url)' is \(what), not a photo"
        }
        return "link '\(url)' points at \(what), which records where someone was: it is published only "
            + "when its own trip's journal links to it"
    }
}
