import Foundation
import TripSiteCore
import TripSiteStore

/// Builds a site in memory again and again, doing only the work a change needs. A whole
/// rebuild is a build (`SiteBuilder.build(into:)`) with caches kept across builds and its
/// own writer (`PreviewOutput`): files the watcher reports are re-read, texts that changed
/// are re-parsed (`ParseCache`), and only the pages whose recorded reads changed (by
/// `InputFingerprints`) are made; the others keep their bytes. A change that leaves the
/// site's shape as it was takes a quick rebuild instead, which patches the kept model.
/// Used by the preview server; not thread-safe (one rebuild at a time).
package final class IncrementalBuilder {
    package struct Result: Sendable {
        /// The whole site, by output path.
        package var files: [String: [UInt8]]
        /// Output paths made by this build (all of them the first time, but those deferred).
        package var rendered: [String]
        /// Output paths that existed before and no longer do.
        package var removed: [String]
        /// Paths whose bytes differ from the previous build's.
        package var modified: [String]
        /// Pages this build listed and left to be made when asked for (`bytes(of:)`,
        /// `makeDeferred(upTo:)`): they are not in `files`, and bytes an earlier build made
        /// for them are out of date. Pages that were waiting already and still are are not
        /// listed: nothing they read has changed.
        package var deferred: [String] = []
        /// Counts the builds: bytes made for a deferred page carry the build they belong to.
        package var generation = 0
        package var warnings: [Diagnostic]
        package var timings: [(stage: BuildStage, seconds: Double)]
        /// What the photos stage did (nothing on the quick rebuilds).
        package var photos = PhotoStatistics()
        /// The search index's parts were left to be made (`IncrementalBuilder+DeferredSearch`):
        /// `bytes(of:)` makes them when the search page or a part is asked for, and
        /// `makeDeferred(upTo:)` first of all.
        package var searchDeferred = false

        /// Only stylesheets changed: a browser can swap them without reloading the page.
        package var onlyStylesheetsChanged: Bool {
            !modified.isEmpty && removed.isEmpty && deferred.isEmpty && modified.allSatisfy { $0.hasSuffix(".css") }
        }

        init(
            _ changes: Changes, files: [String: [UInt8]], warnings: [Diagnostic],
            timings: [(stage: BuildStage, seconds: Double)], photos: PhotoStatistics = PhotoStatistics()
        ) {
            (self.files, rendered, removed) = (files, changes.rendered, changes.removed)
            (modified, deferred) = (changes.modified, changes.deferred)
            (self.warnings, self.timings, self.photos) = (warnings, timings, photos)
        }

        init(files: [String: [UInt8]], warnings: [Diagnostic]) {
            self.init(
                Changes(rendered: [], removed: [], modified: [], deferred: []), files: files, warnings: warnings,
                timings: [])
        }
    }

    /// What the quick rebuilds need of the last good build.
    struct LastBuild {
        var site: Site
        var theme: SiteTheme
        var warnings: [Diagnostic]
        /// Positions of each trip file in `source.trips` and in `site.trips`.
        var sourcePositions: [String: Int]
        var sitePositions: [String: Int]
        /// The trip file of each entry file, by path.
        var entryTrips: [String: String]
        /// The search index, and each trip file's position in it: a body edit patches the
        /// trip's text in and writes the parts that changed.
        var search: SearchShards
        /// Each trip file's position in the search index, and the files in that order (the
        /// index's trips are in reading order, so these are also the reading order's).
        var searchPositions: [String: Int]
        var readingOrder: [String]
        /// The search index of this model when `search`'s parts were not made for it yet
        /// (`IncrementalBuilder+DeferredSearch`); nil when `search` is up to date.
        var staleSearch: SearchIndex? = nil
        /// The search index of this model.
        var searchIndex: SearchIndex { staleSearch ?? search.index }
        /// Every tag, country and year with its trips.
        var terms: [TaxonomyKind: [TaxonomyTerm]]
        /// Which trips each collection holds, once a rebuild listed them (`collectionMembers`):
        /// `apply` patches the trips in, a trip added or removed forgets them.
        var members: TripCollection.Members? = nil
        /// How many times each local photo is used in each role: a trip added or removed
        /// that changes no photo's roles leaves every photo's variants as they are.
        var photoUses: [String: [PhotoRole: Int]]
        /// Which of `warnings` the link check found (`IncrementalBuilder+Links`).
        var links: LinkProblems
        /// The journal files with a link to another page's `#fragment`, by path.
        var fragmentLinkers: Set<String>
        /// What each journal file links to.
        var linkTargets: LinkTargets
    }

    /// A trip whose file or entries changed, assembled again (`tripUpdates`).
    struct BodyUpdate {
        var sourceIndex: Int
        var siteIndex: Int
        /// The trip's files as read now, its entries' among them.
        var source: SiteSource.TripFile
        /// The trip file's parse result, when that file changed (nil when only entries did).
        var result: TripParser.Result?
        var trip: Trip
    }

    /// What the `write` stage of a rebuild made (`make`), with what it kept.
    struct Rendering {
        var files: [String: [UInt8]] = [:]
        var inputs: [String: Set<BuildInput>] = [:]
        /// The paths made, in the order of the recipes.
        var rendered: [String] = []
        /// The pages left to be made when asked for, by path.
        var deferred: [String: OutputRecipe] = [:]
        /// The pages left stale (`IncrementalBuilder+Stale`).
        var stale: [String] = []
    }

    let options: BuildOptions
    var mode: RenderMode { options.renderMode }
    let loader: SiteLoader
    /// The stages of a full build.
    let pipeline: SiteBuilder
    let parseCache = ParseCache()
    /// The cache folder, held shared while the server runs (`CacheLock`).
    private let cacheLock: CacheLock
    private let photoCache: PhotoCache
    /// Route summaries by GPX file, read again only when a file changes.
    private let routeCache: RouteCache
    var source: SiteSource?
    /// The last good build's outputs, the inputs each was made from, and their fingerprints.
    var files: [String: [UInt8]] = [:]
    var inputsByPath = OutputReaders()
    var fingerprints: InputFingerprints?
    /// The diagnostics of the last `load` stage, kept for the files a reload does not read.
    var loadDiagnostics: [Diagnostic] = []
    /// Nil until a build succeeds, and after one fails: the next build then runs every stage,
    /// since the source may have moved on from the model.
    var last: LastBuild?
    /// When a build would make more pages than this, it makes this many and defers the rest
    /// (`IncrementalBuilder+Deferred`); nil makes every page (the default).
    package var deferredPageLimit: Int?
    /// The pages browsers show, by output path (`serve` asks their live-reload scripts): made
    /// first when a rebuild defers pages, and every other page waits (`deferring`); nil when
    /// not known, and the first pages are made up to `deferredPageLimit`.
    package var viewedPages: Set<String>?
    /// The pages the builds listed and have not made yet, by path.
    var pending: [String: OutputRecipe] = [:]
    /// What the quick rebuilds changed since the last full rebuild, while pages were waiting: a
    /// waiting page that turns out to have read one of these is listed again from the model
    /// now before it is made (`IncrementalBuilder+Deferred`).
    var changedWhileWaiting: Set<BuildInput> = []
    /// The pages a quick rebuild found changed and left to be made from the model current then
    /// (`IncrementalBuilder+Stale`); never in `files` or `pending`.
    var stale: Set<String> = []
    package private(set) var generation = 0

    package init(options: BuildOptions, mode: RenderMode) {
        var options = options
        options.renderMode = mode
        self.options = options
        loader = SiteLoader(root: options.source)
        pipeline = SiteBuilder(options: options)
        cacheLock = CacheLock(folder: options.photoCacheFolder)
        photoCache = PhotoCache(folder: options.photoCacheFolder, lock: cacheLock)
        routeCache = RouteCache(folder: options.photoCacheFolder, lock: cacheLock)
    }

    /// Builds. `changedPaths` (relative to the site folder) lets unchanged files be reused
    /// without reading them; nil reads everything.
    package func build(changedPaths: Set<String>? = nil) throws(BuildFailure) -> Result {
        let changedPaths = changedPaths.map(withoutPassersBy)
        var result: Result
        if changedPaths?.isEmpty == true, let last {
            // Nothing the site is made of changed.
            result = Result(files: files, warnings: last.warnings)
        } else if let quick = quickRebuild(changedPaths) {
            result = quick
        } else {
            do {
                result = try fullRebuild(changedPaths)
            } catch {
                keepStale()
                last = nil
                throw error
            }
        }
        generation += 1
        result.generation = generation
        return result
    }

    /// `changed` without the files under `content/` that are not there and that the last
    /// build knew nothing of: an editor's temporary file, written and renamed away within one
    /// batch (`sed -i` writes `content/trips/sedXXXXXX`, an editor `.day-2.md.swp` beside an
    /// entry), changes nothing.
    func withoutPassersBy(_ changed: Set<String>) -> Set<String> {
        guard let source else { return changed }
        return changed.filter { path in
            guard path.hasPrefix("content/"), FileSystem.entryKind(loader.fullPath(path)) == nil else { return true }
            // A file the last build read, a folder holding one, a bundle's file, a path a
            // warning named.
            func holds(_ file: String) -> Bool { FileSystem.isInside(file, path) }
            return source.goals.map { holds($0.path) } ?? false || source.pages.contains { holds($0.file.path) }
                || source.trips.contains { trip in
                    holds(trip.file.path) || trip.entries.contains { holds($0.file.path) }
                        || trip.bundleFolder.map { folder in
                            FileSystem.isInside(path, folder)
                                && (trip.bundleFiles ?? []).contains { holds("\(folder)/\($0)") }
                        } ?? false
                } || loadDiagnostics.contains { $0.file == path }
        }
    }

    /// A whole build (`SiteBuilder.build(into:)`) on the caches kept, into the pages kept
    /// (`PreviewOutput`): only the pages whose reads changed are made (all of them the first
    /// time). Its model is kept for the quick rebuilds that follow.
    private func fullRebuild(_ changedPaths: Set<String>?) throws(BuildFailure) -> Result {
        let reading = SiteBuilder.Reading(
            loader: loader, lock: cacheLock,
            caches: SiteBuilder.Caches(parse: parseCache, photos: photoCache, routes: routeCache),
            keepTexts: true
        ) {
            // Kept even when a later stage fails: the next build reads again only what changes after.
            let loaded = self.load(changedPaths)
            if let read = loaded.0 { self.source = read }
            return loaded
        }
        var output = PreviewOutput(builder: self)
        let report = try pipeline.build(into: &output, reading: reading)
        let (built, site) = (report.built!, report.site)
        fingerprints = built.fingerprints
        let readingOrder = built.listings.order.map(\.sourcePath)
        last = LastBuild(
            site: site, theme: built.theme, warnings: report.diagnostics,
            sourcePositions: Self.positions(built.source.trips.map(\.file.path)),
            sitePositions: Self.positions(site.trips.map(\.sourcePath)), entryTrips: Self.entryTrips(built.source),
            search: built.listings.search!, searchPositions: Self.positions(readingOrder),
            readingOrder: readingOrder, terms: built.listings.terms, members: built.listings.members,
            photoUses: PhotoUses(site).bySource.mapValues(\.counts), links: LinkProblems(built.links),
            fragmentLinkers: LinkChecker.filesLinkingToFragments(site),
            linkTargets: Trace.time("links.targets") { LinkTargets(site) })
        return Result(
            output.changes!, files: files, warnings: report.diagnostics, timings: report.timings,
            photos: report.photos)
    }

    /// A quick rebuild: the build path (`SiteBuilder.run`) from the last model as `source`
    /// patches it, into the pages kept. Nil when the source does not take the change, or
    /// when the path fails after the model was patched: then no page is trusted, and the
    /// whole rebuild that follows makes every page again. `warnings` are the last build's
    /// that still hold.
    func quickRebuild<Source: BuildSource>(_ source: inout Source, warnings: [Diagnostic]) -> Result? {
        var output = PreviewOutput(builder: self)
        let run: SiteBuilder.Run<Source.Model>?
        do {
            run = try pipeline.run(&source, into: &output)
        } catch {
            fingerprints = nil
            return nil
        }
        guard let run, let changes = output.changes else { return nil }
        var result = Result(
            changes, files: files, warnings: warnings + run.stages.diagnostics, timings: run.stages.timings)
        result.searchDeferred = last!.staleSearch != nil
        last!.warnings = result.warnings
        return result
    }

    /// Where every rebuild puts its pages: made only when what they read changed since the
    /// builder's last build (`make`, which also defers pages beyond `deferredPageLimit`), the
    /// others kept in memory as they are. A whole rebuild's pages replace the last build's
    /// (`replaceFiles`); a quick rebuild's are merged into them (`mergeFiles`).
    struct PreviewOutput: OutputWriter {
        let builder: IncrementalBuilder
        /// What the rebuild changed, once written.
        var changes: Changes?

        var keeping: PageKeeping { .reads(previousSearch: builder.last?.search) }

        mutating func write(_ plan: RenderPlan) throws(BuildFailure) -> Int {
            let changed =
                plan.patch?.changedInputs ?? builder.fingerprints.map { plan.fingerprints!.changed(since: $0) }
            var (made, found) = builder.make(plan.recipes, changedInputs: changed)
            guard found.isEmpty else { throw BuildFailure(stage: .write, kind: .io, diagnostics: found) }
            let kept = made.files.count - made.rendered.count
            guard let patch = plan.patch else {
                changes = builder.replaceFiles(with: made)
                return kept
            }
            made.stale = patch.stale
            for recipe in patch.waiting {
                made.deferred[recipe.path] = recipe
                made.files[recipe.path] = nil
            }
            changes = Trace.time("merge") { builder.mergeFiles(made, removed: patch.removed) }
            return kept
        }
    }

    /// What a rebuild changed of the outputs.
    struct Changes {
        var rendered: [String]
        var removed: [String]
        var modified: [String]
        var deferred: [String]
    }

    /// Makes `rendering` the whole site: the outputs it does not have are removed.
    func replaceFiles(with rendering: Rendering) -> Changes {
        let removed = Set(files.keys).union(pending.keys).union(stale).filter {
            rendering.files[$0] == nil && rendering.deferred[$0] == nil
        }.sorted()
        let modified = rendering.rendered.filter { files[$0] != rendering.files[$0] }
        let deferred = rendering.deferred.keys.filter { pending[$0] == nil && !stale.contains($0) }
        files = rendering.files
        pending = rendering.deferred
        changedWhileWaiting = []
        stale = []
        inputsByPath = Trace.time("readers.index") { OutputReaders(rendering.inputs) }
        return Changes(rendered: rendering.rendered, removed: removed, modified: modified, deferred: deferred)
    }

    /// The `load` stage: re-reads only what changed, when that is known and no file came or
    /// went; otherwise everything.
    private func load(_ changedPaths: Set<String>?) -> (SiteSource?, [Diagnostic]) {
        if let previous = source, let changed = changedPaths {
            var found: [Diagnostic] = []
            if let updated = reload(previous, changed: changed, diagnostics: &found) {
                // What the last listing found of the files not read again still holds (a
                // folder without index.md, a link leading outside).
                loadDiagnostics = loadDiagnostics.filter { !changed.contains($0.file) } + found
                return (updated, loadDiagnostics)
            }
        }
        let loaded = loader.load()
        loadDiagnostics = loaded.diagnostics
        return loaded
    }

    /// Makes the recipes whose output is new or read a changed input (every recipe when
    /// `changedInputs` is nil); the others keep the bytes they have. What an output read is
    /// what it recorded when it was last made (`PageReads`).
    func make(_ recipes: [OutputRecipe], changedInputs: Set<BuildInput>?) -> (Rendering, [Diagnostic]) {
        var rendering = Rendering()
        var dirty: [OutputRecipe] = []
        for recipe in recipes {
            if let changedInputs, let old = files[recipe.path], let read = inputsByPath[recipe.path],
                read.isDisjoint(with: changedInputs)
            {
                rendering.files[recipe.path] = old
                rendering.inputs[recipe.path] = read
            } else {
                dirty.append(recipe)
            }
        }
        let (now, later) = Self.deferring(dirty, beyond: deferredPageLimit, waiting: pending, viewed: viewedPages)
        for recipe in later { rendering.deferred[recipe.path] = recipe }
        var diagnostics: [Diagnostic] = []
        // A page costs enough that a few are worth both cores.
        let made = Trace.time("make.pages") {
            parallelMap(now, minimumCount: 4) { recipe in Trace.page(recipe.path) { recipe.make() } }
        }
        for (recipe, file) in zip(now, made) {
            rendering.rendered.append(recipe.path)
            rendering.inputs[recipe.path] = file.inputs
            switch file.contents {
            case .text(let text): rendering.files[recipe.path] = Array(text.utf8)
            case .bytes(let bytes): rendering.files[recipe.path] = bytes
            case .copy(let path), .link(let path):
                guard
                    let data = FileManager.default.contents(
                        atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
                else {
                    diagnostics.append(.error("cannot read the file", file: recipe.origin ?? recipe.path))
                    continue
                }
                rendering.files[recipe.path] = [UInt8](data)
            }
        }
        return (rendering, diagnostics)
    }

    /// What a quick rebuild made merged into the kept outputs, and what it removed taken out
    /// of them.
    func mergeFiles(_ rendering: Rendering, removed: [String]) -> Changes {
        let modified = Trace.time("merge.modified") { rendering.rendered.filter { files[$0] != rendering.files[$0] } }
        // A page waiting already, with a recipe or stale, is not waiting anew.
        let deferred = (Array(rendering.deferred.keys) + rendering.stale).filter {
            pending[$0] == nil && !stale.contains($0)
        }
        Trace.time("merge.files") {
            // The recipes replaced may hold the last of an earlier model: released later.
            var replaced: [OutputRecipe?] = []
            for path in removed {
                files[path] = nil
                inputsByPath[path] = nil
                replaced.append(pending.removeValue(forKey: path))
                stale.remove(path)
            }
            for path in rendering.files.keys {
                replaced.append(pending.removeValue(forKey: path))
                stale.remove(path)
            }
            for (path, recipe) in rendering.deferred {
                files[path] = nil
                replaced.append(pending.updateValue(recipe, forKey: path))
                stale.remove(path)
            }
            for path in rendering.stale {
                files[path] = nil
                replaced.append(pending.removeValue(forKey: path))
                stale.insert(path)
            }
            files.merge(rendering.files) { $1 }
            Self.releaseLater(replaced)
        }
        Trace.time("merge.inputs") { inputsByPath.merge(rendering.inputs) }
        if pending.isEmpty { changedWhileWaiting = [] }
        return Changes(rendered: rendering.rendered, removed: removed, modified: modified, deferred: deferred)
    }

    /// The quick rebuilds, each a source of the build path that patches the last model: an
    /// edit of the theme's stylesheet takes the stylesheet path (`StylesheetEdit`), a trip
    /// added or removed the membership path (`MembershipEdit`), an edit of some trips that
    /// leaves them in their places the summary path (`SummaryEdit`). Nil when none takes the
    /// change (or nothing says what changed), and the whole rebuild runs.
    private func quickRebuild(_ changedPaths: Set<String>?) -> Result? {
        guard let changed = changedPaths, !changed.isEmpty, last != nil, source != nil, fingerprints != nil else {
            return nil
        }
        // A stylesheet changes no link: the other routes check them again.
        if var stylesheet = StylesheetEdit(changed, builder: self) {
            return quickRebuild(&stylesheet, warnings: last!.warnings)
        }
        if var membership = MembershipEdit(changed, builder: self),
            let result = quickRebuild(&membership, warnings: last!.warnings.filter { $0.file != membership.path })
        {
            return checkingLinks(result, written: changed)
        }
        // A quick rebuild that failed let the fingerprints go: the whole rebuild runs.
        guard fingerprints != nil else { return nil }
        var summary = SummaryEdit(builder: self, changed: changed)
        return quickRebuild(&summary, warnings: last!.warnings).flatMap {
            checkingLinks($0, written: Self.journalFiles(summary.updates))
        }
    }

    /// Patches the updated trips into the source, the parse cache, the last model, its terms
    /// (whose pages and feeds a later rebuild may make) and (with `content`) their content's
    /// fingerprints. Returns the updated trips as they were.
    @discardableResult
    func apply(_ updates: [BodyUpdate], content: Bool = true) -> [Trip] {
        // Take the state out so each value is uniquely referenced and changes in place
        // (a copy of every trip would cost more than the page).
        var last = self.last.take()!
        var source = self.source.take()!
        var prints = fingerprints.take()!
        let before = updates.map { last.site.trips[$0.siteIndex] }
        for update in updates {
            last.site.trips[update.siteIndex] = update.trip
            source.trips[update.sourceIndex] = update.source
            if let result = update.result {
                parseCache.store(result, for: update.source.file, slug: update.source.slug)
            }
            if content {
                prints[.trip(slug: update.trip.slug)] = InputFingerprints.content(
                    update.trip, textHashes: parseCache.contentHash, photos: last.site.photos,
                    routes: last.site.routes)
            }
        }
        // The trips keep their terms and collections (`keepPlaces`): their places there are
        // patched, not listed again.
        Taxonomies.replace(updates.map(\.trip), in: &last.terms)
        Self.replace(updates.map(\.trip), in: &last.members)
        self.last = last
        self.source = source
        fingerprints = prints
        return before
    }

    /// Which trips each collection holds in the last model: kept from the rebuild that last
    /// listed them, else listed now (a pass over every trip) and kept.
    func collectionMembers() -> TripCollection.Members {
        if let members = last!.members { return members }
        let members = TripCollection.members(last!.site)
        last!.members = members
        return members
    }

    /// `members` with the `trips` (by slug) put in their places.
    private static func replace(_ trips: [Trip], in members: inout TripCollection.Members?) {
        guard members != nil else { return }
        let bySlug = Dictionary(trips.map { ($0.slug, $0) }, uniquingKeysWith: { _, last in last })
        for member in members!.indices {
            for position in members![member].trips.indices {
                if let trip = bySlug[members![member].trips[position].slug] { members![member].trips[position] = trip }
            }
        }
    }

    func readers(of inputs: Set<BuildInput>) -> Set<String> {
        inputsByPath.readers(of: inputs)
    }

    /// Notes what a quick rebuild changed, for the pages waiting (`changedWhileWaiting`).
    func noteChanged(_ inputs: Set<BuildInput>) {
        if !pending.isEmpty { changedWhileWaiting.formUnion(inputs) }
    }

    /// The waiting and stale pages never made: what they read is not known until they are.
    var unmade: Set<String> {
        Set(pending.keys.lazy.filter { self.inputsByPath[$0] == nil })
            .union(stale.lazy.filter { self.inputsByPath[$0] == nil })
    }

    /// The quick rebuilds' recipes of the `wanted` outputs, made from the last model; the sitemap
    /// is left to `sitemapRecipes`. `named` are the wanted paths the caller knows (`wanted`
    /// may add new ones): a trip's outputs are asked for only of the trips with a folder
    /// among them and of `newTrip` (by slug), and the search index's parts only when one is
    /// among them. With `staling`, the wanted pages that may go stale (`mayGoStale`) are put
    /// in it rather than listed (`IncrementalBuilder+Stale`).
    func recipes(
        wanted: @escaping (String) -> Bool, members: TripCollection.Members? = nil, named: Set<String>,
        newTrip: String? = nil, staling: StaleList? = nil
    ) -> [OutputRecipe] {
        let current = last!
        let query = OutputQuery(
            wants: { path in
                guard path != "sitemap.xml", path != "robots.txt", wanted(path) else { return false }
                guard let staling, self.mayGoStale(path) else { return true }
                staling.paths.append(path)
                return false
            },
            // The search index's parts wait while `staleSearch` is set: none is named then.
            paths: current.staleSearch == nil ? named : named.filter { !$0.hasPrefix(SearchShards.folder) },
            trips: newTrip.map { [$0] } ?? [],
            // A change that copies a file takes the full path.
            copies: false)
        return SiteRenderer.recipes(
            current.site, context: renderContext(members: members), query: query, families: options.pageFamilies)
    }

    /// The render context of the last model, with its listings as kept: its terms, its
    /// reading order (`IncrementalBuilder+ReadingOrder`), `members` (else the collections'
    /// members kept or listed now), and its search index. While the index's parts wait
    /// (`staleSearch`), the further search pages list the trips of the index of the model.
    func renderContext(members: TripCollection.Members? = nil) -> RenderContext {
        let current = last!
        var search = current.search
        if let stale = current.staleSearch { search.index = stale }
        let order = Self.trips(in: current.readingOrder, of: current.site, positions: current.sitePositions)
        let listings = SiteListings(
            current.site, terms: current.terms, order: order, members: members ?? collectionMembers(), search: search)
        return pipeline.renderContext(current.site, theme: current.theme, listings: listings)
    }

    /// The sitemap and robots.txt, if wanted, the sitemap listing the pages the site has
    /// after the rebuild: the outputs made or waiting now, less `removed`, with `listed` (the
    /// rebuild's recipes). Copied files are not pages. The list is worked out when the
    /// sitemap is made, which may be deferred.
    func sitemapRecipes(
        wanted: (String) -> Bool, listed: Set<String> = [], removed: Set<String> = [],
        members: TripCollection.Members? = nil
    ) -> [OutputRecipe] {
        guard wanted("sitemap.xml") || wanted("robots.txt") else { return [] }
        let current = last!
        let assets = current.theme.assets + current.site.assets
        let outputs = Array(files.keys) + Array(pending.keys) + Array(stale)
        return SiteRenderer.sitemapRecipes(current.site, context: renderContext(members: members)) {
            // The sitemap lists pages (`index.html`): the other outputs, most of them (photos,
            // search parts), are left out before the sets are made.
            func isPage(_ path: String) -> Bool { path.hasSuffix("index.html") }
            var pages = Set(outputs.lazy.filter(isPage))
            pages.subtract(removed)
            pages.formUnion(listed.lazy.filter(isPage))
            return Array(pages.subtracting(assets.lazy.map(\.outputPath).filter(isPage)))
        }.filter { wanted($0.path) }
    }

    /// Each path's position in the list.
    static func positions(_ paths: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($0.element, $0.offset) })
    }

    /// The previous source with the changed files read again, or nil when a full load is
    /// needed (a file was added or removed, or a path is not one the source knows).
    private func reload(_ previous: SiteSource, changed: Set<String>, diagnostics: inout [Diagnostic]) -> SiteSource? {
        var updated = previous
        let pageIndex = Self.positions(previous.pages.map(\.file.path))
        let staticFiles = Set(previous.staticFiles.map { "static/\($0)" })
        var found = Diagnostics()
        for path in changed {
            if let name = Self.tripFileName(path), !name.hasPrefix(".") {
                // A trip file written or deleted: the one entry added, replaced or dropped.
                guard Self.reloadTrip(named: name, in: &updated, loader: loader, diagnostics: &found) else {
                    return nil
                }
                continue
            }
            guard loader.isFile(path) else { return nil }
            if path == previous.config.path {
                guard let file = loader.read(path, into: &found) else { return nil }
                updated.config = file
            } else if let index = updated.stringFiles.firstIndex(where: { $0.path == path }) {
                // A strings file: read as site.yml is; its texts are in the configuration.
                guard let file = loader.read(path, into: &found) else { return nil }
                updated.stringFiles[index] = file
            } else if path == previous.goals?.path {
                guard let file = loader.read(path, into: &found) else { return nil }
                updated.goals = file
            } else if let index = updated.trips.firstIndex(where: { $0.file.path == path }) {
                // A bundle's index.md (a trip file directly in content/trips is read above;
                // looked up in `updated`, whose trips those may have moved).
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

    /// The name of a trip file (`content/trips/<name>`, not a bundle's), or nil.
    static func tripFileName(_ path: String) -> String? {
        let folder = "content/trips/"
        guard path.hasPrefix(folder) else { return nil }
        let name = String(path.dropFirst(folder.count))
        return name.contains("/") || SiteLoader.markdownStem(name) == nil ? nil : name
    }

    /// Reads the trip file `name` into `source`'s trips, in its place in name order (the
    /// loader's), or drops it when it is gone. False when it is something else now (a
    /// folder, a symbolic link, which `load` checks), and everything must be listed again.
    static func reloadTrip(
        named name: String, in source: inout SiteSource, loader: SiteLoader, diagnostics: inout Diagnostics
    ) -> Bool {
        let path = "content/trips/" + name
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: loader.fullPath(path))) == nil else {
            return false
        }
        // The trips are in name order: found by binary search, not a pass over every name.
        let at = source.trips.partitionPoint { entryName($0) >= name }
        let existing =
            at < source.trips.count && source.trips[at].bundleFolder == nil && source.trips[at].file.path == path
            ? at : nil
        guard loader.isFile(path) else {
            guard !loader.isDirectory(path) else { return false }
            if let existing { source.trips.remove(at: existing) }
            return true
        }
        let (trip, problems) = loader.tripFile(named: name)
        diagnostics.append(contentsOf: problems)
        if let existing { source.trips.remove(at: existing) }
        guard let trip else { return true }
        source.trips.insert(trip, at: at)
        return true
    }

    /// The name of a trip's entry in content/trips: its file's, or its bundle folder's.
    private static func entryName(_ trip: SiteSource.TripFile) -> Substring {
        let path = trip.bundleFolder ?? trip.file.path
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }
}
