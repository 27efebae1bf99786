import Foundation

/// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018): equal-area, so a country's
/// size on the world map is its size on the Earth, with the familiar look of a Robinson map.
/// Units: the Earth's radius is 1 (x within ±2.7066, y within ±1.3173), north is +y.
package enum EqualEarth {
    private static let a1 = 1.340264
    private static let a2 = -0.081106
    private static let a3 = 0.000893
    private static let a4 = 0.003796
    private static let m = 3.0.squareRoot() / 2

    /// The projected point of a longitude and latitude in degrees.
    package static func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let lambda = longitude * .pi / 180
        let theta = asin(m * sin(latitude * .pi / 180))
        let t2 = theta * theta
        let t6 = t2 * t2 * t2
        let x = 2 * 3.0.squareRoot() * lambda * cos(theta) / (3 * (9 * a4 * t6 * t2 + 7 * a3 * t6 + 3 * a2 * t2 + a1))
        let y = theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2))
        return (x, y)
    }

    /// Half the width of the whole map (the equator's projected half-length).
    package static var halfWidth: Double { project(latitude: 0, longitude: 180).x }
}
