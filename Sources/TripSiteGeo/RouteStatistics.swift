import Foundation

/// A route's numbers, computed from every point the file has (before any simplification).
package struct RouteStatistics: Hashable, Sendable, Codable {
    /// Metres along the track, segment by segment (the gap between two segments, where the
    /// receiver had no fix, is not counted).
    package var distance = 0.0
    /// Metres climbed and descended (`ElevationGain`); nil when the file has no elevations.
    package var gain: Double?
    package var loss: Double?
    /// The highest and lowest readings, in metres; nil without elevations.
    package var highest: Double?
    package var lowest: Double?
    /// Seconds spent moving: between two timed points at least `movingSpeed` apart per second.
    /// Nil when the file has no times.
    package var movingTime: Double?
    /// The days the track was recorded on, as days since 1970-01-01, in the local solar time of
    /// where each point was (UTC shifted by the longitude, one hour per 15°): GPX times are UTC,
    /// and a morning walk in Tokyo should not fall on the day before.
    package var days: [Int] = []

    /// Slower than this (1.8 km/h) is standing still, however the receiver's fix wanders.
    package static let movingSpeed = 0.5

    package init() {}

    /// The numbers of `tracks`, with climbs counted past `threshold` metres.
    package init(tracks: [GPXFile.Track], threshold: Double = ElevationGain.defaultThreshold) {
        var climb = ElevationGain(threshold: threshold)
        var moving = 0.0
        var hasTimes = false
        var days = Set<Int>()
        for track in tracks {
            let recorded = RecordedTimes.areRecorded(track)
            for segment in track.segments {
                add(segment, timed: recorded, climb: &climb, moving: &moving, hasTimes: &hasTimes, days: &days)
            }
        }
        let totals = climb.finished
        if highest != nil {
            gain = totals.gain
            loss = totals.loss
        }
        movingTime = hasTimes ? moving : nil
        self.days = days.sorted()
    }

    /// One segment's points; `timed`: whether its times are a recording, to count.
    private mutating func add(
        _ segment: [TrackPoint], timed: Bool, climb: inout ElevationGain, moving: inout Double, hasTimes: inout Bool,
        days: inout Set<Int>
    ) {
        var lastDay = Int.min  // a track's points are mostly of the day before them
        var previous: TrackPoint?
        for point in segment {
            climb.add(point.elevation)
            note(elevation: point.elevation)
            if timed, point.time.isFinite {
                hasTimes = true
                let day = Self.localDay(point)
                if day != lastDay { days.insert(day) }
                lastDay = day
            }
            if let previous {
                let step = Geodesy.distance(previous.latitude, previous.longitude, point.latitude, point.longitude)
                distance += step
                let seconds = point.time - previous.time
                if timed, seconds > 0, step / seconds >= Self.movingSpeed { moving += seconds }
            }
            previous = point
        }
    }

    private mutating func note(elevation: Double) {
        guard elevation.isFinite else { return }
        highest = max(highest ?? elevation, elevation)
        lowest = min(lowest ?? elevation, elevation)
    }

    /// The point's day in local solar time, as days since 1970-01-01.
    static func localDay(_ point: TrackPoint) -> Int {
        let offset = (point.longitude / 15).rounded() * 3600
        return Int(((point.time + offset) / 86_400).rounded(.down))
    }
}
