import Foundation
import TripSiteStore

/// What a build is asked to do.
package struct BuildOptions: Sendable {
    package var source: URL
    var output: URL
    package var includeDrafts = false
    /// Replaces `baseURL` from site.yml (`--base-url`).
    package var baseURL: String?
    /// Replaces `relativeURLs` from site.yml when set (`--relative-urls`).
    package var relativeURLs: Bool?
    /// `SOURCE_DATE_EPOCH`: the time used where the content gives none (a feed of trips
    /// without dates). Read by the CLI, never by the pipeline.
    package var sourceDateEpoch: Int?
    /// `--strict`: every warning is an error.
    package var strict = false
    /// How broken links in journals count: warnings for `build`, errors for `check`.
    package var brokenLinks: Diagnostic.Severity = .warning
    /// How a link to a page that is there, with no element of its `#fragment`, counts: a
    /// warning for both (an error with `--strict`).
    package var brokenAnchors: Diagnostic.Severity = .warning
    /// What the pages are rendered for: a published build, or the preview server (which
    /// renders through `IncrementalBuilder`; a `SiteBuilder` in serve mode makes the same bytes).
    package var renderMode: RenderMode = .build
    /// Where encoded photos, route summaries and parsed trips are kept between builds
    /// (`--cache-dir`); nil means `<site>/.tripsite-cache/`.
    package var cacheDirectory: URL?
    /// Told as photos are made: (done, total).
    package var photoProgress: (@Sendable (Int, Int) -> Void)?
    /// The kinds of output the site has (`SiteRenderer.families`); a test may add its own.
    package var pageFamilies = SiteRenderer.families

    /// The day the build is for, in UTC: `SOURCE_DATE_EPOCH`'s when set (so a CI build is
    /// reproducible), else today. Trips that ended by it are travelled (`Trip.travelled(asOf:)`).
    package var buildDay: Day {
        let seconds = sourceDateEpoch ?? Int(Date().timeIntervalSince1970)
        return Day(daysSince1970: Int((Double(seconds) / 86_400).rounded(.down)))!
    }

    /// The photo cache folder this build uses.
    package var photoCacheFolder: URL { cacheDirectory ?? source.appending(path: ".tripsite-cache") }

    package init(source: URL, output: URL, includeDrafts: Bool = false, baseURL: String? = nil) {
        self.source = source
        self.output = output
        self.includeDrafts = includeDrafts
        self.baseURL = baseURL
    }
}

/// A build that stopped: the stage, whether the content or the disk is to blame, and every
/// diagnostic collected up to that stage.
package struct BuildFailure: Error, Sendable {
    package enum Kind: Sendable {
        /// The user's content is wrong (exit 1).
        case content
        /// Reading or writing files failed (exit 3).
        case io
    }

    package var stage: BuildStage
    package var kind: Kind
    package var diagnostics: [Diagnostic]

    package init(stage: BuildStage, kind: Kind, diagnostics: [Diagnostic]) {
        self.stage = stage
        self.kind = kind
        self.diagnostics = diagnostics
    }
}

/// What a finished build reports.
package struct BuildReport: Sendable {
    package var site: Site
    /// Every output's path.
    package var paths: [String]
    /// Warnings (a successful build has no errors).
    package var diagnostics: [Diagnostic]
    package var timings: [(stage: BuildStage, seconds: Double)]
    package var photos = PhotoStatistics()
    /// How many outputs were taken from the page store rather than made.
    package var pagesFromStore = 0
    /// How content was read where it used other generators' keys (`--verbose` shows them).
    package var notes: [Diagnostic] = []

    /// What the build made of the site besides its outputs, for a builder that keeps its
    /// model to patch (`serve`'s `IncrementalBuilder`).
    package var built: Built?

    package var pageCount: Int { paths.filter { $0.hasSuffix(".html") }.count }

    package struct Built: Sendable {
        /// The files read (with their texts when the build kept them: `Reading.keepTexts`).
        package var source: SiteSource
        package var theme: SiteTheme
        package var listings: SiteListings
        /// Every input's fingerprint, for `PageKeeping.reads`.
        package var fingerprints: InputFingerprints?
        /// What the link check found.
        package var links: [Diagnostic]
    }
}

