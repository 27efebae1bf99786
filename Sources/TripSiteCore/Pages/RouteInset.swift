import TripSiteGeo
import TripSiteHTML

/// Where a route is in its country, drawn in a corner of a map whose basemap shows nothing
/// (a city walk, where 1:10m geography has no coast, border or town to draw): the country's
/// outline (the world map's, `map/countries.txt`) and a dot at the route. In the corner the
/// route and its stops leave most free.
struct RouteInset {
    var country: WorldShapes.Country
    /// The route's middle.
    var location: Coordinate

    static let size = 150.0
    static let margin = 12.0

    /// The inset in a drawing `width` by `height`, away from `points` (the route's, in the
    /// drawing's units); nothing when the country has no outline.
    func body(width: Double, height: Double, avoiding points: [(Double, Double)]) -> Node {
        let rings = nearbyRings
        guard let projection = LocalProjection(fitting: rings.joined()), height >= Self.size + 2 * Self.margin else {
            return .group([])
        }
        let projected = rings.map { $0.map { projection.project($0) } }
        let all = projected.joined()
        let (minX, maxX) = (all.map(\.x).min() ?? 0, all.map(\.x).max() ?? 1)
        let (minY, maxY) = (all.map(\.y).min() ?? 0, all.map(\.y).max() ?? 1)
        let scale = (Self.size - 16) / max(maxX - minX, maxY - minY, 1)
        let (boxWidth, boxHeight) = ((maxX - minX) * scale + 16, (maxY - minY) * scale + 16)
        let (left, top) = corner(width: width, height: height, box: (boxWidth, boxHeight), avoiding: points)
        func place(_ point: (x: Double, y: Double)) -> (Double, Double) {
            (left + 8 + (point.x - minX) * scale, top + 8 + (maxY - point.y) * scale)
        }
        var data = ""
        for ring in projected where ring.count > 2 {
            for (index, point) in ring.enumerated() {
                let (x, y) = place(point)
                data += (index == 0 ? "M" : "L") + RouteMap.format(x) + " " + RouteMap.format(y)
            }
            data += "Z"
        }
        let (dotX, dotY) = place(projection.project(location))
        return Node.g([.class("route-inset"), .aria("hidden", "true")]) {
            Node.element(
                "rect",
                [
                    .class("route-inset-frame"), Attribute("x", RouteMap.format(left)),
                    Attribute("y", RouteMap.format(top)), Attribute("width", RouteMap.format(boxWidth)),
                    Attribute("height", RouteMap.format(boxHeight)), Attribute("rx", "6"),
                ], children: [])
            Node.path([.class("route-inset-country"), Attribute("d", data)])
            Node.circle([
                .class("route-inset-here"), Attribute("cx", RouteMap.format(dotX)),
                Attribute("cy", RouteMap.format(dotY)), Attribute("r", "5"),
            ])
        }
    }

    /// The country's rings around the route: not its territories on other continents (France
    /// drawn with French Guiana would leave Paris a speck), those whose middle is more than
    /// 20° from the route.
    var nearbyRings: [[Coordinate]] {
        country.rings.filter { ring in
            guard !ring.isEmpty else { return false }
            let middle = RouteMap.middle(ring)
            var longitudes = abs(middle.longitude - location.longitude)
            if longitudes > 180 { longitudes = 360 - longitudes }
            return abs(middle.latitude - location.latitude) <= 20 && longitudes <= 20
        }
    }

    /// The top-left of the corner whose box holds the fewest of `points`; top right first.
    func corner(
        width: Double, height: Double, box: (Double, Double), avoiding points: [(Double, Double)]
    ) -> (Double, Double) {
        let corners = [
            (width - box.0 - Self.margin, Self.margin), (Self.margin, Self.margin),
            (width - box.0 - Self.margin, height - box.1 - Self.margin - 24),
            (Self.margin, height - box.1 - Self.margin - 24),
        ]
        func covered(_ corner: (Double, Double)) -> Int {
            points.filter { point in
                point.0 >= corner.0 - 10 && point.0 <= corner.0 + box.0 + 10 && point.1 >= corner.1 - 10
                    && point.1 <= corner.1 + box.1 + 10
            }.count
        }
        return corners.min { covered($0) < covered($1) } ?? corners[0]
    }
}
