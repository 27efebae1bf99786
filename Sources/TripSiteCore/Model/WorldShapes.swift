import TripSiteGeo

/// The world's countries as the theme's `map/countries.txt` draws them (Natural Earth's
/// 1:110m admin-0 countries, converted by `scripts/natural-earth`): each country's continent,
/// a point inside it, and its outline's rings. Countries too small for the scale have a
/// continent and no shape.
package struct WorldShapes: Hashable, Sendable {
    package struct Country: Hashable, Sendable {
        /// ISO 3166-1 alpha-2 (`NO`), or `XK` for Kosovo.
        package var code: String
        /// `AF`, `AN`, `AS`, `EU`, `NA`, `OC` or `SA`.
        package var continent: String
        /// A point inside the country, for a trip that names a country but no position.
        package var point: Coordinate?
        /// Outer rings and holes alike (drawn with the even-odd rule).
        package var rings: [[Coordinate]]
    }

    package var countries: [String: Country] = [:]
    /// The lakes the world map draws over the countries (the theme's `map/lakes.txt`).
    package var lakes: [[Coordinate]] = []
    /// The attribution lines the file starts with (`# Made with Natural Earth. …`).
    package var attribution: String = ""

    package init() {}

    /// The continents' codes, in the order pages list them.
    package static let continents = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"]

    /// Reads the file's text; each malformed line is a problem with its line number.
    package static func parse(_ text: String) -> (WorldShapes, [(line: Int, message: String)]) {
        var shapes = WorldShapes()
        var problems: [(line: Int, message: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") {
                if index == 0 { shapes.attribution = String(line.dropFirst()).trimmingSpaces() }
                continue
            }
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 4, columns[0].count == 2, continents.contains(String(columns[1])),
                let point = point(columns[2]), let rings = rings(columns[3])
            else {
                problems.append((index + 1, "expected: code, continent, point and rings, separated by tabs"))
                continue
            }
            shapes.countries[String(columns[0])] = Country(
                code: String(columns[0]), continent: String(columns[1]), point: point, rings: rings)
        }
        return (shapes, problems)
    }

    /// `lon,lat` in hundredths of a degree; `.some(nil)` when empty, nil when malformed.
    private static func point(_ text: Substring) -> Coordinate?? {
        if text.isEmpty { return .some(nil) }
        guard let pair = pair(text) else { return nil }
        return .some(coordinate(pair))
    }

    /// Rings separated by `;`, each `x,y` then deltas `dx,dy`, space-separated.
    private static func rings(_ text: Substring) -> [[Coordinate]]? {
        if text.isEmpty { return [] }
        var rings: [[Coordinate]] = []
        for ring in text.split(separator: ";") {
            var x = 0
            var y = 0
            var points: [Coordinate] = []
            for (index, item) in ring.split(separator: " ").enumerated() {
                guard let (dx, dy) = pair(item) else { return nil }
                (x, y) = index == 0 ? (dx, dy) : (x + dx, y + dy)
                points.append(coordinate((x, y)))
            }
            rings.append(points)
        }
        return rings
    }

    private static func pair(_ text: Substring) -> (Int, Int)? {
        let parts = text.split(separator: ",")
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else { return nil }
        return (x, y)
    }

    private static func coordinate(_ pair: (Int, Int)) -> Coordinate {
        Coordinate(latitude: Double(pair.1) / 100, longitude: Double(pair.0) / 100)
    }
}
