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
        var attribution: String
        var attributionLink: String?
        var leafletAttribution: String
        var markupInAttributions: Int
    }

    /// Records what loaded with the page, clicks the button, and waits for Leaflet's map.
    static let probe = """
        (() => {
          const log = {
            buttons: document.querySelectorAll(".map-interactive-button").length,
            note: (document.querySelector(".map-interactive-note") || {}).textContent || "",
            attribution: (document.querySelector(".map-interactive-attribution") || {}).textContent || "",
            attributionLink: (document.querySelector(".map-interactive-attribution a") || {}).href || null,
            requestsBefore: performance.getEntriesByType("resource").map(e => e.name)
              .filter(n => /leaflet|tile/.test(n)),
          };
          document.querySelector(".map-interactive-button").click();
          const done = () => {
            log.drawingsAfter = document.querySelectorAll(".world-map-frame").length;
            log.leafletMaps = document.querySelectorAll(".map-interactive.leaflet-container").length;
            log.markers = [...document.querySelectorAll(".leaflet-marker-icon")].map(m => m.getAttribute("alt"));
            const tiles = [...document.querySelectorAll("img.leaflet-tile")];
            log.tiles = tiles.length;
            log.tileHosts = [...new Set(tiles.map(t => new URL(t.src).host))];
            const control = document.querySelector(".leaflet-control-attribution");
            log.leafletAttribution = control ? control.textContent : "";
            log.markupInAttributions = document.querySelectorAll(
              ".leaflet-control-attribution b, .map-interactive-attribution b").length;
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
        #expect(log.attribution == "© OpenStreetMap contributors")
        #expect(log.attributionLink == "https://www.openstreetmap.org/copyright")
        #expect(log.leafletAttribution.contains("© OpenStreetMap contributors"))
    }

    /// `map.tiles` points the map at another server: the note names that host, the
    /// attribution (text, never markup) is shown beside the button and on the map, and every
    /// tile comes from that server.
    @Test func configuredTilesComeFromTheirServerWithTheirAttribution() throws {
        let tiles = """
            map:
              interactive: true
              tiles:
                url: "https://{s}.tiles.example.org/topo/{z}/{x}/{y}.png"
                attribution: "Example <b>Topo</b> & friends"
                maxZoom: 12

            """
        let files = Self.files.merging(["site.yml": FixtureSite.defaultConfig + tiles]) { _, new in new }
        let dom = try BrowserPage.dom(files, page: "map/index.html", after: Self.probe)
        let log = try BrowserPage.probed(dom, as: Log.self)
        #expect(log.note.contains("tiles.example.org") && !log.note.contains("openstreetmap"), "\(log.note)")
        #expect(log.requestsBefore.isEmpty, "loaded before a click: \(log.requestsBefore)")
        #expect(log.attribution == "Example <b>Topo</b> & friends" && log.attributionLink == nil)
        #expect(log.leafletAttribution.contains("Example <b>Topo</b> & friends"))
        #expect(log.markupInAttributions == 0, "the attribution is text, not HTML")
        #expect(log.tiles > 0)
        #expect(log.tileHosts.allSatisfy { $0.hasSuffix(".tiles.example.org") }, "\(log.tileHosts)")
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
