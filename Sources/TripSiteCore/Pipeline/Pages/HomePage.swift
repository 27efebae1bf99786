import TripSiteHTML

/// The Wishlist (home page): one section per collection, each a horizontally scrolling row
/// of cards with a "Show all" link to the collection's page.
package enum HomePage {
    /// How many cards a home-page row shows before "Show all".
    static let rowLimit = 12

    /// The trips whose cards the home page shows.
    static func shownTrips(_ site: Site, context: RenderContext) -> [Trip] {
        TripCollection.all(site, context: context).flatMap { $0.trips.prefix(rowLimit) }
    }

    static func render(_ site: Site, context: RenderContext) -> String {
        let strings = context.strings
        let collections = TripCollection.all(site, context: context).filter { !$0.trips.isEmpty }
        // A trip shown in several rows gets its view-transition name on its first card only.
        var shown: Set<String> = []
        let rows = collections.map { collection in
            collection.trips.prefix(rowLimit).map { trip in
                TripCards.card(
                    trip, wide: collection.wideCards, transition: shown.insert(trip.slug).inserted, context: context)
            }
        }
        return PageChrome.document(
            context: context, title: context.config.title, url: context.urls.home,
            pageClass: "page-home", section: .wishlist
        ) {
            PageHeader(title: strings["home.title"], subtitle: context.config.description)
            if collections.isEmpty {
                Node.p([.style(.body, "empty-state")]) { strings["home.empty"] }
            }
            for (collection, cards) in zip(collections, rows) {
                CollectionSection(
                    id: collection.id, title: collection.title, subtitle: collection.subtitle,
                    showAllHref: context.urls.collection(collection.id), cards: cards, strings: strings
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

    /// The collections of a site: recently added, featured, the four seasons, then the
    /// configured ones, in that order.
    static func all(_ site: Site, context: RenderContext) -> [TripCollection] {
        let strings = context.strings
        var result = [
            TripCollection(
                id: "recent", title: strings["collection.recent"], subtitle: strings["collection.recent.subtitle"],
                trips: site.recentlyAdded, wideCards: false, alwaysPublished: false),
            TripCollection(
                id: "featured", title: strings["collection.featured"],
                subtitle: strings["collection.featured.subtitle"],
                trips: site.featured, wideCards: true, alwaysPublished: false),
        ]
        for season in Season.allCases {
            result.append(
                TripCollection(
                    id: season.rawValue, title: strings["season.\(season.rawValue).title"],
                    subtitle: strings["season.\(season.rawValue).subtitle"],
                    trips: site.trips(in: season), wideCards: false, alwaysPublished: true))
        }
        for configured in site.config.collections {
            result.append(
                TripCollection(
                    id: configured.id, title: configured.title, subtitle: configured.subtitle,
                    trips: site.trips.filter { $0.tags.contains(configured.tag) }, wideCards: false,
                    alwaysPublished: true))
        }
        return result
    }
}
