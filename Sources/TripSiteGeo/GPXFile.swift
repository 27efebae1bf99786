/// What a GPX file holds, as `GPXReader` read it: tracks (and routes, which are planned
/// tracks: each becomes a track of one segment), waypoints, and what was wrong with it.
package struct GPXFile: Sendable {
    package struct Track: Sendable {
        package var name: String?
        /// Each segment is an unbroken run of points; between two, the receiver lost its fix
        /// or was switched off.
        package var segments: [[TrackPoint]]
        /// A route (`<rte>`): planned, so any times on it are not a recording.
        package var isRoute = false

        package init(name: String? = nil, segments: [[TrackPoint]], isRoute: Bool = false) {
            self.name = name
            self.segments = segments
            self.isRoute = isRoute
        }
    }

    package struct Waypoint: Sendable {
        package var name: String?
        package var point: TrackPoint
        /// Its `<type>` and `<sym>` (a Garmin symbol name, a course point's or a cue's kind).
        package var type: String?
        package var symbol: String?

        package init(name: String?, point: TrackPoint, type: String? = nil, symbol: String? = nil) {
            self.name = name
            self.point = point
            self.type = type
            self.symbol = symbol
        }
    }

    package var tracks: [Track] = []
    package var waypoints: [Waypoint] = []
    /// Problems, in the order met; a file with any should not be shown as a route.
    package var problems: [GPXProblem] = []
    /// What was repaired, in the order met (a point whose time goes back left out, an empty
    /// reading ignored): the route is still shown, and each is worth a warning.
    package var warnings: [GPXProblem] = []

    /// How many track and route points the file has.
    package var pointCount: Int { tracks.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.count } } }

    package init() {}
}

/// Something wrong in a GPX file, at its line (1-based).
package struct GPXProblem: Hashable, Sendable, Codable, CustomStringConvertible {
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    package var description: String { "line \(line): \(message)" }
}
