/// What a site is, by the trips it holds: a journal of trips taken, or a wishlist of trips
/// to come. It decides the home page's rows (`HomePage`) and what the navigation's first
/// item says ("Trips" or "Wishlist", unless site.yml's `nav:` says).
package enum SiteKind: String, Hashable, Encodable, Sendable {
    case journal, wishlist

    /// A journal when at least half of the trips are travelled (`Trip.isTravelled`), and at
    /// least one is; a wishlist otherwise (a site without trips among them).
    package init(_ trips: some Collection<Trip>) {
        let travelled = trips.reduce(0) { $1.isTravelled ? $0 + 1 : $0 }
        self = travelled > 0 && 2 * travelled >= trips.count ? .journal : .wishlist
    }
}
