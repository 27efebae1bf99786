import Foundation
import Testing
import TripSiteCore
import TripSiteGeo
import TripSiteTestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The world map: the map page with its countries and pins, the outline file, the goals
/// page's map and travel numbers, and `map.geojson`.
@Suite struct MapPageTests {
    static let files = [
        "content/trips/oslo.md": tripFile(
            "title: Oslo Weekend\ncountry: NO\nlocation: {name: Oslo, lat: 59.91, lon: 10.75}\nstart: 2025-06-01\nend: 2025-06-04",
            body: "## Activities\n\n- [x] Opera roof\n"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto <Spring>\ncountry: Japan", body: "## Activities\n\n- [ ] Tea\n"),
        "content/trips/atlantis.md": tripFile(
            "title: Atlantis\ncountry: Atlantis", body: "## Activities\n\n- [ ] Find it\n"),
        "content/trips/home.md": tripFile("title: No country", body: "Stay.\n"),
    ]

    static func build(_ extra: [String: String] = [:]) throws -> (FixtureSite, MemoryOutput) {
        let site = try FixtureSite(files.merging(extra) { _, new in new })
        return (site, try site.buildInMemory().output)
    }

    @Test func theMapPageMarksCountriesAndPinsTrips() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let page = try #require(output.text("map/index.html"))
        // Norway has a completed trip: filled; Japan's is not: planned.
        #expect(page.contains("<path class=\"map-country map-country-done\" d=\"M"))
        #expect(page.contains("<path class=\"map-country\" d=\"M"))
        // A pin at Oslo's position. Kyoto gives only its country: Japan is marked, and no pin
        // sits at some point inside Japan pretending to be Kyoto.
        #expect(page.components(separatedBy: "class=\"map-pin").count - 1 == 1)
        let oslo = WorldMap.place(Coordinate(latitude: 59.91, longitude: 10.75))
        #expect(page.contains("cx=\"\(RouteMap.format(oslo.x))\" cy=\"\(RouteMap.format(oslo.y))\""))
        #expect(!page.contains("<a href=\"/trips/kyoto/\" class=\"map-pin"))
        // The text alternative lists every country with its trips; an unknown one is none.
        for name in ["Norway", "Japan"] { #expect(page.contains(">\(name)</span>")) }
        #expect(!page.contains(">Atlantis</span>"))
        #expect(page.contains("<a href=\"/trips/oslo/\">Oslo Weekend</a>"))
        #expect(page.contains("Made with Natural Earth."))
        #expect(page.contains("src=\"/map/world.svg\""))
    }

    @Test func tripsAtOnePointShareAPinLeadingToTheCountry() throws {
        let (site, output) = try Self.build([
            "content/trips/kyoto.md": tripFile(
                "title: Kyoto <Spring>\ncountry: Japan\nlocation: {name: Kyoto, lat: 35.0116, lon: 135.7681}",
                body: "## Activities\n\n- [ ] Tea\n"),
            "content/trips/nara.md": tripFile(
                "title: Nara\ncountry: JP\nlocation: {name: Gion, lat: 35.0037, lon: 135.7788}",
                body: "## Activities\n\n- [x] Deer\n"),
            "content/trips/sapporo.md": tripFile(
                "title: Sapporo\ncountry: JP\nlocation: {name: Sapporo, lat: 43.06, lon: 141.35}", body: "Snow.\n"),
        ])
        defer { site.remove() }
        for path in ["map/index.html", "goals/index.html"] {
            let page = try #require(output.text(path))
            // Kyoto and Gion a kilometre apart: one pin, to Japan's page, done as Nara is;
            // Sapporo has a position of its own, Oslo too.
            #expect(page.components(separatedBy: "class=\"map-pin").count - 1 == 3, "\(path)")
            #expect(
                page.contains(
                    "<a href=\"/countries/jp/\" class=\"map-pin map-pin-done\" aria-label=\"Japan · 2 trips\">"),
                "\(path)")
            #expect(page.contains("<a href=\"/trips/sapporo/\" class=\"map-pin\" aria-label=\"Sapporo\">"), "\(path)")
            #expect(!page.contains("<a href=\"/trips/kyoto/\" class=\"map-pin"), "\(path)")
        }
        // The text alternative still lists every trip.
        let page = try #require(output.text("map/index.html"))
        for trip in ["kyoto", "nara", "sapporo"] { #expect(page.contains("<a href=\"/trips/\(trip)/\">")) }
        #expect(output.text("countries/jp/index.html") != nil)
    }

    @Test func theOutlineIsOneSVGOfEveryCountry() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let svg = try #require(output.text("map/world.svg"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 "))
        #expect(svg.components(separatedBy: "z").count > 250)
        #expect(svg.utf8.count < 120_000)
        #expect(try XMLDocument(data: Data(svg.utf8)).rootElement()?.name == "svg")
    }

