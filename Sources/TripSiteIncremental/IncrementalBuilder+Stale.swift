import TripSiteCore

/// Stale pages: the further pages of a listing that a quick rebuild found changed and did not
/// list. When a trip comes or goes, every page of every listing after its place shows its
/// cards shifted by one: in a large journal, hundreds of pages ("Recently added", the search
/// page's list, its tags', country's and year's pages). Listing their recipes (the inputs of
/// each, fifty cards) and recording what each reads costs more than the rest of the rebuild,
/// and a builder that defers pages (`serve`) would make them later anyway.
///
/// So a builder that defers pages lists only their paths (`stale`), with no recipe. A stale
/// page is made from the model current when it is asked for (`bytes(of:)`) or made in the
/// background (`makeDeferred(upTo:)`), which is what a clean build of that model makes. It
/// keeps the inputs it was last made from in `inputsByPath`: a later change to one of them
/// lists it again (it stays stale), and a listing grown shorter finds it gone. A page that
/// is new is never stale (it has no inputs to be found by), nor is a listing's first page.
/// A build that fails gives the stale pages recipes from the last good model before it
/// lets that model go (`keepStale`).
extension IncrementalBuilder {
    /// Whether rebuilds leave pages to be made later (`deferredPageLimit`), and may leave
    /// them stale.
    var defersPages: Bool { deferredPageLimit != nil }

    /// The stale pages a listing of recipes found wanted, filled as it asks about each path.
    final class StaleList {
        var paths: [String] = []
    }

    /// Whether the page at `path` may go stale rather than be listed: a further page of a
    /// listing (`…/page/N/index.html`) that the last build had, made or waiting, and that no
    /// browser shows (`viewedPages`). Every listing of recipes asks about each of these
    /// (`SiteRenderer.recipes(…, only:)`).
    func mayGoStale(_ path: String) -> Bool {
        path.hasSuffix("/index.html") && path.contains("/page/") && !path.hasPrefix(SiteURLs.tripsFolder)
            && (files[path] != nil || pending[path] != nil || stale.contains(path))
            && viewedPages?.contains(path) != true
    }

    /// Makes the stale pages among `paths` from the last model, keeps them as made, and
    /// returns them; a path the model no longer has is forgotten. Once `deadline` has passed
    /// (after one page), the pages not made yet wait with the recipes listed for them.
    @discardableResult
    func makeStale(
        _ paths: some Collection<String>, until deadline: ContinuousClock.Instant? = nil
    ) -> [(path: String, bytes: [UInt8])] {
        let wanted = Set(paths).intersection(stale)
        guard !wanted.isEmpty, last != nil else { return [] }
        let recipes = staleRecipes(wanted)
        stale.subtract(wanted)
        var made: [(path: String, bytes: [UInt8])] = []
        for (position, recipe) in recipes.enumerated() {
            if let deadline, !made.isEmpty, ContinuousClock.now >= deadline {
                for waiting in recipes[position...] { pending[waiting.path] = waiting }
                break
            }
            let file = recipe.make()
            let bytes = Self.bytes(file)
            files[file.path] = bytes
            inputsByPath[file.path] = file.inputs
            made.append((file.path, bytes))
        }
        return made
    }

    /// The recipes of the stale pages among `paths`, from the last model (the sitemap's
    /// among them).
    func staleRecipes(_ paths: Set<String>) -> [OutputRecipe] {
        recipes(wanted: { paths.contains($0) }, members: collectionMembers(), named: paths)
            + sitemapRecipes(wanted: { paths.contains($0) })
    }

    /// Before a failed build lets the last good model go: the stale pages wait with recipes
    /// made from it, as deferred pages do, so the last good site is still served whole; so
    /// do the waiting pages, when a quick rebuild changed something since they were listed
    /// (`changedWhileWaiting`: there is no model to list them from later).
    func keepStale() {
        guard last != nil else { return }
        let relisted = changedWhileWaiting.isEmpty ? stale : stale.union(pending.keys)
        guard !relisted.isEmpty else { return }
        let recipes = staleRecipes(relisted)
        for path in relisted { pending[path] = nil }
        for recipe in recipes { pending[recipe.path] = recipe }
        stale = []
        changedWhileWaiting = []
    }
}
