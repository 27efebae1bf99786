import TripSiteStore

/// How a writer keeps the pages of earlier builds, which decides what the `render` stage
/// works out for it. Every kind keeps a page by what it read: one whose recorded reads have
/// the fingerprints they had is not made again.
package enum PageKeeping: Sendable {
    /// None: every page is made (`tripsite check`, tests in memory).
    case none
    /// In the page store (`DiskOutput`): every page gets its key, the fingerprints of what it
    /// read, and a page the store holds for it is taken from there.
    case store
    /// In memory, with what each page read (the preview server): the fingerprints are kept
    /// whole for the next build to compare and patch, and the search index is made from the
    /// last one's (`previousSearch`), re-encoding only the parts that changed.
    case reads(previousSearch: SearchShards?)
}

/// What the `render` stage hands the `write` stage: every output's recipe, checked, and what
/// the writer's `PageKeeping` needs to keep the pages whose reads did not change.
package struct RenderPlan {
    /// Every output, in the order the site lists them.
    package var recipes: [OutputRecipe]
    /// The site's tags, countries, years, reading order, collections and search index, as the
    /// recipes read them.
    package var listings: SiteListings
    /// Every input's fingerprint, for `PageKeeping.reads` (a store build lets them go once
    /// it has the keys).
    package var fingerprints: InputFingerprints?
    /// For `PageKeeping.store`: each page's key, and the store.
    package var kept: PageStore.Plan?
    /// What the link check found (among the stage's diagnostics too): `serve` checks the
    /// links of the files it rebuilds quickly again, and keeps the others'.
    package var links: [Diagnostic] = []
    /// Nil when the plan lists every output. A plan of a patched model (the preview server's
    /// quick rebuilds) lists only the outputs that may have changed, and says what changed.
    package var patch: Patch?

    /// What a plan of some outputs says of the others.
    package struct Patch {
        /// The inputs whose fingerprints the change patched: a listed output that read none
        /// of them is kept as it is.
        package var changedInputs: Set<BuildInput>
        /// The outputs the change took away.
        package var removed: [String] = []
        /// Outputs that changed, to be made when asked for: with their recipes (`waiting`),
        /// or by path alone (`stale`: the writer makes them from the model it has then).
        package var waiting: [OutputRecipe] = []
        package var stale: [String] = []

        package init(changedInputs: Set<BuildInput>) {
            self.changedInputs = changedInputs
        }
    }

    package init(
        recipes: [OutputRecipe], listings: SiteListings = .empty, fingerprints: InputFingerprints? = nil,
        kept: PageStore.Plan? = nil
    ) {
        self.recipes = recipes
        self.listings = listings
        self.fingerprints = fingerprints
        self.kept = kept
    }
}
