import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `serve` and routes: a GPX file written again is read again (and only it), and every output
/// that shows it is remade, the same bytes as a clean build's.
@Suite struct RouteIncrementalTests {
    @Test func aGPXFileWrittenAgainRemakesWhatShowsIt() throws {
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile(
                "title: Alps\ncountry: CH\nstart: 2025-07-01", body: "## Activities\n\n- [x] Walk\n")
        ])
        defer { site.remove() }
        let builder = site.serveBuilder()
        let first = try builder.build()
        #expect(first.text("trips/alps/index.html").contains(">11.1 km<"))
        try site.write("content/trips/alps/route.gpx", RouteFixtures.walk(count: 400))
        let result = try builder.build(changedPaths: ["content/trips/alps/route.gpx"])
        for path in ["trips/alps/index.html", "trips/alps/route.geojson", "map.geojson", "goals/index.html"] {
            #expect(result.rendered.contains(path), "\(path) not remade")
        }
        #expect(result.text("trips/alps/index.html").contains(">22.2 km<"))
        #expect(result.text("goals/index.html").contains(">22.2 km<"))
        let clean = try site.serveBuilder().build()
        for (path, bytes) in clean.files where !path.hasPrefix("search/") {
            #expect(result.files[path] == bytes, "\(path) differs from a clean build")
        }
    }

    /// Marking a file an alternative changes no GPX file, but what the maps and numbers show:
    /// every output that shows it is remade, the same bytes as a clean build's.
    @Test func markingAFileAnAlternativeRemakesWhatShowsIt() throws {
        let front = "title: Alps\ncountry: CH\nstart: 2025-07-01\ngpx: [day1.gpx, "
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile(front + "day2.gpx]", body: "x\n"),
            "content/trips/alps/day1.gpx": RouteFixtures.walk(count: 101),
            "content/trips/alps/day2.gpx": RouteFixtures.walk(count: 101, latitude: 45.05),
        ])
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        try site.write(
            "content/trips/alps/index.md", tripFile(front + "{file: day2.gpx, alternative: true}]", body: "x\n"))
        let result = try builder.build(changedPaths: ["content/trips/alps/index.md"])
        #expect(result.text("trips/alps/index.html").contains(">5.6 km<"))
        let clean = try site.serveBuilder().build()
        for (path, bytes) in clean.files where !path.hasPrefix("search/") {
            #expect(result.files[path] == bytes, "\(path) differs from a clean build")
        }
    }

    /// A theme's own basemap edited while serving: the route map is drawn again on it, the
    /// same bytes as a clean build's.
    @Test func aThemesBasemapEditedRemakesTheRouteMaps() throws {
        let config = FixtureSite.defaultConfig.replacing("theme: default", with: "theme: mine")
        let basemap = "C\tFirst survey\nT\t6\t44\nP\t6000,45040\t900\tCH\tOldtown\n"
        let site = try RouteFixtures.site(["site.yml": config, "themes/mine/map/basemap.txt": basemap])
        defer { site.remove() }
        let builder = site.serveBuilder()
        #expect(try builder.build().text("trips/alps/index.html").contains(">Oldtown</text>"))
        try site.write("themes/mine/map/basemap.txt", basemap.replacing("Oldtown", with: "Newtown"))
        let result = try builder.build(changedPaths: ["themes/mine/map/basemap.txt"])
        #expect(result.rendered.contains("trips/alps/index.html"))
        #expect(result.text("trips/alps/index.html").contains(">Newtown</text>"))
        let clean = try site.serveBuilder().build()
        for (path, bytes) in clean.files where !path.hasPrefix("search/") {
            #expect(result.files[path] == bytes, "\(path) differs from a clean build")
        }
    }

    /// A theme's own world map shapes edited while serving: the maps drawn from them are
    /// drawn again, the same bytes as a clean build's.
    @Test func aThemesCountriesEditedRemakeTheWorldMap() throws {
        let config = FixtureSite.defaultConfig.replacing("theme: default", with: "theme: mine")
        let countries = "# Mine\nCH\tEU\t825,4680\t600,4580 400,0 0,200 -400,0\n"
        let site = try RouteFixtures.site(["site.yml": config, "themes/mine/map/countries.txt": countries])
        defer { site.remove() }
        let builder = site.serveBuilder()
        let first = try builder.build()
        try site.write("themes/mine/map/countries.txt", countries.replacing("0,200 -400,0", with: "0,300 -400,0"))
        let result = try builder.build(changedPaths: ["themes/mine/map/countries.txt"])
        let clean = try site.serveBuilder().build()
        let changed = clean.files.filter { first.files[$0.key] != $0.value && !$0.key.hasPrefix("search/") }
        #expect(changed.keys.contains("map/world.svg"), "\(changed.keys.sorted())")
        for (path, bytes) in clean.files where !path.hasPrefix("search/") {
            #expect(result.files[path] == bytes, "\(path) differs from a clean build")
        }
    }

    @Test func aBrokenGPXFileTakesTheRouteAwayWithAWarning() throws {
        let site = try RouteFixtures.site()
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        try site.write("content/trips/alps/route.gpx", "<gpx><trk>\n")
        let result = try builder.build(changedPaths: ["content/trips/alps/route.gpx"])
        #expect(result.removed.contains("trips/alps/route.geojson"))
        #expect(!result.text("trips/alps/index.html").contains("trip-route"))
        #expect(result.warnings.contains { $0.file == "content/trips/alps/route.gpx" })
    }
}
