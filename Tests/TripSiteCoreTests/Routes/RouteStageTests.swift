import Foundation
import Testing
import TripSiteCore
import TripSiteGeo
import TripSiteTestSupport

/// GPX files in trip bundles, through a whole build: the route on the trip page and in its
/// GeoJSON, the private ends and times kept out of the output, bad files as located warnings.
@Suite struct RouteStageTests {
    @Test func aBundlesRouteIsDrawnOnItsTripPage() throws {
        let site = try RouteFixtures.site()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(report.diagnostics.isEmpty)
        let page = try #require(output.text("trips/alps/index.html"))
        #expect(page.contains("<section class=\"trip-route\""))
        #expect(page.contains("<path class=\"route-line\" d=\"M"))
        #expect(page.contains("aria-label=\"Map of the route, 11.1 km long\""))
        #expect(page.contains("<title>Hut &amp; view</title>"))
        // 199 steps of 55.6 m; 199 m of climb; moving 199 × 30 s.
        #expect(page.contains(">11.1 km<"))
        #expect(page.contains(">199 m<"))
        #expect(page.contains(">1 h 40 min<"))
        #expect(page.contains(">1,199 m<"))
        #expect(page.contains("<svg viewBox=\"0 0 800 160\""))
        #expect(page.contains("href=\"/trips/alps/route.geojson\""))
    }

