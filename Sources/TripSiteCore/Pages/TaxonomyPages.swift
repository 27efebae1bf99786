import TripSiteHTML
import TripSiteStore

/// `/tags/<tag>/`, `/countries/<country>/`, `/years/<year>/`: one term's trips as cards,
/// paged like a collection, with the term's feed (`feed.xml` beside the first page).
package enum TermPage {
    static func pagination(_ term: TaxonomyTerm, context: RenderContext) -> Pagination {
        Pagination(folder: term.folder, itemCount: term.trips.count, size: context.config.pageSize)
    }

    static func feedURL(_ term: TaxonomyTerm, context: RenderContext) -> String {
        context.urls.url(term.folder + "feed.xml")
    }

    /// The feed's title: "My Trips: Hiking".
    static func feedTitle(_ term: TaxonomyTerm, context: RenderContext) -> String {
        "\(context.config.title): \(term.name)"
    }

    static func render(
        _ term: TaxonomyTerm, page number: Int = 1, year: YearInTravel? = nil, context: RenderContext
    ) -> [UInt8] {
        // Its trips; the first page shows the term's days (their trips' content) and a
        // year's, the year in travel.
        context.read(.listing(id: term.listingID))
        if number == 1 { context.read(term.days.map { .trip(slug: $0.trip.slug) }) }
        if year != nil { context.read(.yearInTravel(year: term.slug)) }
        let strings = context.strings
        let pages = pagination(term, context: context)
        return PageChrome.document(
            context: context,
            title: number == 1 ? term.name : strings.format("pagination.title", string: term.name, number),
            description: strings.trips(term.trips.count), url: context.urls.url(pages.folder(of: number)),
            pageClass: "page-term", section: .wishlist, headLinks: pages.headLinks(at: number, urls: context.urls),
            feed: (feedTitle(term, context: context), feedURL(term, context: context))
        ) {
            PageHeader(
                title: term.name,
                subtitle: "\(strings["taxonomy.\(term.kind.rawValue)"]) · \(strings.trips(term.trips.count))")
            if number == 1, let year { year.section(context: context) }
            CardGrid(
                rendered: term.trips[pages.range(of: number)].map {
                    TripCards.rendered($0, headingLevel: 2, context: context)
                })
            if let links = pages.links(at: number, urls: context.urls, strings: strings) { links }
            if number == 1, !term.days.isEmpty {
                Timeline(
                    title: strings["taxonomy.days"],
                    steps: term.days.map { TripPage.step($0.entry, of: $0.trip, naming: true, context: context) },
                    numbered: false)
            }
        }
    }
}

/// `/tags/`, `/countries/`, `/years/`: every term of one kind, with how many trips it has
/// and how many of their activities are done.
package enum TaxonomyIndexPage {
    static func render(_ kind: TaxonomyKind, terms: [TaxonomyTerm], context: RenderContext) -> [UInt8] {
        // Each term's name and trips, and their activity counts.
        context.read(
            terms.map { .listing(id: $0.listingID) } + [.listing(id: Taxonomies.listing(kind)), .activityCounts])
        let strings = context.strings
        let title = strings["taxonomy.\(kind.rawValue)"]
        return PageChrome.document(
            context: context, title: title, url: context.urls.url(kind.folder), pageClass: "page-taxonomy",
            section: .wishlist
        ) {
            PageHeader(title: title, subtitle: strings.trips(distinctTrips(terms)))
            Node.div([.class("terms")]) {
                Node.ul([.class("term-list")]) {
                    for term in terms { row(term, context: context) }
                }
            }
        }
    }

    /// How many trips the terms hold between them (a trip has many tags): one set, filled
    /// once.
    private static func distinctTrips(_ terms: [TaxonomyTerm]) -> Int {
        var slugs = Set<String>(minimumCapacity: terms.reduce(0) { $0 + $1.trips.count })
        for term in terms {
            for trip in term.trips { slugs.insert(trip.slug) }
        }
        return slugs.count
    }

    private static func row(_ term: TaxonomyTerm, context: RenderContext) -> Node {
        let strings = context.strings
        let done = term.activitiesDone
        let total = term.activitiesTotal
        return Node.li([.class("term")]) {
            Node.a([.style(.headline, "term-name"), .href(context.urls.url(term.folder))]) { term.name }
            Node.span([.style(.footnote, "term-count")]) { strings.trips(term.trips.count) }
            ProgressBar(
                done: done, total: total, label: term.name, valueText: strings.progress(done: done, total: total),
                size: .small)
        }
    }
}

extension TermPage {
    /// The tag, country and year pages: each kind's index (always published, so the footer's
    /// links hold), each term's pages and its feed. Every term's are listed on every core when
    /// all are wanted; a query's few on one.
    static let family = PageFamily(name: "terms") { site, listings, context, query in
        var recipes: [OutputRecipe] = []
        for kind in TaxonomyKind.allCases {
            let terms = listings.terms[kind] ?? []
            if query.wants(kind.folder + "index.html") {
                recipes.append(
                    .page(kind.folder + "index.html", context) { context in
                        TaxonomyIndexPage.render(kind, terms: terms, context: context)
                    })
            }
            let made =
                query.isAll
                ? parallelMap(terms, minimumCount: 4) {
                    termRecipes($0, site: site, context: context, wants: { _ in true })
                }
                : terms.map { termRecipes($0, site: site, context: context, wants: query.wants) }
            for term in made { recipes += term }
        }
        return recipes
    }

    /// One term's pages, each reading its own trips' cards and the term's trip list, and its
    /// feed. A year's first page also shows the year in travel (`BuildInput.yearInTravel`),
    /// worked out only when that page is wanted.
    private static func termRecipes(
        _ term: TaxonomyTerm, site: Site, context: RenderContext, wants: (String) -> Bool
    ) -> [OutputRecipe] {
        let year = wants(term.folder + "index.html") ? YearInTravel(term, site: site) : nil
        let pages = pagination(term, context: context)
        let feed = wants(term.folder + "feed.xml") ? [feedRecipe(term, context: context)] : []
        return pages.numbers.filter { wants(pages.folder(of: $0) + "index.html") }.map { number in
            .page(pages.folder(of: number) + "index.html", context) { context in
                render(term, page: number, year: number == 1 ? year : nil, context: context)
            }
        } + feed
    }

    /// A term's feed (`tags/hiking/feed.xml`), reading its newest trips' content.
    private static func feedRecipe(_ term: TaxonomyTerm, context: RenderContext) -> OutputRecipe {
        let entries = FeedPage.entries(term.trips)
        return .page(term.folder + "feed.xml", context) { context in
            context.read(.listing(id: term.listingID))
            return FeedPage.render(
                entries, title: feedTitle(term, context: context), feed: feedURL(term, context: context),
                page: context.urls.url(term.folder), context: context, fallback: context.feedFallback)
        }
    }
}
