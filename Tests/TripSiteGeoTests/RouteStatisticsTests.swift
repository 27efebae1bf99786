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

    @Test func sparsePositionsGiveNoMovingTime() {
        // Polarsteps-like pings: a position every 2 hours or so for 20 hours, 10 km apart.
        // Counted as moving, they made "233 h" of a trip; they are not a recording.
        let pings = (0..<11).map {
            TrackPoint(
                latitude: 45 + Double($0) * 0.09, longitude: 7,
                time: GPXFixtures.morning + Double($0) * 7200 + Double($0 % 3) * 900)
        }
        let sparse = RouteStatistics(tracks: track([pings]))
        #expect(sparse.movingTime == nil)
        #expect(sparse.recordedDensely == false)
        #expect(sparse.distance > 99_000)
        // The same line recorded every 10 s is dense; a gap of an hour in it is not moving.
        let walk = GPXFixtures.meridian(from: 45, to: 45.0099, step: 0.0001)
        let later = walk.map { TrackPoint(latitude: $0.latitude + 0.01, longitude: $0.longitude, time: $0.time + 3600) }
        let dense = RouteStatistics(tracks: track([walk + later]))
        #expect(dense.recordedDensely == true)
        #expect(dense.movingTime == Double(walk.count - 1 + later.count - 1) * 10)
    }

    @Test func aJourneyWithASparsePartHasNoMovingTime() {
        let walk = RouteStatistics(tracks: track([GPXFixtures.meridian(from: 45, to: 45.0099, step: 0.0001)]))
        let pings = RouteStatistics(
            tracks: track([
                (0..<3).map { TrackPoint(latitude: 46, longitude: 7 + Double($0), time: Double($0) * 86_400) }
            ]))
        let untimed = RouteStatistics(
            tracks: track([[TrackPoint(latitude: 1, longitude: 1), TrackPoint(latitude: 2, longitude: 2)]]))
        #expect(RouteJourney.added(walk, untimed).movingTime == walk.movingTime)
        #expect(RouteJourney.added(walk, pings).movingTime == nil)
        #expect(RouteJourney.added(untimed, untimed).recordedDensely == nil)
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
    /// A recording: a walk whose pace wanders, as a body's and a receiver's do.
    private static func recorded(count: Int = 200) -> [TrackPoint] {
        var noise = GPXFixtures.Noise()
        var time = GPXFixtures.morning
        return (0..<count).map { index in
            time += 10 + 4 * noise.next()
            return TrackPoint(latitude: 45 + Double(index) * 0.0001, longitude: 6, elevation: 500, time: time)
        }
    }

    /// Times a planner wrote (onX, plotaroute, a Garmin course) are not a journey: all the same
    /// time, times at a constant speed (whether evenly spaced or not), or times on a planned
    /// route's points give no moving time and no days.
    @Test func plannedTimesGiveNoMovingTimeNorDays() {
        let walk = Self.recorded()
        let recorded = RouteStatistics(tracks: track([walk]))
        #expect(recorded.movingTime ?? 0 > 0 && recorded.days == [20_270])
        let allEqual = walk.map { TrackPoint(latitude: $0.latitude, longitude: $0.longitude, time: 1_780_000_000) }
        // 11.1 m every 10 s; then 0.0001° and 0.0003° steps at the same 1.11 m/s.
        let even = GPXFixtures.meridian(from: 45, to: 45.02, step: 0.0001)
        var (latitude, time) = (45.0, GPXFixtures.morning)
        let uneven = (0..<200).map { index in
            defer {
                let step = index % 3 == 0 ? 0.0003 : 0.0001
                latitude += step
                time += step / 0.0001 * 10
            }
            return TrackPoint(latitude: latitude, longitude: 6, time: time)
        }
        for planned in [allEqual, even, uneven] {
            let statistics = RouteStatistics(tracks: track([planned]))
            #expect(statistics.movingTime == nil)
            #expect(statistics.days.isEmpty)
            #expect(statistics.distance > 1_000)
        }
    }

    @Test func timesOnRoutePointsAreNotTravel() {
        let points = Self.recorded(count: 20).map { point in
            "<rtept lat=\"\(point.latitude)\" lon=\"6\"><time>\(GPXFixtures.iso(point.time))</time></rtept>"
        }
        let file = GPXReader.read(bytes: Array("<gpx><rte>\(points.joined())</rte></gpx>".utf8))
        let statistics = RouteStatistics(tracks: file.tracks)
        #expect(statistics.distance > 200 && statistics.movingTime == nil && statistics.days.isEmpty)
    }
}
