import Testing
import TripSiteCore
import TripSiteTestSupport

/// Badges that count routes (`distance`, `climb`) and countries on a continent, through a
/// whole build: the routes stage reads the GPX files after the model stage evaluated the
/// badges, and evaluates them again.
@Suite struct RouteBadgeTests {
    static let goals = """
        badges:
          - {id: ten-k, title: Ten K, description: x, symbol: mountain, color: green, rule: {distance: 10}}
          - {id: twenty-k, title: Twenty K, description: x, symbol: mountain, color: green, rule: {distance: 20}}
          - {id: climber, title: Climber, description: x, symbol: mountain, color: red, rule: {climb: 150}}
          - {id: europe, title: Europe, description: x, symbol: globe, color: blue, rule: {countries: 2, continent: Europe}}
          - {id: asia, title: Asia, description: x, symbol: globe, color: blue, rule: {trips: 1, continent: as}}
        """

    /// `alpsTravelled`: the Alps trip is done and dated in the past, else planned for 2099.
    static func site(alpsTravelled: Bool = true) throws -> FixtureSite {
        try FixtureSite([
            "content/goals.yml": "defaults: false\n" + goals,
            "content/trips/alps/index.md": tripFile(
                "title: Alps\ncountry: CH\nstart: \(alpsTravelled ? "2025" : "2099")-07-01",
                body: "## Activities\n\n- [\(alpsTravelled ? "x" : " ")] Walk\n"),
            "content/trips/alps/route.gpx": RouteFixtures.walk(),
            "content/trips/oslo.md": tripFile("title: Oslo\ncountry: Norway", body: "## Activities\n\n- [x] Opera\n"),
            "content/trips/kyoto.md": tripFile("title: Kyoto\ncountry: JP", body: "## Activities\n\n- [ ] Tea\n"),
        ])
    }

    static func status(_ id: String, in report: BuildReport) -> BadgeStatus? {
        report.site.goals.statuses.first { $0.badge.id == id }
    }

    @Test func distanceAndClimbCountTravelledTripsRoutes() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        // The walk: 11.1 km, 199 m of climb.
        #expect(Self.status("ten-k", in: report)?.isEarned == true)
        #expect(Self.status("ten-k", in: report)?.count == 11)
        #expect(Self.status("twenty-k", in: report)?.isEarned == false)
        #expect(Self.status("climber", in: report)?.isEarned == true)
        #expect(Self.status("climber", in: report)?.count == 199)
        #expect(output.text("badges/twenty-k/index.html")?.contains("11 of 20 km") == true)
        #expect(
            output.text("badges/ten-k/index.html")?.contains("Cover 10 km on the routes of travelled trips") == true)
    }

    @Test func aRouteOfAPlannedTripDoesNotCount() throws {
        let site = try Self.site(alpsTravelled: false)
        defer { site.remove() }
        let (report, _) = try site.buildInMemory()
        #expect(Self.status("ten-k", in: report)?.count == 0)
        #expect(Self.status("climber", in: report)?.isEarned == false)
    }

    @Test func continentsFilterByTheTripsCountry() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        // Switzerland and Norway are in Europe; Kyoto, in Asia, is planned (no dates, an activity to do).
        #expect(Self.status("europe", in: report)?.isEarned == true)
        #expect(Self.status("asia", in: report)?.count == 0)
        #expect(output.text("badges/europe/index.html")?.contains("in Europe") == true)
    }

    @Test func anUnknownContinentIsAnErrorAtItsLine() throws {
        let result = GoalsParser.parse(
            SourceFile(
                path: "content/goals.yml",
                text:
                    "badges:\n  - {id: x, title: X, description: x, symbol: globe, color: blue,\n     rule: {countries: 2, continent: Atlantis}}\n"
            ))
        #expect(
            result.diagnostics.map(\.description).contains {
                $0.hasPrefix("content/goals.yml:3:") && $0.contains("unknown continent 'Atlantis'")
            })
    }
}
