import Testing
import TripSiteGeo

@Suite struct RouteSummaryTests {
    private func file(_ segments: [[TrackPoint]], waypoints: [TrackPoint] = []) -> GPXFile {
        GPXReader.read(bytes: GPXFixtures.track(segments, waypoints: waypoints))
    }

    @Test func theEndsAreHiddenByDefaultRadius() throws {
        let walk = GPXFixtures.meridian(to: 45.05, step: 0.0001)
        let start = walk.first!.coordinate
        let end = walk.last!.coordinate
        let summary = RouteSummary(file: file([walk], waypoints: [walk[1], walk[250]]), hiddenEnds: 200)
        let journey = try #require(RouteJourney.combine([RouteJourney.File(summary: summary, label: "Walk")]))
        for drawn in [summary.lines.flatMap { $0 }, journey.lines.flatMap { $0 }] {
            #expect(!drawn.isEmpty)
            #expect(drawn.allSatisfy { Geodesy.distance($0, start) >= 200 && Geodesy.distance($0, end) >= 200 })
        }
        #expect(journey.waypoints.map(\.coordinate) == [walk[250].coordinate])
        // The numbers are the whole track's.
        #expect(abs(summary.statistics.distance - 5_559.7) < 1)
    }

    @Test func noRadiusDrawsTheExactEnds() {
        let walk = GPXFixtures.meridian(to: 45.05, step: 0.0001)
        let summary = RouteSummary(file: file([walk]), hiddenEnds: 0)
        #expect(summary.lines.first?.first == walk.first!.coordinate)
        #expect(summary.lines.last?.last == walk.last!.coordinate)
    }

    @Test func aTrackInsideItsOwnCirclesDrawsNothing() {
        let stroll = GPXFixtures.meridian(to: 45.001, step: 0.0001)
        let summary = RouteSummary(file: file([stroll]), hiddenEnds: 200)
        #expect(summary.lines.isEmpty)
        #expect(summary.statistics.distance > 100)
    }

    @Test func theProfileSpansTheRoute() {
        let walk = GPXFixtures.meridian(to: 45.1, step: 0.0001).enumerated().map { index, point in
            TrackPoint(latitude: point.latitude, longitude: point.longitude, elevation: Double(index) / 10)
        }
        let profile = RouteSummary(file: file([walk]), hiddenEnds: 200).profile!
        #expect(profile.samples.count == ElevationProfile.defaultSampleCount)
        #expect(profile.samples.first?.distance == 0)
        #expect(abs(profile.samples.last!.distance - 11_119.5) < 1)
        #expect(zip(profile.samples, profile.samples.dropFirst()).allSatisfy { $0.elevation < $1.elevation })
    }
}
