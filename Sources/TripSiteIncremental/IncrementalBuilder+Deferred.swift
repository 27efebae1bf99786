import Dispatch
import TripSiteCore

/// Deferred pages: a rebuild in `serve` that would make more pages than `deferredPageLimit`
/// makes that many and lists the rest, which are made when a browser asks for one
/// (`bytes(of:)`) or in the background (`makeDeferred(upTo:)`), so the reload event does not
/// wait for hundreds of pages nobody is looking at. Hugo's `server` does the like ("fast
/// render": only the pages a browser has visited are rendered again).
///
/// A deferred page is made from the model of the build that listed it. What it reads is
/// known only once it is made (`PageReads`), so a later quick rebuild cannot tell whether it
/// read what changed: the changes are noted (`changedWhileWaiting`), and a page that turns
/// out to have read one of them is listed again from the model then and made from that
/// (`makeWaiting`). A trip coming or going lists the waiting pages never made again, so a
/// page the site no longer has does not wait.
extension IncrementalBuilder {
    /// `dirty` split into the outputs to make now and the pages to defer: pages `waiting`
    /// already wait still (no browser needs them for this reload), data files no browser
    /// shows with the reload script (feeds, the sitemap, GeoJSON) always wait, and of the
    /// others none are deferred unless there are more than `limit`. Pages are the generated
    /// HTML and XML files (copied files, stylesheets and search parts are always made); the
    /// first pages of listings and trips are made before the further pages of a listing.
    /// When the pages browsers show are known (`viewed`), those are the pages made, and
    /// every other waits.
    static func deferring(
        _ dirty: [OutputRecipe], beyond limit: Int?, waiting: [String: OutputRecipe] = [:],
        viewed: Set<String>? = nil
    ) -> (now: [OutputRecipe], later: [OutputRecipe]) {
        func isPage(_ recipe: OutputRecipe) -> Bool {
            recipe.origin == nil && (recipe.path.hasSuffix(".html") || isData(recipe))
        }
        func isData(_ recipe: OutputRecipe) -> Bool {
            recipe.origin == nil && (recipe.path.hasSuffix(".xml") || recipe.path.hasSuffix(".geojson"))
        }
        guard let limit else { return (dirty, []) }
        func waits(_ recipe: OutputRecipe) -> Bool {
            (waiting[recipe.path] != nil && isPage(recipe) && viewed?.contains(recipe.path) != true) || isData(recipe)
        }
        let stillWaiting = dirty.filter(waits)
        let dirty = stillWaiting.isEmpty ? dirty : dirty.filter { !waits($0) }
        let pages = dirty.indices.filter { isPage(dirty[$0]) }
        let later: Set<Int>
        if let viewed {
            later = Set(pages.filter { !viewed.contains(dirty[$0].path) })
        } else {
            guard pages.count > limit else { return (dirty, stillWaiting) }
            let first =
                pages.filter { !dirty[$0].path.contains("/page/") } + pages.filter { dirty[$0].path.contains("/page/") }
            later = Set(first.dropFirst(limit))
        }
        let deferred = later.sorted().map { dirty[$0] }
        return (dirty.indices.filter { !later.contains($0) }.map { dirty[$0] }, stillWaiting + deferred)
    }

    /// The bytes of an output of the last good build, made now if it was deferred; nil for
    /// a path the site does not have.
    package func bytes(of path: String) -> [UInt8]? {
        if Self.isSearchOutput(path) { makeDeferredSearch() }
        if let bytes = files[path] { return bytes }
        if stale.contains(path) { return makeStale([path]).first?.bytes }
        guard let recipe = pending.removeValue(forKey: path) else { return nil }
        return makeWaiting(recipe).map(\.bytes)
    }

    /// Makes a waiting page and keeps it with what it read: from its recipe, unless it read
    /// what a quick rebuild changed since it was listed; then from the model now. Nil when the
    /// model no longer has the page.
    @discardableResult
    func makeWaiting(_ recipe: OutputRecipe) -> (path: String, bytes: [UInt8])? {
        guard let file = current(recipe) else {
            files[recipe.path] = nil
            inputsByPath[recipe.path] = nil
            return nil
        }
        let bytes = Self.bytes(file)
        files[file.path] = bytes
        inputsByPath[file.path] = file.inputs
        if pending.isEmpty { changedWhileWaiting = [] }
        return (file.path, bytes)
    }

