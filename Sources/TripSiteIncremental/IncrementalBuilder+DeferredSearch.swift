import TripSiteCore
import TripSiteStore

/// A deferred search index. When a trip comes, goes or moves in reading order, every trip
/// after its place takes a new position, and every chunk and catalog group of the search
/// index holding one is encoded again: most of a rebuild in a large journal. A builder that
/// defers pages (`deferredPageLimit`, as `serve` does) patches only the index's entries then
/// (a trip's entry put in or taken out: `SearchIndex.inserting`, `removing`), which the
/// further pages of the search page's list read, and leaves the parts and the search page to
/// be made when one of them is asked for (`bytes(of:)`) or before the pages waiting in the
/// background (`makeDeferred(upTo:)`). The reload event does not wait for them.
///
/// Until then `LastBuild.staleSearch` holds the index of the model and the search page waits
/// in `pending`; the kept parts are those of the index before. A body edit meanwhile writes
/// its text into the waiting index; a full rebuild makes the index from the model.
extension IncrementalBuilder {
    /// Whether a rebuild leaves the search index's parts to be made later.
    var defersSearch: Bool { deferredPageLimit != nil }

    /// The search page and the index's parts.
    static func isSearchOutput(_ path: String) -> Bool {
        path == SiteURLs.searchFolder + "index.html" || path.hasPrefix(SearchShards.folder)
    }

    /// The search page, to be made with the parts (`LastBuild.staleSearch` holds the index
    /// of the model): it waits (`RenderPlan.Patch.waiting`) with a recipe that is never made
    /// while the index waits (`bytes(of:)` and `makeDeferred(upTo:)` make the parts first,
    /// and the page with them).
    func searchPageWaiting() -> OutputRecipe {
        let last = last!
        // The page keeps its context: one without listings.
        let context = pipeline.renderContext(last.site, theme: last.theme, listings: .empty)
        return SearchPage.pageRecipe(last.site, search: last.search, context: context)
    }

    /// The costly step of making the waiting parts, taken out so it can run without the
    /// builder (`IncrementalBuilderBox` in `serve`): a rebuild that comes meanwhile does not
    /// wait for it, and the work is dropped (`applyDeferredSearch`).
    package struct DeferredSearchWork: Sendable {
        let generation: Int
        let index: SearchIndex
        var shards: SearchShards

        /// Patches the kept parts to the index of the model (`SearchShards.updated(to:)`),
        /// the costly step when trips moved.
        package mutating func run() { shards = shards.updated(to: index) }
    }

    /// The waiting parts' work, or nil when none waits.
    package func deferredSearchWork() -> DeferredSearchWork? {
        guard let index = last?.staleSearch else { return nil }
        var shards = last!.search
        _ = shards.takeChanges()
        return DeferredSearchWork(generation: generation, index: index, shards: shards)
    }

    /// Makes the search index's parts and page from `work`, run, unless a build came since it
    /// was taken (or the parts were made meanwhile): then nothing is done, and false returned.
    @discardableResult
    func applyDeferredSearch(_ work: DeferredSearchWork) -> Bool {
        guard generation == work.generation, last?.staleSearch != nil else { return false }
        var last = self.last.take()!
        let wasEmbedded = last.search.isEmbedded
        last.search = work.shards
        last.staleSearch = nil
        let changes = last.search.takeChanges()
        self.last = last
        let (write, removed) = searchOutputs(wasEmbedded: wasEmbedded, changes: changes)
        let recipes = SearchPage.family.recipes(
            last.site, context: renderContext(),
            query: OutputQuery(wants: { write.contains($0) }, paths: write, copies: false))
        for path in removed {
            files[path] = nil
            inputsByPath[path] = nil
        }
        for file in parallelMap(recipes, { $0.make() }) {
            files[file.path] = Self.bytes(file)
            inputsByPath[file.path] = file.inputs
            pending[file.path] = nil
        }
        return true
    }

    /// Makes the search index's parts and page for the index of the model, if they wait: the
    /// parts are patched from the kept ones (`SearchShards.updated(to:)`), those no longer
    /// used are dropped.
    func makeDeferredSearch() {
        guard var work = deferredSearchWork() else { return }
        work.run()
        applyDeferredSearch(work)
    }
}
