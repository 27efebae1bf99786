import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A journal of trips that happened: what was travelled counts on the goals page's travel
/// totals and marks its country visited on the maps, with or without activities.
@Suite struct TravelledTripsTests {
    /// 2025-07-01T00:00:00Z.
    static let julyFirst = 1_751_328_000

    static func site(_ trips: [String: String]) throws -> FixtureSite {
        var files = ["site.yml": FixtureSite.defaultConfig]
        for (slug, frontMatter) in trips {
            files["content/trips/\(slug).md"] = tripFile("title: \(slug)\n" + frontMatter, body: "We went.\n")
        }
        return try FixtureSite(files)
    }

    @Test func pastTripsWithoutActivitiesCountTheirNights() throws {
        let site = try Self.site([
            "oslo": "country: NO\nstart: 2025-05-01\nend: 2025-05-04",
            "lisbon": "country: PT\nstart: 2025-06-10\nend: 2025-06-12",
            "someday": "country: JP\nstart: 2026-04-01\nend: 2026-04-20",
        ])
        defer { site.remove() }
        let (_, output) = try site.buildInMemory(sourceDateEpoch: Self.julyFirst)
        let goals = try #require(output.text("goals/index.html"))
        // 3 nights in Oslo and 2 in Lisbon; the trip to come counts none.
        #expect(goals.contains("Nights away</dt><dd class=\"title stat-value\"><bdi>5</bdi>"))
    }

    @Test func aTravelledTripOrADoneActivityMarksItsCountryVisited() throws {
        let site = try Self.site([
            "oslo": "country: NO\nstart: 2025-05-01\nend: 2025-05-04",
            "kyoto":
                "country: JP\nstart: 2026-04-01\nactivities:\n  - {title: Book the ryokan, done: true, date: 2025-06-01}\n  - {title: Tea ceremony, done: false}",
            "lima": "country: PE\nstart: 2026-09-01",
        ])
        defer { site.remove() }
        let (_, output) = try site.buildInMemory(sourceDateEpoch: Self.julyFirst)
        let map = try #require(output.text("map/index.html"))
        #expect(map.contains("<span class=\"map-key map-key-done\">Visited</span>"))
        for (country, visited) in [("Norway", true), ("Japan", true), ("Peru", false)] {
            let mark = visited ? "map-country-name map-key map-key-done" : "map-country-name map-key"
            #expect(map.contains("<span class=\"\(mark)\">\(country)</span>"), "\(country)")
        }
    }
}
