import TripSiteHTML

/// `/search/`: a search field over the build-time index (`SearchIndex`), with results in
/// groups (trips, activities, entries with their trip and date, pages), and a status line
/// read out by screen readers. Without
/// JavaScript the field stays hidden and the page is a list of every trip, `pageSize` to a
/// page.
package enum SearchPage {
    /// How the page gets its index: all of it inside the page (a small journal), or the
    /// manifest inside the page and the parts from files under `base` (`SearchShards`).
    package enum IndexSource: Equatable {
        case embedded(bundle: String)
        case parts(manifest: String, base: String)

        /// Embedded while the shards fit in `SearchShards.embedLimit`.
        package init(_ shards: SearchShards, base: String) {
            self = shards.isEmbedded ? .embedded(bundle: shards.bundle) : .parts(manifest: shards.manifest, base: base)
        }
    }

    package static func render(_ index: SearchIndex, source: IndexSource, context: RenderContext) -> [UInt8] {
        let strings = context.strings
        let indexAttributes: [Attribute] =
            switch source {
            case .embedded(let bundle): [.data("index", bundle)]
            case .parts(let manifest, let base): [.data("index-manifest", manifest), .data("index-base", base)]
            }
        // The script's strings, localised like the rest: it fills in the numbers, written for
        // `data-locale`, and picks each counted phrase's form with `Intl.PluralRules`.
        let counted = [
            ("trip", "count.trips"), ("activity", "count.activities"), ("entry", "search.count.entries"),
            ("page", "count.pages"),
        ].flatMap {
            name, key in
            strings.forms(key).map { Attribute.data("text-\(name)-\($0.category.rawValue)", $0.text) }
        }
        let texts =
            ["found", "found-one", "none", "more", "unavailable"].map {
                Attribute.data("text-" + $0, strings["search." + $0])
            } + counted + [
                .data("text-done", strings["done"]), .data("text-not-done", strings["notDone"]),
                .data("locale", strings.locale.identifier),
            ]
        return PageChrome.document(
            context: context, title: strings["search.title"], description: strings["search.subtitle"],
            url: context.urls.search, pageClass: "page-search", section: .search,
            scripts: context.searchScripts
        ) {
            PageHeader(title: strings["search.title"], subtitle: strings["search.subtitle"])
            Node.div([.class("search"), .id("search")] + indexAttributes + texts) {
                SearchBox(
                    action: context.urls.search, label: strings["search.label"],
                    placeholder: strings["search.placeholder"],
                    hint: strings["search.hint"])
                Node.p([
                    .style(.footnote, "search-status"), .id("search-status"), Attribute("role", "status"),
                    .aria("live", "polite"),
                ])
                resultGroups(strings)
                allTrips(index, page: 1, context: context)
                if index.trips.isEmpty {
                    Node.p([.style(.body, "empty-state")]) { strings["search.empty"] }
                }
                // Empty rows for the script to clone: the markup of a result is the
                // component's, in the browser as in the build.
                for (id, kind) in [
                    ("search-trip-row", SearchResult.Kind.trip), ("search-activity-row", .activity),
                    ("search-entry-row", .entry), ("search-page-row", .page),
                ] {
                    Node.template([.id(id)]) {
                        SearchResult(kind: kind, title: "", href: context.urls.search, detail: "", strings: strings)
                    }
                }
            }
        }
    }

    /// The groups the script fills with results, hidden until it does.
    private static func resultGroups(_ strings: Strings) -> Node {
        Node.div([.class("search-results"), .id("search-results")]) {
            for (id, key) in [
                ("search-trips", "trips"), ("search-activities", "activities"), ("search-entries", "entries"),
                ("search-pages", "pages"),
            ] {
                group(id, title: strings["search." + key], hidden: true, showMore: strings["search.showMore"]) {}
            }
        }
    }

    /// The list of trips for readers without JavaScript, `pageSize` to a page: the first on
    /// the search page, the rest at `/search/page/N/` (`renderMore`).
    static func pagination(_ index: SearchIndex, context: RenderContext) -> Pagination {
        Pagination(folder: SiteURLs.searchFolder, itemCount: index.trips.count, size: context.config.pageSize)
    }

    /// Page `number` of every trip, with the links to the other pages (hidden with the list
    /// while a search shows results).
    private static func allTrips(_ index: SearchIndex, page number: Int, context: RenderContext) -> Node {
        let pages = pagination(index, context: context)
        let strings = context.strings
        return group("search-all", title: strings["search.all"], hidden: false) {
            for trip in index.trips[pages.range(of: number)] {
                SearchResult(
                    kind: .trip, title: trip.title, href: trip.url, detail: SearchIndex.detail(trip), strings: strings)
            }
        } after: {
            if let links = pages.links(at: number, urls: context.urls, strings: strings) { links }
        }
    }

    /// `/search/page/N/` (N ≥ 2): more of the list of every trip, for readers without
    /// JavaScript (who get no search field); the search itself is on the first page.
    static func renderMore(_ index: SearchIndex, page number: Int, context: RenderContext) -> [UInt8] {
        let strings = context.strings
        let pages = pagination(index, context: context)
        return PageChrome.document(
            context: context, title: strings.format("pagination.title", string: strings["search.all"], number),
            url: context.urls.url(pages.folder(of: number)), pageClass: "page-search", section: .search,
            headLinks: pages.headLinks(at: number, urls: context.urls)
        ) {
            PageHeader(title: strings["search.title"], subtitle: strings["search.subtitle"])
            allTrips(index, page: number, context: context)
        }
    }

    /// A titled group of results: the heading, the list, and a "showing the first N" note.
    private static func group(
        _ id: String, title: String, hidden: Bool, showMore: String = "", @HTMLBuilder rows: () -> Node,
        @HTMLBuilder after: () -> Node = { .empty }
    ) -> Node {
        .section(
            [.class("search-group"), .id(id), .aria("labelledby", id + "-title")] + (hidden ? [.flag("hidden")] : [])
        ) {
            Node.h2([.style(.title3, "search-group-title"), .id(id + "-title")]) { title }
            Node.element("ul", [.class("search-list")], children: rows())
            Node.p([.style(.footnote, "search-more"), .flag("hidden")])
            if hidden {
                Node.button([.class("search-show-more"), Attribute("type", "button"), .flag("hidden")]) {
                    showMore
                }
            }
            after()
        }
    }
}

