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
}
