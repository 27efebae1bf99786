import TripSiteHTML

/// `/collections/<id>/`: every trip of one collection as a grid of cards.
package enum CollectionPage {
    static func render(_ collection: TripCollection, context: RenderContext) -> String {
        let strings = context.strings
        return PageChrome.document(
            context: context, title: collection.title, description: collection.subtitle,
            url: context.urls.collection(collection.id),
            pageClass: "page-collection", section: .wishlist
        ) {
            PageHeader(
                title: collection.title, subtitle: "\(collection.subtitle) · \(strings.trips(collection.trips.count))")
            if collection.trips.isEmpty {
                Node.p([.style(.body, "empty-state")]) { strings["collection.empty"] }
            } else {
                // The grid sits right under the page's h1, so card titles are h2.
                CardGrid(
                    cards: collection.trips.map {
                        TripCards.card($0, wide: collection.wideCards, headingLevel: 2, context: context)
                    })
            }
        }
    }
}
