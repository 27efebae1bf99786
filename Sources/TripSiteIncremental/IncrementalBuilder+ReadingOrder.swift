import TripSiteCore

/// The search page's reading order kept between rebuilds: a trip that comes, goes or takes a
/// new title is taken out of the last order and put in its place by binary search, rather
/// than every trip sorted again (`SearchIndex.readingOrder`), a costly step in a large
/// journal. `IncrementalEquivalenceTests` hold the result to a clean build's.
extension IncrementalBuilder {
    /// `order` (trip files, in reading order) with the file `path` taken out, if it is there.
    /// Returns where it was.
    @discardableResult
    static func remove(_ path: String, from order: inout [String]) -> Int? {
        guard let at = order.firstIndex(of: path) else { return nil }
        order.remove(at: at)
        return at
    }

    /// Puts the trip `trip` of `site` into `order` (trip files in reading order, each a trip
    /// of `site` at its position in `positions`), where `SearchIndex.readingOrder` sorts it:
    /// by title as an index sorts it, then by slug. Returns its place.
    @discardableResult
    static func insert(_ trip: Trip, into order: inout [String], site: Site, positions: [String: Int]) -> Int {
        let key = trip.title.readingKey
        let at = order.partitionPoint { path in
            let other = site.trips[positions[path]!]
            let otherKey = other.title.readingKey
            return otherKey == key ? trip.slug < other.slug : key < otherKey
        }
        order.insert(trip.sourcePath, at: at)
        return at
    }

    /// The trips of `site` in `order` (trip files).
    static func trips(in order: [String], of site: Site, positions: [String: Int]) -> [Trip] {
        order.map { site.trips[positions[$0]!] }
    }
}
