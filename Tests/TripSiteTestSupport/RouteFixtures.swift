import Foundation

/// GPX walks and a site with a route, for the route tests of more than one target.
package enum RouteFixtures {
    /// 2025-07-01T08:00:00Z.
    package static let morning = 1_751_356_800.0

    /// A walk due north from (45, 6): `count` points 0.0005° (55.6 m) and 30 s apart (every
    /// third 20 s late, so the pace wanders as a recording's does), climbing a metre a point.
    package static func walk(count: Int = 200, latitude: Double = 45, longitude: Double = 6) -> String {
        var text = "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
        text += "<wpt lat=\"\(latitude + 0.05)\" lon=\"\(longitude)\"><name>Hut &amp; view</name></wpt>\n"
        text += "<trk><trkseg>\n"
        for index in 0..<count {
            let time = Date(timeIntervalSince1970: morning + Double(index) * 30 + (index % 3 == 1 ? 20 : 0))
            text +=
                "<trkpt lat=\"\(latitude + Double(index) * 0.0005)\" lon=\"\(longitude)\"><ele>\(1000 + index)</ele>"
            text += "<time>\(time.formatted(.iso8601))</time></trkpt>\n"
        }
        return text + "</trkseg></trk>\n</gpx>\n"
    }

    package static func site(_ files: [String: String] = [:], config: String = "") throws -> FixtureSite {
        var all = [
            "site.yml": FixtureSite.defaultConfig + config,
            "content/trips/alps/index.md": tripFile("title: Alps\nstart: 2025-07-01", body: "Up we go.\n"),
            "content/trips/alps/route.gpx": walk(),
        ]
        all.merge(files) { _, new in new }
        return try FixtureSite(all)
    }
}
