import Synchronization

/// Each trip's journal as the feeds carry it (absolute URLs, photos as JPEG `<img>`s), made
/// once per render: a trip is in the site's feed and in the feeds of its tags, country and
/// years, five or more at once, and making the journal was an eighth of a 1,000-trip build.
/// One lives in each `RenderContext`, which each render makes anew, so nothing outlives the
/// model it was made from.
package final class FeedBodies: Sendable {
    private let bodies = Mutex<[String: String]>([:])

    package init() {}

    /// The journal of the trip `slug`, made by `make` the first time it is asked for.
    func body(_ slug: String, make: () -> String) -> String {
        if let known = bodies.withLock({ $0[slug] }) { return known }
        let made = make()
        bodies.withLock { $0[slug] = made }
        return made
    }
}
