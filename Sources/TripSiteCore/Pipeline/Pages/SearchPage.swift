import TripSiteHTML

/// `/search/`: a search field over the build-time index (`SearchIndex`), with results in
/// two groups, trips and activities, and a status line read out by screen readers. Without
/// JavaScript the field stays hidden and the page is a list of every trip, `pageSize` to a
/// page.
package enum SearchPage {
    /// How the page gets its index: inside the page, or from `/search-index.json`.
    package enum IndexSource: Equatable {
        case embedded(json: String)
        case url(String)

        /// Embedded while the JSON is at most `limit` bytes.
        package init(json: String, urls: SiteURLs, limit: Int = SearchIndex.embedLimit) {
            self = json.utf8.count <= limit ? .embedded(json: json) : .url(urls.searchIndex)
        }
    }

    package static func render(_ index: SearchIndex, source: IndexSource, context: RenderContext) -> String {
        let strings = context.strings
        let indexAttribute: Attribute =
            switch source {
            case .embedded(let json): .data("index", json)
            case .url(let url): .data("index-url", url)
            }
        // The script's strings, localised like the rest: it fills in the numbers, written for
        // `data-locale`, and picks each counted phrase's form with `Intl.PluralRules`.
        let counted = [("trip", "count.trips"), ("activity", "count.activities")].flatMap { name, key in
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
            Node.div([.class("search"), .id("search"), indexAttribute] + texts) {
                SearchBox(
                    action: context.urls.search, label: strings["search.label"],
                    placeholder: strings["search.placeholder"],
                    hint: strings["search.hint"])
                Node.p([
                    .style(.footnote, "search-status"), .id("search-status"), Attribute("role", "status"),
                    .aria("live", "polite"),
                ])
                Node.div([.class("search-results"), .id("search-results")]) {
                    group("search-trips", title: strings["search.trips"], hidden: true) {}
                    group("search-activities", title: strings["search.activities"], hidden: true) {}
                }
                allTrips(index, page: 1, context: context)
                if index.trips.isEmpty {
                    Node.p([.style(.body, "empty-state")]) { strings["search.empty"] }
                }
                // Empty rows for the script to clone: the markup of a result is the
                // component's, in the browser as in the build.
                Node.template([.id("search-trip-row")]) {
                    SearchResult(kind: .trip, title: "", href: context.urls.search, detail: "", strings: strings)
                }
                Node.template([.id("search-activity-row")]) {
                    SearchResult(kind: .activity, title: "", href: context.urls.search, detail: "", strings: strings)
                }
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
    static func renderMore(_ index: SearchIndex, page number: Int, context: RenderContext) -> String {
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
        _ id: String, title: String, hidden: Bool, @HTMLBuilder rows: () -> [Node],
        @HTMLBuilder after: () -> [Node] = { [] }
    ) -> Node {
        .section(
            [.class("search-group"), .id(id), .aria("labelledby", id + "-title")] + (hidden ? [.flag("hidden")] : [])
        ) {
            Node.h2([.style(.title3, "search-group-title"), .id(id + "-title")]) { title }
            Node.element("ul", [.class("search-list")], children: rows())
            Node.p([.style(.footnote, "search-more"), .flag("hidden")])
            after()
        }
    }
}
