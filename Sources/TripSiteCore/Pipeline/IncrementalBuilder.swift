import Foundation

/// Builds a site in memory again and again, doing only the work a change needs: files the
/// watcher reports are re-read, texts that changed are re-parsed, and only the outputs whose
/// inputs changed (by `InputFingerprints`) are rendered. Unchanged outputs keep their bytes.
/// Used by the preview server; not thread-safe (one rebuild at a time).
package final class IncrementalBuilder {
    package struct Result: Sendable {
        /// The whole site, by output path.
        package var files: [String: [UInt8]]
        /// Output paths made by this build (all of them the first time).
        package var rendered: [String]
        /// Output paths that existed before and no longer do.
        package var removed: [String]
        /// Paths whose bytes differ from the previous build's.
        package var modified: [String]
        package var warnings: [Diagnostic]
        package var timings: [(stage: BuildStage, seconds: Double)]

        /// Only stylesheets changed: a browser can swap them without reloading the page.
        package var onlyStylesheetsChanged: Bool {
            !modified.isEmpty && removed.isEmpty && modified.allSatisfy { $0.hasSuffix(".css") }
        }
    }

    let options: BuildOptions
    let mode: RenderMode
    private let loader: SiteLoader
    private var source: SiteSource?
    private var tripCache: [String: (text: String, hash: Int, result: TripParser.Result)] = [:]
    private var pageCache: [String: (text: String, page: Page?, diagnostics: [Diagnostic])] = [:]
    private var fingerprints: InputFingerprints?
    private var files: [String: [UInt8]] = [:]
    private var inputsByPath: [String: Set<BuildInput>] = [:]
    /// The last good model, for the body-only fast path.
    private var lastSite: Site?
    private var lastThemeAssets: [Asset] = []
    private var lastWarnings: [Diagnostic] = []
    /// Positions of each trip file in `source.trips` and in `lastSite.trips`.
    private var sourcePositions: [String: Int] = [:]
    private var sitePositions: [String: Int] = [:]

    package init(options: BuildOptions, mode: RenderMode) {
        self.options = options
        self.mode = mode
        loader = SiteLoader(root: options.source)
    }

    /// Builds. `changedPaths` (relative to the site folder) lets unchanged files be reused
    /// without reading them; nil reads everything.
    package func build(changedPaths: Set<String>? = nil) throws(BuildFailure) -> Result {
        let clock = ContinuousClock()
        var timings: [(BuildStage, Double)] = []
        var diagnostics: [Diagnostic] = []
        var start = clock.now
        func lap(_ stage: BuildStage) {
            let elapsed = start.duration(to: clock.now)
            timings.append((stage, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
            start = clock.now
        }
        func tagged(_ found: [Diagnostic], _ stage: BuildStage) -> [Diagnostic] {
            found.map {
                var d = $0
                d.stage = d.stage ?? stage
                return d
            }
        }
        func fail(_ stage: BuildStage) -> BuildFailure {
            BuildFailure(
                stage: diagnostics.first { $0.severity == .error }?.stage ?? stage, kind: .content,
                diagnostics: diagnostics)
        }

        if let fast = try bodyOnlyRebuild(changedPaths) { return fast }

        // load: re-read only what changed, when that is known and no file came or went.
        var loaded: SiteSource
        if let previous = source, let changed = changedPaths,
            let updated = reload(previous, changed: changed, diagnostics: &diagnostics)
        {
            loaded = updated
        } else {
            let (fresh, found) = loader.load()
            diagnostics += tagged(found, .load)
            guard let fresh else { throw fail(.load) }
            loaded = fresh
        }
        source = loaded
        lap(.load)

        // parse: only texts that differ from the cached ones.
        let builder = SiteBuilder(options: options)
        let (parsedConfig, configDiagnostics) = ConfigParser.parse(loaded.config)
        diagnostics += tagged(configDiagnostics, .parse)
        var config = parsedConfig ?? SiteConfig.defaults()
        if let baseURL = options.baseURL { config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/" }
        let markdown = config.markdownOptions
        if let cachedOptions = markdownOptions, cachedOptions != markdown {
            tripCache = [:]
            pageCache = [:]
        }
        markdownOptions = markdown
        var trips: [SiteAssembler.ParsedTrip] = []
        var contentHashes: [String: Int] = [:]
        var seenTrips: Set<String> = []
        for tripFile in loaded.trips {
            let path = tripFile.file.path
            seenTrips.insert(path)
            let entry: (text: String, hash: Int, result: TripParser.Result)
            if let cached = tripCache[path], cached.text == tripFile.file.text {
                entry = cached
            } else {
                let result = TripParser.parse(
                    tripFile.file, slug: tripFile.slug, isBundle: tripFile.bundleFolder != nil, markdown: markdown)
                entry = (tripFile.file.text, tripFile.file.text.hashValue, result)
                tripCache[path] = entry
            }
            diagnostics += tagged(entry.result.diagnostics, .parse)
            contentHashes[path] = entry.hash
            trips.append(.init(result: entry.result, source: tripFile))
        }
        tripCache = tripCache.filter { seenTrips.contains($0.key) }
        var pages: [Page] = []
        for pageFile in loaded.pages {
            let path = pageFile.file.path
            let entry: (text: String, page: Page?, diagnostics: [Diagnostic])
            if let cached = pageCache[path], cached.text == pageFile.file.text {
                entry = cached
            } else {
                let (page, found) = PageParser.parse(pageFile.file, slug: pageFile.slug, markdown: markdown)
                entry = (pageFile.file.text, page, found)
                pageCache[path] = entry
            }
            diagnostics += tagged(entry.diagnostics, .parse)
            if let page = entry.page { pages.append(page) }
        }
        let (badges, goalsDiagnostics) = GoalsParser.parse(loaded.goals)
        diagnostics += tagged(goalsDiagnostics, .parse)
        lap(.parse)

        // model
        let parsed = SiteBuilder.Parsed(config: config, trips: trips, pages: pages, badges: badges)
        let (assembled, modelDiagnostics) = builder.assemble(parsed, source: loaded, loader: loader)
        diagnostics += tagged(modelDiagnostics, .model)
        guard let (site, themeAssets) = assembled, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw fail(.model)
        }
        let newFingerprints = InputFingerprints(site: site, themeAssets: themeAssets, tripContent: contentHashes)
        lap(.model)

        // render: only outputs with a changed input, or new ones.
        let changedInputs = fingerprints.map { newFingerprints.changed(since: $0) }
        let recipes = SiteRenderer.recipes(
            site, themeAssets: themeAssets, mode: mode, sourceDateEpoch: options.sourceDateEpoch)
        var newFiles: [String: [UInt8]] = [:]
        var newInputs: [String: Set<BuildInput>] = [:]
        var rendered: [String] = []
        var made: [OutputFile] = []
        var dirty: [OutputRecipe] = []
        for recipe in recipes {
            newInputs[recipe.path] = recipe.inputs
            if let changedInputs, let old = files[recipe.path], inputsByPath[recipe.path] == recipe.inputs,
                recipe.inputs.isDisjoint(with: changedInputs)
            {
                newFiles[recipe.path] = old
                made.append(
                    OutputFile(path: recipe.path, contents: .bytes([]), inputs: recipe.inputs, origin: recipe.origin))
            } else {
                dirty.append(recipe)
            }
        }
        for (recipe, file) in zip(dirty, parallelMap(dirty) { $0.make() }) {
            made.append(file)
            rendered.append(recipe.path)
            switch file.contents {
            case .text(let text): newFiles[recipe.path] = Array(text.utf8)
            case .bytes(let bytes): newFiles[recipe.path] = bytes
            case .copy(let path):
                guard
                    let data = FileManager.default.contents(
                        atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
                else {
                    diagnostics.append(
                        Diagnostic(
                            severity: .error, file: recipe.origin ?? recipe.path, message: "cannot read the file",
                            stage: .render))
                    continue
                }
                newFiles[recipe.path] = [UInt8](data)
            }
        }
        diagnostics += tagged(SiteRenderer.pathConflicts(made, site: site), .render)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw fail(.render) }
        lap(.render)

        let removed = files.keys.filter { newFiles[$0] == nil }.sorted()
        let modified = rendered.filter { files[$0] != newFiles[$0] }
        files = newFiles
        inputsByPath = newInputs
        fingerprints = newFingerprints
        lastSite = site
        lastThemeAssets = themeAssets
        lastWarnings = diagnostics
        sourcePositions = Dictionary(
            uniqueKeysWithValues: loaded.trips.enumerated().map { ($0.element.file.path, $0.offset) })
        sitePositions = Dictionary(
            uniqueKeysWithValues: site.trips.enumerated().map { ($0.element.sourcePath, $0.offset) })
        return Result(
            files: newFiles, rendered: rendered, removed: removed, modified: modified,
            warnings: diagnostics, timings: timings)
    }

    private var markdownOptions: MarkdownOptions?

    /// The common case while writing: only the text of some trips changed, not what any other
    /// page shows of them (title, dates, photo, activities…). Then the model, the goals and
    /// every other output stay as they are; the changed trips are parsed and their pages
    /// rendered, and nothing else is done. Returns nil when the change is anything more.
    private func bodyOnlyRebuild(_ changedPaths: Set<String>?) throws(BuildFailure) -> Result? {
        guard let changed = changedPaths, !changed.isEmpty, lastSite != nil, source != nil, fingerprints != nil,
            let markdown = markdownOptions
        else { return nil }
        let clock = ContinuousClock()
        let start = clock.now
        var updates: [(sourceIndex: Int, siteIndex: Int, file: SourceFile, result: TripParser.Result)] = []
        for path in changed {
            guard let index = sourcePositions[path], let position = sitePositions[path], loader.isFile(path) else {
                return nil
            }
            var found = Diagnostics()
            guard let file = loader.read(path, into: &found), found.all.isEmpty else { return nil }
            let tripFile = source!.trips[index]
            let result = TripParser.parse(
                file, slug: tripFile.slug, isBundle: tripFile.bundleFolder != nil, markdown: markdown)
            let old = lastSite!.trips[position]
            guard var trip = result.trip, result.diagnostics.isEmpty,
                tripCache[path]?.result.photoReference?.value == result.photoReference?.value,
                trip.isDraft == old.isDraft
            else { return nil }
            trip.photo = old.photo
            trip.bundleFiles = old.bundleFiles
            guard InputFingerprints.summary(trip) == InputFingerprints.summary(old) else { return nil }
            updates.append((index, position, file, result))
        }
        let loaded = start.duration(to: clock.now)
        // Take the state out so each value is uniquely referenced and changes in place
        // (a copy of ten thousand trips would cost more than the page).
        var site = lastSite.take()!
        var source = self.source.take()!
        var prints = fingerprints.take()!
        var rendered: [String] = []
        let context = RenderContext(
            config: site.config, pages: site.pages,
            themeFiles: Set(lastThemeAssets.map { String($0.outputPath.dropFirst("theme/".count)) }), mode: mode)
        for update in updates {
            var trip = update.result.trip!
            let old = site.trips[update.siteIndex]
            trip.photo = old.photo
            trip.bundleFiles = old.bundleFiles
            site.trips[update.siteIndex] = trip
            source.trips[update.sourceIndex].file = update.file
            let hash = update.file.text.hashValue
            tripCache[update.file.path] = (update.file.text, hash, update.result)
            var content = Hasher()
            content.combine(hash)
            content.combine(trip.photo)
            content.combine(trip.bundleFiles)
            prints[.trip(slug: trip.slug)] = content.finalize()
            let previous = update.siteIndex > 0 ? site.trips[update.siteIndex - 1] : nil
            let next = update.siteIndex + 1 < site.trips.count ? site.trips[update.siteIndex + 1] : nil
            let path = SiteURLs.tripFolder(trip.slug) + "index.html"
            files[path] = Array(
                TripPage.render(
                    trip, previous: previous, next: next, badges: site.goals.badges(for: trip.slug), context: context
                ).utf8)
            rendered.append(path)
        }
        self.source = source
        lastSite = site
        fingerprints = prints
        let total = start.duration(to: clock.now)
        func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        return Result(
            files: files, rendered: rendered, removed: [], modified: rendered, warnings: lastWarnings,
            timings: [(.parse, seconds(loaded)), (.render, seconds(total) - seconds(loaded))])
    }

    /// The previous source with the changed files read again, or nil when a full load is
    /// needed (a file was added or removed, or a path is not one the source knows).
    private func reload(_ previous: SiteSource, changed: Set<String>, diagnostics: inout [Diagnostic]) -> SiteSource? {
        var updated = previous
        let tripIndex = Dictionary(
            uniqueKeysWithValues: previous.trips.enumerated().map { ($0.element.file.path, $0.offset) })
        let pageIndex = Dictionary(
            uniqueKeysWithValues: previous.pages.enumerated().map { ($0.element.file.path, $0.offset) })
        let staticFiles = Set(previous.staticFiles.map { "static/\($0)" })
        var found = Diagnostics()
        for path in changed {
            guard loader.isFile(path) else { return nil }
            if path == previous.config.path {
                guard let file = loader.read(path, into: &found) else { return nil }
                updated.config = file
            } else if path == previous.goals?.path {
                guard let file = loader.read(path, into: &found) else { return nil }
                updated.goals = file
            } else if let index = tripIndex[path] {
                guard let file = loader.read(path, into: &found) else { return nil }
                updated.trips[index].file = file
            } else if let index = pageIndex[path] {
                guard let file = loader.read(path, into: &found) else { return nil }
                updated.pages[index].file = file
            } else if staticFiles.contains(path)
                || previous.trips.contains(where: { trip in
                    trip.bundleFiles?.contains { "\(trip.bundleFolder ?? "")/\($0)" == path } ?? false
                })
            {
                // A copied file that was already there: its fingerprint (size, date) shows the change.
                continue
            } else {
                // Theme files, new files, anything else: list and read everything again.
                return nil
            }
        }
        diagnostics += found.all
        return updated
    }
}