extension SearchPage {
    /// The search page (with the index, or its manifest), the index's parts, and the further
    /// pages of its list of every trip. The index is the listings' (`SiteListings.search`),
    /// else made here from the site. A query's parts are those it names: a rebuild that
    /// wants a few names them, rather than have thousands asked about.
    package static let family = PageFamily(name: "search") { site, listings, context, query in
        let order = listings.order
        if let names = listings.keptSearchParts, query.paths == nil {
            return keptRecipes(site, names: names, order: order, context: context, wants: query.wants)
        }
        let search =
            listings.search
            ?? SiteRenderer.searchShards(site, context: context, order: order).encodedOnly()
        var recipes: [OutputRecipe] = []
        if query.wants(SiteURLs.searchFolder + "index.html") {
            recipes.append(pageRecipe(site, search: search, context: context))
        }
        if !search.isEmbedded {
            if let paths = query.paths {
                for path in paths.filter({ $0.hasPrefix(SearchShards.folder) }).sorted() where query.wants(path) {
                    guard let name = SearchShards.name(atPath: path), let content = search.parts[name] else { continue }
                    recipes.append(partRecipe(name) { content })
                }
            } else {
                for (name, content) in search.parts { recipes.append(partRecipe(name) { content }) }
            }
        }
        let index = search.index
        return recipes + moreRecipes(site, index: { index }, order: order, context: context, wants: query.wants)
    }

