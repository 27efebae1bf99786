/// Douglas–Peucker simplification, ranked: each point gets the tolerance at which the
/// algorithm would drop it, so one pass serves any point budget ("a few hundred points for
/// the whole route") by keeping the highest-ranked points.
package enum Simplification {
    /// Each point's significance in metres: the distance at which Douglas–Peucker keeps it
    /// (the ends: infinity). Capped by its parent's, so keeping every point above a tolerance
    /// gives exactly Douglas–Peucker's result at that tolerance. Iterative, so no recursion
    /// depth grows with the track.
    package static func significance(_ points: [(x: Double, y: Double)]) -> [Double] {
        var ranks = [Double](repeating: 0, count: points.count)
        guard points.count > 2 else { return ranks.map { _ in .infinity } }
        ranks[0] = .infinity
        ranks[points.count - 1] = .infinity
        var stack: [(start: Int, end: Int, cap: Double)] = [(0, points.count - 1, .infinity)]
        while let (start, end, cap) = stack.popLast() {
            guard end - start > 1 else { continue }
            var farthest = start + 1
            var distance = -1.0
            for index in (start + 1)..<end {
                let d = segmentDistance(points[index], points[start], points[end])
                if d > distance {
                    distance = d
                    farthest = index
                }
            }
            let rank = min(distance, cap)
            ranks[farthest] = rank
            stack.append((start, farthest, rank))
            stack.append((farthest, end, rank))
        }
        return ranks
    }

    /// The distance from `p` to the segment from `a` to `b`.
    static func segmentDistance(
        _ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)
    ) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0
        t = min(max(t, 0), 1)
        let ex = p.x - (a.x + t * dx)
        let ey = p.y - (a.y + t * dy)
        return (ex * ex + ey * ey).squareRoot()
    }

    /// The points of `lines` to keep so that at most `budget` remain in all (never fewer than
    /// the two ends of each line): the tolerance is the smallest that fits the budget.
    package static func simplify(_ lines: [[Coordinate]], budget: Int, projection: LocalProjection) -> [[Coordinate]] {
        let ranked = lines.map { line in significance(line.map { projection.project($0) }) }
        let tolerance = self.tolerance(ranked, budget: budget)
        return zip(lines, ranked).map { line, ranks in
            line.indices.filter { ranks[$0] > tolerance }.map { line[$0] }
        }
    }

    /// The tolerance that keeps at most `budget` points of ranked lines (ends always kept).
    static func tolerance(_ ranked: [[Double]], budget: Int) -> Double {
        let finite = ranked.flatMap { $0.filter(\.isFinite) }
        let ends = ranked.reduce(0) { $0 + $1.count - $1.filter(\.isFinite).count }
        let room = budget - ends
        guard room < finite.count else { return -1 }
        guard room > 0 else { return .infinity.nextDown }
        // The room-th largest rank is kept only if strictly above the tolerance: use the next one.
        let sorted = finite.sorted(by: >)
        return sorted[room]
    }
}
