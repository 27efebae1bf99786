import Foundation
import TripSiteHTML
import TripSiteStore

/// The `model` stage: turns parsed trips and pages into a `Site`. Drops drafts (unless
/// asked for), rejects duplicate slugs, resolves photos against the files that exist, and
/// lists the files to copy (static, bundles, theme).
package struct SiteAssembler: Sendable {
    var config: SiteConfig
    var includeDrafts: Bool
    /// The day the build is for: which trips are travelled (`BuildOptions.buildDay`).
    var buildDay: Day
    var badges: [Badge] = DefaultBadges.all
    /// Whether a file exists, by path relative to the site folder (injected for tests).
    var fileExists: @Sendable (String) -> Bool
    /// The site folder, for copying files.
    var root: URL
    /// What a file holds, by path relative to the site folder, from its first bytes
    /// (injected for tests; `FileContent.of(path:)` under `root` otherwise).
    var content: (@Sendable (String) -> FileContent)? = nil

    package struct ParsedTrip: Sendable {
        var result: TripParser.Result
        var source: SiteSource.TripFile
        /// Its entries' parse results, in the order of `source.entries`.
        var entries: [EntryParser.Result]

        package init(result: TripParser.Result, source: SiteSource.TripFile, entries: [EntryParser.Result] = []) {
            self.result = result
            self.source = source
            self.entries = entries
        }
    }

    package static let reservedPageSlugs: Set<String> = [
        "trips", "collections", "theme", "goals", "badges", "search", "404", "feed", "sitemap", "robots", "_components",
        "tags", "countries", "years", "map",
    ]

    func assemble(
        trips parsedTrips: [ParsedTrip], pages parsedPages: [Page], source: SiteSource
    ) -> (site: Site, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let rejected = rejectedSlugs(parsedTrips, diagnostics: &diagnostics)
        var (trips, assets, unpublished) = trips(parsedTrips, rejecting: rejected, diagnostics: &diagnostics)
        let pages = pages(parsedPages, diagnostics: &diagnostics).map { page in
            var page = page
            page.imageSources = imageSources(page.bodyHTML.images, bundle: nil)
            page.links.removeAll { $0.isImage && page.imageSources[$0.url] != nil }
            return page
        }
        // Paths joined as strings: `URL.appending(path:)` costs far more, and this is done
        // for every photo.
        let staticFolder = root.path + "/static/"
        for path in source.staticFiles {
            assets.append(Asset(outputPath: path, source: .file(path: staticFolder + path), origin: "static/\(path)"))
        }
        let strings = config.interfaceStrings
        let goals = GoalsEvaluator.evaluate(DefaultBadges.localized(badges, strings: strings), trips: trips)
        var site = Site(config: config, trips: trips, pages: pages, assets: assets, goals: goals)
        site.unpublishedFiles = unpublished
        return (site, diagnostics.all)
    }

    /// Slugs no trip may have, each with its errors: slugs of more than one trip file, and
    /// slugs whose file (or bundle folder) name is not a usable slug.
    private func rejectedSlugs(_ parsedTrips: [ParsedTrip], diagnostics: inout Diagnostics) -> Set<String> {
        // Duplicate slugs: kona.md and kona/index.md both want /trips/kona/. The slugs are
        // counted first: grouping every trip's parse result by slug copied them all.
        var rejected: Set<String> = []
        var counts: [String: Int] = [:]
        counts.reserveCapacity(parsedTrips.count)
        for parsed in parsedTrips { counts[parsed.source.slug, default: 0] += 1 }
        let shared = parsedTrips.filter { counts[$0.source.slug]! > 1 }
        for (slug, group) in Dictionary(grouping: shared, by: \.source.slug) {
            rejected.insert(slug)
            let paths = group.map(\.source.file.path).sorted()
            for path in paths {
                let others = paths.filter { $0 != path }.joined(separator: ", ")
                diagnostics.error("duplicate trip slug '\(slug)': also defined by \(others)", file: path, line: 1)
            }
        }
        // The slug is made from the file (or bundle folder) name, which has no line: the
        // error points at the file's first line, where an editor opens it.
        for parsed in parsedTrips {
            let name = String(FileSystem.lastName(parsed.source.bundleFolder ?? parsed.source.file.path))
            if let problem = Slug.fileNameProblem(slug: parsed.source.slug, name: name) {
                rejected.insert(parsed.source.slug)
                diagnostics.error(problem, file: parsed.source.file.path, line: 1, column: 1)
            }
        }
        return rejected
    }

    /// The trips to publish, in canonical order, with their photos resolved, and the files
    /// of their bundles to copy. Each trip is made on its own, on every core (its photos are
    /// files looked for on the disk); their problems come in the files' order.
    package func trips(
        _ parsedTrips: [ParsedTrip], rejecting rejected: Set<String>, diagnostics: inout Diagnostics
    ) -> (trips: [Trip], assets: [Asset], unpublished: [String: String]) {
        let assembler = self
        let made = parallelMap(parsedTrips, minimumCount: 256) { assembler.trip($0, rejecting: rejected) }
        var trips: [Trip] = []
        var assets: [Asset] = []
        var unpublished: [String: String] = [:]
        for one in made {
            diagnostics.append(contentsOf: one.diagnostics)
            guard let trip = one.trip else { continue }
            trips.append(trip)
            assets += one.assets
            for (path, what) in one.unpublished { unpublished[path] = what }
        }
        trips.sort(by: Site.canonicalOrder)
        return (trips, assets, unpublished)
    }

    /// One trip as `trips(_:rejecting:diagnostics:)` publishes it.
    private struct MadeTrip: Sendable {
        /// Nil when its slug is rejected, or it is a draft left out.
        var trip: Trip?
        var assets: [Asset] = []
        var unpublished: [(String, String)] = []
        var diagnostics: [Diagnostic] = []
    }

    private func trip(_ parsed: ParsedTrip, rejecting rejected: Set<String>) -> MadeTrip {
        guard var trip = parsed.result.trip, !rejected.contains(trip.slug) else { return MadeTrip(trip: nil) }
        if trip.isDraft && !includeDrafts { return MadeTrip(trip: nil) }
        var diagnostics = Diagnostics()
        if let reference = parsed.result.photoReference {
            trip.photo = resolvePhoto(
                reference.value, line: reference.line, trip: parsed.source, diagnostics: &diagnostics)
            trip.photoLine = reference.line
        }
        if let files = publishableBundleFiles(parsed) { trip.bundleFiles = files }
        if parsed.result.photoReference == nil, parsed.source.bundleFolder != nil,
            let cover = BundleCover.file(in: trip.bundleFiles)
        {
            // A Hugo theme's cover by its file name (`featured.jpg`), when no key names one.
            trip.photo = .bundle(fileName: cover)
            diagnostics.append(
                .note("'\(cover)' read as the trip's 'photo' (a theme's cover file)", file: parsed.source.file.path))
        }
        let contents = parsed.source.bundleFolder.map { bundleContents(trip.bundleFiles, folder: $0) } ?? [:]
        resolvePhotos(
            &trip, bundle: parsed.source.bundleFolder, gallery: parsed.result.gallery, contents: contents,
            diagnostics: &diagnostics)
        attachEntries(parsed, to: &trip, contents: contents, diagnostics: &diagnostics)
        trip.isTravelled = trip.travelled(asOf: buildDay)
        checkBookSlug(trip, diagnostics: &diagnostics)
        trip.routes = routes(parsed, diagnostics: &diagnostics)
        var made = MadeTrip(trip: nil)
        if let folder = parsed.source.bundleFolder, parsed.source.bundleFiles != nil {
            (made.assets, made.unpublished) = bundleAssets(
                trip.bundleFiles, folder: folder, trip: trip, contents: contents,
                withheld: linkedOnlyByDrafts(parsed, trip: trip))
        }
        made.trip = trip
        made.diagnostics = diagnostics.all
        return made
    }

    /// The GPX files of a trip: those `gpx:` names, or else its bundle's `route.gpx`. A name
    /// that is not a file of the bundle is a warning at its line.
    private func routes(_ parsed: ParsedTrip, diagnostics: inout Diagnostics) -> [RouteReference] {
        let files = Set(parsed.source.bundleFiles ?? [])
        guard let folder = parsed.source.bundleFolder else {
            for (name, line) in parsed.result.gpx.map({ ($0.name, $0.line) }) {
                diagnostics.warning(
                    "'gpx: \(name)' needs the trip in a folder: move it to content/trips/<slug>/index.md with \(name) beside it",
                    file: parsed.source.file.path, line: line)
            }
            return []
        }
        if parsed.result.gpx.isEmpty {
            return files.contains(RouteFiles.defaultName)
                ? [RouteReference(source: "\(folder)/\(RouteFiles.defaultName)")] : []
        }
        var references: [RouteReference] = []
        for entry in parsed.result.gpx {
            if files.contains(entry.name) {
                references.append(
                    RouteReference(
                        source: "\(folder)/\(entry.name)", line: entry.line, alternative: entry.alternative,
                        name: entry.label, waypoints: entry.waypoints))
            } else {
                diagnostics.warning(
                    "GPX file '\(entry.name)' is not in \(folder)/", file: parsed.source.file.path, line: entry.line)
            }
        }
        return references
    }

    /// The standalone pages to publish, by slug: not drafts (unless asked for), and each with
    /// a usable, unreserved and unique slug.
    private func pages(_ parsedPages: [Page], diagnostics: inout Diagnostics) -> [Page] {
        var pages: [Page] = []
        var pageSlugs: Set<String> = []
        for page in parsedPages {
            if let problem = Slug.fileNameProblem(
                slug: page.slug, name: String(FileSystem.lastName(page.sourcePath)))
            {
                diagnostics.error(problem, file: page.sourcePath, line: 1, column: 1)
                continue
            }
            if page.isDraft && !includeDrafts { continue }
            if Self.reservedPageSlugs.contains(page.slug) {
                diagnostics.error(
                    "the page name '\(page.slug)' is used by the site itself; rename the file", file: page.sourcePath,
                    line: 1, column: 1)
                continue
            }
            if !pageSlugs.insert(page.slug).inserted {
                diagnostics.error("duplicate page slug '\(page.slug)'", file: page.sourcePath, line: 1)
                continue
            }
            pages.append(page)
        }
        pages.sort { $0.slug < $1.slug }
        return pages
    }

    /// A photo is a file in the trip's bundle, a file under `static/`, or an http(s) URL.
    /// Anything else (a `javascript:` URL, `..`, a missing file) gets the placeholder and
    /// a warning.
    func resolvePhoto(_ value: String, line: Int?, trip: SiteSource.TripFile, diagnostics: inout Diagnostics) -> Photo {
        let file = trip.file.path
        let lower = value.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
            if !SiteConfig.isValidBaseURL(value)
                || value.contains(where: { $0 == "\"" || $0 == "<" || $0 == ">" || $0 == " " || $0 == "\\" })
            {
                diagnostics.warning(
                    "photo URL '\(value)' is not a valid http(s) URL; using a placeholder", file: file, line: line)
                return .placeholder
            }
            return .remote(url: value)
        }
        let firstSlash = value.firstIndex(of: "/") ?? value.endIndex
        // Bytes compared, not strings searched (each `contains` of a string went through
        // Foundation's `NSString` search).
        if value[..<firstSlash].utf8.contains(UInt8(ascii: ":")) || value.hasPrefix("//") {
            diagnostics.warning(
                "photo '\(value)' is not a relative path or an http(s) URL; using a placeholder", file: file, line: line
            )
            return .placeholder
        }
        let components = value.split(separator: "/", omittingEmptySubsequences: true)
        if value.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0 }) || components.contains("..")
            || components.isEmpty
        {
            diagnostics.warning(
                "photo '\(value)' must be a path inside the trip's folder or static/; using a placeholder", file: file,
                line: line)
            return .placeholder
        }
        let path = components.filter { $0 != "." }.joined(separator: "/")
        if !value.hasPrefix("/"), let bundle = trip.bundleFolder, fileExists("\(bundle)/\(path)") {
            return .bundle(fileName: path)
        }
        if fileExists("static/\(path)") {
            return .staticFile(path: path)
        }
        let looked = trip.bundleFolder.map { "\($0)/ or static/" } ?? "static/"
        diagnostics.warning("photo '\(value)' not found in \(looked); using a placeholder", file: file, line: line)
        return .placeholder
    }
}