/// Runs the stages in order — load → parse → model → photos → routes → render → write — for
/// every whole build: `tripsite build`'s and `check`'s, and each of `serve`'s that is not a
/// quick rebuild (`IncrementalBuilder`). What differs between them is what they bring: how the
/// files are read and which caches are kept (`Reading`), and where the pages go and which
/// of the last build's are kept (`OutputWriter`, `PageKeeping`). The content stages (load,
/// parse, model) go on past errors, working with what could be read, so one run reports
/// every problem of the site; the build stops before rendering if any was an error.
package struct SiteBuilder {
    var options: BuildOptions

    package init(options: BuildOptions) {
        self.options = options
    }

    /// Builds into `writer` (`run`), reading the site as `reading` says (a build of its own:
    /// every file, with caches of its own).
    package func build(
        into writer: inout some OutputWriter, reading: Reading? = nil
    ) throws(BuildFailure) -> BuildReport {
        // Its lock is held shared until the build returns; another build may share the cache meanwhile.
        var reading = reading ?? Reading(options: options, loader: SiteLoader(root: options.source))
        defer { withExtendedLifetime(reading) {} }
        // Files are never declined.
        let run = try self.run(&reading, into: &writer)!
        let (content, plan) = (run.model, run.plan)
        // Once the store holds them: the parts the next build can take without the index.
        plan.kept?.searchParts?.write(cacheFolder: options.photoCacheFolder)
        var report = BuildReport(
            site: content.site, paths: plan.recipes.map(\.path), diagnostics: run.stages.diagnostics,
            timings: run.stages.timings, photos: content.photos, pagesFromStore: run.kept, notes: run.stages.notes)
        report.built = BuildReport.Built(
            source: content.source, theme: content.theme, listings: plan.listings, fingerprints: plan.fingerprints,
            links: plan.links)
        return report
    }

    /// The `render` stage: every output listed as a recipe and checked (`check`), with what
    /// the writer's `keeping` needs to keep the pages whose reads did not change.
    func render(_ content: Content, keeping: PageKeeping, lock: CacheLock?) -> (RenderPlan?, [Diagnostic]) {
        switch keeping {
        case .none: listed(content.site, theme: content.theme, listings: SiteListings(content.site))
        case .store: renderForStore(content, lock: lock)
        case .reads(let previousSearch): renderForReads(content, previousSearch: previousSearch)
        }
    }

    /// The `render` stage for the page store: every page's key.
    ///
    /// The site's tags, countries and years, its trips in reading order and each
    /// collection's trips are each a pass over every trip: made once, for the pages and the
    /// fingerprints. The fingerprints are made first, while the search index (made with the
    /// recipes) is not yet in memory: their working tables, freed once the keys' values are
    /// taken (`storeValues`), leave room the index reuses.
    private func renderForStore(_ content: Content, lock: CacheLock?) -> (RenderPlan?, [Diagnostic]) {
        let (site, theme) = (content.site, content.theme)
        var listings = SiteListings(site)
        guard
            let store = PageStore(
                cacheFolder: options.photoCacheFolder, mode: options.renderMode,
                sourceDateEpoch: options.sourceDateEpoch, includeDrafts: options.includeDrafts, lock: lock)
        else { return listed(site, theme: theme, listings: listings) }
        let values = Self.storeValues(content, listings: listings)
        let searchKey = store.key(
            path: SiteURLs.searchFolder + "index.html", inputs: SearchPage.inputs(site), values: values)
        listings.keptSearchParts = searchKey.flatMap { keptSearchParts(store: store, key: $0, values: values) }
        let (made, diagnostics) = listed(site, theme: theme, listings: listings)
        guard var plan = made else { return (nil, diagnostics) }
        plan.kept = Trace.time("store.keys") { store.plan(plan.recipes, values: values) }
        if listings.keptSearchParts == nil, let searchKey {
            plan.kept?.searchParts = KeptSearchParts.made(by: plan.recipes, key: searchKey)
        }
        return (plan, diagnostics)
    }

    /// The fingerprints of a build for the page store, by `ReadValues.id`: only the sums of
    /// the goals' parts, and no copied file (the store keeps none).
    private static func storeValues(_ content: Content, listings: SiteListings) -> ReadValues {
        let fingerprints = Trace.time("store.fingerprints") {
            InputFingerprints(
                site: content.site, theme: content.theme, tripContent: content.tripContent, terms: listings.terms,
                order: listings.order, members: listings.members, files: false, keepsParts: false)
        }
        return Trace.time("store.values") { ReadValues(fingerprints) }
    }

    /// The `render` stage for pages kept in memory with their reads: the fingerprints whole
    /// (the next build compares them, and patches them for a quick rebuild), and the search
    /// index made from `previousSearch`'s parts.
    private func renderForReads(_ content: Content, previousSearch: SearchShards?) -> (RenderPlan?, [Diagnostic]) {
        let (site, theme) = (content.site, content.theme)
        let terms = Taxonomies.terms(site)
        let order = SearchIndex.readingOrder(site.trips)
        let members = TripCollection.members(site)
        let fingerprints = InputFingerprints(
            site: site, theme: theme, tripContent: content.tripContent, terms: terms, order: order, members: members)
        let search = SiteRenderer.searchShards(
            site, context: renderContext(site, theme: theme, listings: .empty), previous: previousSearch, order: order)
        let listings = SiteListings(site, terms: terms, order: order, members: members, search: search)
        var (plan, diagnostics) = listed(site, theme: theme, listings: listings)
        plan?.fingerprints = fingerprints
        return (plan, diagnostics)
    }

    /// The names of the search index's parts, when the last build that made them
    /// (`KeptSearchParts`) had this search index's `key` and the store holds every one.
    private func keptSearchParts(store: PageStore, key: UInt64, values: ReadValues) -> [String]? {
        guard let record = KeptSearchParts.read(cacheFolder: options.photoCacheFolder), key == record.key,
            record.names.allSatisfy({ name in
                store.key(path: SearchShards.path(name), inputs: [], values: values)
                    .map { store.entries[$0] != nil } ?? false
            })
        else { return nil }
        return record.names
    }

    /// Parsed but not yet assembled content.
    package struct Parsed: Sendable {
        var config: SiteConfig
        var trips: [SiteAssembler.ParsedTrip]
        var pages: [Page]
        var badges: [Badge]
        /// Each trip file's text hash (its `ContentKey`'s), by path: its content's fingerprint.
        var tripContent: [String: Int] = [:]
    }

    /// The `parse` stage. The configuration is read first (it says how to render Markdown);
    /// trips and pages are parsed even when it has errors, so all errors show at once. With a
    /// cache, a file whose text it holds is not parsed again.
    /// `site.yml` with its strings (the defaults where it cannot be read, with the errors),
    /// and the command line's `--base-url` and `--relative-urls` over it.
    package func parseConfig(_ source: SiteSource) -> (SiteConfig, [Diagnostic]) {
        let (parsed, diagnostics) = ConfigParser.parse(source.config, catalog: StringCatalog(files: source.stringFiles))
        var config = parsed ?? SiteConfig.defaults()
        if let baseURL = options.baseURL {
            config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        }
        if let relativeURLs = options.relativeURLs { config.relativeURLs = relativeURLs }
        return (config, diagnostics)
    }

    package func parse(_ source: SiteSource, cache: ParseCache? = nil) -> (Parsed?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let (config, configDiagnostics) = parseConfig(source)
        diagnostics += configDiagnostics
        let markdown = config.markdownOptions
        let cache = cache ?? ParseCache()
        cache.use(markdown)
        // The stored results are read when the cache holds none: in every `build`, and in the
        // server's first (or after the Markdown options changed).
        let store = ParseStore(cacheFolder: options.photoCacheFolder, markdown: markdown)
        let loaded = cache.isEmpty ? store?.load() : nil
        if let loaded { cache.seed(loaded.entries) }
        let parsedBefore = cache.parsedCount
        let trips = Self.parseTrips(source.trips, markdown: markdown, cache: cache)
        for trip in trips { diagnostics += trip.result.diagnostics + trip.entries.flatMap(\.diagnostics) }
        var pages: [Page] = []
        for pageFile in source.pages {
            let (page, pageDiagnostics) = Self.parsePage(pageFile, markdown: markdown, cache: cache)
            diagnostics += pageDiagnostics
            if let page { pages.append(page) }
        }
        cache.keep(
            onlyPaths: Set(
                source.trips.map(\.file.path) + source.trips.flatMap { $0.entries.map(\.file.path) }
                    + source.pages.map(\.file.path)))
        // When every trip came from the store and none went, its files hold what the cache
        // does: nothing to compare (every result listed, sharded and sorted) or write.
        if let store, let loaded,
            cache.parsedCount != parsedBefore || cache.trips.count != loaded.entries.count || !store.isLaidOut(loaded)
        {
            let entryPaths = Dictionary(
                source.trips.map { ($0.file.path, $0.entries.map(\.file.path)) },
                uniquingKeysWith: { first, _ in first })
            store.save(cache.storeEntries(entryPaths: entryPaths), loaded: loaded)
        }
        let (badges, goalsDiagnostics) = GoalsParser.parse(source.goals)
        diagnostics += goalsDiagnostics
        let parsed = Parsed(
            config: config, trips: trips, pages: pages, badges: badges, tripContent: cache.tripContent)
        return (parsed, diagnostics)
    }

    /// Every trip file, parsed or taken from the cache. The files to parse are parsed on
    /// every core, YAML and Markdown alike (`CMarkThreads` makes cmark-gfm safe for that).
    static func parseTrips(
        _ files: [SiteSource.TripFile], markdown: MarkdownOptions, cache: ParseCache
    ) -> [SiteAssembler.ParsedTrip] {
        let keys = parallelMap(files, minimumCount: 256) { ContentKey($0.file.text) }
        var results = files.indices.map { cache.trip(path: files[$0].file.path, slug: files[$0].slug, key: keys[$0]) }
        let missing = results.indices.filter { results[$0] == nil }
        let parsed = parallelMap(missing.map { files[$0] }) { parseTrip($0, markdown: markdown) }
        for (index, result) in zip(missing, parsed) {
            results[index] = result
            cache.store(result, for: files[index].file, slug: files[index].slug, key: keys[index])
        }
        let withEntries = files.indices.filter { !files[$0].entries.isEmpty }
        let entries = parseEntries(withEntries.flatMap { files[$0].entries }, markdown: markdown, cache: cache)
        var parsedTrips = zip(files, results).map { SiteAssembler.ParsedTrip(result: $1!, source: $0.withoutText) }
        var next = 0
        for index in withEntries {
            let count = files[index].entries.count
            parsedTrips[index].entries = Array(entries[next..<next + count])
            next += count
        }
        return parsedTrips
    }

    /// Entry files, parsed (on every core) or taken from the cache, in their order.
    package static func parseEntries(
        _ files: [SiteSource.EntryFile], markdown: MarkdownOptions, cache: ParseCache
    ) -> [EntryParser.Result] {
        var results = files.map(cache.entry)
        let missing = results.indices.filter { results[$0] == nil }
        let parsed = parallelMap(missing.map { files[$0] }) { EntryParser.parse($0, markdown: markdown) }
        for (index, result) in zip(missing, parsed) {
            results[index] = result
            cache.store(result, for: files[index])
        }
        return results.map { $0! }
    }

    /// One trip file, parsed: what the full build does for each trip and the body-only rebuild
    /// for the trip that changed.
    package static func parseTrip(_ tripFile: SiteSource.TripFile, markdown: MarkdownOptions) -> TripParser.Result {
        TripParser.parse(tripFile.file, slug: tripFile.slug, nameDate: tripFile.nameDate, markdown: markdown)
    }

    static func parsePage(
        _ pageFile: SiteSource.PageFile, markdown: MarkdownOptions, cache: ParseCache?
    ) -> (page: Page?, diagnostics: [Diagnostic]) {
        if let cached = cache?.page(pageFile.file) { return (cached.page, cached.diagnostics) }
        let (page, diagnostics) = PageParser.parse(pageFile.file, slug: pageFile.slug, markdown: markdown)
        cache?.store(page, diagnostics: diagnostics, for: pageFile.file)
        return (page, diagnostics)
    }

    /// The `model` stage, plus the theme's files.
    package func assemble(
        _ parsed: Parsed, source: SiteSource, loader: SiteLoader
    ) -> ((Site, SiteTheme)?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let theme = parsed.config.theme
        var themeFolder: URL?
        var themeFiles: [String] = []
        if source.themeFolders.contains(theme) {
            themeFolder = loader.url("themes/\(theme)")
            themeFiles = loader.themeFiles(named: theme)
        } else if theme != "default" {
            let at = ConfigParser.location(ofValue: "theme", in: source.config)
            diagnostics.append(
                .error(
                    "theme '\(theme)' not found: there is no themes/\(theme)/ folder (the built-in theme is 'default')",
                    file: source.config.path, line: at?.line ?? 1, column: at?.column))
        }
        let siteAssembler = assembler(config: parsed.config, badges: parsed.badges, loader: loader)
        let (site, found) = siteAssembler.assemble(trips: parsed.trips, pages: parsed.pages, source: source)
        diagnostics += found
        let (siteTheme, themeDiagnostics) = ThemeAssets.load(
            for: parsed.config, siteThemeFolder: themeFolder, siteThemeFiles: themeFiles)
        if parsed.config.map.interactive,
            !siteTheme.assets.contains(where: { $0.outputPath == "theme/leaflet/leaflet.js" })
        {
            diagnostics.append(
                .warning(
                    "'map.interactive' needs Leaflet, which this tripsite was built without (Debian's libjs-leaflet was not installed); maps stay static",
                    file: source.config.path, line: 1))
        }
        return ((site, siteTheme), diagnostics + themeDiagnostics)
    }

    /// The `model` stage's assembler, finding files through `loader`. It is made for one
    /// model stage, and so are the folders' real paths it keeps (`RealFolders`).
    package func assembler(config: SiteConfig, badges: [Badge] = DefaultBadges.all, loader: SiteLoader) -> SiteAssembler
    {
        SiteAssembler(
            config: config, includeDrafts: options.includeDrafts, buildDay: options.buildDay, badges: badges,
            fileExists: { [loader, folders = RealFolders()] in loader.isFileInside($0, folders: folders) },
            root: loader.root)
    }

    /// The `photos` stage.
    package func photos(
        _ site: Site, source: SiteSource, cache: PhotoCache? = nil
    ) -> ((Site, PhotoStatistics)?, [Diagnostic]) {
        let stage = PhotoStage(
            root: options.source, cache: cache ?? PhotoCache(folder: options.photoCacheFolder),
            settings: site.config.photos, progress: options.photoProgress)
        let (site, diagnostics, statistics) = stage.run(site, staticFiles: source.staticFiles)
        return ((site, statistics), diagnostics)
    }

    /// The `routes` stage.
    package func routes(_ site: Site, cache: RouteCache? = nil) -> (Site?, [Diagnostic]) {
        let cache = cache ?? RouteCache(folder: options.photoCacheFolder)
        let (site, diagnostics) = RouteStage(root: options.source, settings: site.config.map, cache: cache).run(site)
        return (site, diagnostics)
    }

    /// The render context of a site for this build's mode, with the listings the caller has.
    package func renderContext(_ site: Site, theme: SiteTheme, listings: SiteListings? = nil) -> RenderContext {
        RenderContext(
            site: site, theme: theme, mode: options.renderMode, sourceDateEpoch: options.sourceDateEpoch,
            listings: listings)
    }

    /// The outputs' recipes of a full build, and the checks that need every output (`check`).
    /// The outputs are made as the `write` stage writes them, so a large site is never held in
    /// memory whole.
    package func render(
        _ site: Site, theme: SiteTheme, listings: SiteListings? = nil
    ) -> ([OutputRecipe]?, [Diagnostic]) {
        let (plan, diagnostics) = listed(site, theme: theme, listings: listings ?? SiteListings(site))
        return (plan?.recipes, diagnostics)
    }

    /// Every output's recipe for `listings`, checked, with the link check's findings apart.
    private func listed(_ site: Site, theme: SiteTheme, listings: SiteListings) -> (RenderPlan?, [Diagnostic]) {
        var recipes = SiteRenderer.recipes(
            site, context: renderContext(site, theme: theme, listings: listings), families: options.pageFamilies)
        let (conflicts, links) = check(&recipes, site: site)
        var plan = RenderPlan(recipes: recipes, listings: listings)
        plan.links = links
        return (plan, conflicts + links)
    }

    /// The checks of a full render, `build`'s and `serve`'s: no two outputs at one path, and
    /// the journals' links (`checkLinks`). Only the pages a journal links to with a fragment
    /// are made here, for the link check to read; their recipes then give back what was made.
    package func check(
        _ recipes: inout [OutputRecipe], site: Site
    ) -> (conflicts: [Diagnostic], links: [Diagnostic]) {
        let positions = Dictionary(recipes.indices.map { (recipes[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
        // As many paths as outputs: no two share one, and there is nothing to look into.
        let conflicts =
            positions.count == recipes.count
            ? []
            : SiteRenderer.pathConflicts(
                recipes.map { OutputFile(path: $0.path, contents: .bytes([]), inputs: [], origin: $0.origin) },
                site: site)
        var read: [String: (text: String, inputs: Set<BuildInput>)] = [:]
        let isFile: (String) -> Bool = { positions[$0] != nil }
        let links = checkLinks(site, isFile: isFile) { [recipes] path in
            guard let position = positions[path] else { return nil }
            if let made = read[path] { return made.text }
            let file = recipes[position].make()
            let text: String
            switch file.contents {
            case .text(let made): text = made
            case .bytes(let made): text = String(decoding: made, as: UTF8.self)
            case .copy, .link: return nil
            }
            read[path] = (text, file.inputs)
            return text
        }
        // The pages read are kept as made (as text: their bytes again, the same file), with
        // what they read.
        for (path, made) in read {
            recipes[positions[path]!] = OutputRecipe(path: path, origin: nil) { reads in
                reads.record(made.inputs)
                return .text(made.text)
            }
        }
        return (conflicts, links)
    }

    /// The journals' links checked against the outputs (`LinkChecker`): those of `files`
    /// (journal files by path; nil for every journal). `isFile` says whether the site has an
    /// output at a path, `page` gives an HTML page's text, for a link's `#fragment`. Broken
    /// links count as this build is told (`brokenLinks`, `brokenAnchors`).
    package func checkLinks(
        _ site: Site, files: Set<String>? = nil, isFile: (String) -> Bool, page: (String) -> String?
    ) -> [Diagnostic] {
        Trace.time("links") {
            LinkChecker.check(
                site, files: files, isFile: isFile, basePath: site.config.basePath, severity: options.brokenLinks,
                anchorSeverity: options.brokenAnchors
            ) { path in path.hasSuffix(".html") ? page(path) : nil }
        }
    }
}
