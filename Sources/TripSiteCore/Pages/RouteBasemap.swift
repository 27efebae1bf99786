import TripSiteGeo
import TripSiteHTML

/// The geography under a route map (the theme's `Basemap`), drawn in the map's own units:
/// sea, land, lakes, rivers, first-level and country borders, each one path whose points closer than
/// `detail` units are dropped (the detail fits the map's extent), and the names of the towns
/// around the route, placed where they cover no stop, no route end and no other name.
struct RouteBasemap {
    var features: Basemap.Features
    /// The latitudes and longitudes the drawing shows (a little more).
    var extent: Basemap.Extent
    var width: Double
    var height: Double
    /// Where a point of the basemap is drawn.
    var place: (Coordinate) -> (Double, Double)
    /// The route's country (ISO 3166-1 alpha-2), if known, and the site's language: a town
    /// in another country is named with its country's name ("Chiasso, Switzerland").
    var home: String? = nil
    var language = "en"

    /// Points closer than this (in units of the 800-wide drawing) are drawn as one.
    static let detail = 1.5
    /// How many towns are named at most; the first `major` also on a phone, larger.
    static let names = 8
    static let major = 3
    /// Rivers are drawn on maps at least this many kilometres across: the built-in rivers are
    /// placed to about 300 m, which on a city walk's map would put a river on the wrong bank.
    static let riverSpan = 15.0

    /// The basemap for the drawing `frame` shows (a little more, so clipped edges fall
    /// outside it); nil when the theme has no basemap.
    static func make(
        _ basemap: Basemap, projection: LocalProjection, frame: RouteMap.Frame
    ) -> RouteBasemap? {
        guard !basemap.isEmpty else { return nil }
        let corners = [(-8.0, -8.0), (RouteMap.width + 8, frame.height + 8)].map { x, y in
            let (px, py) = frame.unplace(x, y)
            return projection.coordinate(x: px, y: py)
        }
        let extent = Basemap.Extent(
            south: corners[1].latitude, west: corners[0].longitude, north: corners[0].latitude,
            east: corners[1].longitude)
        guard extent.west < extent.east else { return nil }  // across the 180th meridian: none
        var features = basemap.features(in: extent)
        let middle = (extent.south + extent.north) / 2
        if Geodesy.distance(middle, extent.west, middle, extent.east) < riverSpan * 1000 { features.rivers = [] }
        return RouteBasemap(
            features: features, extent: extent, width: RouteMap.width, height: frame.height,
            place: { frame.place(projection.project($0)) })
    }

    /// Whether it draws a shape to tell where the route is: a coast or a lake shore, or a
    /// border. Not for a city walk, all on land (or a sail, all at sea), at 1:10m: a town's
    /// name, or a river through it, does not say where in the world it is.
    var showsGeography: Bool {
        guard features.lakes.isEmpty, features.countryBorders.isEmpty, features.regionBorders.isEmpty else {
            return true
        }
        let edge = 1e-9
        return features.land.contains { ring in
            ring.contains { point in
                point.latitude > extent.south + edge && point.latitude < extent.north - edge
                    && point.longitude > extent.west + edge && point.longitude < extent.east - edge
            }
        }
    }

    /// Sea, land, lakes, rivers and borders, under everything else the map draws.
    var layers: Node {
        Node.g([.class("basemap"), .aria("hidden", "true")]) {
            Node.element(
                "rect",
                [
                    .class("basemap-sea"), Attribute("width", RouteMap.format(width)),
                    Attribute("height", RouteMap.format(height)),
                ], children: [])
            if !features.land.isEmpty { path("basemap-land", features.land, closed: true) }
            if !features.lakes.isEmpty { path("basemap-lake", features.lakes, closed: true) }
            if !features.rivers.isEmpty { path("basemap-river", features.rivers, closed: false) }
            if !features.regionBorders.isEmpty { path("basemap-region-border", features.regionBorders, closed: false) }
            if !features.countryBorders.isEmpty {
                path("basemap-country-border", features.countryBorders, closed: false)
            }
        }
    }

