/// A titled collection on the home page: a header (Title 3, a subtitle and a "Show all" link
/// on the same baseline) over a horizontally scrolling, snapping row of trip cards.
public struct CollectionSection: Component {
    public var id: String
    public var title: String
    public var subtitle: String
    public var showAllHref: String?
    public var cards: [TripCard]
    public var strings: Strings

    public init(id: String, title: String, subtitle: String, showAllHref: String?, cards: [TripCard], strings: Strings)
    {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.showAllHref = showAllHref
        self.cards = cards
        self.strings = strings
    }

    public var body: Node {
        let headingID = "\(id)-title"
        return .section([.class("collection"), .id(id), .aria("labelledby", headingID)]) {
            Node.header([.class("collection-header")]) {
                Node.h2([.style(.title3, "collection-title"), .id(headingID)]) { title }
                Node.div([.class("collection-meta")]) {
                    Node.p([.style(.subheadline, "collection-subtitle")]) { subtitle }
                    if let showAllHref {
                        Node.a([.style(.callout, "show-all"), .href(showAllHref)]) {
                            strings["showAll"]
                            Node.span([.class("visually-hidden")]) { ": \(title)" }
                        }
                    }
                }
            }
            Node.ul([.class("card-row")]) {
                for card in cards { Node.li([.class("card-row-item")]) { card } }
            }
        }
    }
}

/// All trips of a collection as a responsive grid of cards (the collection page).
/// Cards come as components or rendered before (a journal's pages share each trip's card).
public struct CardGrid: Component {
    public var cards: [Node]

    public init(cards: [TripCard]) { self.cards = cards.map(\.body) }

    public init(rendered cards: [RenderedHTML]) { self.cards = cards.map(Node.rendered) }

    public var body: Node {
        .ul([.class("card-grid")]) {
            for card in cards { Node.li([.class("card-grid-item")]) { card } }
        }
    }
}
