/// What pages and open data show of a GPX file: its lines simplified to a point budget with
/// the ends kept private, its named waypoints (the private ones left out), its elevation profile
/// and its numbers. Small (a few kilobytes whatever the file's size) and `Codable`, so it is
/// what a build keeps of a route.
package struct RouteSummary: Hashable, Sendable, Codable {
    package struct Waypoint: Hashable, Sendable, Codable {
        package var name: String?
        package var coordinate: Coordinate
    }

    /// Each track segment as it is drawn, simplified; segments wholly inside the private
    /// ends are gone.
    package var lines: [[Coordinate]]
    package var waypoints: [Waypoint]
    package var profile: ElevationProfile?
    package var statistics: RouteStatistics
    /// The private circles' centres (each track's first and last point) and radius: nothing
    /// placed on the route's map may fall inside them. Never published.
    package var privateCentres: [Coordinate] = []
    package var privateRadius = 0.0
    /// What was repaired in the file (`GPXFile.warnings`), each at its line.
    package var warnings: [GPXProblem] = []

    /// Whether a position falls inside a private circle.
    package func isPrivate(_ coordinate: Coordinate) -> Bool {
        privateCentres.contains { Geodesy.distance($0, coordinate) < privateRadius }
    }

    /// Points the lines of one route keep in all.
    package static let defaultBudget = 400

    /// Summarises `file`. `hiddenEnds`: metres around each track's first and last point that
    /// are not drawn (a track often starts at a door); 0 draws them. The numbers and the
    /// drawing read the points apart: on a large track, on two cores at once.
    package init(
        file: GPXFile, hiddenEnds: Double, budget: Int = defaultBudget, concurrentFrom: Int = concurrentPoints
    ) {
        let (statistics, (profile, drawing)) = Concurrently.both(
            file.pointCount >= concurrentFrom,
            { RouteStatistics(tracks: file.tracks) },
            { (ElevationProfile(tracks: file.tracks), Drawing(file: file, hiddenEnds: hiddenEnds, budget: budget)) })
        self.statistics = statistics
        self.profile = profile
        lines = drawing.lines
        waypoints = drawing.waypoints
        privateCentres = drawing.privacy.centres
        privateRadius = drawing.privacy.radius
        warnings = file.warnings
    }

    /// Tracks with fewer points are summarised on one core.
    package static let concurrentPoints = 50_000

    /// What is drawn of a file: its lines with the private ends cut, simplified, and the
    /// waypoints outside the private circles.
    private struct Drawing: Sendable {
        var lines: [[Coordinate]] = []
        var waypoints: [Waypoint]
        var privacy: RoutePrivacy

        init(file: GPXFile, hiddenEnds: Double, budget: Int) {
            let privacy = RoutePrivacy(tracks: file.tracks, radius: hiddenEnds)
            self.privacy = privacy
            let shown = file.tracks.flatMap { privacy.trimmed($0) }
            waypoints = file.waypoints.filter { WaypointKinds.isShown($0) && !privacy.hides($0.point.coordinate) }.map {
                Waypoint(name: $0.name, coordinate: $0.point.coordinate)
            }
            let all = shown.lazy.flatMap { $0 } + waypoints.map(\.coordinate)
            guard let projection = LocalProjection(fitting: all) else { return }
            let spacing = RouteSummary.spacing(shown, projection)
            let spaced = shown.map { RouteSummary.spaced($0, projection: projection, spacing: spacing) }
            lines = Simplification.simplify(spaced, budget: budget, projection: projection)
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