    private func path(_ className: String, _ shapes: [[Coordinate]], closed: Bool) -> Node {
        var data = ""
        for shape in shapes { data += pathData(shape, closed: closed) }
        return Node.path([.class(className), Attribute("d", data)])
    }

    /// One ring or line in whole units, points closer than `detail` to the last drawn left out.
    func pathData(_ shape: [Coordinate], closed: Bool) -> String {
        var data = ""
        var last: (Double, Double)?
        var count = 0
        for (index, point) in shape.enumerated() {
            let (x, y) = place(point)
            if let last, index < shape.count - 1, abs(x - last.0) + abs(y - last.1) < Self.detail { continue }
            data += (last == nil ? "M" : "L") + String(Int(x.rounded())) + " " + String(Int(y.rounded()))
            last = (x, y)
            count += 1
        }
        guard count > (closed ? 2 : 1) else { return "" }
        return closed ? data + "Z" : data
    }

    /// The towns' names, most populous first, each beside its dot where it covers nothing in
    /// `obstacles` nor a name placed before it; the first `major` also shown on a phone.
    func placeNames(avoiding obstacles: [StopLayout.Obstacle]) -> Node {
        var taken: [LabelBox] = []
        var labels: [Node] = []
        for town in features.places where labels.count < Self.names {
            let (x, y) = place(town.coordinate)
            guard x > 4, x < width - 4, y > 4, y < height - 4 else { continue }
            let major = labels.count < Self.major
            let name = self.name(town)
            guard
                let box = LabelBox.free(
                    at: (x, y), text: name, major: major, width: width, height: height, avoiding: obstacles,
                    taken: taken)
            else { continue }
            taken.append(box)
            labels.append(label(name, at: (x, y), box: box, major: major))
        }
        guard !labels.isEmpty else { return .group([]) }
        return Node.element("g", [.class("basemap-places"), .aria("hidden", "true")], children: labels)
    }

    /// The town's name, with its country's when that is not the route's.
    func name(_ town: Basemap.Place) -> String {
        guard let home, town.country != home, let country = CountryNames.name(code: town.country, language: language)
        else { return town.name }
        return town.name + ", " + country
    }

    private func label(_ name: String, at point: (Double, Double), box: LabelBox, major: Bool) -> Node {
        let (x, y) = point
        let (gap, slant) = (box.gap, box.gap * 0.7)
        let (textX, textY, anchor, shift): (Double, Double, String, String?) =
            switch box.side {
            case .right: (x + 6 + gap, y, "start", nil)
            case .left: (x - 6 - gap, y, "end", nil)
            case .above: (x, y - gap, "middle", "-0.9em")
            case .below: (x, y + gap, "middle", "0.9em")
            case .aboveRight: (x + 2 + slant, y - slant, "start", "-0.9em")
            case .belowRight: (x + 2 + slant, y + slant, "start", "0.9em")
            case .aboveLeft: (x - 2 - slant, y - slant, "end", "-0.9em")
            case .belowLeft: (x - 2 - slant, y + slant, "end", "0.9em")
            }
        return Node.g([.class("basemap-place basemap-place-\(major ? "major" : "minor")")]) {
            Node.circle([
                Attribute("cx", RouteMap.format(x)), Attribute("cy", RouteMap.format(y)), Attribute("r", "3"),
            ])
            Node.element(
                "text",
                [
                    Attribute("x", RouteMap.format(textX)), Attribute("y", RouteMap.format(textY)),
                    Attribute("text-anchor", anchor),
                ] + (shift.map { [Attribute("dy", $0)] } ?? []), children: [.text(name)])
        }
    }
}

