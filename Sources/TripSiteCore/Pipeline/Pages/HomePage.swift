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
        let rows = rows(collections, order: site.config.homeCollections)
        let inputs = BuildInput.chrome.union(BuildInput.summaries(rows.flatMap(\.trips))).union([.tripList])
            .union(collections.map { .listing(id: $0.id) })
        return [.page("index.html", inputs) { render(rows, hasTrips: !site.trips.isEmpty, context: context) }]
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
                case "recent": (strings["collection.recent"], strings["collection.recent.subtitle"])
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
