/// How maps and routes are published (`site.yml` `map:`).
package struct MapSettings: Hashable, Encodable, Sendable {
    /// Metres around a trip's journey's real start and end (`RouteJourney`) that no map or
    /// GeoJSON shows (a track often starts at a door). 0 publishes the exact ends.
    package var hiddenRouteEnds = 200.0
    /// Maps offer an interactive map (Leaflet over `tiles`), loaded only when
    /// the reader asks for it.
    package var interactive = false
    /// The tiles the interactive map draws over (`map.tiles`).
    package var tiles = MapTiles.openStreetMap

    package init() {}
}
