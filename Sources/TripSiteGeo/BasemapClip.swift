/// Cutting the basemap's shapes to a map's extent, in degrees: a ring by Sutherland–Hodgman
/// (its parts outside become stretches along the extent's edge, which a fill hides under
/// the drawing's edge), a line into the pieces inside.
enum BasemapClip {
    /// The ring clipped to `extent`: empty when nothing of it is inside.
    static func ring(_ ring: [Coordinate], to extent: Basemap.Extent) -> [Coordinate] {
        var points = ring
        for edge in Edge.allCases {
            guard let last = points.last else { return [] }
            var clipped: [Coordinate] = []
            clipped.reserveCapacity(points.count)
            var previous = last
            for point in points {
                let inside = edge.contains(point, extent)
                if inside != edge.contains(previous, extent) {
                    clipped.append(edge.crossing(previous, point, extent))
                }
                if inside { clipped.append(point) }
                previous = point
            }
            points = clipped
        }
        return points
    }

    /// The pieces of the line inside `extent` (each of two points or more).
    static func line(_ line: [Coordinate], to extent: Basemap.Extent) -> [[Coordinate]] {
        var pieces: [[Coordinate]] = []
        var current: [Coordinate] = []
        for (previous, point) in zip([line.first].compactMap { $0 } + line, line) {
            let clipped = segment(previous, point, extent)
            guard let (start, end) = clipped else {
                if current.count > 1 { pieces.append(current) }
                current = []
                continue
            }
            if current.isEmpty || current.last != start {
                if current.count > 1 { pieces.append(current) }
                current = [start]
            }
            if end != start { current.append(end) }
        }
        if current.count > 1 { pieces.append(current) }
        return pieces
    }

    /// The part of a segment inside `extent` (Liang–Barsky), or nil.
    static func segment(
        _ from: Coordinate, _ to: Coordinate, _ extent: Basemap.Extent
    ) -> (Coordinate, Coordinate)? {
        let dx = to.longitude - from.longitude
        let dy = to.latitude - from.latitude
        var low = 0.0
        var high = 1.0
        let checks = [
            (-dx, from.longitude - extent.west), (dx, extent.east - from.longitude),
            (-dy, from.latitude - extent.south), (dy, extent.north - from.latitude),
        ]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return nil }
            }
        }
        func at(_ t: Double) -> Coordinate {
            Coordinate(latitude: from.latitude + t * dy, longitude: from.longitude + t * dx)
        }
        return (at(low), at(high))
    }

    enum Edge: CaseIterable {
        case west, east, south, north

        func contains(_ point: Coordinate, _ extent: Basemap.Extent) -> Bool {
            switch self {
            case .west: point.longitude >= extent.west
            case .east: point.longitude <= extent.east
            case .south: point.latitude >= extent.south
            case .north: point.latitude <= extent.north
            }
        }

        /// Where the segment from `a` to `b` crosses this edge.
        func crossing(_ a: Coordinate, _ b: Coordinate, _ extent: Basemap.Extent) -> Coordinate {
            switch self {
            case .west, .east:
                let x = self == .west ? extent.west : extent.east
                let t = (x - a.longitude) / (b.longitude - a.longitude)
                return Coordinate(latitude: a.latitude + t * (b.latitude - a.latitude), longitude: x)
            case .south, .north:
                let y = self == .south ? extent.south : extent.north
                let t = (y - a.latitude) / (b.latitude - a.latitude)
                return Coordinate(latitude: y, longitude: a.longitude + t * (b.longitude - a.longitude))
            }
        }
    }
}
