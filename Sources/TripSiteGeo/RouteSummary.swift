/// What pages and open data show of a GPX file: its lines simplified to a point budget with
/// the ends kept apart, its named waypoints worth a mark, its elevation profile and its
/// numbers. Small (a few kilobytes whatever the file's size) and `Codable`, so it is what a
/// build keeps of a route. A trip's files are combined into one journey (`RouteJourney`),
/// which is a summary too, with its `parts` and only its real start's and end's circles.
package struct RouteSummary: Hashable, Sendable, Codable {
    package struct Waypoint: Hashable, Sendable, Codable {
        package var name: String?
        package var coordinate: Coordinate
    }

    /// A track as drawn, in three: its lines inside the circle around its first point (up to
    /// and including the first point outside it), the lines between, and those inside the
    /// circle around its last point (from the last point outside it). A journey draws a head or
    /// a tail only where the track does not start or end the journey.
    package struct Track: Hashable, Sendable, Codable {
        package var head: [[Coordinate]]
        package var body: [[Coordinate]]
        package var tail: [[Coordinate]]
        /// Its first and last points: private when they are the journey's. Never published.
        package var start: Coordinate
        package var end: Coordinate
    }

    /// One file of a journey as drawn: its lines, its name, whether it is an alternative.
    package struct Part: Hashable, Sendable, Codable {
        package var label: String
        package var alternative: Bool
        package var lines: [[Coordinate]]
    }

    /// Each track segment as it is drawn, simplified; segments wholly inside the private
    /// ends are gone. A journey's: every part's lines.
    package var lines: [[Coordinate]]
    /// The named waypoints worth a mark; a journey's leave out those inside its circles.
    package var waypoints: [Waypoint]
    package var profile: ElevationProfile?
    package var statistics: RouteStatistics
    /// The private circles' centres (a file's: each track's first and last point; a
    /// journey's: its real start and end) and radius: nothing placed on the route's map may
    /// fall inside them. Never published.
    package var privateCentres: [Coordinate] = []
    package var privateRadius = 0.0
    /// A file's named waypoints not worth a mark by `WaypointKinds`' rule, for a trip that
    /// lists them by name (`RouteJourney.File.waypoints`).
    package var otherWaypoints: [Waypoint] = []
    /// What was repaired in the file (`GPXFile.warnings`), each at its line.
    package var warnings: [GPXProblem] = []
    /// A file's tracks in three pieces each, for the journey to draw.
    package var tracks: [Track] = []
    /// When a file's first recorded point was (`RecordedTimes`), to put a trip's files in
    /// time order; nil without recorded times. Never published.
    package var firstTime: Double?
    /// A journey's files, in its order; empty for a file's own summary.
    package var parts: [Part] = []

    /// The lines counted in its numbers: a journey's without its alternatives.
    package var countedLines: [[Coordinate]] {
        parts.isEmpty ? lines : parts.filter { !$0.alternative }.flatMap(\.lines)
    }

    /// Whether a position falls inside a private circle.
    package func isPrivate(_ coordinate: Coordinate) -> Bool {
        privateCentres.contains { Geodesy.distance($0, coordinate) < privateRadius }
    }

    /// A line drawn through `points` in their order, with no numbers of its own: a trip's
    /// stops joined where it has no GPX file.
    package init(joining points: [Coordinate]) {
        lines = [points]
        waypoints = []
        profile = nil
        statistics = RouteStatistics()
    }

    /// Points the lines of one route keep in all.
    package static let defaultBudget = 400

    /// Summarises `file`. `hiddenEnds`: metres around each track's first and last point that
    /// are not drawn when they are a journey's (a track often starts at a door); 0 draws
    /// them. The numbers and the drawing read the points apart: on a large track, on two
    /// cores at once.
    package init(
        file: GPXFile, hiddenEnds: Double, budget: Int = defaultBudget, concurrentFrom: Int = concurrentPoints
    ) {
        let (statistics, (profile, drawing, firstTime)) = Concurrently.both(
            file.pointCount >= concurrentFrom,
            { RouteStatistics(tracks: file.tracks) },
            {
                (
                    ElevationProfile(tracks: file.tracks), Drawing(file: file, hiddenEnds: hiddenEnds, budget: budget),
                    Self.firstRecordedTime(file.tracks)
                )
            })
        self.statistics = statistics
        self.profile = profile
        tracks = drawing.tracks
        lines = drawing.tracks.flatMap(\.body)
        waypoints = drawing.waypoints
        otherWaypoints = file.waypoints.filter { !WaypointKinds.isShown($0) && $0.name?.isEmpty == false }.map {
            Waypoint(name: $0.name, coordinate: $0.point.coordinate)
        }
        privateCentres = drawing.privacy.centres
        privateRadius = drawing.privacy.radius
        warnings = file.warnings
        self.firstTime = firstTime
    }

    /// The time of the tracks' first recorded point, or nil.
    private static func firstRecordedTime(_ tracks: [GPXFile.Track]) -> Double? {
        tracks.lazy.filter(RecordedTimes.areRecorded).compactMap {
            $0.segments.lazy.joined().first(where: \.time.isFinite)?.time
        }.min()
    }

    /// Tracks with fewer points are summarised on one core.
    package static let concurrentPoints = 50_000

    /// What is drawn of a file: each track's head, body and tail, simplified together, and
    /// the waypoints worth a mark.
    private struct Drawing: Sendable {
        var tracks: [Track] = []
        var waypoints: [Waypoint]
        var privacy: RoutePrivacy

        init(file: GPXFile, hiddenEnds: Double, budget: Int) {
            let privacy = RoutePrivacy(tracks: file.tracks, radius: hiddenEnds)
            self.privacy = privacy
            waypoints = file.waypoints.filter(WaypointKinds.isShown).map {
                Waypoint(name: $0.name, coordinate: $0.point.coordinate)
            }
            let pieces = file.tracks.map { privacy.pieces($0) }
            let shown = pieces.flatMap { $0.head + $0.body + $0.tail }
            let all = shown.lazy.flatMap { $0 } + waypoints.map(\.coordinate)
            guard let projection = LocalProjection(fitting: all) else { return }
            let spacing = RouteSummary.spacing(shown, projection)
            let spaced = shown.map { RouteSummary.spaced($0, projection: projection, spacing: spacing) }
            var simplified = Simplification.simplify(spaced, budget: budget, projection: projection)[...]
            for (track, piece) in zip(file.tracks, pieces) {
                func next(_ count: Int) -> [[Coordinate]] {
                    defer { simplified = simplified.dropFirst(count) }
                    return Array(simplified.prefix(count))
                }
                guard let start = track.segments.first?.first, let end = track.segments.last?.last else { continue }
                tracks.append(
                    Track(
                        head: next(piece.head.count), body: next(piece.body.count), tail: next(piece.tail.count),
                        start: start.coordinate, end: end.coordinate))
            }
        }
    }

    /// One ten-thousandth of the lines' extent: points closer than this to the one before them
    /// are dropped before Douglas–Peucker runs, which keeps its cost near linear on dense tracks.
    fileprivate static func spacing(_ lines: [[Coordinate]], _ projection: LocalProjection) -> Double {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for point in lines.lazy.flatMap({ $0 }) {
            let (x, y) = projection.project(point)
            box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
        }
        let width = box.maxX - box.minX
        let height = box.maxY - box.minY
        return width.isFinite ? (width * width + height * height).squareRoot() / 10_000 : 0
    }

    fileprivate static func spaced(_ line: [Coordinate], projection: LocalProjection, spacing: Double) -> [Coordinate] {
        guard line.count > 2, spacing > 0 else { return line }
        var kept = [line[0]]
        var last = projection.project(line[0])
        for point in line.dropFirst().dropLast() {
            let here = projection.project(point)
            let (dx, dy) = (here.x - last.x, here.y - last.y)
            if dx * dx + dy * dy >= spacing * spacing {
                kept.append(point)
                last = here
            }
        }
        kept.append(line[line.count - 1])
        return kept
    }
}
