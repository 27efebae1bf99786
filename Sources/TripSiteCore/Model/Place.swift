import TripSiteGeo

/// Where a trip went, as its front matter's `location:` says: a name, a position, or both.
package struct Place: Hashable, Sendable {
    package var name: String?
    package var coordinate: Coordinate?

    package init(name: String? = nil, coordinate: Coordinate? = nil) {
        self.name = name
        self.coordinate = coordinate
    }
}

/// A GPX file a trip names (`gpx:`) or has (`route.gpx` in its bundle).
package struct RouteReference: Hashable, Sendable {
    /// Relative to the site folder: `content/trips/alps/route.gpx`.
    package var source: String
    /// The `gpx:` line naming it; nil for a bundle's `route.gpx`.
    package var line: Int?

    package init(source: String, line: Int? = nil) {
        self.source = source
        self.line = line
    }
}
