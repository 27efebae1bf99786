import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `map: {interactive: true}` in a real browser (headless Chromium): the page loads neither
/// Leaflet nor any tile; a click on the button puts Leaflet's map, with OpenStreetMap's tiles
/// and a marker per pin, in the drawing's place. Without the setting, Leaflet is not even
/// published. Skipped, with its reason, where Chromium is not installed (outside CI).
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct InteractiveMapBrowserTests {
    static let files = [
        "site.yml": FixtureSite.defaultConfig + "map: {interactive: true}\n",
        "content/trips/oslo.md": tripFile(
            "title: Oslo <Weekend>\ncountry: NO\nlocation: {lat: 59.91, lon: 10.75}", body: "Fjord.\n"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto\ncountry: JP\nlocation: {lat: 35.01, lon: 135.77}", body: "Tea.\n"),
    ]

    struct Log: Decodable {
        var buttons: Int
        var note: String
        var requestsBefore: [String]
        var drawingsAfter: Int
        var leafletMaps: Int
        var markers: [String]
        var tiles: Int
        var tileHosts: [String]
    }

    /// Records what loaded with the page, clicks the button, and waits for Leaflet's map.
    static let probe = """
        (() => {
          const log = {
            buttons: document.querySelectorAll(".map-interactive-button").length,
            note: (document.querySelector(".map-interactive-note") || {}).textContent || "",
            requestsBefore: performance.getEntriesByType("resource").map(e => e.name)
              .filter(n => /leaflet|openstreetmap/.test(n)),
          };
          document.querySelector(".map-interactive-button").click();
          const done = () => {
            log.drawingsAfter = document.querySelectorAll(".world-map-frame").length;
            log.leafletMaps = document.querySelectorAll(".map-interactive.leaflet-container").length;
            log.markers = [...document.querySelectorAll(".leaflet-marker-icon")].map(m => m.getAttribute("alt"));
            const tiles = [...document.querySelectorAll("img.leaflet-tile")];
            log.tiles = tiles.length;
            log.tileHosts = [...new Set(tiles.map(t => new URL(t.src).host))];
            document.body.setAttribute("data-probe", JSON.stringify(log));
          };
          const wait = () => document.querySelector(".leaflet-marker-icon") ? done() : setTimeout(wait, 50);
          wait();
        })();
        """

    @Test func aClickLoadsLeafletAndTheTilesAndNothingBefore() throws {
        let dom = try BrowserPage.dom(Self.files, page: "map/index.html", after: Self.probe)
        let log = try BrowserPage.probed(dom, as: Log.self)
        #expect(log.buttons == 1)
        #expect(log.note.contains("tile.openstreetmap.org"))
        #expect(log.requestsBefore.isEmpty, "loaded before a click: \(log.requestsBefore)")
        #expect(log.leafletMaps == 1 && log.drawingsAfter == 0)
        #expect(log.markers.sorted() == ["Kyoto", "Oslo <Weekend>"])
        #expect(log.tiles > 0 && log.tileHosts == ["tile.openstreetmap.org"])
    }

    @Test func withoutTheSettingLeafletIsNotPublishedAndMapsStayStatic() throws {
        let site = try FixtureSite(Self.files.merging(["site.yml": FixtureSite.defaultConfig]) { _, new in new })
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(!report.paths.contains { $0.hasPrefix("theme/leaflet/") })
        #expect(output.text("map/index.html")?.contains("data-interactive-map") == false)
        #expect(output.text("map/index.html")?.contains("map.js") == false)
        let on = try FixtureSite(Self.files)
        defer { on.remove() }
        let (onReport, onOutput) = try on.buildInMemory()
        #expect(onReport.paths.contains("theme/leaflet/leaflet.js"))
        #expect(onReport.paths.contains("theme/leaflet/LICENSE"))
        #expect(
            onOutput.text("map/index.html")?.contains("data-interactive-map=\"{&quot;pins&quot;:[[59.91,10.75,") == true
        )
    }
}