    @Test func theGPXFileIsNeverPublishedNorItsTimesNorItsEnds() throws {
        let site = try RouteFixtures.site()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(!report.paths.contains { $0.hasSuffix(".gpx") })
        let geojson = try #require(output.text("trips/alps/route.geojson"))
        let page = try #require(output.text("trips/alps/index.html"))
        for text in [geojson, page] {
            #expect(!text.contains("2025-07-01T"))
            // The first and last points (45, 6) and (45.0995, 6) are inside the 200 m circles.
            #expect(!text.contains("[6,45]") && !text.contains("[6,45.0995]"))
        }
        let lines = try #require(RouteGeoJSONCheck.lines(geojson))
        let start = Coordinate(latitude: 45, longitude: 6)
        let end = Coordinate(latitude: 45.0995, longitude: 6)
        #expect(
            lines.flatMap { $0 }.allSatisfy { Geodesy.distance($0, start) >= 200 && Geodesy.distance($0, end) >= 200 })
    }

    @Test func hideRouteEndsZeroPublishesTheExactEnds() throws {
        let site = try RouteFixtures.site(config: "map: {hideRouteEnds: 0}\n")
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let geojson = try #require(output.text("trips/alps/route.geojson"))
        #expect(geojson.contains("[6,45]"))
        #expect(geojson.contains("[6,45.0995]"))
        #expect(!(output.text("trips/alps/index.html") ?? "").contains("are not shown"))
    }

    @Test func gpxNamesSeveralFilesAndTheirNumbersAddUp() throws {
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile("title: Alps\ngpx: [day1.gpx, day2.gpx]", body: "x\n"),
            "content/trips/alps/day1.gpx": RouteFixtures.walk(count: 101),
            "content/trips/alps/day2.gpx": RouteFixtures.walk(count: 101, latitude: 46),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(report.diagnostics.isEmpty)
        let page = try #require(output.text("trips/alps/index.html"))
        #expect(page.contains(">11.1 km<"))
        #expect(page.contains(">200 m<"))
        #expect(try #require(RouteGeoJSONCheck.lines(output.text("trips/alps/route.geojson") ?? "")).count == 2)
    }

    /// A route a planner drew and timed (onX's `<rte>` with times; a plotaroute track at a
    /// constant speed): its length and climb are shown, but no moving time and no days.
    @Test func aPlannedRoutesTimesGiveNoMovingTimeNorDays() throws {
        var planned = "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n<trk><trkseg>\n"
        for index in 0..<200 {
            let time = Date(timeIntervalSince1970: 1_780_000_000 + Double(index) * 40)
            planned += "<trkpt lat=\"\(45 + Double(index) * 0.0005)\" lon=\"6\"><ele>\(1000 + index)</ele>"
            planned += "<time>\(time.formatted(.iso8601))</time></trkpt>\n"
        }
        planned += "</trkseg></trk>\n</gpx>\n"
        let site = try RouteFixtures.site(["content/trips/alps/route.gpx": planned])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(report.diagnostics.isEmpty)
        let page = try #require(output.text("trips/alps/index.html"))
        #expect(page.contains(">11.1 km<") && page.contains(">199 m<"))
        #expect(!page.contains(">Moving time<") && !page.contains(">Days<"))
        #expect(output.text("trips/alps/route.geojson")?.contains("moving_s") == false)
    }

    /// A planner's 100 turn cues are not drawn; the named places among them are, on the map
    /// and in the GeoJSON.
    @Test func turnByTurnWaypointsAreNotDrawn() throws {
        var cues = ""
        for index in 0..<100 {
            let turn = ["Turn right", "Turn left onto Rue \(index)", "Continue"][index % 3]
            cues += "<wpt lat=\"\(45.01 + Double(index) * 0.0005)\" lon=\"6\"><name>\(turn)</name></wpt>\n"
        }
        cues += "<wpt lat=\"45.06\" lon=\"6\"><name>Refuge</name><sym>Lodging</sym></wpt>\n"
        let site = try RouteFixtures.site([
            "content/trips/alps/route.gpx": RouteFixtures.walk().replacing(
                "<trk>", with: cues + "<trk>", maxReplacements: 1)
        ])
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let page = try #require(output.text("trips/alps/index.html"))
        #expect(page.contains("<title>Refuge</title>") && page.contains("<title>Hut &amp; view</title>"))
        #expect(page.components(separatedBy: "class=\"route-waypoint\"").count - 1 == 2)
        let geojson = try #require(output.text("trips/alps/route.geojson"))
        #expect(!geojson.contains("Turn") && !geojson.contains("Continue") && geojson.contains("Refuge"))
    }

    /// A hut-to-hut hike in three files, listed out of order, and an alternative: one journey
    /// in time order with no gap at the huts, each file its own colour and number in a legend
    /// of text, the alternative dashed and counted in no number.
    @Test func severalFilesAreOneJourneyWithALegendAndAnAlternative() throws {
        let day = { (latitude: Double, days: Double) in
            RouteFixtures.walk(count: 101, latitude: latitude)
                .replacing(/2025-07-01T(\d\d)/) { match in
                    "2025-07-0\(1 + Int(days))T\(match.output.1)"
                }
        }
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile(
                "title: Alps\nstart: 2025-07-01\n"
                    + "gpx: [day2.gpx, day1.gpx, {file: ridge.gpx, alternative: true, name: Over the ridge}]",
                body: "x\n"),
            "content/trips/alps/day1.gpx": day(45, 0),
            "content/trips/alps/day2.gpx": day(45.05, 1),
            "content/trips/alps/ridge.gpx": RouteFixtures.walk(count: 61, latitude: 45.01, longitude: 6.001),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let page = try #require(output.text("trips/alps/index.html"))
        // Two days of 5.56 km each; the ridge's 3.3 km are not counted.
        #expect(page.contains(">11.1 km<"))
        #expect(output.text("years/2025/index.html")?.contains(">11.1 km<") == true)
        // The days in one short range, as the language writes it: words whole, parts once.
        #expect(page.contains("<bdi>1\u{2009}–\u{2009}2 Jul 2025</bdi>"), "the Days tile")
        #expect(page.contains("<ol class=\"route-legend\""))
        for label in ["day1", "day2", "Over the ridge"] { #expect(page.contains(label)) }
        #expect(page.range(of: "day1")!.lowerBound < page.range(of: "day2")!.lowerBound)
        #expect(page.contains("route-line route-line-1") && page.contains("route-line route-line-2"))
        #expect(page.contains("route-line-alternative"))
        let geojson = try #require(output.text("trips/alps/route.geojson"))
        #expect(geojson.contains("\"alternative\":true") && geojson.contains("Over the ridge"))
        // The hut at 45.05 is drawn; only the journey's own ends are hidden.
        let lines = try #require(RouteGeoJSONCheck.lines(geojson))
        let hut = Coordinate(latitude: 45.05, longitude: 6)
        #expect(lines.joined().contains { Geodesy.distance($0, hut) < 1 })
        let start = Coordinate(latitude: 45, longitude: 6)
        let end = Coordinate(latitude: 45.1, longitude: 6)
        #expect(lines.joined().allSatisfy { Geodesy.distance($0, start) >= 200 && Geodesy.distance($0, end) >= 200 })
    }

    /// Two days listed latest first (`gpx: [day2.gpx, day1.gpx]`): the map shows no gap at
    /// the hut where they meet, and its end sits at the end of the later day.
    @Test func aMultiDayHikeShowsNoGapAtTheHut() throws {
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile("title: Alps\ngpx: [day2.gpx, day1.gpx]", body: "x\n"),
            "content/trips/alps/day1.gpx": RouteFixtures.walk(count: 101),
            "content/trips/alps/day2.gpx": RouteFixtures.walk(count: 101, latitude: 45.05)
                .replacing("2025-07-01T", with: "2025-07-02T"),
        ])
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let lines = try #require(RouteGeoJSONCheck.lines(output.text("trips/alps/route.geojson") ?? ""))
        let hut = Coordinate(latitude: 45.05, longitude: 6)
        #expect(lines.joined().contains { Geodesy.distance($0, hut) < 1 })
        let end = try #require(lines.last?.last)
        #expect(Geodesy.distance(end, Coordinate(latitude: 45.1, longitude: 6)) < 250)
    }

    /// `waypoints:` on a `gpx:` entry lists the file's waypoints to draw, by name, whatever
    /// their kind; a name the file does not have is a warning at the entry's line.
    @Test func aGPXEntryCanListTheWaypointsToDraw() throws {
        let marks = """
            <wpt lat="45.02" lon="6"><name>Turn right</name></wpt>
            <wpt lat="45.03" lon="6"><name>Start</name></wpt>
            <wpt lat="45.04" lon="6"><name>Col</name><sym>Summit</sym></wpt>

            """
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile(
                "title: Alps\ngpx: [{file: route.gpx, waypoints: [Start, Col, Nowhere]}]", body: "x\n"),
            "content/trips/alps/route.gpx": RouteFixtures.walk().replacing(
                "<trk>", with: marks + "<trk>", maxReplacements: 1),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/trips/alps/index.md:3: warning: 'Nowhere' is not a named waypoint of route.gpx"
            ])
        let page = try #require(output.text("trips/alps/index.html"))
        #expect(page.contains("<title>Start</title>") && page.contains("<title>Col</title>"))
        #expect(!page.contains("<title>Hut &amp; view</title>") && !page.contains("Turn right"))
    }

    @Test func aGPXEntryWithAnUnknownKeyIsAnError() throws {
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile("title: Alps\ngpx: [{file: route.gpx, alternate: true}]")
        ])
        defer { site.remove() }
        #expect(throws: BuildFailure.self) { try site.buildInMemory() }
    }

    @Test func aBadGPXFileIsAWarningAtItsLineAndTheTripIsBuiltWithoutIt() throws {
        let broken = "<gpx>\n<trk><trkseg>\n<trkpt lat=\"45\" lon=\"6\"/>\n<trkpt lon=\"6\"/>\n</trkseg></trk></gpx>\n"
        let site = try RouteFixtures.site(["content/trips/alps/route.gpx": broken])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/trips/alps/route.gpx:4: warning: a point has no number in 'lat'; the trip is built without this route"
            ])
        #expect(output.text("trips/alps/index.html")?.contains("trip-route") == false)
        #expect(output.text("trips/alps/route.geojson") == nil)
        #expect(throws: BuildFailure.self) { try site.buildInMemory(strict: true) }
    }

    /// One point whose time goes back (a GPS clock glitch) and one empty `<ele></ele>` no
    /// longer cost the route: the point is left out or repaired, with a warning at its line.
    @Test func aClockGlitchOrAnEmptyElevationKeepsTheRouteWithAWarningAtItsLine() throws {
        var lines = RouteFixtures.walk().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Line 5 is the first point: an empty elevation; line 60, the 56th, a time an hour back.
        lines[4] = lines[4].replacing(/<ele>\d+<\/ele>/, with: "<ele></ele>")
        lines[59] = lines[59].replacing("T08:", with: "T07:")
        let site = try RouteFixtures.site(["content/trips/alps/route.gpx": lines.joined(separator: "\n")])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let described = report.diagnostics.map(\.description)
        #expect(described.count == 2, "\(described)")
        #expect(described.contains { $0.hasPrefix("content/trips/alps/route.gpx:5: warning: an empty <ele>") })
        #expect(described.contains { $0.hasPrefix("content/trips/alps/route.gpx:60: warning: the time goes back") })
        let page = try #require(output.text("trips/alps/index.html"))
        #expect(page.contains("<path class=\"route-line\""))
        #expect(page.contains(">11.1 km<"))
        #expect(output.text("trips/alps/route.geojson") != nil)
    }

    @Test func everyBadFileIsReportedAtOnce() throws {
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile("title: Alps\ngpx: [a.gpx, b.gpx, missing.gpx]", body: "x\n"),
            "content/trips/alps/a.gpx": "<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"></trkseg></trk></gpx>",
            "content/trips/alps/b.gpx": "<gpx version=\"1.1\"></gpx>",
        ])
        defer { site.remove() }
        let (report, _) = try site.buildInMemory()
        let described = report.diagnostics.map(\.description)
        #expect(described.count == 3, "\(described)")
        #expect(described.contains { $0.hasPrefix("content/trips/alps/index.md:3: warning: GPX file 'missing.gpx'") })
        #expect(described.contains { $0.hasPrefix("content/trips/alps/a.gpx:1: warning: the XML is malformed") })
        #expect(
            described.contains { $0.hasPrefix("content/trips/alps/b.gpx:1: warning: the file has no track points") })
    }

    @Test func aSingleFileTripCannotNameGPX() throws {
        let site = try RouteFixtures.site([
            "content/trips/kona.md": tripFile("title: Kona\ngpx: route.gpx", body: "x\n")
        ])
        defer { site.remove() }
        let (report, _) = try site.buildInMemory()
        #expect(
            report.diagnostics.map(\.description).contains {
                $0.contains("content/trips/kona.md:3: warning: 'gpx: route.gpx' needs the trip in a folder")
            })
    }

    @Test func theLocationIsShownByName() throws {
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile(
                "title: Alps\nlocation: {name: Chamonix <Mont-Blanc>, lat: 45.92, lon: 6.87}", body: "x\n")
        ])
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        #expect(output.text("trips/alps/index.html")?.contains("Chamonix &lt;Mont-Blanc&gt;") == true)
    }

    @Test func badMapSettingsAreErrors() throws {
        let site = try RouteFixtures.site(config: "map: {hideRouteEnds: -5, tile: yes}\n")
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.messages.contains { $0.contains("'map.hideRouteEnds' must be a whole number of metres") })
        #expect(failure.messages.contains { $0.contains("unknown key 'map.tile'") })
    }
}

/// Reads a route.geojson back, checking RFC 7946's shape on the way.
enum RouteGeoJSONCheck {
    static func lines(_ text: String) -> [[Coordinate]]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            object["type"] as? String == "FeatureCollection", let features = object["features"] as? [[String: Any]],
            let geometry = features.first?["geometry"] as? [String: Any],
            geometry["type"] as? String == "MultiLineString", let coordinates = geometry["coordinates"] as? [[[Double]]]
        else { return nil }
        return coordinates.map { line in line.map { Coordinate(latitude: $0[1], longitude: $0[0]) } }
    }
}
