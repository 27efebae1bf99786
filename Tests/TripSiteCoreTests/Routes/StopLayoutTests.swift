import Testing
import TripSiteCore
import TripSiteTestSupport

/// Numbered stops a reader can tell apart: whatever the positions, no two markers overlap,
/// none covers an obstacle (the route's ends, a part's number) or leaves the drawing, and
/// every stop is on exactly one marker.
@Suite struct StopLayoutTests {
    typealias Stop = StopLayout.Stop

    static func overlapping(_ markers: [StopLayout.Marker]) -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        for first in markers.indices {
            for second in markers.indices where second > first {
                let apart = StopLayout.distance(
                    (markers[first].x, markers[first].y), (markers[second].x, markers[second].y))
                if apart < markers[first].radius + markers[second].radius { pairs.append((first, second)) }
            }
        }
        return pairs
    }

    @Test func coincidentStopsShareOneMarkerThatNamesThem() {
        let layout = StopLayout(width: 800, height: 400, obstacles: [])
        let markers = layout.markers(for: [
            Stop(number: 1, x: 100, y: 200), Stop(number: 2, x: 400, y: 200), Stop(number: 3, x: 401, y: 201),
        ])
        #expect(markers.map(\.text) == ["1", "2–3"])
        #expect(markers[1].x > 395 && markers[1].x < 406, "drawn where its stops are")
    }

    @Test func aMarkerNamesItsRunsAndThenAnEllipsis() {
        #expect(StopLayout.text([2, 3]) == "2–3")
        #expect(StopLayout.text([7, 2, 3]) == "2–3, 7")
        #expect(StopLayout.text([1, 5, 9, 13]) == "1, 5…")
        #expect(StopLayout.text([4, 4]) == "4")
        #expect(StopLayout.radius("2–3") > StopLayout.radius("23"), "a group's pill is wider than a number")
    }

    @Test func aStopOnTheRoutesStartMovesOffItWithoutLeavingTheDrawing() {
        let start = StopLayout.Obstacle(x: 10, y: 10, radius: 7)
        let layout = StopLayout(width: 800, height: 400, obstacles: [start])
        let markers = layout.markers(for: [Stop(number: 1, x: 10, y: 10)])
        let marker = try! #require(markers.first)
        #expect(StopLayout.distance((marker.x, marker.y), (10, 10)) >= marker.radius + 7)
        #expect(marker.x - marker.radius >= 0 && marker.y - marker.radius >= 0)
    }

    /// Random journals: a few towns visited many times, stops on the ends, a crowded corner.
    @Test(arguments: 1...40) func markersNeverOverlapAnythingWhateverThePositions(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let towns = (0..<Int.random(in: 1...6, using: &random)).map { _ in
            (Double.random(in: 0...800, using: &random), Double.random(in: 0...300, using: &random))
        }
        let stops = (1...Int.random(in: 1...100, using: &random)).map { number in
            let town = towns.randomElement(using: &random)!
            return Stop(
                number: number, x: town.0 + Double.random(in: -15...15, using: &random),
                y: town.1 + Double.random(in: -15...15, using: &random))
        }
        let ends = [stops.first!, stops.last!].map { StopLayout.Obstacle(x: $0.x, y: $0.y, radius: 7) }
        let markers = StopLayout(width: 800, height: 300, obstacles: ends).markers(for: stops)
        #expect(markers.flatMap(\.numbers).sorted() == Array(1...stops.count), "every stop once")
        #expect(Self.overlapping(markers).isEmpty, "seed \(seed): \(Self.overlapping(markers))")
        for marker in markers {
            for end in ends {
                #expect(StopLayout.distance((marker.x, marker.y), (end.x, end.y)) >= marker.radius + end.radius)
            }
            #expect(marker.x >= marker.radius && marker.x <= 800 - marker.radius)
            #expect(marker.y >= marker.radius && marker.y <= 300 - marker.radius)
        }
    }
}
