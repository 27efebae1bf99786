import TripSiteHTML

/// `/search/`: a search field over the build-time index (`SearchIndex`), with results in
/// two groups, trips and activities, and a status line read out by screen readers. Without
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
        let counted = [("trip", "count.trips"), ("activity", "count.activities"), ("page", "count.pages")].flatMap {
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
                    ("search-page-row", .page),
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
                ("search-trips", "trips"), ("search-activities", "activities"), ("search-pages", "pages"),
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
