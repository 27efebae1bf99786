import Yams

/// `map:` in site.yml: how maps and routes are published, and the interactive map's tiles.
extension ConfigParser {
    /// `map: {hideRouteEnds: 200, interactive: true, tiles: {…}}`; nil when absent or not a
    /// mapping.
    static func readMap(_ fields: inout YAMLFields) -> MapSettings? {
        guard let node = fields.node("map") else { return nil }
        guard let mapping = node.mapping else {
            fields.error("'map' must be a mapping, e.g. map: {hideRouteEnds: 200}", at: node)
            return nil
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        var settings = MapSettings()
        if let value = entry.node("hideRouteEnds") {
            if let metres = value.int, value.scalar?.style == .plain, (0...100_000).contains(metres) {
                settings.hiddenRouteEnds = Double(metres)
            } else {
                entry.error(
                    "'map.hideRouteEnds' must be a whole number of metres from 0 to 100000, not '\(value.scalar?.string ?? "a list")'",
                    at: value)
            }
        }
        settings.interactive = entry.bool("interactive") ?? false
        if let node = entry.node("tiles"), let tiles = readTiles(node, fields: &entry) {
            settings.tiles = tiles
            if !settings.interactive {
                entry.warning(
                    "'map.tiles' is used only by the interactive map; add 'interactive: true' to 'map' or remove it",
                    at: node)
            }
        }
        entry.rejectUnknownKeys(section: "map", known: ["hideRouteEnds", "interactive", "tiles"])
        fields.merge(entry)
        return settings
    }

    /// `tiles: {url: "https://…/{z}/{x}/{y}.png", attribution: "© …", attributionURL: …,
    /// maxZoom: 17}`: `url` and `attribution` required, each problem an error at its line;
    /// nil when any is wrong (the interactive map then keeps OpenStreetMap's).
    static func readTiles(_ node: Yams.Node, fields: inout YAMLFields) -> MapTiles? {
        let example = "e.g. tiles: {url: \"https://tile.example.org/{z}/{x}/{y}.png\", attribution: \"© Example\"}"
        guard let mapping = node.mapping else {
            fields.error("'map.tiles' must be a mapping, \(example)", at: node)
            return nil
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        defer {
            entry.rejectUnknownKeys(section: "map.tiles", known: ["url", "attribution", "attributionURL", "maxZoom"])
            fields.merge(entry)
        }
        let url = requiredText("url", in: &entry, at: node, example: example).flatMap { url in
            tileTemplate(url, node: entry.peek("url") ?? node, fields: &entry)
        }
        let attribution = requiredText("attribution", in: &entry, at: node, example: example)
        let attributionURL = readAttributionURL(&entry)
        let maxZoom = readMaxZoom(&entry)
        guard let url, let attribution, let maxZoom, let attributionURL else { return nil }
        return MapTiles(url: url, attribution: attribution, attributionURL: attributionURL.url, maxZoom: maxZoom)
    }

    /// A key's text, trimmed; an error at the mapping when it is missing or blank.
    private static func requiredText(
        _ key: String, in entry: inout YAMLFields, at node: Yams.Node, example: String
    ) -> String? {
        guard let text = entry.string(key)?.trimmingSpaces(), !text.isEmpty else {
            // Missing, empty or blank; a list or mapping was refused as "must be text".
            if entry.peek(key)?.scalar != nil || entry.peek(key) == nil {
                entry.error("'map.tiles' needs '\(key)', \(example)", at: entry.peek(key) ?? node)
            }
            return nil
        }
        return text
    }

    private static func tileTemplate(_ url: String, node: Yams.Node, fields: inout YAMLFields) -> String? {
        if let problem = MapTiles.problem(template: url) {
            fields.error("'map.tiles.url' \(problem): '\(url)'", at: node)
            return nil
        }
        return url
    }

    /// Where an attribution links to, if anywhere.
    private struct AttributionLink { var url: String? }

    /// `attributionURL`, an https:// or http:// URL: a link to nowhere when absent; nil (with
    /// an error at its line) when it is something else.
    private static func readAttributionURL(_ entry: inout YAMLFields) -> AttributionLink? {
        guard let node = entry.node("attributionURL"), let text = entry.string("attributionURL") else {
            return AttributionLink(url: nil)
        }
        let url = text.trimmingSpaces()
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), !url.hasSuffix("://") else {
            entry.error("'map.tiles.attributionURL' must be an https:// or http:// URL, not '\(url)'", at: node)
            return nil
        }
        return AttributionLink(url: url)
    }

    /// `maxZoom`: 0…24, 19 when absent; nil (with an error at its line) otherwise.
    private static func readMaxZoom(_ entry: inout YAMLFields) -> Int? {
        guard let node = entry.node("maxZoom") else { return MapTiles.openStreetMap.maxZoom }
        guard let zoom = node.int, node.scalar?.style == .plain, (0...24).contains(zoom) else {
            entry.error(
                "'map.tiles.maxZoom' must be a whole number from 0 to 24, not '\(node.scalar?.string ?? "a list")'",
                at: node)
            return nil
        }
        return zoom
    }
}
