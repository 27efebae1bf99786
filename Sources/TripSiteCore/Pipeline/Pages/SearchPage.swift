import TripSiteHTML

/// `/search/`: a search field over the build-time index (`SearchIndex`), with results in
/// two groups, trips and activities, and a status line read out by screen readers. Without
/// JavaScript the field stays hidden and the page is a list of every trip.
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
                group("search-all", title: strings["search.all"], hidden: false) {
                    for trip in index.trips {
                        SearchResult(
                            kind: .trip, title: trip.title, href: trip.url, detail: SearchIndex.detail(trip),
                            strings: strings)
                    }
                }
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

    /// A titled group of results: the heading, the list, and a "showing the first N" note.
    private static func group(_ id: String, title: String, hidden: Bool, @HTMLBuilder rows: () -> [Node]) -> Node {
        .section(
            [.class("search-group"), .id(id), .aria("labelledby", id + "-title")] + (hidden ? [.flag("hidden")] : [])
        ) {
            Node.h2([.style(.title3, "search-group-title"), .id(id + "-title")]) { title }
            Node.element("ul", [.class("search-list")], children: rows())
            Node.p([.style(.footnote, "search-more"), .flag("hidden")])
        }
    }
}
