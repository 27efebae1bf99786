/// Repairs a segment whose time goes back at a point, as a GPS receiver's clock sometimes does
/// (the reader warns at each such point): a point whose time jumps back, or forward, alone is
/// left out; a clock that jumps back and stays back splits the segment there, losing nothing.
enum GPXTimeRepair {
    /// The segment's points in time order, as one segment or, split where the clock stayed
    /// back, several.
    static func repaired(_ points: [TrackPoint]) -> [[TrackPoint]] {
        var dropped = Set<Int>()
        var splits: [Int] = []
        for index in points.indices.dropFirst() where goesBack(points[index - 1], points[index]) {
            if index >= 2, !goesBack(points[index - 2], points[index]) {
                dropped.insert(index - 1)  // the point before jumped forward
            } else if index + 1 < points.count, !goesBack(points[index - 1], points[index + 1]) {
                dropped.insert(index)  // this point jumped back
            } else {
                splits.append(index)
            }
        }
        guard !dropped.isEmpty || !splits.isEmpty else { return [points] }
        var pieces: [[TrackPoint]] = []
        var start = 0
        for end in splits + [points.count] {
            let piece = (start..<end).filter { !dropped.contains($0) }.map { points[$0] }
            if !piece.isEmpty { pieces.append(piece) }
            start = end
        }
        return pieces
    }

    /// Whether `point` is timed earlier than `previous` (untimed points never go back).
    private static func goesBack(_ previous: TrackPoint, _ point: TrackPoint) -> Bool {
        previous.time.isFinite && point.time.isFinite && point.time < previous.time
    }
}
