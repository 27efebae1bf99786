/// The circles around where each track starts and ends (often a home or a hotel), inside
/// which nothing is drawn or published: the track is cut where it first leaves the start's
/// circle and where it last enters the end's, and waypoints inside either are left out.
struct RoutePrivacy {
    let radius: Double
    let centres: [Coordinate]

    init(tracks: [GPXFile.Track], radius: Double) {
        self.radius = radius
        centres =
            radius > 0
            ? tracks.flatMap { track in
                [track.segments.first?.first, track.segments.last?.last].compactMap { $0?.coordinate }
            } : []
    }

    func hides(_ point: Coordinate) -> Bool {
        centres.contains { Geodesy.distance($0, point) < radius }
    }

    /// The track's segments as drawn: points before it leaves its start's circle and after it
    /// enters its end's are dropped, and so are the segments left empty. Only the points near
    /// the ends are measured; the rest are copied as they are.
    func trimmed(_ track: GPXFile.Track) -> [[Coordinate]] {
        let segments = track.segments
        guard radius > 0, let start = segments.first?.first, let end = segments.last?.last else {
            return segments.map { $0.map(\.coordinate) }
        }
        guard
            let first = Self.first(
                in: segments, where: { Geodesy.distance(start.coordinate, $0.coordinate) >= radius }),
            let last = Self.last(in: segments, where: { Geodesy.distance(end.coordinate, $0.coordinate) >= radius }),
            first <= last
        else { return [] }
        var result: [[Coordinate]] = []
        for segment in first.segment...last.segment {
            let points = segments[segment]
            let from = segment == first.segment ? first.index : 0
            let to = segment == last.segment ? last.index : points.count - 1
            if to > from { result.append(points[from...to].map(\.coordinate)) }
        }
        return result
    }

    /// A point's place in a track: its segment, and its index in it.
    private struct Position: Comparable {
        var segment: Int
        var index: Int

        static func < (a: Position, b: Position) -> Bool { (a.segment, a.index) < (b.segment, b.index) }
    }

    private static func first(in segments: [[TrackPoint]], where test: (TrackPoint) -> Bool) -> Position? {
        for (segment, points) in segments.enumerated() {
            if let index = points.firstIndex(where: test) { return Position(segment: segment, index: index) }
        }
        return nil
    }

    private static func last(in segments: [[TrackPoint]], where test: (TrackPoint) -> Bool) -> Position? {
        for (segment, points) in segments.enumerated().reversed() {
            if let index = points.lastIndex(where: test) { return Position(segment: segment, index: index) }
        }
        return nil
    }
}
