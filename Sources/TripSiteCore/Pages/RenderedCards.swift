import Synchronization
import TripSiteHTML

/// Each trip's card as listings show it, rendered once per render: a trip's card is on a
/// page of its collection and on a page of each of its tags, its country and its years, and
/// making the cards is most of the time of those pages. One lives in each `RenderContext`,
/// which each render makes anew, so nothing outlives the model it was made from (as
/// `FeedBodies`).
package final class RenderedCards: Sendable {
    /// A card's look besides its trip.
    struct Variant: Hashable {
        var wide: Bool
        var headingLevel: Int
    }

    private let cards = Mutex<[String: [Variant: RenderedHTML]]>([:])

    package init() {}

    /// The card of the trip `slug` in `variant`, made by `make` the first time it is asked for.
    func card(_ slug: String, _ variant: Variant, make: () -> TripCard) -> RenderedHTML {
        if let known = cards.withLock({ $0[slug]?[variant] }) { return known }
        let made = RenderedHTML(make())
        cards.withLock { $0[slug, default: [:]][variant] = made }
        return made
    }
}