    /// A waiting page made: from its recipe, or from the model now when it read what changed
    /// since (nil when the model no longer has it).
    func current(_ recipe: OutputRecipe) -> OutputFile? {
        let file = Trace.page(recipe.path) { recipe.make() }
        guard file.inputs.isDisjoint(with: changedWhileWaiting) else {
            return staleRecipes([recipe.path]).first?.make()
        }
        return file
    }

    /// Makes up to `count` deferred pages and returns them with the build they belong to;
    /// none when no page is waiting. On one core: the other is left to the rebuild and the
    /// requests that may come meanwhile. With a `budget`, the waiting pages stop being made
    /// once that much time has gone (after at least one): a rebuild that comes meanwhile
    /// waits for the batch, and a batch of heavy pages (a sitemap, feeds, long listings)
    /// would keep it waiting for all of them.
    package func makeDeferred(
        upTo count: Int, within budget: Duration? = nil
    ) -> (generation: Int, files: [(path: String, bytes: [UInt8])]) {
        if last?.staleSearch != nil {
            let page = SiteURLs.searchFolder + "index.html"
            let wasPending = pending[page] != nil
            makeDeferredSearch()
            if wasPending, pending[page] == nil, let bytes = files[page] { return (generation, [(page, bytes)]) }
        }
        return makeDeferredPages(upTo: count, within: budget)
    }

    /// Makes the search index's parts and page from `work`, run (`applyDeferredSearch`), and
    /// returns the search page if it was waiting; nothing when a build came since.
    package func finishDeferredSearch(
        _ work: DeferredSearchWork
    ) -> (generation: Int, files: [(path: String, bytes: [UInt8])]) {
        let page = SiteURLs.searchFolder + "index.html"
        let wasPending = pending[page] != nil
        guard applyDeferredSearch(work), wasPending, pending[page] == nil, let bytes = files[page] else {
            return (generation, [])
        }
        return (generation, [(page, bytes)])
    }

    /// Up to `count` deferred pages, the search index's parts having been made; the stale
    /// pages after the others, their recipes listed twice as many at once (the pages the
    /// budget leaves wait with them).
    private func makeDeferredPages(
        upTo count: Int, within budget: Duration?
    ) -> (generation: Int, files: [(path: String, bytes: [UInt8])]) {
        let clock = ContinuousClock()
        let deadline = budget.map { clock.now + $0 }
        if pending.isEmpty {
            var made: [(path: String, bytes: [UInt8])] = []
            // Pages the model no longer has are forgotten: go on until one is made.
            while made.isEmpty, !stale.isEmpty { made = makeStale(stale.prefix(count * 2), until: deadline) }
            return (generation, made)
        }
        // Each taken from the waiting pages as it is made, not all first: a page listed again
        // from the model meanwhile (the sitemap, `current`) lists the pages there are, and
        // one of the batch not made yet is neither waiting nor made.
        let recipes = Array(pending.values.prefix(count))
        var made: [(path: String, bytes: [UInt8])] = []
        for recipe in recipes {
            pending[recipe.path] = nil
            if let page = makeWaiting(recipe) { made.append(page) }
            if let deadline, clock.now >= deadline { break }
        }
        return (generation, made)
    }

    /// Every output of the last good build with its bytes, deferred pages made (and not kept:
    /// what is deferred stays so). For tests that hold a build with deferred pages to a clean one.
    package var completeFiles: [String: [UInt8]] {
        makeDeferredSearch()
        let stale = staleRecipes(stale).map { ($0.path, Self.bytes($0.make())) }
        let waiting = pending.values.compactMap { current($0).map { ($0.path, Self.bytes($0)) } }
        return files.merging(waiting) { made, _ in made }.merging(stale) { made, _ in made }
    }

    /// Lets `values` go on another thread, at a low priority: the last recipe holding an
    /// earlier model frees it, a noticeable part of a rebuild in a large journal, which the
    /// reload event need not wait for.
    static func releaseLater(_ values: some Sendable) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(values) {} }
    }

    /// A generated output's bytes (a deferred page is never a copied file).
    static func bytes(_ file: OutputFile) -> [UInt8] {
        switch file.contents {
        case .text(let text): Array(text.utf8)
        case .bytes(let bytes): bytes
        case .copy, .link: []
        }
    }
}
