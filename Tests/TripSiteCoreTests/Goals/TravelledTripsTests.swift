import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A journal of trips that happened: what was travelled counts in the goals' totals, earns
/// the badges and marks its country visited on the maps, with or without activities.
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

    /// Four past trips with no activities at all, on three continents and in three seasons,
    /// and one to come.
    static let pastJournal = [
        "oslo": "country: NO\nseason: spring\nstart: 2025-05-01\nend: 2025-05-04",
        "lisbon": "country: Portugal\nseason: summer\nstart: 2025-06-10\nend: 2025-06-30",
        "kyoto": "country: JP\nseason: winter\nstart: 2024-12-20\nend: 2025-01-05",
        "quito": "country: EC\nseason: winter\nstart: 2024-02-01\nend: 2024-02-04",
        "someday": "country: PE\nseason: fall\nstart: 2026-09-01\nend: 2026-09-30",
    ]

    @Test func aJournalOfPastTripsCountsItsTotals() throws {
        let site = try Self.site(Self.pastJournal)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory(sourceDateEpoch: Self.julyFirst)
        #expect(
            report.site.goals.totals
                == GoalsTotals(activitiesDone: 0, activitiesTotal: 0, tripsTravelled: 4, countries: 4, seasons: 3))
        let goals = try #require(output.text("goals/index.html"))
        #expect(goals.contains("Trips travelled</dt><dd class=\"title stat-value\"><bdi>4</bdi>"))
        // 3 + 20 + 16 + 3 nights; none for the trip to come.
        #expect(goals.contains("Nights away</dt><dd class=\"title stat-value\"><bdi>42</bdi>"))
        let trip = try #require(output.text("trips/oslo/index.html"))
        #expect(!trip.contains("role=\"progressbar\""), "a trip without activities shows no completion")
    }

    @Test func aJournalOfPastTripsEarnsTheBuiltInBadges() throws {
        let site = try Self.site(Self.pastJournal)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory(sourceDateEpoch: Self.julyFirst)
        let earned = Set(report.site.goals.statuses.filter(\.isEarned).map(\.badge.id))
        #expect(
            earned == [
                "first-trip", "spring-explorer", "summer-explorer", "winter-explorer", "three-continents", "30-nights",
            ])
        let status = { (id: String) in report.site.goals.statuses.first { $0.badge.id == id } }
        // The first trip is the earliest to end: Quito, on its end date.
        #expect(status("first-trip")?.earnedDate == .estimated(Day(iso: "2024-02-04")!))
        // Europe, Asia, South America: reached with Kyoto (the second continent) then Oslo.
        #expect(status("three-continents")?.earnedDate == .estimated(Day(iso: "2025-05-04")!))
        // 3 (Quito) + 16 (Kyoto) + 3 (Oslo) + 20 (Lisbon) = 42: past 30 with Lisbon.
        #expect(status("30-nights")?.count == 42)
        #expect(status("30-nights")?.earnedDate == .estimated(Day(iso: "2025-06-30")!))
        #expect(status("globetrotter")?.count == 4)
        #expect(status("four-seasons")?.count == 3, "the fall trip is still to come")
        #expect(status("first-activity")?.isEarned == false)
        let page = try #require(output.text("badges/30-nights/index.html"))
        #expect(page.contains("Spend 30 nights away."))
        #expect(page.contains("href=\"/trips/lisbon/\"") && !page.contains("href=\"/trips/someday/\""))
    }

    @Test func travelledFalseKeepsACompletedTripOutOfTheTrips() throws {
        let done = "activities:\n  - {title: Book it, done: true}"
        let site = try Self.site([
            "undated": done,
            "notyet": "travelled: false\n" + done,
        ])
        defer { site.remove() }
        let (report, _) = try site.buildInMemory(sourceDateEpoch: Self.julyFirst)
        // Every activity done counts a trip without dates; `travelled: false` says otherwise.
        let firstTrip = try #require(report.site.goals.statuses.first { $0.badge.id == "first-trip" })
        #expect(firstTrip.contributions.map(\.trip.slug) == ["undated"])
        #expect(report.site.goals.totals.tripsTravelled == 1)
    }

    @Test func continentsAndNightsAreRuleMetrics() {
        let result = GoalsParser.parse(
            SourceFile(
                path: "content/goals.yml",
                text: """
                    defaults: false
                    badges:
                      - {id: far, title: Far, rule: {continents: 2, year: 2025}}
                      - {id: long, title: Long, rule: {nights: 100, continent: Europe}}
                    """))
        #expect(result.diagnostics.isEmpty)
        #expect(result.badges.map(\.rule.metric) == [.continents, .nights])
    }
}
