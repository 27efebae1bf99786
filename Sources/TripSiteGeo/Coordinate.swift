/// A position on the Earth in degrees (WGS 84, as GPS and GPX give them).
package struct Coordinate: Hashable, Sendable, Codable {
    package var latitude: Double
    package var longitude: Double

    package init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both are finite and in range: latitude in −90…90, longitude in −180…180.
    package var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }
}
