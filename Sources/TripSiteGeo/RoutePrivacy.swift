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
    /// enters its end's are dropped, and so are the segments left empty.
    func trimmed(_ track: GPXFile.Track) -> [[Coordinate]] {
        let segments = track.segments.map { $0.map(\.coordinate) }
        guard radius > 0, let start = segments.first?.first, let end = segments.last?.last else { return segments }
        var flat = segments.enumerated().flatMap { index, points in points.map { (index, $0) } }
        guard let first = flat.firstIndex(where: { Geodesy.distance(start, $0.1) >= radius }),
            let last = flat.lastIndex(where: { Geodesy.distance(end, $0.1) >= radius }), first <= last
        else { return [] }
        flat = Array(flat[first...last])
        var result: [[Coordinate]] = []
        var current = -1
        for (segment, point) in flat {
            if segment != current {
                result.append([])
                current = segment
            }
            result[result.count - 1].append(point)
        }
        return result.filter { $0.count > 1 }
    }
}
