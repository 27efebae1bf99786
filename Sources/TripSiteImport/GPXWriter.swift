import Foundation
import TripSiteCore
import TripSiteHTML

/// A GPX 1.1 file of one track from timed positions, as an importer has them (Polarsteps's
/// `locations.json`): points sorted by time, so the build measures and draws it as any
/// recorded track and its private ends (`map.hideRouteEnds`) are cut.
package enum GPXWriter {
    package struct Point: Sendable, Equatable {
        package var latitude: Double
        package var longitude: Double
        /// Seconds since 1970, UTC.
        package var time: Double

        package init(latitude: Double, longitude: Double, time: Double) {
            self.latitude = latitude
            self.longitude = longitude
            self.time = time
        }

        /// True when the position is on the globe and its time in the years 1 to 9999.
        var isValid: Bool {
            latitude.isFinite && longitude.isFinite && ImportJSON.isPlausibleTime(time)
                && (-90...90).contains(latitude) && (-180...180).contains(longitude)
        }
    }

    /// The file: one `<trk>` named `name` with one segment of `points` in time order (ties in
    /// the order given). Points off the globe are left out; callers report them.
    package static func track(named name: String, points: [Point], creator: String) -> String {
        let sorted = points.filter(\.isValid).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<gpx version="1.1" creator="\#(Escaping.attribute(creator))" xmlns="http://www.topografix.com/GPX/1/1">"#,
            "  <trk>",
            "    <name>\(Escaping.attribute(name))</name>",
            "    <trkseg>",
        ]
        for point in sorted {
            let lat = FrontMatterWriter.decimal(point.latitude)
            let lon = FrontMatterWriter.decimal(point.longitude)
            lines.append(#"      <trkpt lat="\#(lat)" lon="\#(lon)"><time>\#(timestamp(point.time))</time></trkpt>"#)
        }
        lines += ["    </trkseg>", "  </trk>", "</gpx>", ""]
        return lines.joined(separator: "\n")
    }

    /// ISO 8601 in UTC to the second (`2024-06-01T10:00:00Z`).
    static func timestamp(_ seconds: Double) -> String {
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let date = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        return "\(date)T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
