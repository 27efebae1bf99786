import Testing
import TripSiteCore
import TripSiteTestSupport

/// A trip's located entries as numbered stops: on its route's map (each a link to the
/// entry), in its `route.geojson` and in `/map.geojson`, as `[lon, lat]` Points.
@Suite struct EntryStopsTests {
    static let trip = "content/trips/alps"

    static func site() throws -> FixtureSite {
        try FixtureSite([
            "\(trip)/index.md": tripFile("title: Alps", body: "A walk.\n"),
            "\(trip)/route.gpx": RouteFixtures.walk(),
            "\(trip)/2025-07-01-valley.md": tripFile(
                "title: The valley\nlocation: {name: Valley, lat: 45.01, lon: 6.002}", body: "Start.\n"),
            "\(trip)/2025-07-02-unplaced.md": tripFile("title: Rest day", body: "Rain.\n"),
            "\(trip)/2025-07-03-col.md": tripFile(
                "title: The col\nlocation: {name: Col, lat: 45.09, lon: 6.001}", body: "Top.\n"),
        ])
    }

    @Test func theRouteMapNumbersEachLocatedEntryAsOnTheTimeline() throws {
        let site = try Self.site()
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("trips/alps/index.html"))
        #expect(page.contains("<a href=\"/trips/alps/valley/\" class=\"route-stop\" aria-label=\"1. The valley\">"))
        #expect(page.contains("<a href=\"/trips/alps/col/\" class=\"route-stop\" aria-label=\"3. The col\">"))
        #expect(!page.contains("aria-label=\"2. Rest day\""), "an entry without a position is no stop")
    }

    @Test func theGeoJSONCarriesTheStopsAsLonLat() throws {
        let site = try Self.site()
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let stop =
            "{\"type\":\"Feature\",\"geometry\":{\"type\":\"Point\",\"coordinates\":[6.002,45.01]},\"properties\":{"
            + "\"trip\":\"alps\",\"stop\":1,\"entry\":\"valley\",\"date\":\"2025-07-01\","
            + "\"url\":\"https://example.com/trips/alps/valley/\",\"title\":\"The valley\"}}"
        for path in ["trips/alps/route.geojson", "map.geojson"] {
            let text = try #require(output.text(path))
            #expect(text.contains(stop), "\(path)")
            #expect(text.contains("\"coordinates\":[6.001,45.09]},\"properties\":{\"trip\":\"alps\",\"stop\":3"))
        }
    }

    @Test func withoutAGPXFileTheStopsAreJoinedInDateOrder() throws {
        let site = try FixtureSite([
            "\(Self.trip)/index.md": tripFile("title: Alps", body: "A walk.\n"),
            "\(Self.trip)/2025-07-03-col.md": tripFile(
                "title: The col\nlocation: {lat: 45.09, lon: 6.001}", body: "x\n"),
            "\(Self.trip)/2025-07-01-valley.md": tripFile(
                "title: The valley\nlocation: {lat: 45.01, lon: 6.002}", body: "x\n"),
        ])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let page = try #require(output.text("trips/alps/index.html"))
        #expect(page.contains("<figure class=\"route-map timeline-map\">"))
        #expect(page.contains("aria-label=\"The days on a map\""))
        #expect(page.contains("<path class=\"route-line\" d=\"M"), "a line joins them")
        let first = try #require(page.range(of: "aria-label=\"1. The valley\""))
        let second = try #require(page.range(of: "aria-label=\"2. The col\""))
        #expect(first.lowerBound < second.lowerBound)
        #expect(output.files["trips/alps/route.geojson"] == nil, "no route: the stops are in map.geojson")
        #expect(try #require(output.text("map.geojson")).contains("\"stop\":2,\"entry\":\"col\""))
    }

    /// Two days in the same town and a last day at the route's end: the town's stops share
    /// one marker that names both, and the last stop is drawn beside the end, not over it.
    @Test func stopsThatWouldOverlapAreGroupedAndNoStopCoversTheEnd() throws {
        let site = try FixtureSite([
            "\(Self.trip)/index.md": tripFile("title: Alps", body: "A walk.\n"),
            "\(Self.trip)/route.gpx": RouteFixtures.walk(),
            "\(Self.trip)/2025-07-01-town.md": tripFile("title: Town\nlocation: {lat: 45.05, lon: 6.0}", body: "x\n"),
            "\(Self.trip)/2025-07-02-again.md": tripFile(
                "title: Town again\nlocation: {lat: 45.0501, lon: 6.0001}", body: "x\n"),
            "\(Self.trip)/2025-07-03-top.md": tripFile("title: Top\nlocation: {lat: 45.0995, lon: 6.0}", body: "x\n"),
        ])
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("trips/alps/index.html"))
        #expect(page.contains("class=\"route-stop\" aria-label=\"1. Town; 2. Town again\">"))
        #expect(page.contains("aria-hidden=\"true\">1–2</text>"), "the group's marker says 1–2")
        #expect(page.contains("<rect "), "a group is a pill as wide as its text")
        let end = try #require(page.firstMatch(of: /class="route-end" cx="([0-9.]+)" cy="([0-9.]+)"/))
        let top = try #require(
            page.firstMatch(
                of: /aria-label="3. Top"><title>3. Top<\/title><circle cx="([0-9.]+)" cy="([0-9.]+)" r="11"/))
        let apart = StopLayout.distance(
            (Double(end.output.1)!, Double(end.output.2)!), (Double(top.output.1)!, Double(top.output.2)!))
        #expect(apart >= 11 + 7, "stop 3 is \(apart) units from the end's centre")
        #expect(page.contains("class=\"route-stop-leaders\""), "a line leads back to where it is")
    }

    /// A line that only joins the stops has no start and end of its own: the first and last
    /// stops are its ends.
    @Test func aLineJoiningStopsMarksNoEnds() throws {
        let site = try FixtureSite([
            "\(Self.trip)/index.md": tripFile("title: Alps", body: "A walk.\n"),
            "\(Self.trip)/2025-07-01-a.md": tripFile("title: A\nlocation: {lat: 45.0, lon: 6.0}", body: "x\n"),
            "\(Self.trip)/2025-07-02-b.md": tripFile("title: B\nlocation: {lat: 45.1, lon: 6.1}", body: "x\n"),
        ])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        for path in ["trips/alps/index.html", "trips/alps/a/index.html"] {
            let page = try #require(output.text(path))
            #expect(page.contains("route-map"), "\(path)")
            #expect(!page.contains("route-start") && !page.contains("route-end"), "\(path)")
        }
    }
}