/// The room a town's name takes beside its dot (to the right, the left, above, below, or
/// diagonally off it), as a box in the map's units: for a major name its size on a phone (the
/// theme draws it larger there). The dot itself may sit on something (a town where the route
/// ends); its name may not, and moves `gap` units further out to clear it.
package struct LabelBox {
    package enum Side: CaseIterable { case right, left, above, below, aboveRight, belowRight, aboveLeft, belowLeft }

    package var side: Side
    /// How much further from the dot than usual the name is.
    package var gap: Double
    package var minX: Double
    package var maxX: Double
    package var minY: Double
    package var maxY: Double

    /// Font sizes in the map's units (the theme's `.basemap-place text`): 16, and 28 for a
    /// major name on a phone.
    package static func size(major: Bool) -> Double { major ? 28 : 16 }

    /// The box of `text` on `side` of the dot at `point`, `gap` units further out than usual.
    package init(side: Side, at point: (Double, Double), text: String, major: Bool, gap: Double = 0) {
        let size = Self.size(major: major)
        let length = Double(text.count) * size * 0.64
        let (x, y) = point
        let slant = gap * 0.7
        self.side = side
        self.gap = gap
        switch side {
        case .right: (minX, maxX, minY, maxY) = (x + 5 + gap, x + 6 + gap + length, y - size * 0.6, y + size * 0.6)
        case .left: (minX, maxX, minY, maxY) = (x - 6 - gap - length, x - 5 - gap, y - size * 0.6, y + size * 0.6)
        case .above:
            (minX, maxX, minY, maxY) = (x - length / 2, x + length / 2, y - gap - size * 1.5, y - gap - size * 0.3)
        case .below:
            (minX, maxX, minY, maxY) = (x - length / 2, x + length / 2, y + gap + size * 0.3, y + gap + size * 1.5)
        case .aboveRight:
            (minX, maxX, minY, maxY) = (
                x + 1 + slant, x + 2 + slant + length, y - slant - size * 1.5, y - slant - size * 0.3
            )
        case .belowRight:
            (minX, maxX, minY, maxY) = (
                x + 1 + slant, x + 2 + slant + length, y + slant + size * 0.3, y + slant + size * 1.5
            )
        case .aboveLeft:
            (minX, maxX, minY, maxY) = (
                x - 2 - slant - length, x - 1 - slant, y - slant - size * 1.5, y - slant - size * 0.3
            )
        case .belowLeft:
            (minX, maxX, minY, maxY) = (
                x - 2 - slant - length, x - 1 - slant, y + slant + size * 0.3, y + slant + size * 1.5
            )
        }
    }

    /// The first side where the name stays inside the drawing and covers no obstacle and no
    /// name placed before; when the dot is on or near an obstacle (a town where the route
    /// ends), the sides again a little further out each time. Nil when there is none.
    package static func free(
        at point: (Double, Double), text: String, major: Bool, width: Double, height: Double,
        avoiding obstacles: [StopLayout.Obstacle], taken: [LabelBox]
    ) -> LabelBox? {
        let crowded = obstacles.contains { StopLayout.distance(point, ($0.x, $0.y)) < $0.radius + farthestGap }
        let gaps = crowded ? Array(stride(from: 0, through: farthestGap, by: 6)) : [0]
        for gap in gaps {
            for side in Side.allCases {
                let box = LabelBox(side: side, at: point, text: text, major: major, gap: gap)
                guard box.minX >= 0, box.maxX <= width, box.minY >= 0, box.maxY <= height else { continue }
                if !obstacles.contains(where: box.covers) && !taken.contains(where: box.overlaps) { return box }
            }
        }
        return nil
    }

    /// How far past its usual place a name beside an obstacle may move, in the map's units.
    static let farthestGap = 24.0

    package func overlaps(_ other: LabelBox) -> Bool {
        minX < other.maxX + 2 && other.minX < maxX + 2 && minY < other.maxY + 2 && other.minY < maxY + 2
    }

    /// Whether the box comes within 2 units of the circle.
    package func covers(_ circle: StopLayout.Obstacle) -> Bool {
        let nearestX = min(max(circle.x, minX), maxX)
        let nearestY = min(max(circle.y, minY), maxY)
        return StopLayout.distance((nearestX, nearestY), (circle.x, circle.y)) < circle.radius + 2
    }
}
