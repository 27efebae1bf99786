import Testing
import TripSiteCore

/// `map:` in site.yml, and its interactive map's `tiles`: every problem is an error at its line.
@Suite struct ConfigParserMapTests {
    func parse(_ yaml: String) -> (config: SiteConfig?, diagnostics: [String]) {
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "site.yml", text: "title: T\n" + yaml))
        return (config, diagnostics.map(\.description))
    }

    @Test func tilesPointTheInteractiveMapAtAnyServer() throws {
        let (config, diagnostics) = parse(
            """
            map:
              interactive: true
              tiles:
                url: "https://{s}.tile.opentopomap.org/{z}/{x}/{y}{r}.png"
                attribution: "© OpenStreetMap contributors, SRTM · © OpenTopoMap (CC-BY-SA)"
                attributionURL: https://opentopomap.org/about
                maxZoom: 17
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tiles = try #require(config?.map.tiles)
        #expect(tiles.url == "https://{s}.tile.opentopomap.org/{z}/{x}/{y}{r}.png")
        #expect(tiles.host == "tile.opentopomap.org")
        #expect(tiles.attribution.hasPrefix("© OpenStreetMap contributors, SRTM"))
        #expect(tiles.attributionURL == "https://opentopomap.org/about")
        #expect(tiles.maxZoom == 17)
    }

    @Test func withoutTilesTheMapUsesOpenStreetMap() throws {
        let (config, diagnostics) = parse("map: {interactive: true}\n")
        #expect(diagnostics.isEmpty)
        #expect(config?.map.tiles == .openStreetMap)
        #expect(MapTiles.openStreetMap.host == "tile.openstreetmap.org")
        #expect(MapTiles.problem(template: MapTiles.openStreetMap.url) == nil)
        let tms = parse(
            "map: {interactive: true, tiles: {url: \"https://t.example/{z}/{x}/{-y}.png\", attribution: X}}\n")
        #expect(tms.diagnostics.isEmpty, "{-y} is a TMS server's row: \(tms.diagnostics)")
    }

    @Test(arguments: [
        ("url: \"https://tile.example.org/{z}/{x}.png\"", 5, "'map.tiles.url' must hold {z}, {x} and {y}"),
        ("url: \"http://tile.example.org/{z}/{x}/{y}.png\"", 5, "'map.tiles.url' must be an https:// URL"),
        ("url: \"https:///{z}/{x}/{y}.png\"", 5, "must be an https:// URL with a host"),
        ("url: \"https://t.example.org/{z}/{x}/{y}.png?key={apikey}\"", 5, "has {apikey}, which no tile server fills"),
        ("url: \"https://t.example.org/{z}/{x}/{y.png\"", 5, "has a '{' without its '}'"),
        ("url: [a]", 5, "'url' must be text"),
        ("maxZoom: 30", 6, "'map.tiles.maxZoom' must be a whole number from 0 to 24, not '30'"),
        ("attributionURL: ftp://x", 6, "'map.tiles.attributionURL' must be an https:// or http:// URL"),
        ("minZoom: 3", 6, "unknown key 'map.tiles.minZoom'"),
    ])
    func aBadTileSettingIsAnErrorAtItsLine(line: String, at lineNumber: Int, message: String) {
        let base = "url: \"https://t.example.org/{z}/{x}/{y}.png\""
        let settings = line.hasPrefix("url:") ? line : base + "\n    " + line
        let (config, diagnostics) = parse(
            "map:\n  interactive: true\n  tiles:\n    \(settings)\n    attribution: \"© Example\"\n")
        #expect(
            diagnostics.contains { $0.contains("site.yml:\(lineNumber):") && $0.contains(message) }, "\(diagnostics)")
        if !message.hasPrefix("unknown key") { #expect(config?.map.tiles ?? .openStreetMap == .openStreetMap) }
    }

    @Test func anAttributionIsRequired() {
        let (_, diagnostics) = parse(
            "map:\n  interactive: true\n  tiles:\n    url: \"https://t.example.org/{z}/{x}/{y}.png\"\n")
        #expect(diagnostics.contains { $0.contains("site.yml:5:") && $0.contains("'map.tiles' needs 'attribution'") })
        let blank = parse(
            "map: {interactive: true, tiles: {url: \"https://t.example/{z}/{x}/{y}.png\", attribution: \" \"}}\n")
        #expect(blank.diagnostics.contains { $0.contains("needs 'attribution'") }, "\(blank.diagnostics)")
    }

    @Test func tilesWithoutTheInteractiveMapAreAWarning() {
        let (config, diagnostics) = parse(
            "map:\n  tiles: {url: \"https://t.example.org/{z}/{x}/{y}.png\", attribution: X}\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("site.yml:3:") == true && diagnostics.first?.contains("warning") == true)
        #expect(config?.map.interactive == false)
    }
}
