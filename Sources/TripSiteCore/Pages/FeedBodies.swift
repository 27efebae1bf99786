import Synchronization
import TripSiteHTML

/// Each trip's journal as the feeds carry it (absolute URLs, photos as JPEG `<img>`s), made
/// once per render: a trip is in the site's feed and in the feeds of its tags, country and
/// years, five or more at once, and making the journal is costly enough not to repeat. One
/// lives in each `RenderContext`, which each render makes anew, so nothing outlives the
/// model it was made from.
///
/// The journal is kept escaped as text (Atom's `type="html"`), as every feed inserts it:
/// escaping it once per feed that carries it would repeat the same work five or more times.
package final class FeedBodies: Sendable {
    private let bodies = Mutex<[String: RenderedHTML]>([:])

    package init() {}

    /// The journal of the trip `slug` escaped as text, made by `make` the first time it is
    /// asked for.
    func escapedBody(_ slug: String, make: () -> String) -> RenderedHTML {
        if let known = bodies.withLock({ $0[slug] }) { return known }
        let made = RenderedHTML(Node.text(make()))
        bodies.withLock { $0[slug] = made }
        return made
    }
}
