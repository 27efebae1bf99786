import Foundation

/// Distances on the Earth, taken as a sphere of the mean radius: within 0.5 % of the
/// ellipsoid everywhere, which is finer than a phone's GPS over any distance a route covers.
package enum Geodesy {
    /// The Earth's mean radius (IUGG), in metres.
    package static let earthRadius = 6_371_008.8

    /// The great-circle distance between two positions in metres, by the haversine formula
    /// (which stays accurate for the few metres between two track points).
    package static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        distance(a.latitude, a.longitude, b.latitude, b.longitude)
    }

    /// `distance` on degrees, for loops over points that are not `Coordinate`s.
    @inline(__always)
    package static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let toRadians = Double.pi / 180
        let phi1 = lat1 * toRadians
        let phi2 = lat2 * toRadians
        let dPhi = phi2 - phi1
        let dLambda = (lon2 - lon1) * toRadians
        let sinPhi = sin(dPhi / 2)
        let sinLambda = sin(dLambda / 2)
        let h = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
        return 2 * earthRadius * asin(min(1, h.squareRoot()))
    }
}
