import TripSiteGeo

/// A trip's route as GeoJSON (RFC 7946), `trips/<slug>/route.geojson`, for other tools: the
/// lines as drawn (simplified, the private ends cut) in one MultiLineString feature with the
/// route's numbers, each alternative as a MultiLineString feature of its own
/// (`"alternative": true`), each waypoint as a Point feature, and each located entry of the
/// trip as a Point feature (`"stop"`: its number on the timeline, its title, date and page).
/// No times: they stay in the GPX file; no photo's position.
enum RouteGeoJSON {
    static let fileName = "route.geojson"

    static func path(_ slug: String) -> String { SiteURLs.tripFolder(slug) + fileName }

    static func document(_ route: RouteSummary, trip: Trip, urls: SiteURLs) -> [UInt8] {
        var features = [routeFeature(route, trip: trip)]
        features += route.parts.filter(\.alternative).map(alternativeFeature)
        features += route.waypoints.map(waypointFeature)
        features += stopFeatures(trip, urls: urls)
        return Array(("{\"type\":\"FeatureCollection\",\"features\":[" + features.joined(separator: ",") + "]}\n").utf8)
    }

    /// The route's lines as one feature; `extra` replaces the trip's slug and title among its
    /// properties (the site's map.geojson gives more of the trip).
    static func routeFeature(_ route: RouteSummary, trip: Trip, extra: String? = nil) -> String {
        let lines = route.countedLines.map { line in "[" + line.map(position).joined(separator: ",") + "]" }
        var properties = [
            extra ?? "\"trip\":" + SearchJSON.string(trip.slug) + ",\"title\":" + SearchJSON.string(trip.title),
            "\"distance_m\":" + number(route.statistics.distance),
        ]
        let optional: [(String, Double?)] = [
            ("gain_m", route.statistics.gain), ("loss_m", route.statistics.loss),
            ("highest_m", route.statistics.highest), ("moving_s", route.statistics.movingTime),
        ]
        for case (let name, let value?) in optional { properties.append("\"\(name)\":" + number(value)) }
        return "{\"type\":\"Feature\",\"geometry\":{\"type\":\"MultiLineString\",\"coordinates\":["
            + lines.joined(separator: ",") + "]},\"properties\":{" + properties.joined(separator: ",") + "}}"
    }

    /// An alternative (drawn, not counted) as a feature of its own, by name.
    static func alternativeFeature(_ part: RouteSummary.Part) -> String {
        let lines = part.lines.map { line in "[" + line.map(position).joined(separator: ",") + "]" }
        return "{\"type\":\"Feature\",\"geometry\":{\"type\":\"MultiLineString\",\"coordinates\":["
            + lines.joined(separator: ",") + "]},\"properties\":{\"name\":" + SearchJSON.string(part.label)
            + ",\"alternative\":true}}"
    }

    static func waypointFeature(_ waypoint: RouteSummary.Waypoint) -> String {
        "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":" + position(waypoint.coordinate)
            + "},\"properties\":{\"name\":" + SearchJSON.string(waypoint.name) + "}}"
    }

    /// The trip's located entries as Point features, numbered as on its timeline.
    static func stopFeatures(_ trip: Trip, urls: SiteURLs) -> [String] {
        trip.entries.enumerated().compactMap { index, entry in
            entry.location?.coordinate.map { coordinate in
                var properties = [
                    "\"trip\":" + SearchJSON.string(trip.slug), "\"stop\":" + String(index + 1),
                    "\"entry\":" + SearchJSON.string(entry.slug), "\"date\":" + SearchJSON.string(entry.date.iso),
                    "\"url\":" + SearchJSON.string(urls.absolute(urls.entry(entry.slug, of: trip.slug))),
                ]
                if let title = entry.namedTitle { properties.append("\"title\":" + SearchJSON.string(title)) }
                return "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":" + position(coordinate)
                    + "},\"properties\":{" + properties.joined(separator: ",") + "}}"
            }
        }
    }

    /// `[lon,lat]` with six decimals (about 10 cm), as RFC 7946 suggests.
    static func position(_ coordinate: Coordinate) -> String {
        "[" + decimal(coordinate.longitude, 6) + "," + decimal(coordinate.latitude, 6) + "]"
    }

    /// A whole number, rounded.
    static func number(_ value: Double) -> String { String(Int(value.rounded())) }

    /// A fixed-point decimal without exponent or trailing zeros, locale-free.
    static func decimal(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int64((value * scale).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = String(magnitude % UInt64(scale))
        fraction = String(repeating: "0", count: digits - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
