import TripSiteHTML

/// `/collections/<id>/`: the trips of one collection as a grid of cards, `pageSize` to a page
/// (`/collections/<id>/page/2/` and on, with numbered links between them).
package enum CollectionPage {
    /// Every collection's pages. A page reads its own trips' cards and which trips the
    /// collection holds in what order (a trip moving between pages changes that): a title
    /// edit makes one page again.
    static let family = PageFamily(name: "collections") { site, listings, context, query in
        var recipes: [OutputRecipe] = []
        for collection in TripCollection.all(site, context: context, members: listings.members)
        where collection.alwaysPublished || !collection.trips.isEmpty {
            let pages = pagination(collection, context: context)
            for number in pages.numbers where query.wants(pages.folder(of: number) + "index.html") {
                recipes.append(
                    .page(pages.folder(of: number) + "index.html", context) { context in
                        render(collection, page: number, context: context)
                    })
            }
        }
        return recipes
    }

    /// The collection's pages.
    static func pagination(_ collection: TripCollection, context: RenderContext) -> Pagination {
        Pagination(
            folder: SiteURLs.collectionFolder(collection.id), itemCount: collection.trips.count,
            size: context.config.pageSize)
    }

    /// Page `number` (1-based) of the collection.
    static func render(_ collection: TripCollection, page number: Int = 1, context: RenderContext) -> [UInt8] {
        context.read(.listing(id: collection.id))
        let strings = context.strings
        let pages = pagination(collection, context: context)
        let trips = collection.trips[pages.range(of: number)]
        return PageChrome.document(
            context: context,
            title: number == 1
                ? collection.title : strings.format("pagination.title", string: collection.title, number),
            description: collection.subtitle, url: context.urls.url(pages.folder(of: number)),
            pageClass: "page-collection", section: .wishlist, headLinks: pages.headLinks(at: number, urls: context.urls)
        ) {
            PageHeader(
                title: collection.title, subtitle: "\(collection.subtitle) · \(strings.trips(collection.trips.count))")
            if collection.trips.isEmpty {
                Node.p([.style(.body, "empty-state")]) { strings["collection.empty"] }
            } else {
                // The grid sits right under the page's h1, so card titles are h2.
                CardGrid(
                    rendered: trips.map {
                        TripCards.rendered($0, wide: collection.wideCards, headingLevel: 2, context: context)
                    })
            }
            if let links = pages.links(at: number, urls: context.urls, strings: strings) { links }
        }
    }
}
