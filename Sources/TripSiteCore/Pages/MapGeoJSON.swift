import TripSiteGeo

/// `/map.geojson` (RFC 7946): the journal's places for other tools. Each trip with a
/// position is a Point feature; each trip with routes a MultiLineString feature of its lines
/// as drawn (simplified, the private ends cut). Properties: the trip's slug, title, URL,
/// country and whether it is completed; a route's numbers as in its `route.geojson`; each
/// located entry a Point feature of its own (`"stop"`), as in its trip's `route.geojson`.
enum MapGeoJSON {
    static let fileName = "map.geojson"

    static func document(_ site: Site, context: RenderContext) -> [UInt8] {
        var features: [String] = []
        // Most trips of a large journal have neither: their properties are not made.
        for trip in site.trips where trip.location != nil || !trip.routes.isEmpty || !trip.entries.isEmpty {
            let properties = self.properties(trip, context: context)
            if let coordinate = trip.location?.coordinate {
                features.append(
                    "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":"
                        + RouteGeoJSON.position(coordinate) + "},\"properties\":{" + properties + "}}")
            }
            if let route = RouteViews.combined(trip, routes: site.routes), !route.lines.isEmpty {
                features.append(RouteGeoJSON.routeFeature(route, trip: trip, extra: properties))
            }
            features += RouteGeoJSON.stopFeatures(trip, urls: context.urls)
        }
        return Array(
            ("{\"type\":\"FeatureCollection\",\"features\":[" + features.joined(separator: ",\n") + "]}\n").utf8)
    }

    private static func properties(_ trip: Trip, context: RenderContext) -> String {
        var fields = [
            "\"trip\":" + SearchJSON.string(trip.slug), "\"title\":" + SearchJSON.string(trip.title),
            "\"url\":" + SearchJSON.string(context.urls.absolute(context.urls.trip(trip.slug))),
            "\"completed\":" + (trip.isComplete ? "true" : "false"),
        ]
        if let country = trip.country { fields.append("\"country\":" + SearchJSON.string(country)) }
        if let name = trip.location?.name { fields.append("\"place\":" + SearchJSON.string(name)) }
        return fields.joined(separator: ",")
    }
}
