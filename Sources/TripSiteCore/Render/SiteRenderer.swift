/// The `render` stage: every output file of the site as a pure function of the `Site` and
/// the render context. Each output records the inputs it read as it is made (`PageReads`).
package enum SiteRenderer {
    /// Two outputs at one path (a `static/404.html` beside the generated 404 page, a bundle
    /// file named `index.html`): an error on each of the user's files that collides, saying
    /// what else is written there. A copied file has no line that is to blame, so the error
    /// points at its first line (`static/404.html:1:1`), which an editor can open.
    package static func pathConflicts(_ files: [OutputFile], site: Site) -> [Diagnostic] {
        var byPath: [String: [OutputFile]] = [:]
        for file in files { byPath[file.path, default: []].append(file) }
        var diagnostics: [Diagnostic] = []
        for (path, group) in byPath where group.count > 1 {
            let generated = group.contains { $0.origin == nil }
            for file in group {
                // Built-in theme files are not the user's to rename: report the other side.
                guard let origin = file.origin, !origin.hasPrefix("the built-in theme") else { continue }
                let other =
                    generated
                    ? generatedPage(at: path, site: site)
                    : group.compactMap(\.origin).filter { $0 != origin }.joined(separator: ", ")
                diagnostics.append(
                    .error(
                        "\(origin) would be written to /\(path), which is also \(other); rename or move it",
                        file: origin, line: 1, column: 1))
            }
        }
        return diagnostics.sorted { $0.file < $1.file }
    }

    /// What TripSite itself writes at an output path, in words (for `pathConflicts`).
    static func generatedPage(at path: String, site: Site) -> String {
        let folder = path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
        if let trip = site.trips.first(where: { path.hasPrefix(SiteURLs.tripFolder($0.slug)) }) {
            return
                "\(path.hasSuffix("placeholder.svg") ? "the placeholder image" : "the page") of the trip \(trip.sourcePath)"
        }
        if let page = site.pages.first(where: { folder == "\($0.slug)/" }) {
            return "the page made from \(page.sourcePath)"
        }
        let named: [String: String] = [
            "": "the home page", "404.html": "the page-not-found page (404)", SiteURLs.goalsFolder: "the goals page",
            SiteURLs.badgesFolder: "the badges page", SiteURLs.searchFolder: "the search page",
            SearchShards.folder: "the search index",
            "feed.xml": "the Atom feed", "sitemap.xml": "the sitemap", "robots.txt": "the generated robots.txt",
        ]
        if let name = named[folder] { return name }
        if folder.hasPrefix("collections/") { return "the collection page /\(folder)" }
        if folder.hasPrefix(SiteURLs.badgesFolder) {
            return "a badge's \(path.hasSuffix(".svg") ? "image" : "page") (/\(path))"
        }
        return "a page TripSite generates there"
    }

    /// Every kind of output the site has but the sitemap and the copied files, in the order
    /// they are listed (the order a rebuild that defers pages makes them in). A new kind of
    /// page is registered here (`BuildOptions.pageFamilies` starts from this list).
    package static let families: [PageFamily] = [
        HomePage.family, CollectionPage.family, TripPage.family, EntryPage.family, BookPage.family,
        StandalonePage.family, NotFoundPage.family,
        GoalsPage.family, MapPage.family, SearchPage.family, FeedPage.family, TermPage.family,
    ]

    /// Every output of the site as a recipe: its path, the inputs it reads, and how to make
    /// it. Nothing is rendered until `make()` is called, so a rebuild can make only the
    /// outputs whose inputs changed.
    package static func recipes(
        _ site: Site, context: RenderContext, families: [PageFamily] = families
    ) -> [OutputRecipe] {
        let recipes = recipes(site, context: context, query: .all, families: families)
        let paths = recipes.map(\.path)
        return recipes + sitemapRecipes(site, context: context) { paths }
            + assetRecipes(context.themeAssets + site.assets)
    }

    /// The recipes `query` wants, but the sitemap's (`sitemapRecipes`: it lists every page,
    /// which a query that names some does not know).
    package static func recipes(
        _ site: Site, context: RenderContext, query: OutputQuery, families: [PageFamily] = families
    ) -> [OutputRecipe] {
        let listings = context.listings
        let context = context.withoutListings
        var recipes: [OutputRecipe] = []
        for family in families {
            recipes += Trace.time("recipes." + family.name) { family.list(site, listings, context, query) }
        }
        guard let paths = query.paths else { return recipes }
        if query.copies {
            let assets = (context.themeAssets + site.assets).filter { paths.contains($0.outputPath) }
            recipes += assetRecipes(assets)
        }
        return recipes.filter { query.wants($0.path) }
    }

    /// A site's search index (its parts patched from `previous` where it allows:
    /// `SearchShards.updated(to:)`).
    package static func searchShards(
        _ site: Site, context: RenderContext, previous: SearchShards? = nil, order: [Trip]? = nil
    ) -> SearchShards {
        let index = searchIndex(site, context: context, order: order)
        return previous?.updated(to: index) ?? SearchShards(index: index)
    }

    /// What search finds, with its URLs as the search page links them (relative to it
    /// with `relativeURLs`).
    package static func searchIndex(_ site: Site, context: RenderContext, order: [Trip]? = nil) -> SearchIndex {
        var index = SearchIndex(site: site, urls: context.urls, strings: context.strings, order: order)
        if site.config.relativeURLs {
            let basePath = context.urls.basePath
            index = index.mappingURLs {
                URLMapping.relative(Substring($0), fromFolder: SiteURLs.searchFolder, basePath: basePath) ?? $0
            }
        }
        return index
    }

    /// The sitemap of the pages among `pagePaths` (listed when it is made), and robots.txt
    /// unless the site has its own (in static/).
    package static func sitemapRecipes(
        _ site: Site, context: RenderContext, pagePaths: @escaping @Sendable () -> [String]
    ) -> [OutputRecipe] {
        // Which pages exist: the trips, the standalone pages, the badges and the collections.
        // The featured collection exists only while a trip is featured: its trips are inputs,
        // so the sitemap is made again when the first is featured or the last one no longer is.
        // How many pages a listing has follows from which trips it holds (`listing`); the
        // search page's list holds every trip (`tripList`), in an order the sitemap ignores.
        let listed = context.listings
        let context = context.withoutListings
        let listings =
            listed.members.map { BuildInput.listing(id: $0.id) }
            + listed.terms.values.joined().map { BuildInput.listing(id: $0.listingID) }
            + TaxonomyKind.allCases.map { BuildInput.listing(id: Taxonomies.listing($0)) }
        let inputs = BuildInput.summaries(site.featured).union([.config, .tripList, .pageList, .badgeDefinitions])
            .union(listings)
        var recipes: [OutputRecipe] = [
            .page("sitemap.xml", context) { context in
                context.read(inputs)
                // A book is its trip's page laid out for paper: not a page of its own to index.
                let pages = pagePaths().filter { $0.hasSuffix("index.html") && !SiteURLs.isBookPage($0) }.map {
                    String($0.dropLast("index.html".count))
                }
                return SitemapPage.render(pages: pages.sorted(), context: context)
            }
        ]
        if !site.assets.contains(where: { $0.outputPath == "robots.txt" }) {
            recipes.append(
                .page("robots.txt", context) { context in
                    context.read(.config)
                    return SitemapPage.robots(context: context)
                })
        }
        return recipes
    }

    /// The copied files: the theme's, static/ and trip bundles.
    package static func assetRecipes(_ assets: [Asset]) -> [OutputRecipe] {
        assets.map { asset in
            let contents: OutputFile.Contents =
                switch asset.source {
                case .bytes(let bytes): .bytes(bytes)
                case .file(let path): .copy(from: path)
                case .cacheFile(let path): .link(from: path)
                }
            return OutputRecipe(path: asset.outputPath, origin: asset.origin, isCopied: true) { reads in
                reads.record(.file(path: asset.outputPath))
                return contents
            }
        }
    }
}
