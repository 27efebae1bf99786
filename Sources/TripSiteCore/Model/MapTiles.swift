/// The raster tiles the interactive map draws over (`map.tiles` in `site.yml`): any XYZ tile
/// server, its attribution and its deepest zoom. OpenStreetMap's when not set.
package struct MapTiles: Hashable, Encodable, Sendable {
    /// The tile URL template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, with Leaflet's
    /// placeholders (`{z}`, `{x}`, `{y}` or `{-y}`; `{s}` for a subdomain, `{r}` for `@2x`).
    package var url: String
    /// Who the tiles and their data are from, shown as text on the map and beside its button.
    package var attribution: String
    /// Where the attribution links to (the provider's copyright page); nil for plain text.
    package var attributionURL: String?
    /// The deepest zoom the server has tiles for.
    package var maxZoom: Int

    package init(url: String, attribution: String, attributionURL: String? = nil, maxZoom: Int = 19) {
        self.url = url
        self.attribution = attribution
        self.attributionURL = attributionURL
        self.maxZoom = maxZoom
    }

    package static let openStreetMap = MapTiles(
        url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors",
        attributionURL: "https://www.openstreetmap.org/copyright", maxZoom: 19)

    /// The placeholders a template may hold (Leaflet's `TileLayer`).
    static let placeholders: Set<Substring> = ["z", "x", "y", "-y", "s", "r"]

    /// The server a reader's browser asks for tiles, as the privacy note names it:
    /// `tile.openstreetmap.org`; `{s}.tile.example.org` is named `tile.example.org`.
    package var host: String { Self.authority(of: url)?.replacing("{s}.", with: "") ?? url }

    /// Why `template` is not an XYZ tile URL TripSite can use, or nil: it must be `https://`
    /// with a host, hold `{z}`, `{x}` and `{y}` (or `{-y}`), and no placeholder Leaflet
    /// would not fill.
    package static func problem(template: String) -> String? {
        guard template.hasPrefix("https://"), let authority = authority(of: template), !authority.isEmpty,
            !authority.contains(where: \.isWhitespace)
        else { return "must be an https:// URL with a host, e.g. https://tile.example.org/{z}/{x}/{y}.png" }
        var found: Set<Substring> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return "has a '{' without its '}'" }
            let name = rest[rest.index(after: open)..<close]
            guard placeholders.contains(name) else {
                return "has {\(name)}, which no tile server fills: use {z}, {x}, {y} (or {-y}), {s} and {r}"
            }
            found.insert(name)
            rest = rest[rest.index(after: close)...]
        }
        guard found.contains("z"), found.contains("x"), found.contains("y") || found.contains("-y") else {
            return "must hold {z}, {x} and {y}: the zoom and the tile's column and row"
        }
        return nil
    }

    /// The part between `://` and the next `/`; nil without `://`.
    private static func authority(of url: String) -> String? {
        guard let scheme = url.firstRange(of: "://") else { return nil }
        let afterScheme = url[scheme.upperBound...]
        return String(afterScheme.prefix { $0 != "/" })
    }
}
