import TripSiteGeo

/// Where a trip went, as its front matter's `location:` says: a name, a position, or both.
package struct Place: Hashable, Codable, Sendable {
    package var name: String?
    package var coordinate: Coordinate?

    package init(name: String? = nil, coordinate: Coordinate? = nil) {
        self.name = name
        self.coordinate = coordinate
    }
}

/// A GPX file a trip names (`gpx:`) or has (`route.gpx` in its bundle).
package struct RouteReference: Hashable, Codable, Sendable {
    /// Relative to the site folder: `content/trips/alps/route.gpx`.
    package var source: String
    /// The `gpx:` line naming it; nil for a bundle's `route.gpx`.
    package var line: Int?
    /// Drawn, but not counted in the trip's numbers (`gpx: [{file: alt.gpx, alternative: true}]`).
    package var alternative = false
    /// What the map's legend calls it (`name:`); nil for its file name.
    package var name: String?
    /// The waypoints to draw, by name (`waypoints:`); nil for those worth a mark.
    package var waypoints: [String]?

    package init(
        source: String, line: Int? = nil, alternative: Bool = false, name: String? = nil, waypoints: [String]? = nil
    ) {
        self.source = source
        self.line = line
        self.alternative = alternative
        self.name = name
        self.waypoints = waypoints
    }

    /// Its name, or its file name without `.gpx`.
    package var label: String {
        if let name { return name }
        let file = source.split(separator: "/").last.map(String.init) ?? source
        return RouteFiles.isGPX(file) ? String(file.dropLast(4)) : file
    }
}
