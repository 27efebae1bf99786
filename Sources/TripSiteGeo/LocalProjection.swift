import Foundation

/// A flat map of a small area, in metres: equirectangular about the area's middle latitude,
/// with longitudes measured from a reference so a route across the 180th meridian stays in
/// one piece. Within a few hundred kilometres, distances on it are within a percent of the
/// Earth's, which is what a route map and its simplification need.
package struct LocalProjection: Hashable, Sendable {
    package let referenceLongitude: Double
    /// Metres per degree of longitude and of latitude.
    let xScale: Double
    let yScale: Double

    package init(referenceLongitude: Double, middleLatitude: Double) {
        self.referenceLongitude = referenceLongitude
        yScale = Geodesy.earthRadius * .pi / 180
        xScale = yScale * max(cos(middleLatitude * .pi / 180), 0.01)
    }

    /// A projection for `points`: referenced to the first, about the middle of their latitudes.
    package init?<Points: Sequence<Coordinate>>(fitting points: Points) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var low = first.latitude
        var high = first.latitude
        while let next = iterator.next() {
            low = min(low, next.latitude)
            high = max(high, next.latitude)
        }
        self.init(referenceLongitude: first.longitude, middleLatitude: (low + high) / 2)
    }

    /// Metres east and north of the reference (north is +y).
    package func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        var dLongitude = longitude - referenceLongitude
        if dLongitude > 180 { dLongitude -= 360 } else if dLongitude < -180 { dLongitude += 360 }
        return (dLongitude * xScale, latitude * yScale)
    }

    package func project(_ coordinate: Coordinate) -> (x: Double, y: Double) {
        project(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// The point `x` metres east of the reference and `y` north of the equator: `project`'s
    /// inverse.
    package func coordinate(x: Double, y: Double) -> Coordinate {
        var longitude = referenceLongitude + x / xScale
        if longitude > 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
        return Coordinate(latitude: y / yScale, longitude: longitude)
    }
}
