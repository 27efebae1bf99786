import TripSiteGeo
import TripSiteHTML

/// The world map, drawn at build time on the Equal Earth projection from the theme's
/// countries: one file of every country's outline (`/map/world.svg`, shown as an image and
/// cached by the browser once for every page with a map), and on each page an SVG over it
/// holding only what that page marks — the countries with trips (filled in the accent colour
/// when a trip there is completed, lightly otherwise) and a pin per trip, each pin a link.
/// Antarctica and the Arctic beyond 84° N are cut.
package enum WorldMap {
    static let width = 1000.0
    static let north = 84.0
    static let south = -58.0
    static let fileName = "map/world.svg"

    /// Units per radius: the whole map's width is `width`.
    private static let scale = width / 2 / EqualEarth.halfWidth
    private static let top = EqualEarth.project(latitude: north, longitude: 0).y
    static let height = ((top - EqualEarth.project(latitude: south, longitude: 0).y) * scale).rounded(.up)

    /// A position on the map, in its units (x east, y down).
    package static func place(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        let point = EqualEarth.project(latitude: coordinate.latitude, longitude: coordinate.longitude)
        return (width / 2 + point.x * scale, (top - point.y) * scale)
    }

    static var viewBox: String { "0 0 \(Int(width)) \(Int(height))" }

    /// Path data for a country's rings: tenths of a unit, relative moves, repeated points
    /// dropped (at this scale most of the 1:110m points fall on one another).
    static func pathData(_ rings: [[Coordinate]]) -> String {
        var data = ""
        for ring in rings {
            var last: (Int, Int)?
            var start: (Int, Int)?
            var count = 0
            var ringData = ""
            for coordinate in ring {
                let (x, y) = place(coordinate)
                let point = (Int((x * 10).rounded()), Int((y * 10).rounded()))
                if let previous = last {
                    guard point != previous else { continue }
                    ringData += "l" + tenths(point.0 - previous.0) + separated(point.1 - previous.1)
                } else {
                    ringData += "M" + tenths(point.0) + separated(point.1)
                    start = point
                }
                last = point
                count += 1
            }
            if count >= 3, start != nil { data += ringData + "z" }
        }
        return data
    }

    /// `tenths` with the separator SVG needs before it: none before a minus sign.
    private static func separated(_ value: Int) -> String { value < 0 ? tenths(value) : " " + tenths(value) }

    private static func tenths(_ value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = abs(value)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// `/map/world.svg`: the sea, every country of the theme as one outline, and the lakes
    /// large enough to see at this scale (the theme's `map/lakes.txt`); its own colours for
    /// light and dark (an image does not see the page's stylesheet).
    static func baseSVG(_ world: WorldShapes) -> [UInt8] {
        let land = world.countries.keys.sorted().map { pathData(world.countries[$0]!.rings) }.joined()
        let water = world.lakes.isEmpty ? "" : "<path class=\"w\" d=\"\(wholeUnits(world.lakes))\"/>"
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(viewBox)" width="\(Int(width))" height="\(Int(height))">\
            <style>rect{fill:#e2ecf5}path{fill:#dcdde3;stroke:#fff;stroke-width:.6;stroke-linejoin:round}\
            .w{fill:#e2ecf5;stroke:none}\
            @media (prefers-color-scheme:dark){rect,.w{fill:#18202a}path{fill:#3a3b44;stroke:#1c1c22}}</style>\
            <rect width="\(Int(width))" height="\(Int(height))"/><path fill-rule="evenodd" d="\(land)"/>\(water)</svg>

            """
        return Array(svg.utf8)
    }

    /// Path data for rings in whole units, points on the same unit as the last dropped: 1:10m
    /// lakes hold more points than a 1000-unit world shows.
    static func wholeUnits(_ rings: [[Coordinate]]) -> String {
        var data = ""
        for ring in rings {
            var points: [(Int, Int)] = []
            for coordinate in ring {
                let (x, y) = place(coordinate)
                let point = (Int(x.rounded()), Int(y.rounded()))
                if points.last.map({ $0 != point }) ?? true { points.append(point) }
            }
            guard points.count >= 3 else { continue }
            data += "M\(points[0].0) \(points[0].1)"
            for point in points.dropFirst() { data += "L\(point.0) \(point.1)" }
            data += "z"
        }
        return data
    }
}
