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
    /// Seconds spent moving: between two timed points at most `denseInterval` apart in time
    /// and at least `movingSpeed` apart per second. Nil when the file has no times, or when
    /// they are too sparse to say (`recordedDensely` is false).
    package var movingTime: Double?
    /// Whether the times are a recording dense enough to time the journey: at least half of
    /// the steps between timed points are `denseInterval` or shorter (a GPS logger or a
    /// phone's tracking app), not occasional positions (Polarsteps' pings, a few an hour or
    /// a day). Nil when the file has no times.
    package var recordedDensely: Bool?
    /// The days the track was recorded on, as days since 1970-01-01, in the local solar time of
    /// where each point was (UTC shifted by the longitude, one hour per 15°): GPX times are UTC,
    /// and a morning walk in Tokyo should not fall on the day before.
    package var days: [Int] = []

    /// Slower than this (1.8 km/h) is standing still, however the receiver's fix wanders.
    package static let movingSpeed = 0.5
    /// The longest step between two timed points, in seconds, that a recording makes while
    /// moving; a longer one is a gap (no fix, the logger off) and is not moving time.
    package static let denseInterval = 300.0

    package init() {}

    /// The numbers of `tracks`, with climbs counted past `threshold` metres.
    package init(tracks: [GPXFile.Track], threshold: Double = ElevationGain.defaultThreshold) {
        var climb = ElevationGain(threshold: threshold)
        var timing = Timing()
        var days = Set<Int>()
        for track in tracks {
            let recorded = RecordedTimes.areRecorded(track)
            for segment in track.segments {
                add(segment, timed: recorded, climb: &climb, timing: &timing, days: &days)
            }
        }
        let totals = climb.finished
        if highest != nil {
            gain = totals.gain
            loss = totals.loss
        }
        if timing.hasTimes {
            recordedDensely = timing.steps > 0 && timing.shortSteps * 2 >= timing.steps
            movingTime = recordedDensely == true ? timing.moving : nil
        }
        self.days = days.sorted()
    }

    /// What the timed points add up to while the segments are read.
    private struct Timing {
        var hasTimes = false
        /// Steps between two timed points, and those of them `denseInterval` or shorter.
        var steps = 0
        var shortSteps = 0
        var moving = 0.0

        mutating func add(step metres: Double, seconds: Double) {
            guard seconds > 0 else { return }
            steps += 1
            guard seconds <= RouteStatistics.denseInterval else { return }
            shortSteps += 1
            if metres / seconds >= RouteStatistics.movingSpeed { moving += seconds }
        }
    }

    /// One segment's points; `timed`: whether its times are a recording, to count.
    private mutating func add(
        _ segment: [TrackPoint], timed: Bool, climb: inout ElevationGain, timing: inout Timing, days: inout Set<Int>
    ) {
        var lastDay = Int.min  // a track's points are mostly of the day before them
        var previous: TrackPoint?
        for point in segment {
            climb.add(point.elevation)
            note(elevation: point.elevation)
            if timed, point.time.isFinite {
                timing.hasTimes = true
                let day = Self.localDay(point)
                if day != lastDay { days.insert(day) }
                lastDay = day
            }
            if let previous {
                let step = Geodesy.distance(previous.latitude, previous.longitude, point.latitude, point.longitude)
                distance += step
                if timed { timing.add(step: step, seconds: point.time - previous.time) }
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
