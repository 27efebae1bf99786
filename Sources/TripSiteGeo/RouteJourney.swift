/// A trip's GPX files as one journey: the files in time order (by their first recorded point;
/// in the order given when one has no recorded times), drawn each as a part, with only the
/// journey's real start (the first point of the earliest file) and end (the last point of the
/// latest) kept private, so a hike from hut to hut shows no gap at each hut. Nothing inside
/// those two circles is drawn, whichever file passes them. An alternative
/// (a variant, a detour not taken) is drawn as its own part, outside the journey's private
/// circles, and counted in no number.
package enum RouteJourney {
    /// One file of the journey: its summary, the name its part is shown by, and whether it is
    /// an alternative.
    package struct File: Sendable {
        package var summary: RouteSummary
        package var label: String
        package var alternative: Bool
        /// The waypoints to draw, by name, whatever their kind; nil for those worth a mark.
        package var waypoints: [String]?

        package init(summary: RouteSummary, label: String, alternative: Bool = false, waypoints: [String]? = nil) {
            self.summary = summary
            self.label = label
            self.alternative = alternative
            self.waypoints = waypoints
        }

        /// The waypoints it draws: those it lists, or those worth a mark.
        var shownWaypoints: [RouteSummary.Waypoint] {
            guard let names = waypoints.map(Set.init) else { return summary.waypoints }
            return (summary.waypoints + summary.otherWaypoints).filter { names.contains($0.name ?? "") }
        }
    }

    /// The journey of `files`, or nil without any. When every file is an alternative, none is.
    package static func combine(_ files: [File]) -> RouteSummary? {
        var main = files.filter { !$0.alternative }
        let alternatives = main.isEmpty ? [] : files.filter(\.alternative)
        if main.isEmpty { main = files.map { File(summary: $0.summary, label: $0.label, waypoints: $0.waypoints) } }
        if main.allSatisfy({ $0.summary.firstTime != nil }) {
            main = main.enumerated().sorted {
                ($0.element.summary.firstTime!, $0.offset) < ($1.element.summary.firstTime!, $1.offset)
            }
            .map(\.element)
        }
        guard var journey = main.first?.summary else { return nil }
        let tracks = main.flatMap(\.summary.tracks)
        let radius = main.map(\.summary.privateRadius).max() ?? 0
        let privacy = RoutePrivacy(
            centres: [tracks.first?.start, tracks.last?.end].compactMap { $0 }, radius: radius)
        for next in main.dropFirst() {
            journey.statistics = added(journey.statistics, next.summary.statistics)
            journey.profile = joined(
                journey.profile, next.summary.profile,
                offset: journey.statistics.distance - next.summary.statistics.distance)
        }
        var index = 0
        journey.parts = main.map { file in
            let lines = file.summary.tracks.flatMap { track in
                defer { index += 1 }
                let head = index == 0 ? [] : track.head
                let tail = index == tracks.count - 1 ? [] : track.tail
                return privacy.outside(joined(head + track.body + tail))
            }
            return RouteSummary.Part(label: file.label, alternative: false, lines: lines)
        }
        journey.parts += alternatives.map { file in
            let lines = file.summary.tracks.flatMap { privacy.outside(joined($0.head + $0.body + $0.tail)) }
            return RouteSummary.Part(label: file.label, alternative: true, lines: lines)
        }
        journey.lines = journey.parts.flatMap(\.lines)
        journey.waypoints = (main + alternatives).flatMap(\.shownWaypoints).filter { !privacy.hides($0.coordinate) }
        journey.privateCentres = privacy.centres
        journey.privateRadius = radius
        journey.tracks = []
        journey.warnings = []
        journey.otherWaypoints = []
        journey.firstTime = nil
        return journey
    }

    /// Lines with each one that begins where the one before it ends drawn as one with it.
    static func joined(_ lines: [[Coordinate]]) -> [[Coordinate]] {
        var result: [[Coordinate]] = []
        for line in lines where !line.isEmpty {
            if let last = result.last?.last, last == line[0] {
                result[result.count - 1] += line.dropFirst()
            } else {
                result.append(line)
            }
        }
        return result.filter { $0.count > 1 }
    }

    package static func added(_ a: RouteStatistics, _ b: RouteStatistics) -> RouteStatistics {
        func sum(_ x: Double?, _ y: Double?) -> Double? { x == nil && y == nil ? nil : (x ?? 0) + (y ?? 0) }
        var total = a
        total.distance += b.distance
        total.gain = sum(a.gain, b.gain)
        total.loss = sum(a.loss, b.loss)
        total.movingTime = sum(a.movingTime, b.movingTime)
        // Dense only when every timed part is: one sparse part makes the journey's time unknown.
        if a.recordedDensely != nil || b.recordedDensely != nil {
            total.recordedDensely = a.recordedDensely != false && b.recordedDensely != false
            if total.recordedDensely == false { total.movingTime = nil }
        }
        total.highest = [a.highest, b.highest].compactMap { $0 }.max()
        total.lowest = [a.lowest, b.lowest].compactMap { $0 }.min()
        total.days = Array(Set(a.days + b.days)).sorted()
        return total
    }

    static func joined(_ a: ElevationProfile?, _ b: ElevationProfile?, offset: Double) -> ElevationProfile? {
        guard var joined = a else { return b }
        guard let b else { return a }
        joined.samples += b.samples.map { .init(distance: $0.distance + offset, elevation: $0.elevation) }
        return joined
    }
}
