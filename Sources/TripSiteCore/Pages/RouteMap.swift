import TripSiteGeo
import TripSiteHTML

/// A route drawn as SVG: its lines on a flat projection of their own area, fitted to a
/// 800-unit-wide box, with the first and last points drawn as start and end, each waypoint
/// as a dot named by its `<title>`, the photos the site places (each a link), the trip's
/// located entries as numbered stops (each a link to its page), and a scale bar. Labelled as
/// one image when it has no links.
package struct RouteMap: Component {
    /// A photo placed where it was taken, linking to its largest copy.
    struct Photo {
        var coordinate: Coordinate
        var href: String
        var label: String
    }

    /// A located entry of the trip: its number on the timeline, linking to its page.
    struct Stop {
        var coordinate: Coordinate
        var number: Int
        var href: String
        var label: String
    }

    var route: RouteSummary
    var label: String
    var photos: [Photo] = []
    var stops: [Stop] = []
    /// An entry's page: its own stop (its number, not a link), and the trip's other stops as
    /// dots.
    var here: Stop? = nil
    var dots: [Coordinate] = []
    /// Whether the route's first and last points are drawn as its start and end: not for a
    /// line that only joins the stops, whose ends are stops.
    var marksEnds = true
    /// The geography drawn under the route (the theme's `map/basemap.txt`); none when nil.
    var basemap: Basemap? = nil
    /// The trip's country, drawn as a locator inset when the basemap shows nothing around
    /// the route (`RouteInset`).
    var country: WorldShapes.Country? = nil
    /// The site's language, for the names of other countries on the basemap.
    var language = "en"
    /// CSS put inside the drawing, for a print engine that styles an SVG only from within
    /// it (`BookMapStyle`); nil for a page, whose stylesheet styles its maps.
    var stylesheet: String? = nil

    static let width = 800.0
    /// The tallest box drawn: a north–south route is fitted into a square, not a tower.
    static let maxHeight = 560.0
    static let margin = 24.0

    package var body: Node {
        let all =
            route.lines.flatMap { $0 } + route.waypoints.map(\.coordinate) + photos.map(\.coordinate)
            + stops.map(\.coordinate) + dots + (here.map { [$0.coordinate] } ?? [])
        guard let projection = LocalProjection(fitting: all) else { return .group([]) }
        let frame = Frame(points: all.map { projection.project($0) })
        var ground = basemap.flatMap { RouteBasemap.make($0, projection: projection, frame: frame) }
        ground?.home = country?.code
        ground?.language = language
        let layout = StopLayout(width: Self.width, height: frame.height, obstacles: obstacles(projection, frame))
        let markers = stopMarkers(layout, projection, frame)
        let hereMarkers = here.map { placedHere($0, layout, projection, frame) } ?? []
        // An image has no parts to reach: with photos (links), the drawing is labelled but
        // keeps its role, so the links stay in the tab order.
        let role = photos.isEmpty && stops.isEmpty ? [Attribute("role", "img")] : []
        return Node.svg(
            [Attribute("viewBox", "0 0 \(Int(Self.width)) \(Int(frame.height.rounded(.up)))")] + role + [
                .aria("label", label), .class("route-map-drawing" + (ground == nil ? "" : " route-map-basemap")),
            ]
        ) {
            if let stylesheet { Node.style { stylesheet } }
            if let ground { ground.layers }
            if route.parts.count > 1 {
                for (index, part) in route.parts.enumerated() {
                    for line in part.lines where line.count > 1 {
                        Node.path([
                            .class(Self.lineClass(index, part)), Attribute("d", pathData(line, projection, frame)),
                        ])
                    }
                }
            } else {
                for line in route.lines where line.count > 1 {
                    Node.path([.class("route-line"), Attribute("d", pathData(line, projection, frame))])
                }
            }
            for end in ends { marker(end.coordinate, projection, frame, className: end.className, radius: 7) }
            if route.parts.count > 1 { partNumbers(projection, frame) }
            for waypoint in route.waypoints {
                let (x, y) = frame.place(projection.project(waypoint.coordinate))
                Node.circle([
                    .class("route-waypoint"), Attribute("cx", Self.format(x)), Attribute("cy", Self.format(y)),
                    Attribute("r", "5"),
                ]) {
                    if let name = waypoint.name { Node.title { name } }
                }
            }
            for photo in photos {
                let (x, y) = frame.place(projection.project(photo.coordinate))
                Node.a([.href(photo.href), .class("route-photo"), .aria("label", photo.label)]) {
                    Node.title { photo.label }
                    Node.circle([Attribute("cx", Self.format(x)), Attribute("cy", Self.format(y)), Attribute("r", "8")])
                }
            }
            if let ground, !ground.showsGeography, let country {
                RouteInset(country: country, location: Self.middle(all)).body(
                    width: Self.width, height: frame.height, avoiding: all.map { frame.place(projection.project($0)) })
            }
            if let ground {
                ground.placeNames(
                    avoiding: layout.obstacles
                        + (markers + hereMarkers).map { .init(x: $0.x, y: $0.y, radius: $0.radius) })
            }
            for dot in dots { marker(dot, projection, frame, className: "route-stop-dot", radius: 6) }
            stopMarks(markers)
            if let here, !hereMarkers.isEmpty { hereMark(here, hereMarkers) }
            scaleBar(frame)
        }
    }

    /// The middle of the points' latitudes and longitudes.
    static func middle(_ points: [Coordinate]) -> Coordinate {
        let latitudes = points.map(\.latitude)
        let longitudes = points.map(\.longitude)
        return Coordinate(
            latitude: ((latitudes.min() ?? 0) + (latitudes.max() ?? 0)) / 2,
            longitude: ((longitudes.min() ?? 0) + (longitudes.max() ?? 0)) / 2)
    }

    /// The route's start and end, when it marks them.
    private var ends: [(coordinate: Coordinate, className: String)] {
        guard marksEnds, let start = route.countedLines.first?.first, let end = route.countedLines.last?.last else {
            return []
        }
        return [(start, "route-start"), (end, "route-end")]
    }

    /// What a stop's marker must not cover: the route's ends and its parts' numbers.
    private func obstacles(_ projection: LocalProjection, _ frame: Frame) -> [StopLayout.Obstacle] {
        let ends = ends.map { end in
            let (x, y) = frame.place(projection.project(end.coordinate))
            return StopLayout.Obstacle(x: x, y: y, radius: 7)
        }
        let parts = partNumberPlaces(projection, frame).map { StopLayout.Obstacle(x: $0.x, y: $0.y, radius: 11) }
        return ends + parts
    }

    /// The stops, apart (`StopLayout`): each marker a link to its first entry, named by every
    /// stop it stands for; a leader line from each marker that had to move to its stops.
    private func stopMarkers(
        _ layout: StopLayout, _ projection: LocalProjection, _ frame: Frame
    ) -> [StopLayout.Marker] {
        layout.markers(
            for: stops.map { stop in
                let (x, y) = frame.place(projection.project(stop.coordinate))
                return StopLayout.Stop(number: stop.number, x: x, y: y)
            })
    }

    private func stopMarks(_ markers: [StopLayout.Marker]) -> Node {
        let byNumber = Dictionary(stops.map { ($0.number, $0) }) { first, _ in first }
        return .group(
            [leaders(markers)]
                + markers.compactMap { marker in
                    let members = marker.numbers.compactMap { byNumber[$0] }
                    guard let first = members.first else { return nil }
                    let name = members.map { "\($0.number). \($0.label)" }.joined(separator: "; ")
                    return Node.a([.href(first.href), .class("route-stop"), .aria("label", name)]) {
                        Node.title { name }
                        Self.disc(marker)
                        Node.element(
                            "text",
                            [
                                Attribute("x", Self.format(marker.x)), Attribute("y", Self.format(marker.y + 5)),
                                .aria("hidden", "true"),
                            ], children: [.text(marker.text)])
                    }
                })
    }

    /// A marker's shape: a disc for one stop, a pill as wide as a group's text.
    static func disc(_ marker: StopLayout.Marker) -> Node {
        guard marker.stops.count > 1 else {
            return Node.circle([
                Attribute("cx", format(marker.x)), Attribute("cy", format(marker.y)),
                Attribute("r", format(marker.radius)),
            ])
        }
        return Node.element(
            "rect",
            [
                Attribute("x", format(marker.x - marker.radius)), Attribute("y", format(marker.y - 11)),
                Attribute("width", format(2 * marker.radius)), Attribute("height", "22"), Attribute("rx", "11"),
            ], children: [])
    }

    /// A line from each marker drawn away from a stop to the stop, with a dot where it is.
    private func leaders(_ markers: [StopLayout.Marker]) -> Node {
        let moved = markers.flatMap { marker in
            marker.stops.filter { StopLayout.distance(($0.x, $0.y), (marker.x, marker.y)) > marker.radius }
                .map { (marker, $0) }
        }
        guard !moved.isEmpty else { return .group([]) }
        return Node.g([.class("route-stop-leaders"), .aria("hidden", "true")]) {
            for (marker, stop) in moved {
                Node.path([
                    Attribute(
                        "d",
                        "M\(Self.format(marker.x)) \(Self.format(marker.y))L\(Self.format(stop.x)) \(Self.format(stop.y))"
                    )
                ])
                Node.circle([
                    Attribute("cx", Self.format(stop.x)), Attribute("cy", Self.format(stop.y)), Attribute("r", "3"),
                ])
            }
        }
    }

    /// The stop of the entry whose page shows the map: its number on the accent disc, moved
    /// off the route's ends when it would cover one.
    private func placedHere(
        _ stop: Stop, _ layout: StopLayout, _ projection: LocalProjection, _ frame: Frame
    ) -> [StopLayout.Marker] {
        let (x, y) = frame.place(projection.project(stop.coordinate))
        // The theme draws it at 1.5 times its size (`.entry-map .route-here`): the half more
        // is kept from each obstacle.
        var scaled = layout
        let extra = StopLayout.radius(String(stop.number)) / 2
        scaled.obstacles = layout.obstacles.map { .init(x: $0.x, y: $0.y, radius: $0.radius + extra) }
        return scaled.markers(for: [StopLayout.Stop(number: stop.number, x: x, y: y)])
    }

    private func hereMark(_ stop: Stop, _ markers: [StopLayout.Marker]) -> Node {
        .group(
            [leaders(markers)]
                + markers.map { marker in
                    Node.g([.class("route-stop route-here")]) {
                        Self.disc(marker)
                        Node.element(
                            "text", [Attribute("x", Self.format(marker.x)), Attribute("y", Self.format(marker.y + 5))],
                            children: [.text(marker.text)])
                    }
                })
    }

    /// A part's line: its colour (one of `colours`, in turn) and, for an alternative, dashes.
    static func lineClass(_ index: Int, _ part: RouteSummary.Part) -> String {
        "route-line route-line-\(index % colours + 1)" + (part.alternative ? " route-line-alternative" : "")
    }

    /// How many colours parts take in turn (the theme's `.route-line-1` to `-4`).
    static let colours = 4

    /// Each part's number, as the legend gives it, at the middle of its longest line: the
    /// parts are told apart by their numbers and dashes, not by colour alone.
    private func partNumbers(_ projection: LocalProjection, _ frame: Frame) -> Node {
        Node.g([.class("route-part-numbers"), .aria("hidden", "true")]) {
            for place in partNumberPlaces(projection, frame) {
                Node.g([.class("route-part-number route-line-\(place.index % Self.colours + 1)")]) {
                    Node.circle([
                        Attribute("cx", Self.format(place.x)), Attribute("cy", Self.format(place.y)),
                        Attribute("r", "11"),
                    ])
                    Node.element(
                        "text", [Attribute("x", Self.format(place.x)), Attribute("y", Self.format(place.y + 5))],
                        children: [.text(String(place.index + 1))])
                }
            }
        }
    }

    /// Where each part's number is drawn, when the route has more than one part.
    private func partNumberPlaces(_ projection: LocalProjection, _ frame: Frame) -> [(index: Int, x: Double, y: Double)]
    {
        guard route.parts.count > 1 else { return [] }
        return route.parts.enumerated().compactMap { index, part in
            guard let line = part.lines.max(by: { $0.count < $1.count }), !line.isEmpty else { return nil }
            let (x, y) = frame.place(projection.project(line[line.count / 2]))
            return (index, x, y)
        }
    }

    private func marker(
        _ point: Coordinate, _ projection: LocalProjection, _ frame: Frame, className: String, radius: Int
    ) -> Node {
        let (x, y) = frame.place(projection.project(point))
        return Node.circle([
            .class(className), Attribute("cx", Self.format(x)), Attribute("cy", Self.format(y)),
            Attribute("r", String(radius)),
        ])
    }

    private func pathData(_ line: [Coordinate], _ projection: LocalProjection, _ frame: Frame) -> String {
        var data = ""
        for (index, point) in line.enumerated() {
            let (x, y) = frame.place(projection.project(point))
            data += (index == 0 ? "M" : "L") + Self.format(x) + " " + Self.format(y)
        }
        return data
    }

    /// A bar of a round length (1, 2 or 5 × 10ⁿ metres) no longer than a quarter of the width.
    private func scaleBar(_ frame: Frame) -> Node {
        let metresPerUnit = 1 / frame.scale
        let longest = Self.width / 4 * metresPerUnit
        var length = 1.0
        while length * 10 <= longest { length *= 10 }
        if length * 5 <= longest { length *= 5 } else if length * 2 <= longest { length *= 2 }
        let units = length / metresPerUnit
        let y = frame.height - 10
        let text = length >= 1000 ? "\(Int(length / 1000)) km" : "\(Int(length)) m"
        return Node.g([.class("route-scale"), .aria("hidden", "true")]) {
            Node.path([Attribute("d", "M12 \(Self.format(y))h\(Self.format(units))")])
            Node.element("text", [Attribute("x", "12"), Attribute("y", Self.format(y - 6))], children: [.text(text)])
        }
    }

    /// One decimal: a tenth of a unit is finer than any screen draws an 800-unit box.
    package static func format(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// How projected metres map into the box: scaled to fit, margins kept, north up.
    struct Frame {
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        var scale = 1.0
        var height = RouteMap.maxHeight

        init(points: [(x: Double, y: Double)]) {
            for (x, y) in points {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
            let inner = RouteMap.width - 2 * RouteMap.margin
            let spanX = max(maxX - minX, 1)
            let spanY = max(maxY - minY, 1)
            scale = min(inner / spanX, (RouteMap.maxHeight - 2 * RouteMap.margin) / spanY)
            height = max(spanY * scale + 2 * RouteMap.margin, 200)
        }

        /// The projected point drawn at `x`, `y`: `place`'s inverse.
        func unplace(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            (
                minX + (x - (RouteMap.width - (maxX - minX) * scale) / 2) / scale,
                maxY - (y - (height - (maxY - minY) * scale) / 2) / scale
            )
        }

        func place(_ point: (x: Double, y: Double)) -> (Double, Double) {
            let x = (RouteMap.width - (maxX - minX) * scale) / 2 + (point.x - minX) * scale
            let y = (height - (maxY - minY) * scale) / 2 + (maxY - point.y) * scale
            return (x, y)
        }
    }
}

/// Elevation against distance as a filled SVG line, labelled as one image; its lowest and
/// highest readings and the distance are in its label and in the numbers beside it.
struct ElevationChart: Component {
    var profile: ElevationProfile
    var label: String

    static let width = 800.0
    static let height = 160.0

    var body: Node {
        let samples = profile.samples
        let low = samples.map(\.elevation).min() ?? 0
        let high = samples.map(\.elevation).max() ?? 0
        let span = max(high - low, 10)
        let length = max(samples.last?.distance ?? 1, 1)
        func place(_ sample: ElevationProfile.Sample) -> String {
            let x = sample.distance / length * Self.width
            let y = 8 + (high - sample.elevation) / span * (Self.height - 16)
            return RouteMap.format(x) + " " + RouteMap.format(y)
        }
        let line = samples.enumerated().map { ($0.offset == 0 ? "M" : "L") + place($0.element) }.joined()
        let area = line + "L\(Int(Self.width)) \(Int(Self.height))L0 \(Int(Self.height))Z"
        return Node.figure([.class("route-profile")]) {
            Node.svg([
                Attribute("viewBox", "0 0 \(Int(Self.width)) \(Int(Self.height))"), Attribute("role", "img"),
                .aria("label", label), Attribute("preserveAspectRatio", "none"),
            ]) {
                Node.path([.class("route-profile-area"), Attribute("d", area)])
                Node.path([.class("route-profile-line"), Attribute("d", line)])
            }
            Node.figcaption([.style(.footnote)]) { label }
        }
    }
}
