/// Which outputs an incremental rebuild wants listed (`SiteRenderer.recipes(…, only:)`): the
/// paths it keeps, and where such paths can be at all, so that the families it cannot want
/// are not asked about path by path (a large journal has a folder per trip, thousands of
/// search index parts, and more photo variants).
struct RecipeSelection {
    /// Whether the output at a path is wanted.
    var keep: (String) -> Bool
    /// The positions in `site.trips` of the trips whose outputs may be wanted.
    var trips: [Int]
    /// The paths of the search index's parts that may be wanted (none while they wait to be
    /// made: `IncrementalBuilder+DeferredSearch`).
    var searchParts: Set<String>
    /// Whether copied files may be wanted. The fast paths never copy one: a changed file, a
    /// photo that comes or goes, takes the full path.
    var assets: Bool
}
