import Foundation

/// Where a route map draws its numbered stops so that they can be told apart: no two markers
/// overlap, and none covers the route's start, its end or a part's number. Stops whose discs
/// would overlap where they are become one marker that names them all ("2–3"); a marker that
/// would cover something, or leave the drawing, moves to the nearest free place around its
/// position, and the map draws a leader line back to where its stops are.
///
/// Greedy, in timeline order: stops are grouped while their discs overlap, then each group
/// takes the first free place on rings around its position (12 directions, from above); a
/// group with no free place within `rings` joins its nearest neighbour and the placing starts
/// again, so it always ends.
package struct StopLayout {
    /// A stop to draw: its number on the timeline and its position in the drawing.
    package struct Stop {
        package var number: Int
        package var x: Double
        package var y: Double

        package init(number: Int, x: Double, y: Double) {
            self.number = number
            self.x = x
            self.y = y
        }
    }

    /// Something a marker must not cover: a circle in the drawing.
    package struct Obstacle {
        package var x: Double
        package var y: Double
        package var radius: Double

        package init(x: Double, y: Double, radius: Double) {
            self.x = x
            self.y = y
            self.radius = radius
        }
    }

    /// One marker: the stops it stands for (in timeline order), its text and where it is drawn.
    package struct Marker {
        package var stops: [Stop]
        package var x: Double
        package var y: Double

        package var numbers: [Int] { stops.map(\.number) }
        package var text: String { StopLayout.text(numbers) }
        /// Half the marker's width: a disc for one stop's number, a pill for a group's text,
        /// which lies inside a circle of this radius.
        package var radius: Double { StopLayout.radius(text) }
        /// Where its stops are, on average: where the marker is drawn when nothing is in its way.
        var centre: (x: Double, y: Double) {
            let count = Double(stops.count)
            return (stops.map(\.x).reduce(0, +) / count, stops.map(\.y).reduce(0, +) / count)
        }
    }

    /// The space kept between two markers, or a marker and an obstacle.
    static let gap = 2.0
    /// How many rings of places around its position a marker tries before joining another.
    static let rings = 8

    package var width: Double
    package var height: Double
    package var obstacles: [Obstacle]

    package init(width: Double, height: Double, obstacles: [Obstacle]) {
        self.width = width
        self.height = height
        self.obstacles = obstacles
    }

    /// The markers for `stops`, apart from each other and from every obstacle.
    package func markers(for stops: [Stop]) -> [Marker] {
        var groups = Self.grouped(stops.sorted { $0.number < $1.number }.map { Marker(stops: [$0], x: 0, y: 0) })
        while true {
            switch place(groups) {
            case .placed(let markers): return markers
            case .crowded(let index):
                groups = Self.grouped(Self.joiningNearest(index, in: groups))
            }
        }
    }

    enum Placing {
        case placed([Marker])
        /// The group at this index found no free place.
        case crowded(Int)
    }

    /// Each group at its position or the first free place around it, in timeline order.
    func place(_ groups: [Marker]) -> Placing {
        var placed: [Marker] = []
        for (index, group) in groups.enumerated() {
            guard let spot = freeSpot(for: group, besides: placed) else {
                return groups.count > 1 ? .crowded(index) : .placed([centred(group)])
            }
            placed.append(Marker(stops: group.stops, x: spot.x, y: spot.y))
        }
        return .placed(placed)
    }

    /// The group's position, else the first place on the rings around it that stays inside
    /// the drawing and covers neither an obstacle nor a placed marker.
    func freeSpot(for group: Marker, besides placed: [Marker]) -> (x: Double, y: Double)? {
        let radius = group.radius
        let (x, y) = clamped(group.centre, radius: radius)
        for ring in 0...Self.rings {
            let distance = Double(ring) * (radius + Self.gap)
            for direction in 0..<(ring == 0 ? 1 : 12) {
                let angle = Double(direction) * .pi / 6
                let spot = clamped((x + distance * sin(angle), y - distance * cos(angle)), radius: radius)
                if isFree(spot, radius: radius, besides: placed) { return spot }
            }
        }
        return nil
    }

    func isFree(_ spot: (x: Double, y: Double), radius: Double, besides placed: [Marker]) -> Bool {
        let clearOfObstacles = obstacles.allSatisfy {
            Self.distance(spot, ($0.x, $0.y)) >= radius + $0.radius + Self.gap
        }
        return clearOfObstacles
            && placed.allSatisfy { Self.distance(spot, ($0.x, $0.y)) >= radius + $0.radius + Self.gap }
    }

    /// The point moved inside the drawing by the marker's radius (when the drawing is wide
    /// enough for it).
    func clamped(_ point: (x: Double, y: Double), radius: Double) -> (x: Double, y: Double) {
        (
            min(max(point.x, radius), max(width - radius, radius)),
            min(max(point.y, radius), max(height - radius, radius))
        )
    }

    /// A lone group with nowhere free: drawn where its stops are.
    func centred(_ group: Marker) -> Marker {
        let spot = clamped(group.centre, radius: group.radius)
        return Marker(stops: group.stops, x: spot.x, y: spot.y)
    }

    /// The groups with any two whose discs would overlap at their positions joined, until
    /// none do.
    static func grouped(_ groups: [Marker]) -> [Marker] {
        var groups = groups
        var joined = true
        while joined {
            joined = false
            search: for first in groups.indices {
                for second in groups.indices where second > first && overlap(groups[first], groups[second]) {
                    groups[first] = join(groups[first], groups[second])
                    groups.remove(at: second)
                    joined = true
                    break search
                }
            }
        }
        return groups
    }

    /// The groups with the one at `index` joined to the group nearest it.
    static func joiningNearest(_ index: Int, in groups: [Marker]) -> [Marker] {
        let centre = groups[index].centre
        let others = groups.indices.filter { $0 != index }
        guard
            let nearest = others.min(by: { distance(groups[$0].centre, centre) < distance(groups[$1].centre, centre) })
        else { return groups }
        var joined = groups
        joined[min(index, nearest)] = join(groups[index], groups[nearest])
        joined.remove(at: max(index, nearest))
        return joined
    }

    static func overlap(_ first: Marker, _ second: Marker) -> Bool {
        distance(first.centre, second.centre) < first.radius + second.radius + gap
    }

    static func join(_ first: Marker, _ second: Marker) -> Marker {
        Marker(stops: (first.stops + second.stops).sorted { $0.number < $1.number }, x: 0, y: 0)
    }

    package static func distance(_ first: (x: Double, y: Double), _ second: (x: Double, y: Double)) -> Double {
        ((first.x - second.x) * (first.x - second.x) + (first.y - second.y) * (first.y - second.y)).squareRoot()
    }

    /// A marker's text: its numbers as runs ("2–3", "2–3, 7"); after two runs, an ellipsis
    /// ("1, 5…"), the marker's label naming every stop.
    package static func text(_ numbers: [Int]) -> String {
        var runs: [(first: Int, last: Int)] = []
        for number in numbers.sorted() {
            if let last = runs.last, number == last.last + 1 {
                runs[runs.count - 1].last = number
            } else if runs.last?.last != number {
                runs.append((number, number))
            }
        }
        let pieces = runs.map { $0.first == $0.last ? "\($0.first)" : "\($0.first)–\($0.last)" }
        return pieces.prefix(2).joined(separator: ", ") + (pieces.count > 2 ? "…" : "")
    }

    /// Half a marker's width: 11 for up to two characters (the disc of stop 99), 3 more a
    /// digit, about 4 more for any other character a group's text has (dash, comma, space).
    package static func radius(_ text: String) -> Double {
        let digits = text.filter(\.isNumber).count
        let others = text.count - digits
        return Double(11 + 3 * max(0, digits - 2)) + 4 * Double(others)
    }
}
