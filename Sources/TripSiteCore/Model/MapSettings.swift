/// How maps and routes are published (`site.yml` `map:`).
package struct MapSettings: Hashable, Sendable {
    /// Metres around each track's first and last point that no map or GeoJSON shows (a track
    /// often starts at a door). 0 publishes the exact ends.
    package var hiddenRouteEnds = 200.0
    /// Maps offer an interactive map (Leaflet over OpenStreetMap's tiles), loaded only when
    /// the reader asks for it.
    package var interactive = false

    package init() {}
}
