import Testing
import TripSiteGeo

/// A trip's files as one journey: in time order, cut only at its real start and end, each
/// file its own part, alternatives drawn but not counted.
@Suite struct RouteJourneyTests {
    /// A recorded walk due north from `from` to `to` (0.0005° a point), starting `hours` after
    /// the fixtures' morning, its pace wandering.
    private func day(_ from: Double, _ to: Double, hours: Double, waypoints: [TrackPoint] = []) -> RouteSummary {
        var noise = GPXFixtures.Noise()
        var time = GPXFixtures.morning + hours * 3600
        let points = GPXFixtures.meridian(from: from, to: to, step: 0.0005).map { point in
            time += 30 + 20 * noise.next()
            return TrackPoint(latitude: point.latitude, longitude: 6, elevation: 500, time: time)
        }
        return RouteSummary(
            file: GPXReader.read(bytes: GPXFixtures.track([points], waypoints: waypoints)), hiddenEnds: 200)
    }

    private func near(_ lines: [[Coordinate]], _ latitude: Double, within metres: Double) -> Bool {
        let target = Coordinate(latitude: latitude, longitude: 6)
        return lines.joined().contains { Geodesy.distance($0, target) < metres }
    }

    /// Three days listed out of order: drawn in time order, the huts between them drawn, only
    /// the first day's start and the last day's end cut.
    @Test func aJourneyIsCutOnlyAtItsRealStartAndEnd() throws {
        let one = day(45, 45.05, hours: 0, waypoints: [TrackPoint(latitude: 45.0505, longitude: 6)])
        let two = day(45.05, 45.1, hours: 24)
        let three = day(45.1, 45.15, hours: 48, waypoints: [TrackPoint(latitude: 45.1502, longitude: 6)])
        let files = [(two, "Day 2"), (three, "Day 3"), (one, "Day 1")].map {
            RouteJourney.File(summary: $0.0, label: $0.1)
        }
        let journey = try #require(RouteJourney.combine(files))
        #expect(journey.parts.map(\.label) == ["Day 1", "Day 2", "Day 3"])
        let drawn = journey.lines
        #expect(!near(drawn, 45, within: 200) && !near(drawn, 45.15, within: 200))
        // The huts at 45.05 and 45.1 are drawn, each part reaching them.
        #expect(near(journey.parts[0].lines, 45.05, within: 1) && near(journey.parts[1].lines, 45.05, within: 1))
        #expect(near(journey.parts[1].lines, 45.1, within: 1) && near(journey.parts[2].lines, 45.1, within: 1))
        #expect(journey.waypoints.map(\.coordinate.latitude) == [45.0505])
        #expect(journey.privateCentres.map(\.latitude) == [45, 45.15])
        #expect(abs(journey.statistics.distance - 3 * 5_559.7) < 3)
        #expect(journey.statistics.days == [20_270, 20_271, 20_272])
    }

    /// An alternative is drawn as its own part, outside the journey's private circles, and
    /// counts in no number.
    @Test func anAlternativeIsDrawnButNotCounted() throws {
        let main = day(45, 45.05, hours: 0)
        let variant = day(45.0005, 45.03, hours: 1)
        let journey = try #require(
            RouteJourney.combine([
                RouteJourney.File(summary: main, label: "Trail"),
                RouteJourney.File(summary: variant, label: "Ridge", alternative: true),
            ]))
        #expect(journey.parts.map(\.alternative) == [false, true])
        #expect(journey.statistics == main.statistics)
        #expect(journey.profile == main.profile)
        let alternative = journey.parts[1].lines
        #expect(!alternative.isEmpty && !near(alternative, 45, within: 200))
        #expect(near(alternative, 45.03, within: 1))
    }

    /// Day walks from home: the second day starts beside the first's start and walks past it.
    /// Nothing of either day is drawn inside the journey's start circle.
    @Test func nothingIsDrawnInsideTheJourneysCircles() throws {
        let one = day(45, 45.05, hours: 0)
        // 0.0015° (167 m) south of home, then north past it.
        let two = day(44.9985, 45.03, hours: 24)
        let journey = try #require(
            RouteJourney.combine([
                RouteJourney.File(summary: one, label: "1"), RouteJourney.File(summary: two, label: "2"),
            ]))
        #expect(!near(journey.lines, 45, within: 200))
        #expect(near(journey.parts[1].lines, 45.01, within: 1))
    }

    /// Files without recorded times keep the order they are listed in.
    @Test func untimedFilesKeepTheirOrder() throws {
        let plain = { (from: Double, to: Double) in
            RouteSummary(
                file: GPXReader.read(
                    bytes: GPXFixtures.track([
                        GPXFixtures.meridian(from: from, to: to, step: 0.0005).map {
                            TrackPoint(latitude: $0.latitude, longitude: 6)
                        }
                    ])), hiddenEnds: 200)
        }
        let journey = try #require(
            RouteJourney.combine([
                RouteJourney.File(summary: plain(45.05, 45.1), label: "B"),
                RouteJourney.File(summary: plain(45, 45.05), label: "A"),
            ]))
        #expect(journey.parts.map(\.label) == ["B", "A"])
        #expect(journey.privateCentres.map(\.latitude) == [45.05, 45.05])
    }
}
