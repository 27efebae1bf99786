/// The `render` stage: every output file of the site as a pure function of the `Site` and
/// the render context. Each output lists the inputs it read.
package enum SiteRenderer {
    /// Two outputs at one path (a `static/404.html` beside the generated 404 page, a bundle
    /// file named `index.html`): an error on each of the user's files that collides, saying
    /// what else is written there. A copied file has no line that is to blame, so the error
    /// points at its first line (`static/404.html:1:1`), which an editor can open.
    static func pathConflicts(_ files: [OutputFile], site: Site) -> [Diagnostic] {
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

    /// What every page's chrome (head, navigation, footer) reads.
    static let chrome: Set<BuildInput> = [.config, .theme, .pageList]

    /// The render context for a site and its theme's files.
    static func renderContext(_ site: Site, theme: SiteTheme, mode: RenderMode) -> RenderContext {
        RenderContext(
            config: site.config, pages: site.pages,
            themeFiles: Set(theme.assets.map { String($0.outputPath.dropFirst("theme/".count)) }), mode: mode,
            photos: site.photos, slots: theme.slots, world: theme.world)
    }

    /// Every output of the site as a recipe: its path, the inputs it reads, and how to make
    /// it. Nothing is rendered until `make()` is called, so an incremental rebuild can make
    /// only the outputs whose inputs changed.
    ///
    /// - Parameter only: which outputs are wanted, when not all are (the incremental builder's
    ///   fast paths): recipes for other paths are not made, and families of outputs none of
    ///   whose paths can be wanted are skipped. The sitemap, which lists every page, is then
    ///   left to the caller (`sitemapRecipes`), which knows them.
    static func recipes(
        _ site: Site, theme: SiteTheme, mode: RenderMode = .build, sourceDateEpoch: Int? = nil,
        search: SearchShards? = nil, terms: [TaxonomyKind: [TaxonomyTerm]]? = nil, order: [Trip]? = nil,
        members: TripCollection.Members? = nil, only selection: RecipeSelection? = nil
    ) -> [OutputRecipe] {
        // Which trips each collection holds is worked out once: the listings and the
        // sitemap read it.
        let members = members ?? TripCollection.members(site)
        let keep: (String) -> Bool = selection?.keep ?? { _ in true }
        let context = Trace.time("recipes.context") { renderContext(site, theme: theme, mode: mode) }
        var recipes = Trace.time("recipes.listing") {
            listingRecipes(site, context: context, members: members, keep: keep)
        }
        // Listed on every core, as the terms' pages below: each trip's recipes read only
        // its own trip and neighbours, so they can be listed apart.
        let trips = (selection?.trips ?? Array(site.trips.indices)).filter {
            keep(SiteURLs.tripFolder(site.trips[$0].slug) + "index.html")
        }
        for made in parallelMap(trips, minimumCount: 256, { tripRecipes(at: $0, of: site, context: context) }) {
            recipes += made
        }
        for standalone in site.pages {
            recipes.append(
                page("\(standalone.slug)/index.html", chrome.union([.page(slug: standalone.slug)])) {
                    StandalonePage.render(standalone, context: context)
                })
        }
        recipes.append(page("404.html", chrome) { NotFoundPage.render(context: context) })
        recipes += Trace.time("recipes.goals") { goalsRecipes(site, context: context) }
        recipes += mapRecipes(site, context: context)
        recipes += Trace.time("recipes.search") {
            // The index and the list's pages read the trips in one reading order, sorted once.
            let order = search == nil ? order ?? SearchIndex.readingOrder(site.trips) : order
            return searchRecipes(
                site, search: search ?? searchShards(site, context: context, order: order).encodedOnly(),
                context: context, keep: keep, parts: selection?.searchParts, order: order)
        }
        recipes.append(
            Trace.time("recipes.feed") { feedRecipe(site, context: context, sourceDateEpoch: sourceDateEpoch) })
        // The terms are worked out once: listing them means a pass over every trip.
        let terms = terms ?? Taxonomies.terms(site)
        recipes += Trace.time("recipes.terms") {
            taxonomyRecipes(
                site, terms: terms, context: context, sourceDateEpoch: sourceDateEpoch, selection: selection, keep: keep
            )
        }
        guard let selection else {
            let paths = recipes.map(\.path)
            recipes += sitemapRecipes(site, terms: terms, members: members, context: context) { paths }
            return recipes + assetRecipes(theme.assets + site.assets)
        }
        if selection.assets { recipes += assetRecipes((theme.assets + site.assets).filter { keep($0.outputPath) }) }
        return recipes.filter { keep($0.path) }
    }

    /// A generated text output.
    private static func page(
        _ path: String, _ inputs: Set<BuildInput>, _ make: @escaping @Sendable () -> String
    ) -> OutputRecipe {
        OutputRecipe(path: path, inputs: inputs, origin: nil) { .text(make()) }
    }

    /// A page made as UTF-8 bytes (the HTML pages and feeds: `Node.renderBytes()`).
    private static func page(
        _ path: String, _ inputs: Set<BuildInput>, _ make: @escaping @Sendable () -> [UInt8]
    ) -> OutputRecipe {
        OutputRecipe(path: path, inputs: inputs, origin: nil) { .bytes(make()) }
    }

    /// What cards and lists show of these trips.
    private static func summaries(_ trips: [Trip]) -> Set<BuildInput> {
        Set(trips.map { BuildInput.tripSummary(slug: $0.slug) })
    }

    /// The home page and the collection pages.
    private static func listingRecipes(
        _ site: Site, context: RenderContext, members: TripCollection.Members, keep: (String) -> Bool = { _ in true }
    ) -> [OutputRecipe] {
        let collections = TripCollection.all(site, context: context, members: members)
        // The home page's recipe holds its rows, not every collection whole.
        let rows = HomePage.rows(collections)
        var recipes = [
            page("index.html", chrome.union(summaries(rows.flatMap(\.trips))).union([.tripList])) {
                HomePage.render(rows, context: context)
            }
        ]
        for collection in collections where collection.alwaysPublished || !collection.trips.isEmpty {
            // A page reads its own trips' cards and which trips the collection holds in what
            // order (a trip moving between pages changes that): a title edit remakes one page.
            let pages = CollectionPage.pagination(collection, context: context)
            for number in pages.numbers where keep(pages.folder(of: number) + "index.html") {
                let trips = Array(collection.trips[pages.range(of: number)])
                recipes.append(
                    page(
                        pages.folder(of: number) + "index.html",
                        chrome.union(summaries(trips)).union([.listing(id: collection.id)])
                    ) {
                        CollectionPage.render(collection, page: number, context: context)
                    })
            }
        }
        return recipes
    }

    /// The outputs of the trip at `index` in `site.trips`: its page, its route's GeoJSON,
    /// and the placeholder image when it has no photo.
    private static func tripRecipes(at index: Int, of site: Site, context: RenderContext) -> [OutputRecipe] {
        let trip = site.trips[index]
        let previous = index > 0 ? site.trips[index - 1] : nil
        let next = index + 1 < site.trips.count ? site.trips[index + 1] : nil
        var inputs = chrome.union([.trip(slug: trip.slug), .neighbors(slug: trip.slug), .tripBadges(slug: trip.slug)])
        inputs.formUnion([previous, next].compactMap { $0 }.map { BuildInput.tripTitle(slug: $0.slug) })
        // The closure holds what the page shows and the context (one reference to its box):
        // a copy of the context's fields and the site in each trip page's recipe would add
        // up over every trip.
        let badges = site.goals.badges(for: trip.slug)
        let route = RouteViews.combined(trip, routes: site.routes)
        var recipes = [
            page(SiteURLs.tripFolder(trip.slug) + "index.html", inputs) {
                TripPage.render(
                    trip, previous: previous, next: next, badges: badges, route: route, context: context)
            }
        ]
        if let route {
            recipes.append(
                page(RouteGeoJSON.path(trip.slug), [.trip(slug: trip.slug)]) {
                    RouteGeoJSON.document(route, trip: trip)
                })
        }
        if trip.showsPlaceholder(site.photos) {
            // Depends on the slug alone, which is in its path: never made again once made.
            recipes.append(
                page(SiteURLs.tripFolder(trip.slug) + "placeholder.svg", []) { Placeholder.svg(for: trip.slug) })
        }
        return recipes
    }

    /// The map page, the world's outline it draws on, and the journal's places as GeoJSON.
    private static func mapRecipes(_ site: Site, context: RenderContext) -> [OutputRecipe] {
        let world = context.world
        return [
            page(MapPage.folder + "index.html", chrome.union([.places])) { MapPage.render(site, context: context) },
            page(WorldMap.fileName, [.theme]) { WorldMap.baseSVG(world) },
            page(MapGeoJSON.fileName, [.places, .config]) { MapGeoJSON.document(site, context: context) },
        ]
    }

    /// The goals page, the badges page, and each badge's page and art.
    private static func goalsRecipes(_ site: Site, context: RenderContext) -> [OutputRecipe] {
        let goals = chrome.union([.goals])
        var recipes = [
            page(SiteURLs.goalsFolder + "index.html", goals.union([.places])) {
                GoalsPage.render(site, context: context)
            },
            page(SiteURLs.badgesFolder + "index.html", goals) { BadgesIndexPage.render(site, context: context) },
        ]
        for status in site.goals.statuses {
            let folder = SiteURLs.badgeFolder(status.badge.id)
            recipes.append(
                page(folder + "index.html", chrome.union([.badge(id: status.badge.id)])) {
                    BadgePage.render(status, context: context)
                })
            recipes.append(page(folder + "badge.svg", [.badgeDefinitions]) { BadgeViews.art(status.badge) })
        }
        return recipes
    }

    /// A site's search index (its parts patched from `previous` where it allows:
    /// `SearchShards.updated(to:)`).
    static func searchShards(
        _ site: Site, context: RenderContext, previous: SearchShards? = nil, order: [Trip]? = nil
    ) -> SearchShards {
        let index = searchIndex(site, context: context, order: order)
        return previous?.updated(to: index) ?? SearchShards(index: index)
    }

    /// What search finds, with its URLs as the search page links them (relative to it
    /// with `relativeURLs`).
    static func searchIndex(_ site: Site, context: RenderContext, order: [Trip]? = nil) -> SearchIndex {
        var index = SearchIndex(site: site, urls: context.urls, strings: context.strings, order: order)
        if site.config.relativeURLs {
            let basePath = context.urls.basePath
            index = index.mappingURLs {
                URLMapping.relative(Substring($0), fromFolder: SiteURLs.searchFolder, basePath: basePath) ?? $0
            }
        }
        return index
    }

    /// What the search page and its index read: every trip's card and text, every page.
    static func searchInputs(_ site: Site) -> Set<BuildInput> {
        // One set, filled once, with room for two inputs a trip.
        var inputs = chrome
        inputs.reserveCapacity(chrome.count + 2 * site.trips.count + site.pages.count + 2)
        inputs.insert(.tripList)
        inputs.insert(.listing(id: SearchIndex.listing))
        for trip in site.trips {
            inputs.insert(.tripSummary(slug: trip.slug))
            inputs.insert(.trip(slug: trip.slug))
        }
        for page in site.pages { inputs.insert(.page(slug: page.slug)) }
        return inputs
    }

    /// The search page (with the index, or its manifest) and the index's parts: every part,
    /// or only those at the paths `parts` (a rebuild that wants a few names them, rather than
    /// have thousands asked about). Parts are named by their content, so each reads nothing:
    /// once written, never made again.
    static func searchRecipes(
        _ site: Site, search: SearchShards, context: RenderContext, keep: (String) -> Bool = { _ in true },
        parts: Set<String>? = nil, order: [Trip]? = nil
    ) -> [OutputRecipe] {
        var recipes: [OutputRecipe] = []
        if keep(SiteURLs.searchFolder + "index.html") {
            recipes.append(searchPageRecipe(site, search: search, context: context))
        }
        if !search.isEmbedded {
            if let parts {
                for path in parts.sorted() where keep(path) {
                    guard let name = SearchShards.name(atPath: path), let content = search.parts[name] else { continue }
                    recipes.append(searchPartRecipe(name, content))
                }
            } else {
                for (name, content) in search.parts where keep(SearchShards.path(name)) {
                    recipes.append(searchPartRecipe(name, content))
                }
            }
        }
        return recipes + moreSearchRecipes(site, index: search.index, context: context, keep: keep, order: order)
    }

    /// A part of the search index: named by its content, so it reads nothing.
    private static func searchPartRecipe(_ name: String, _ content: SearchShards.Content) -> OutputRecipe {
        // A text's file is made as bytes: no string of it is made and validated again.
        var recipe = OutputRecipe(path: SearchShards.path(name), inputs: [], origin: nil) {
            switch content {
            case .file(let file): .text(file)
            case .text(let text): .bytes(SearchShards.fileBytes(name, text: text))
            }
        }
        recipe.isNamedByContent = true
        return recipe
    }

    /// The search page alone (the incremental builder makes it once a deferred index's parts
    /// are made).
    static func searchPageRecipe(_ site: Site, search: SearchShards, context: RenderContext) -> OutputRecipe {
        let base = site.config.relativeURLs ? "index/" : context.urls.url(SearchShards.folder)
        return page(SiteURLs.searchFolder + "index.html", searchInputs(site)) {
            SearchPage.render(search.index, source: SearchPage.IndexSource(search, base: base), context: context)
        }
    }

    /// `/search/page/N/`: the rest of the list of every trip, each page reading its own
    /// trips' summaries and which trips it lists (`SearchIndex.listing(page:)`). `order` is
    /// the trips in reading order, when the caller has it.
    private static func moreSearchRecipes(
        _ site: Site, index: SearchIndex, context: RenderContext, keep: (String) -> Bool, order: [Trip]?
    ) -> [OutputRecipe] {
        let pages = Pagination(
            folder: SiteURLs.searchFolder, itemCount: site.trips.count, size: context.config.pageSize)
        let numbers = pages.numbers.dropFirst().filter { keep(pages.folder(of: $0) + "index.html") }
        guard !numbers.isEmpty else { return [] }
        let ordered = order ?? SearchIndex.readingOrder(site.trips)
        return numbers.map { number in
            let trips = Array(ordered[pages.range(of: number)])
            let inputs = chrome.union(summaries(trips)).union([.listing(id: SearchIndex.listing(page: number))])
            return page(pages.folder(of: number) + "index.html", inputs) {
                SearchPage.renderMore(index, page: number, context: context)
            }
        }
    }

    /// The Atom feed, which carries its trips' whole journals.
    private static func feedRecipe(_ site: Site, context: RenderContext, sourceDateEpoch: Int?) -> OutputRecipe {
        let feedTrips = FeedPage.entries(site)
        let fallback = FeedPage.fallbackTimestamp(sourceDateEpoch: sourceDateEpoch)
        return page("feed.xml", Set(feedTrips.map { BuildInput.trip(slug: $0.slug) }).union([.config, .tripList])) {
            FeedPage.render(site, context: context, fallback: fallback)
        }
    }

    /// The tag, country and year pages: each kind's index (always published, so the footer's
    /// links hold), each term's pages and its feed.
    private static func taxonomyRecipes(
        _ site: Site, terms all: [TaxonomyKind: [TaxonomyTerm]], context: RenderContext, sourceDateEpoch: Int?,
        selection: RecipeSelection?, keep: (String) -> Bool
    ) -> [OutputRecipe] {
        let fallback = FeedPage.fallbackTimestamp(sourceDateEpoch: sourceDateEpoch)
        var recipes: [OutputRecipe] = []
        for kind in TaxonomyKind.allCases {
            let terms = all[kind] ?? []
            if keep(kind.folder + "index.html") {
                // Each term's name, trips and activity counts.
                let inputs = chrome.union([.listing(id: Taxonomies.listing(kind)), .activityCounts])
                    .union(terms.map { .listing(id: $0.listingID) })
                recipes.append(
                    page(kind.folder + "index.html", inputs) {
                        TaxonomyIndexPage.render(kind, terms: terms, context: context)
                    })
            }
            // A build keeps every page: its terms are listed on every core. `serve`'s
            // selection of pages is asked on one.
            let made =
                selection == nil
                ? parallelMap(terms, minimumCount: 4) { term in
                    termRecipes(term, site: site, context: context, fallback: fallback, keep: { _ in true })
                }
                : terms.map { termRecipes($0, site: site, context: context, fallback: fallback, keep: keep) }
            for term in made { recipes += term }
        }
        return recipes
    }

    /// One term's pages and feed, with the year in travel worked out only for a first page
    /// that is made.
    private static func termRecipes(
        _ term: TaxonomyTerm, site: Site, context: RenderContext, fallback: String, keep: (String) -> Bool
    ) -> [OutputRecipe] {
        let year = keep(term.folder + "index.html") ? YearInTravel(term, site: site) : nil
        return termRecipes(term, year: year, context: context, fallback: fallback, keep: keep)
    }

    /// One term's pages, each reading its own trips' cards and the term's trip list, and its
    /// feed. A year's first page also shows the year in travel (`BuildInput.yearInTravel`).
    private static func termRecipes(
        _ term: TaxonomyTerm, year: YearInTravel? = nil, context: RenderContext, fallback: String,
        keep: (String) -> Bool
    ) -> [OutputRecipe] {
        let pages = TermPage.pagination(term, context: context)
        let feed = keep(term.folder + "feed.xml") ? [termFeedRecipe(term, context: context, fallback: fallback)] : []
        return pages.numbers.filter { keep(pages.folder(of: $0) + "index.html") }.map { number in
            let trips = Array(term.trips[pages.range(of: number)])
            let yearInputs: Set<BuildInput> = number == 1 && year != nil ? [.yearInTravel(year: term.slug)] : []
            return page(
                pages.folder(of: number) + "index.html",
                chrome.union(summaries(trips)).union([.listing(id: term.listingID)]).union(yearInputs)
            ) { TermPage.render(term, page: number, year: number == 1 ? year : nil, context: context) }
        } + feed
    }

    /// A term's feed (`tags/hiking/feed.xml`), reading its newest trips' content.
    private static func termFeedRecipe(_ term: TaxonomyTerm, context: RenderContext, fallback: String) -> OutputRecipe {
        let entries = FeedPage.entries(term.trips)
        let inputs = Set(entries.map { BuildInput.trip(slug: $0.slug) }).union([
            .config, .listing(id: term.listingID),
        ])
        return page(term.folder + "feed.xml", inputs) {
            FeedPage.render(
                entries, title: TermPage.feedTitle(term, context: context),
                feed: TermPage.feedURL(term, context: context), page: context.urls.url(term.folder),
                context: context, fallback: fallback)
        }
    }

    /// The sitemap of the pages among `pagePaths` (listed when it is made), and robots.txt
    /// unless the site has its own (in static/).
    static func sitemapRecipes(
        _ site: Site, terms: [TaxonomyKind: [TaxonomyTerm]], members: TripCollection.Members? = nil,
        context: RenderContext, pagePaths: @escaping @Sendable () -> [String]
    ) -> [OutputRecipe] {
        // Which pages exist: the trips, the standalone pages, the badges and the collections.
        // The featured collection exists only while a trip is featured: its trips are inputs,
        // so the sitemap is made again when the first is featured or the last one no longer is.
        // How many pages a listing has follows from which trips it holds (`listing`); the
        // search page's list holds every trip (`tripList`), in an order the sitemap ignores.
        let listings =
            (members ?? TripCollection.members(site)).map { BuildInput.listing(id: $0.id) }
            + terms.values.joined().map { BuildInput.listing(id: $0.listingID) }
            + TaxonomyKind.allCases.map { BuildInput.listing(id: Taxonomies.listing($0)) }
        let inputs = summaries(site.featured).union([.config, .tripList, .pageList, .badgeDefinitions])
            .union(listings)
        var recipes = [
            page("sitemap.xml", inputs) {
                let pages = pagePaths().filter { $0.hasSuffix("index.html") }.map {
                    String($0.dropLast("index.html".count))
                }
                return SitemapPage.render(pages: pages.sorted(), context: context)
            }
        ]
        if !site.assets.contains(where: { $0.outputPath == "robots.txt" }) {
            recipes.append(page("robots.txt", [.config]) { SitemapPage.robots(context: context) })
        }
        return recipes
    }

    /// The copied files: the theme's, static/ and trip bundles.
    static func assetRecipes(_ assets: [Asset]) -> [OutputRecipe] {
        assets.map { asset in
            let contents: OutputFile.Contents =
                switch asset.source {
                case .bytes(let bytes): .bytes(bytes)
                case .file(let path): .copy(from: path)
                case .cacheFile(let path): .link(from: path)
                }
            return OutputRecipe(path: asset.outputPath, inputs: [.file(path: asset.outputPath)], origin: asset.origin) {
                contents
            }
        }
    }
}

/// What the pages are rendered for: a published build, or the preview server (which adds
/// its live-reload script to every page).
package enum RenderMode: Hashable, Encodable, Sendable {
    case build
    case serve(liveReloadScript: String)
}

/// One output, not yet made.
package struct OutputRecipe: Sendable {
    var path: String
    var inputs: Set<BuildInput>
    var origin: String?
    var contents: @Sendable () -> OutputFile.Contents
    /// Whether the output's path names its bytes (a search index part, named by its
    /// content's hash): the path alone is then its page store key's input.
    var isNamedByContent = false

    init(
        path: String, inputs: Set<BuildInput>, origin: String?, contents: @escaping @Sendable () -> OutputFile.Contents
    ) {
        self.path = path
        self.inputs = inputs
        self.origin = origin
        self.contents = contents
    }

    func make() -> OutputFile {
        OutputFile(path: path, contents: contents(), inputs: inputs, origin: origin)
    }
}
