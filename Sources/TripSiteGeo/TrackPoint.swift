/// One point of a track, a route or a waypoint as a GPX file gives it. Elevation and time are
/// optional in GPX; a missing one is NaN, so a million points take 32 bytes each.
package struct TrackPoint: Hashable, Sendable {
    package var latitude: Double
    package var longitude: Double
    /// Metres above sea level; NaN when the file gives none.
    package var elevation: Double
    /// Seconds since 1970-01-01 UTC; NaN when the file gives none.
    package var time: Double

    package init(latitude: Double, longitude: Double, elevation: Double = .nan, time: Double = .nan) {
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.time = time
    }

    package var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }
}
