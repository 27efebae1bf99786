import TripSiteGeo
import TripSiteHTML

/// What the theme's `map.js` needs to draw a map with Leaflet when the reader asks for it
/// (`map: {interactive: true}`): the figure's data attributes — its strings, where Leaflet
/// is, the tiles (`map.tiles`), and the marks as JSON (pins `[lat, lon, title, url]`, lines `[[lat, lon], …]`). In
/// attributes, so they are escaped by construction and work from `file://` too.
enum InteractiveMapData {
    /// The attributes, or none when the site has no interactive map (the marks are then not
    /// listed).
    static func attributes(
        pins: @autoclosure () -> [(coordinate: Coordinate, title: String, url: String)],
        lines: @autoclosure () -> [[Coordinate]], context: RenderContext
    ) -> [Attribute] {
        guard let map = context.interactiveMap else { return [] }
        let pins = pins()
        let lines = lines()
        let pinJSON = pins.map {
            "[" + RouteGeoJSON.decimal($0.coordinate.latitude, 6) + ","
                + RouteGeoJSON.decimal($0.coordinate.longitude, 6)
                + "," + SearchJSON.string($0.title) + "," + SearchJSON.string($0.url) + "]"
        }
        let lineJSON = lines.map { line in
            "["
                + line.map {
                    "[" + RouteGeoJSON.decimal($0.latitude, 6) + "," + RouteGeoJSON.decimal($0.longitude, 6) + "]"
                }
                .joined(separator: ",") + "]"
        }
        let data =
            "{\"pins\":[" + pinJSON.joined(separator: ",") + "],\"lines\":[" + lineJSON.joined(separator: ",") + "]}"
        return [
            .data("interactive-map", data), .data("leaflet-js", map.leafletScript),
            .data("leaflet-css", map.leafletStylesheet), .data("label", context.strings["map.interactive"]),
        ] + tileAttributes(context.config.map.tiles, strings: context.strings)
    }

    /// The tile server's template, deepest zoom and attribution (text, and its link when it
    /// has one), and the privacy note naming its host.
    static func tileAttributes(_ tiles: MapTiles, strings: Strings) -> [Attribute] {
        [
            .data("tiles", tiles.url), .data("tiles-max-zoom", String(tiles.maxZoom)),
            .data("attribution", tiles.attribution),
            .data("note", strings.format("map.interactive.note", string: tiles.host)),
        ] + (tiles.attributionURL.map { [.data("attribution-url", $0)] } ?? [])
    }

    /// The pins of a world map, for `attributes`.
    static func pins(
        _ marks: MapMarks, context: RenderContext
    ) -> [(coordinate: Coordinate, title: String, url: String)] {
        marks.pins.map { pin in
            let (href, label) = WorldMap.link(pin, context: context)
            return (pin.coordinate, label, href)
        }
    }
}
