import Testing
import TripSiteCore
import TripSiteTestSupport

/// `SearchIndex.inserting(_:at:)` and `removing(tripAt:)` (a trip added or removed in
/// `serve`) give the index of the whole new journal, and the shards moved with the positions
/// they imply are the shards made anew.
@Suite struct SearchIndexMembershipTests {
    typealias Trip = (slug: Int, title: String)

    static func index(_ trips: [Trip]) -> SearchIndex {
        let sorted = trips.sorted { ($0.title, $0.slug) < ($1.title, $1.slug) }
        let activities = sorted.enumerated().flatMap { position, trip in
            (0..<trip.slug % 3).map {
                SearchIndex.ActivityEntry(
                    name: "Walk \(trip.slug % 5) lake\($0)", trip: position, ordinal: $0, done: $0 == 1,
                    url: "/trips/t\(trip.slug)/#a\($0)")
            }
        }
        let entries = sorted.map { trip in
            SearchIndex.TripEntry(
                title: trip.title, subtitle: nil, country: "Peru", tags: ["t\(trip.slug % 5)"], season: nil,
                url: "/trips/t\(trip.slug)/", text: "Day \(trip.slug) by the lake, word\(trip.slug % 11)")
        }
        return SearchIndex(trips: entries, activities: activities, pages: [])
    }

    static func position(of trip: Trip, in trips: [Trip]) -> Int {
        trips.sorted { ($0.title, $0.slug) < ($1.title, $1.slug) }.firstIndex { $0.slug == trip.slug }!
    }

    static func expectSameShards(_ moved: SearchShards?, _ fresh: SearchShards) {
        #expect(moved?.index == fresh.index)
        #expect(moved?.parts.keys.sorted() == fresh.parts.keys.sorted())
        #expect(moved?.manifest == fresh.manifest)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func aTripAddedIsTheWholeIndex(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let trips = (0..<300).map { (slug: $0, title: "Lake \(random.next() % 500)") }
        let added = (slug: 300 + Int(seed), title: "Lake \(random.next() % 500)")
        let before = SearchShards(index: Self.index(trips))
        let at = Self.position(of: added, in: trips + [added])
        let index = before.index.inserting(Self.index([added]), at: at)
        #expect(index == Self.index(trips + [added]))
        let positions = (0..<trips.count).map { Optional($0 < at ? $0 : $0 + 1) }
        Self.expectSameShards(before.moved(to: index, positions: positions), SearchShards(index: index))
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func aTripRemovedIsTheWholeIndex(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var trips = (0..<300).map { (slug: $0, title: "Lake \(random.next() % 500)") }
        let before = SearchShards(index: Self.index(trips))
        let removed = trips.remove(at: Int(random.next() % 300))
        let at = Self.position(of: removed, in: trips + [removed])
        let index = before.index.removing(tripAt: at)
        #expect(index == Self.index(trips))
        let positions = (0..<trips.count + 1).map { $0 == at ? nil : Optional($0 < at ? $0 : $0 - 1) }
        Self.expectSameShards(before.moved(to: index, positions: positions), SearchShards(index: index))
    }
}
