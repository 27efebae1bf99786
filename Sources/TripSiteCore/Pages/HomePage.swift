import TripSiteHTML

/// The home page: the site's title, then one section per collection with trips (those
/// site.yml's `home: {collections:}` names, in its order), each a horizontally scrolling row
/// of cards with a "Show all" link to the collection's page.
package enum HomePage {
    /// How many cards a home-page row shows before "Show all".
    static let rowLimit = 12

    /// The home page, reading its rows' cards, which trips there are and which each
    /// collection holds (a trip joining Journeys changes no card, but a row).
    static let family = PageFamily(name: "home") { site, listings, context, _ in
        let collections = TripCollection.all(site, context: context, members: listings.members)
        if context.kind == .journal && site.config.homeCollections == nil {
            return [
                journalRecipe(site, collections: collections, years: listings.terms[.years] ?? [], context: context)
            ]
        }
        let rows = rows(collections, order: site.config.homeCollections)
        let hasTrips = !site.trips.isEmpty
        return [
            .page("index.html", context) { context in
                // Which collections have trips (a row each), and whether the site has any.
                context.read(collections.map { .listing(id: $0.id) } + [.tripList])
                return render(rows, hasTrips: hasTrips, context: context)
            }
        ]
    }

    /// A journal's home page (`JournalHome`), reading what it shows, its cards, the years'
    /// pages it links to and the configured collections' rows.
    static func journalRecipe(
        _ site: Site, collections: [TripCollection], years: [TaxonomyTerm], context: RenderContext
    ) -> OutputRecipe {
        let home = JournalHome(site.trips)
        let configured = rows(collections, order: site.config.collections.map(\.id))
        let years = Set(years.map(\.slug))
        let listings = site.config.collections.map(\.id) + [Taxonomies.listing(.years)]
        return .page("index.html", context) { context in
            // What the journal's rows show, which years have pages, the configured rows.
            context.read(listings.map { .listing(id: $0) } + [.home])
            return render(
                sections(home, years: years, context: context) + configured, hasTrips: true, context: context)
        }
    }

    /// A journal's rows: its latest journey (a wide card), each year's journeys (linking to
    /// the year's page, when there is one: `years`), its plans.
    static func sections(_ home: JournalHome, years: Set<String>, context: RenderContext) -> [TripCollection] {
        let strings = context.strings
        let yearName = Taxonomies.yearName(language: context.config.language)
        var sections: [TripCollection] = []
        if let latest = home.latest {
            sections.append(
                TripCollection(
                    id: "home-latest", title: strings["home.latest"], subtitle: strings["home.latest.subtitle"],
                    trips: [latest], wideCards: true, alwaysPublished: false, showsAll: false))
        }
        for year in home.years {
            let slug = year.year.map(String.init)
            sections.append(
                TripCollection(
                    id: "home-year-\(slug ?? "undated")", title: year.year.map(yearName) ?? strings["home.undated"],
                    subtitle: strings.trips(year.count), trips: year.trips, wideCards: false, alwaysPublished: false,
                    showAllHref: slug.flatMap {
                        years.contains($0) ? context.urls.url(TaxonomyKind.years.folder + $0 + "/") : nil
                    }))
        }
        if !home.plans.isEmpty {
            sections.append(
                TripCollection(
                    id: "home-plans", title: strings["home.plans"], subtitle: strings["home.plans.subtitle"],
                    trips: home.plans, wideCards: false, alwaysPublished: false, showsAll: false))
        }
        return sections
    }

    /// The home page's rows: each collection with trips, in `order` (ids; nil: as given),
    /// cut to `rowLimit` cards.
    static func rows(_ collections: [TripCollection], order: [String]?) -> [TripCollection] {
        let shown = order.map { ids in ids.compactMap { id in collections.first { $0.id == id } } } ?? collections
        return shown.filter { !$0.trips.isEmpty }.map { collection in
            var row = collection
            row.trips = Array(collection.trips.prefix(rowLimit))
            return row
        }
    }

    /// The home page of `rows` (`rows(_:order:)`); `hasTrips`: whether the site has any
    /// (else it says how to add the first).
    static func render(_ collections: [TripCollection], hasTrips: Bool, context: RenderContext) -> [UInt8] {
        let strings = context.strings
        // A trip shown in several rows gets its view-transition name on its first card only.
        var shown: Set<String> = []
        let rows = collections.map { collection in
            collection.trips.map { trip in
                TripCards.card(
                    trip, wide: collection.wideCards, transition: shown.insert(trip.slug).inserted, context: context)
            }
        }
        return PageChrome.document(
            context: context, title: context.config.title, url: context.urls.home,
            pageClass: "page-home", section: .wishlist
        ) {
            PageHeader(title: context.config.title, subtitle: context.config.description)
            if collections.isEmpty && !hasTrips {
                Node.p([.style(.body, "empty-state")]) { strings["home.empty"] }
            }
            for (collection, cards) in zip(collections, rows) {
                CollectionSection(
                    id: collection.id, title: collection.title, subtitle: collection.subtitle,
                    showAllHref: collection.showAllHref
                        ?? (collection.showsAll ? context.urls.collection(collection.id) : nil),
                    cards: cards, strings: strings
                )
            }
        }
    }
}

/// One collection of trips: a row on the home page and a page of its own.
package struct TripCollection {
    var id: String
    var title: String
    var subtitle: String
    var trips: [Trip]
    var wideCards: Bool
    /// Season pages exist even when empty, so their URLs are stable.
    var alwaysPublished: Bool
    /// Where a home-page row's "Show all" leads, when not to the collection's page; and
    /// whether it has one (a journal's home rows are not collections: `HomePage.sections`).
    var showAllHref: String? = nil
    var showsAll = true

    /// The collections of a site: recently added, featured, the four seasons, then the
    /// configured ones, in that order.
    /// Which trips each collection holds (`members(_:)`).
    package typealias Members = [(id: String, trips: [Trip])]

    /// - Parameter members: the site's `members(_:)`, when the caller has them already.
    static func all(_ site: Site, context: RenderContext, members: Members? = nil) -> [TripCollection] {
        let strings = context.strings
        let configured = Dictionary(
            site.config.collections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return (members ?? Self.members(site)).map { member in
            let (title, subtitle): (String, String) =
                switch member.id {
                case "recent":
                    (
                        strings["collection.recent"],
                        strings[
                            context.kind == .journal
                                ? "collection.recent.journal.subtitle" : "collection.recent.subtitle"]
                    )
                case "journeys": (strings["collection.journeys"], strings["collection.journeys.subtitle"])
                case "featured": (strings["collection.featured"], strings["collection.featured.subtitle"])
                case let id where configured[id] == nil:
                    (strings["season.\(id).title"], strings["season.\(id).subtitle"])
                case let id: (configured[id]!.title, configured[id]!.subtitle)
                }
            return TripCollection(
                id: member.id, title: title, subtitle: subtitle, trips: member.trips,
                wideCards: member.id == "featured",
                alwaysPublished: !["recent", "journeys", "featured"].contains(member.id))
        }
    }
}
