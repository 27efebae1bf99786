import Testing
import TripSiteGeo

@Suite struct RouteStatisticsTests {
    private func track(_ segments: [[TrackPoint]]) -> [GPXFile.Track] {
        GPXReader.read(bytes: GPXFixtures.track(segments)).tracks
    }

    @Test func distanceAlongAMeridianIsKnown() {
        let statistics = RouteStatistics(tracks: track([GPXFixtures.meridian(to: 45.1)]))
        #expect(abs(statistics.distance - 11_119.5) < 1)
    }

    @Test func theGapBetweenSegmentsIsNotCounted() {
        let first = GPXFixtures.meridian(from: 45, to: 45.1)
        let second = GPXFixtures.meridian(from: 46, to: 46.1)
        let statistics = RouteStatistics(tracks: track([first, second]))
        #expect(abs(statistics.distance - 2 * 11_119.5) < 2)
    }

    @Test func aNoisySawToothClimbsWhatItClimbs() {
        // Ten teeth of 100 m up and 100 m down, sampled every metre of height, with ±2 m of
        // noise on every reading: 1,000 m of climb and 1,000 m of descent.
        var noise = GPXFixtures.Noise()
        var points: [TrackPoint] = []
        for index in 0..<2_000 {
            let phase = index % 200
            let height = Double(phase < 100 ? phase : 200 - phase)
            points.append(
                TrackPoint(
                    latitude: 45 + Double(index) * 0.0001, longitude: 6, elevation: 500 + height + 2 * noise.next()))
        }
        let statistics = RouteStatistics(tracks: track([points]))
        #expect(abs(statistics.gain! - 1_000) < 40)
        #expect(abs(statistics.loss! - 1_000) < 40)
        #expect(statistics.highest! > 598 && statistics.highest! < 603)
        var naive = 0.0
        for (a, b) in zip(points, points.dropFirst()) where b.elevation > a.elevation {
            naive += b.elevation - a.elevation
        }
        #expect(naive > 1_400)
    }

    @Test func flatNoiseIsNoClimb() {
        var noise = GPXFixtures.Noise()
        let points = (0..<3_600).map { index in
            TrackPoint(latitude: 45 + Double(index) * 0.00001, longitude: 6, elevation: 300 + 2 * noise.next())
        }
        let statistics = RouteStatistics(tracks: track([points]))
        #expect(statistics.gain! < 5)
        #expect(statistics.loss! < 5)
    }

    @Test func movingTimeLeavesOutStops() {
        // 100 points 11 m and 10 s apart, then 30 minutes in one place, then 100 more.
        let walk = GPXFixtures.meridian(from: 45, to: 45.0099, step: 0.0001)
        let last = walk.last!
        let pause = (1...180).map {
            TrackPoint(latitude: last.latitude, longitude: last.longitude, time: last.time + Double($0) * 10)
        }
        let after = GPXFixtures.meridian(from: last.latitude, to: last.latitude + 0.0099, step: 0.0001).map {
            TrackPoint(
                latitude: $0.latitude, longitude: $0.longitude,
                time: $0.time - GPXFixtures.morning + pause.last!.time + 10)
        }
        let statistics = RouteStatistics(tracks: track([walk + pause + after]))
        #expect(statistics.movingTime == Double(walk.count - 1 + after.count - 1) * 10)
    }

    @Test func daysAreTheTraveller_sNotUTC_s() {
        // 23:30 UTC on 30 June is 08:30 on 1 July at 135° east (Japan).
        let late = GPXFixtures.morning - 8.5 * 3600
        let tokyo = [TrackPoint(latitude: 35.68, longitude: 139.7, time: late)]
        let london = [TrackPoint(latitude: 51.5, longitude: -0.1, time: late)]
        let july1 = 20_270
        #expect(RouteStatistics(tracks: track([tokyo])).days == [july1])
        #expect(RouteStatistics(tracks: track([london])).days == [july1 - 1])
    }

    @Test func withoutElevationsOrTimesThoseNumbersAreUnknown() {
        let points = [TrackPoint(latitude: 1, longitude: 2), TrackPoint(latitude: 1.1, longitude: 2)]
        let statistics = RouteStatistics(tracks: track([points]))
        #expect(statistics.gain == nil && statistics.highest == nil && statistics.movingTime == nil)
        #expect(statistics.days.isEmpty)
    }
}
