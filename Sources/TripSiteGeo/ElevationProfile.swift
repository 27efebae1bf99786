/// Elevation against distance along the route, in at most `sampleCount` samples: each the
/// mean of the readings in its stretch of the route, which also calms the noise the chart
/// would otherwise draw.
package struct ElevationProfile: Hashable, Sendable, Codable {
    package struct Sample: Hashable, Sendable, Codable {
        /// Metres from the start of the route.
        package var distance: Double
        package var elevation: Double

        package init(distance: Double, elevation: Double) {
            self.distance = distance
            self.elevation = elevation
        }
    }

    package var samples: [Sample]

    package static let defaultSampleCount = 160

    /// The profile of `tracks`, or nil when fewer than two points have an elevation.
    package init?(tracks: [GPXFile.Track], sampleCount: Int = defaultSampleCount) {
        let (readings, total) = Self.readings(tracks)
        guard readings.count > 1, total > 0 else { return nil }
        let width = total / Double(sampleCount)
        var sums = [Double](repeating: 0, count: sampleCount)
        var counts = [Int](repeating: 0, count: sampleCount)
        for reading in readings {
            let bucket = min(Int(reading.distance / width), sampleCount - 1)
            sums[bucket] += reading.elevation
            counts[bucket] += 1
        }
        samples = (0..<sampleCount).compactMap { bucket in
            counts[bucket] == 0
                ? nil
                : Sample(distance: (Double(bucket) + 0.5) * width, elevation: sums[bucket] / Double(counts[bucket]))
        }
        samples[0].distance = 0
        samples[samples.count - 1].distance = total
    }

    /// Every reading with an elevation, at its distance along the route; and the route's length.
    private static func readings(_ tracks: [GPXFile.Track]) -> ([Sample], Double) {
        var readings: [Sample] = []
        var distance = 0.0
        for segment in tracks.lazy.flatMap(\.segments) {
            var previous: TrackPoint?
            for point in segment {
                if let previous {
                    distance += Geodesy.distance(previous.latitude, previous.longitude, point.latitude, point.longitude)
                }
                if point.elevation.isFinite { readings.append(Sample(distance: distance, elevation: point.elevation)) }
                previous = point
            }
        }
        return (readings, distance)
    }
}