    /// The outline has the sea and the lakes a degree across or more (the Caspian, the Great
    /// Lakes, Victoria, Baikal), from the basemap; a theme with an empty basemap, none.
    @Test func theOutlineHasTheLargeLakes() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let svg = try #require(output.text("map/world.svg"))
        let lakes = try #require(svg.firstMatch(of: /<path class="w" d="([^"]*)"\/>/)).output.1
        #expect(lakes.filter { $0 == "z" }.count > 30, "\(lakes.filter { $0 == "z" }.count) lake pieces")
        #expect(svg.contains("<rect width=\"1000\""))
        let victoria = WorldMap.place(Coordinate(latitude: -1, longitude: 33))
        let ring = lakes.split(separator: "z").first { ring in
            let numbers = ring.split(whereSeparator: { "ML ".contains($0) }).compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            return (xs.min()!...xs.max()!).contains(victoria.x) && (ys.min()!...ys.max()!).contains(victoria.y)
        }
        #expect(ring != nil, "Lake Victoria")
    }

    @Test func theWorldHasEveryISOCountryAndItsContinent() {
        let world = ThemeAssets.embeddedWorld
        for code in CountryNames.allCodes { #expect(world.countries[code] != nil, "\(code)") }
        #expect(world.countries["NO"]?.continent == "EU")
        #expect(world.countries["JP"]?.continent == "AS")
        #expect(world.countries["SG"]?.rings.isEmpty == true)
        #expect(world.countries.values.filter { !$0.rings.isEmpty }.count > 170)
        #expect(world.attribution == "Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.")
    }

    /// A theme's own `map/lakes.txt` replaces the built-in lakes; its countries stay built in.
    @Test func aThemesOwnLakesAreDrawnOnTheWorldMap() throws {
        let (site, output) = try Self.build([
            "site.yml": FixtureSite.defaultConfig.replacingOccurrences(of: "theme: default", with: "theme: mine"),
            "themes/mine/map/lakes.txt": "# Mine\nW\t10000,50000 5000,0 0,5000 -5000,0\n",
        ])
        defer { site.remove() }
        let svg = try #require(output.text("map/world.svg"))
        let lakes = try #require(svg.firstMatch(of: /<path class="w" d="([^"]*)"\/>/)).output.1
        #expect(lakes.filter { $0 == "z" }.count == 1, "\(lakes)")
        let corner = WorldMap.place(Coordinate(latitude: 50, longitude: 10))
        #expect(lakes.hasPrefix("M\(Int(corner.x.rounded())) \(Int(corner.y.rounded()))"))
        #expect(svg.contains("<path fill-rule=\"evenodd\" d=\"M"), "the countries are still drawn")
    }

    @Test func aThemesOwnCountriesFileIsReadAndItsBadLinesAreErrors() throws {
        let site = try FixtureSite(
            Self.files.merging([
                "site.yml": FixtureSite.defaultConfig.replacingOccurrences(of: "theme: default", with: "theme: mine"),
                "themes/mine/map/countries.txt": "# Mine\nNO\tEU\t1075,5991\t1000,5800 100,0 0,100\nJP\tAS\n",
            ]) { _, new in new })
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.messages.contains { $0.hasPrefix("themes/mine/map/countries.txt:3: error: expected") })
    }

    @Test func theGoalsPageShowsTheMapAndTheNightsAway() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let page = try #require(output.text("goals/index.html"))
        #expect(page.contains("<figure class=\"world-map\">"))
        #expect(page.contains("Nights away</dt>"))
        #expect(page.contains("<bdi>3</bdi>"))
        #expect(page.contains("href=\"/map/\""))
        #expect(output.text("index.html")?.contains("<a href=\"/map/\">Map</a>") == true)
    }

    @Test func mapGeoJSONHasEveryPlaceAndRoute() throws {
        let (site, output) = try Self.build([
            "content/trips/alps/index.md": tripFile("title: Alps\ncountry: FR", body: "## Activities\n\n- [x] Walk\n"),
            "content/trips/alps/route.gpx": RouteFixtures.walk(),
        ])
        defer { site.remove() }
        let text = try #require(output.text("map.geojson"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let features = try #require(object["features"] as? [[String: Any]])
        let kinds = features.compactMap { ($0["geometry"] as? [String: Any])?["type"] as? String }
        #expect(kinds.sorted() == ["MultiLineString", "Point"])
        let oslo = try #require(features.first { ($0["properties"] as? [String: Any])?["trip"] as? String == "oslo" })
        #expect((oslo["geometry"] as? [String: Any])?["coordinates"] as? [Double] == [10.75, 59.91])
        #expect((oslo["properties"] as? [String: Any])?["url"] as? String == "https://example.com/trips/oslo/")
        #expect((oslo["properties"] as? [String: Any])?["completed"] as? Bool == true)
    }

    @Test(.enabled(if: ExternalTool.runsGeoJSONTests, "needs PyPI's geojson (scripts/ensure-deps.sh --tests)"))
    func theGeoJSONIsValidRFC7946() throws {
        let site = try FixtureSite(
            Self.files.merging([
                "content/trips/alps/index.md": tripFile(
                    "title: Alps \"quoted\"\ncountry: FR", body: "## Activities\n\n- [x] Walk\n"),
                "content/trips/alps/route.gpx": RouteFixtures.walk(longitude: 179.99),
            ]) { _, new in new })
        defer { site.remove() }
        _ = try site.buildToDisk()
        let python = try #require(ExternalTool.python)
        let script = SharedFixtures.repositoryRoot.appending(path: "Tests/browser/geojson_check.py").path
        let files = ["map.geojson", "trips/alps/route.geojson"].map { site.output.appending(path: $0).path }
        let run = try python.run([script] + files)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        // The check can fail: a position in the wrong order is reported.
        let bad = site.root.appending(path: "bad.geojson")
        try
            #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[45.5,170.25]},"properties":{}}]}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        #expect(try python.run([script, bad.path]).status == 1)
    }
}
