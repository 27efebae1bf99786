import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `serve` and travelled trips: a trip marked travelled, or no longer, changes the maps and
/// the goals page's totals as a clean build of the same files shows them.
@Suite struct IncrementalTravelledTests {
    static let planned = tripFile("title: Oslo\ncountry: NO\nstart: 2999-05-01\nend: 2999-05-04", body: "Fjords.\n")

    @Test func markingATripTravelledRemakesTheMapsAndTotals() throws {
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig, "content/trips/oslo.md": Self.planned,
            "content/trips/lima.md": tripFile("title: Lima\ncountry: PE\nstart: 2999-09-01", body: "Ceviche.\n"),
        ])
        defer { site.remove() }
        let options = BuildOptions(source: site.root, output: site.output)
        let builder = IncrementalBuilder(options: options, mode: .build)
        let before = try builder.build()
        for edit in [
            Self.planned.replacingOccurrences(of: "title: Oslo", with: "title: Oslo\ntravelled: true"), Self.planned,
        ] {
            try site.write("content/trips/oslo.md", edit)
            let after = try builder.build(changedPaths: ["content/trips/oslo.md"])
            let clean = try IncrementalBuilder(options: options, mode: .build).build()
            for path in ["map/index.html", "goals/index.html", "countries/index.html", "map.geojson"] {
                #expect(after.files[path] == clean.files[path], "\(path)")
            }
            let visited = edit != Self.planned
            let map = String(decoding: after.files["map/index.html"]!, as: UTF8.self)
            #expect(map.contains("<span class=\"map-country-name map-key map-key-done\">Norway</span>") == visited)
        }
        #expect(before.files["map/index.html"] != nil)
    }

    /// An undated trip whose last activity is checked off counts as travelled: it joins
    /// Journeys and the trips on the goals page; `travelled: false` takes it out again.
    @Test func completingOrUnmarkingATripMovesItInAndOutOfJourneys() throws {
        let todo = tripFile("title: Kyoto\ncountry: JP", body: "## Activities\n- [ ] Tea\n")
        let done = todo.replacingOccurrences(of: "- [ ] Tea", with: "- [x] Tea")
        let unmarked = done.replacingOccurrences(of: "title: Kyoto", with: "title: Kyoto\ntravelled: false")
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig, "content/trips/kyoto.md": todo,
            "content/trips/oslo.md": tripFile("title: Oslo\nstart: 2020-05-01", body: "Fjords.\n"),
        ])
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        for (edit, inJourneys) in [(done, true), (unmarked, false), (done, true)] {
            try site.write("content/trips/kyoto.md", edit)
            let after = try builder.build(changedPaths: ["content/trips/kyoto.md"])
            let clean = try site.serveBuilder().build()
            for path in ["index.html", "collections/journeys/index.html", "goals/index.html", "trips/kyoto/index.html"]
            {
                #expect(after.text(path) == clean.text(path), "\(path)")
            }
            #expect(after.text("collections/journeys/index.html").contains("href=\"/trips/kyoto/\"") == inJourneys)
        }
    }
}
