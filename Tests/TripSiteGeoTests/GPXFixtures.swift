import Foundation
import TripSiteGeo

/// GPX documents written from points, for tests.
enum GPXFixtures {
    /// A GPX 1.1 document with one track of the given segments (lat, lon, ele?, time?).
    static func track(_ segments: [[TrackPoint]], waypoints: [TrackPoint] = [], name: String = "Walk") -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="tests" xmlns="http://www.topografix.com/GPX/1/1">

            """
        for waypoint in waypoints {
            text += "<wpt lat=\"\(waypoint.latitude)\" lon=\"\(waypoint.longitude)\"><name>Spot</name></wpt>\n"
        }
        text += "<trk><name>\(name)</name>\n"
        for segment in segments {
            text += "<trkseg>\n"
            for point in segment { text += pointXML(point) }
            text += "</trkseg>\n"
        }
        text += "</trk>\n</gpx>\n"
        return Array(text.utf8)
    }

    static func pointXML(_ point: TrackPoint) -> String {
        var xml = "<trkpt lat=\"\(point.latitude)\" lon=\"\(point.longitude)\">"
        if point.elevation.isFinite { xml += "<ele>\(point.elevation)</ele>" }
        if point.time.isFinite { xml += "<time>\(iso(point.time))</time>" }
        return xml + "</trkpt>\n"
    }

    static func iso(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }

    /// 2025-07-01T08:00:00Z.
    static let morning = 1_751_356_800.0

    /// A walk due north along a meridian, one point per `step` degrees, one per 10 s.
    static func meridian(
        from latitude: Double = 45, to end: Double, step: Double = 0.001, longitude: Double = 6
    )
        -> [TrackPoint]
    {
        let count = Int(((end - latitude) / step).rounded())
        return (0...count).map { index in
            TrackPoint(
                latitude: latitude + Double(index) * step, longitude: longitude, elevation: 500,
                time: morning + Double(index) * 10)
        }
    }

    /// A deterministic pseudo-random number in −1…1 (xorshift), so noisy tracks are the same
    /// on every run.
    struct Noise {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> Double {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Double(state % 2_000_001) / 1_000_000 - 1
        }
    }
}
