/// The circles around where each track starts and ends (often a home or a hotel), inside
/// which nothing is drawn or published: the track is cut where it first leaves the start's
/// circle and where it last enters the end's, and waypoints inside either are left out. A
/// journey (`RouteJourney`) keeps only its real start's and end's circles.
package struct RoutePrivacy {
    let radius: Double
    package let centres: [Coordinate]

    package init(tracks: [GPXFile.Track], radius: Double) {
        self.radius = radius
        centres =
            radius > 0
            ? tracks.flatMap { track in
                [track.segments.first?.first, track.segments.last?.last].compactMap { $0?.coordinate }
            } : []
    }

    /// Circles of `radius` around `centres` (a journey's real start and end).
    init(centres: [Coordinate], radius: Double) {
        self.radius = radius
        self.centres = radius > 0 ? centres : []
    }

    func hides(_ point: Coordinate) -> Bool {
        centres.contains { Geodesy.distance($0, point) < radius }
    }

    /// The track's segments as drawn: points before it leaves its start's circle and after it
    /// enters its end's are dropped, and so are the segments left empty. Only the points near
    /// the ends are measured; the rest are copied as they are.
    package func trimmed(_ track: GPXFile.Track) -> [[Coordinate]] { pieces(track).body }

    /// The track in three: `head`, its lines up to where it leaves its start's circle (the
    /// first point outside included, so the head joins the body); `body`, as `trimmed`; and
    /// `tail`, from where it last enters its end's circle. A track wholly inside its circles
    /// is all head.
    func pieces(_ track: GPXFile.Track) -> (head: [[Coordinate]], body: [[Coordinate]], tail: [[Coordinate]]) {
        let segments = track.segments
        let all = segments.map { $0.map(\.coordinate) }
        guard radius > 0, let start = segments.first?.first, let end = segments.last?.last else {
            return ([], all, [])
        }
        guard
            let first = Self.first(
                in: segments, where: { Geodesy.distance(start.coordinate, $0.coordinate) >= radius }),
            let last = Self.last(in: segments, where: { Geodesy.distance(end.coordinate, $0.coordinate) >= radius }),
            first <= last
        else { return (all, [], []) }
        var body: [[Coordinate]] = []
        for segment in first.segment...last.segment {
            let from = segment == first.segment ? first.index : 0
            let to = segment == last.segment ? last.index : all[segment].count - 1
            if to > from { body.append(Array(all[segment][from...to])) }
        }
        let head = all[..<first.segment] + (first.index > 0 ? [Array(all[first.segment][...first.index])] : [])
        let lastCount = all[last.segment].count
        let tail =
            (last.index < lastCount - 1 ? [Array(all[last.segment][last.index...])] : [])
            + all[(last.segment + 1)...]
        return (Array(head), body, tail)
    }

    /// `lines` without their points inside the circles, each line broken where it enters one.
    func outside(_ lines: [[Coordinate]]) -> [[Coordinate]] {
        guard !centres.isEmpty else { return lines }
        var kept: [[Coordinate]] = []
        for line in lines {
            var run: [Coordinate] = []
            for point in line {
                if hides(point) {
                    if run.count > 1 { kept.append(run) }
                    run = []
                } else {
                    run.append(point)
                }
            }
            if run.count > 1 { kept.append(run) }
        }
        return kept
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
