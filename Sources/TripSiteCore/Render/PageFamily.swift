/// A kind of output the site has (the trip pages, the map, the feeds): how to list its
/// outputs as recipes, each with the inputs it reads. Each family is defined next to its
/// page (`TripPage.family`, `MapPage.family`) and registered in `SiteRenderer.families`.
package struct PageFamily: Sendable {
    /// What the family makes, in words (and the name its listing is timed under).
    package let name: String
    /// The family's recipes for `site` and its `listings`: every one, or those `query` wants
    /// (the caller filters what is listed; a family may skip what it knows cannot be
    /// wanted). The context is without its listings (`RenderContext.withoutListings`): the
    /// recipes' closures keep it.
    let list:
        @Sendable (
            _ site: Site, _ listings: SiteListings, _ context: RenderContext, _ query: OutputQuery
        ) -> [OutputRecipe]

    package init(
        name: String,
        list: @escaping @Sendable (Site, SiteListings, RenderContext, OutputQuery) -> [OutputRecipe]
    ) {
        self.name = name
        self.list = list
    }

    /// The family's recipes `query` wants, with the listings of `context`.
    package func recipes(_ site: Site, context: RenderContext, query: OutputQuery) -> [OutputRecipe] {
        list(site, context.listings, context.withoutListings, query)
    }
}

/// Which outputs are wanted: every one (`all`), or those a caller names (a rebuild that makes
/// a few). A family of thousands of outputs looks only at the ones named: the trips whose
/// folders hold a named path (and `trips`), the search index's parts named.
package struct OutputQuery {
    /// Whether the output at a path is wanted.
    let wants: (String) -> Bool
    /// The paths asked for by name; nil: every output.
    let paths: Set<String>?
    /// Trips, by slug, whose outputs are wanted though none is named (a trip just added).
    let trips: Set<String>
    /// Whether copied files (the theme's, static/, bundles') may be among the paths: false
    /// spares a look at each of thousands of them.
    let copies: Bool

    /// Every output.
    static var all: OutputQuery { OutputQuery(wants: { _ in true }, paths: nil) }

    /// The outputs at `paths`, or that `wants` names beside them.
    package init(
        wants: @escaping (String) -> Bool, paths: Set<String>?, trips: Set<String> = [], copies: Bool = true
    ) {
        self.wants = wants
        self.paths = paths
        self.trips = trips
        self.copies = copies
    }

    var isAll: Bool { paths == nil }

    /// The slugs of the trips whose outputs may be wanted (`trips/<slug>/…` among the paths),
    /// or nil for every trip.
    var tripSlugs: Set<String>? {
        guard let paths else { return nil }
        let folder = SiteURLs.tripsFolder
        return trips.union(
            paths.lazy.filter { $0.hasPrefix(folder) }.compactMap { path in
                path.dropFirst(folder.count).split(separator: "/", maxSplits: 1).first.map(String.init)
            })
    }
}

/// One output, not yet made. What it reads is recorded as it is made (`PageReads`): the
/// page it lists declares nothing.
package struct OutputRecipe: Sendable {
    package var path: String
    package var origin: String?
    /// Makes the output, recording what it reads.
    private let contents: @Sendable (PageReads) -> OutputFile.Contents
    /// Whether the output's path names its bytes (a search index part, named by its
    /// content's hash): the path alone is then its page store key's input.
    var isNamedByContent = false
    /// Whether the output is a file copied or linked as it is (the theme's, static/,
    /// bundles'): cheaper to make again than to keep.
    let isCopied: Bool

    init(
        path: String, origin: String?, isCopied: Bool = false,
        contents: @escaping @Sendable (PageReads) -> OutputFile.Contents
    ) {
        self.path = path
        self.origin = origin
        self.isCopied = isCopied
        self.contents = contents
    }

    /// A generated text output, rendered with `context` recording what it reads.
    package static func page(
        _ path: String, _ context: RenderContext, _ make: @escaping @Sendable (RenderContext) -> String
    ) -> Self {
        OutputRecipe(path: path, origin: nil) { reads in .text(make(context.recording(into: reads))) }
    }

    /// A page made as UTF-8 bytes (the HTML pages and feeds: `Node.renderBytes()`).
    package static func page(
        _ path: String, _ context: RenderContext, _ make: @escaping @Sendable (RenderContext) -> [UInt8]
    ) -> Self {
        OutputRecipe(path: path, origin: nil) { reads in .bytes(make(context.recording(into: reads))) }
    }

    /// Makes the output, with what it read.
    package func make() -> OutputFile {
        let reads = PageReads()
        let made = contents(reads)
        return OutputFile(path: path, contents: made, inputs: reads.inputs, origin: origin)
    }
}

/// What the pages are rendered for: a published build, or the preview server (which adds
/// its live-reload script to every page).
package enum RenderMode: Hashable, Encodable, Sendable {
    case build
    case serve(liveReloadScript: String)
}

extension BuildInput {
    /// What every page's chrome (head, navigation, footer) reads.
    static let chrome: Set<BuildInput> = [.config, .theme, .pageList, .siteKind]

    /// What cards and lists show of these trips.
    static func summaries(_ trips: some Sequence<Trip>) -> Set<BuildInput> {
        Set(trips.map { BuildInput.tripSummary(slug: $0.slug) })
    }
}
