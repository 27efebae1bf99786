import Foundation
import Testing
import TripSiteGeo

@Suite struct SimplificationTests {
    /// A winding line: a sine wave along a parallel with noise, 20,000 points.
    private func winding() -> [Coordinate] {
        var noise = GPXFixtures.Noise()
        return (0..<20_000).map { index in
            let t = Double(index) / 20_000
            return Coordinate(
                latitude: 45 + 0.05 * sin(t * 12 * .pi) + 0.00001 * noise.next(), longitude: 6 + 0.3 * t)
        }
    }

    @Test func keepsTheEndsAndTheBudget() {
        let line = winding()
        let projection = LocalProjection(fitting: line)!
        let simplified = Simplification.simplify([line], budget: 300, projection: projection)
        #expect(simplified[0].count <= 300)
        #expect(simplified[0].count > 250)
        #expect(simplified[0].first == line.first)
        #expect(simplified[0].last == line.last)
    }

    @Test func theShapeStaysWithinTheToleranceItChose() {
        let line = winding()
        let projection = LocalProjection(fitting: line)!
        let simplified = Simplification.simplify([line], budget: 300, projection: projection)[0]
        let kept = simplified.map { projection.project($0) }
        // Every original point lies near the simplified line: within 20 m over a 23 km line.
        var worst = 0.0
        var segment = 0
        for point in line.map({ projection.project($0) }) {
            while segment < kept.count - 2, point.x > kept[segment + 1].x { segment += 1 }
            worst = max(worst, distance(point, kept[segment], kept[segment + 1]))
        }
        #expect(worst < 20)
    }

    @Test func aStraightLineBecomesItsEnds() {
        let line = (0...1_000).map { Coordinate(latitude: 45 + Double($0) * 0.0001, longitude: 6) }
        let simplified = Simplification.simplify([line], budget: 300, projection: LocalProjection(fitting: line)!)
        #expect(simplified[0] == [line.first!, line.last!])
    }

    @Test func significanceIsMonotoneDownTheTree() {
        let ranks = Simplification.significance(winding().map { ($0.longitude, $0.latitude) })
        #expect(ranks.first == .infinity && ranks.last == .infinity)
        #expect(ranks.dropFirst().dropLast().allSatisfy { $0.isFinite && $0 >= 0 })
    }

    private func distance(
        _ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)
    )
        -> Double
    {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy), 0), 1)
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }
}
