/// Whether a track's times are a recording of travel, or times a planner wrote (onX,
/// plotaroute, a Garmin course, RideWithGPS: "arrive at this pace"), which give no moving
/// time and no days. A recording's pace wanders (stops, hills, a receiver's noise); a
/// planner's does not. Not a recording:
///
/// - the times of a route (`<rte>`): planned by definition;
/// - times all equal (the moment the file was exported);
/// - times at one constant speed: each point's time is where a constant speed from the first
///   point would put it, to a second or so (a planner's rounding), whether the points are
///   evenly spaced in time or not.
///
/// A track with fewer than `minimumPoints` timed points is taken as recorded: too few to tell.
package enum RecordedTimes {
    package static let minimumPoints = 10

    package static func areRecorded(_ track: GPXFile.Track) -> Bool {
        var timed: [(time: Double, distance: Double)] = []
        var distance = 0.0
        var previous: TrackPoint?
        for point in track.segments.lazy.flatMap({ $0 }) {
            if let previous {
                distance += Geodesy.distance(previous.latitude, previous.longitude, point.latitude, point.longitude)
            }
            previous = point
            if point.time.isFinite { timed.append((point.time, distance)) }
        }
        guard timed.count > 1 else { return true }
        if track.isRoute { return false }
        guard let first = timed.first, let last = timed.last, last.time != first.time else { return false }
        guard timed.count >= minimumPoints, last.distance > first.distance else { return true }
        return !atConstantSpeed(timed)
    }

    /// Whether every time is within rounding of a constant speed's from the first point to the
    /// last. A planner rounding each step to a second drifts like a random walk, so the
    /// tolerance grows with the square root of the points: 2 s at 1 point, 12 s at 100, 102 s
    /// at 10,000, where a recording's stops alone are minutes.
    private static func atConstantSpeed(_ timed: [(time: Double, distance: Double)]) -> Bool {
        let first = timed[0]
        let last = timed[timed.count - 1]
        let secondsPerMetre = (last.time - first.time) / (last.distance - first.distance)
        let tolerance = 2 + Double(timed.count).squareRoot()
        return timed.allSatisfy { point in
            abs(point.time - first.time - (point.distance - first.distance) * secondsPerMetre) <= tolerance
        }
    }
}