    /// The family's recipes when the page store holds the index's parts (`names`): the
    /// same paths and inputs as from a made index, but the index is made only if one of
    /// them must be made after all (the store lost its file).
    private static func keptRecipes(
        _ site: Site, names: [String], order: [Trip], context: RenderContext, wants: (String) -> Bool
    ) -> [OutputRecipe] {
        let shards = SearchShardsOnDemand {
            SiteRenderer.searchShards(site, context: context, order: order).encodedOnly()
        }
        var recipes: [OutputRecipe] = []
        if wants(SiteURLs.searchFolder + "index.html") {
            recipes.append(pageRecipe(site, search: { shards.value }, context: context))
        }
        for name in names {
            recipes.append(
                partRecipe(name) {
                    // The same inputs make the same parts: a name the index lacks is not
                    // met, and would be an empty file.
                    shards.value.parts[name] ?? .file("")
                })
        }
        return recipes + moreRecipes(site, index: { shards.value.index }, order: order, context: context, wants: wants)
    }

    /// What the search page and its index read: every trip's card and text, every page
    /// (the search index is made before the page is, so the page records these for it).
    static func inputs(_ site: Site) -> Set<BuildInput> {
        // One set, filled once, with room for two inputs a trip.
        var inputs = BuildInput.chrome
        inputs.reserveCapacity(inputs.count + 2 * site.trips.count + site.pages.count + 2)
        inputs.insert(.tripList)
        inputs.insert(.listing(id: SearchIndex.listing))
        for trip in site.trips {
            inputs.insert(.tripSummary(slug: trip.slug))
            inputs.insert(.trip(slug: trip.slug))
        }
        for page in site.pages { inputs.insert(.page(slug: page.slug)) }
        return inputs
    }

    /// The search page alone (a rebuild that leaves the index's parts to be made later makes
    /// it with them).
    package static func pageRecipe(_ site: Site, search: SearchShards, context: RenderContext) -> OutputRecipe {
        pageRecipe(site, search: { search }, context: context)
    }

    private static func pageRecipe(
        _ site: Site, search: @escaping @Sendable () -> SearchShards, context: RenderContext
    ) -> OutputRecipe {
        let base = site.config.relativeURLs ? "index/" : context.urls.url(SearchShards.folder)
        return .page(SiteURLs.searchFolder + "index.html", context) { context in
            context.read(inputs(site))
            let search = search()
            return render(search.index, source: IndexSource(search, base: base), context: context)
        }
    }

    /// A part of the search index: named by its content, so it reads nothing (once written,
    /// never made again).
    private static func partRecipe(
        _ name: String, _ content: @escaping @Sendable () -> SearchShards.Content
    ) -> OutputRecipe {
        // A text's file is made as bytes: no string of it is made and validated again.
        var recipe = OutputRecipe(path: SearchShards.path(name), origin: nil) { _ in
            switch content() {
            case .file(let file): .text(file)
            case .text(let text): .bytes(SearchShards.fileBytes(name, text: text))
            }
        }
        recipe.isNamedByContent = true
        return recipe
    }

    /// `/search/page/N/`: the rest of the list of every trip (in reading order, `order`),
    /// each page reading its own trips' summaries and which trips it lists
    /// (`SearchIndex.listing(page:)`).
    private static func moreRecipes(
        _ site: Site, index: @escaping @Sendable () -> SearchIndex, order: [Trip], context: RenderContext,
        wants: (String) -> Bool
    ) -> [OutputRecipe] {
        let pages = Pagination(
            folder: SiteURLs.searchFolder, itemCount: site.trips.count, size: context.config.pageSize)
        return pages.numbers.dropFirst().filter { wants(pages.folder(of: $0) + "index.html") }.map { number in
            // The index's entries of these trips are what their cards show.
            let shown = order[pages.range(of: number)].map { BuildInput.tripSummary(slug: $0.slug) }
            return .page(pages.folder(of: number) + "index.html", context) { context in
                context.read(shown + [.listing(id: SearchIndex.listing(page: number))])
                return renderMore(index(), page: number, context: context)
            }
        }
    }
}
