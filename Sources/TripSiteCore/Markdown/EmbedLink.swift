import Foundation

/// A link to a video or a map that a journal shows as an embed card when it stands alone on
/// its line: YouTube, Vimeo or OpenStreetMap, recognised strictly from the URL. Anything
/// else (an unknown host, an ID of the wrong shape, coordinates out of range) stays an
/// ordinary link. The card loads nothing from the provider until the reader asks for it;
/// `playerURL` is what it loads then (YouTube's privacy-enhanced host, Vimeo with `dnt=1`).
package struct EmbedLink: Hashable, Codable, Sendable {
    package enum Provider: String, Sendable, Codable {
        case youtube, vimeo, openStreetMap

        package var name: String {
            switch self {
            case .youtube: "YouTube"
            case .vimeo: "Vimeo"
            case .openStreetMap: "OpenStreetMap"
            }
        }

        package var isVideo: Bool { self != .openStreetMap }
    }

    package var provider: Provider
    /// The link as the journal wrote it (what the card links to without JavaScript).
    package var url: String
    /// The player or map page the card loads on a click.
    package var playerURL: String

    /// The embed a URL stands for, or nil.
    /// A link already recognised (the parse store reads one back).
    init(provider: Provider, url: String, playerURL: String) {
        self.provider = provider
        self.url = url
        self.playerURL = playerURL
    }

    package init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = components.host?.lowercased()
        else { return nil }
        let bare = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
        let player: (Provider, String)?
        switch bare {
        case "youtube.com", "m.youtube.com", "youtu.be", "youtube-nocookie.com":
            player = Self.youtube(components, host: bare).map { (.youtube, $0) }
        case "vimeo.com", "player.vimeo.com":
            player = Self.vimeo(components).map { (.vimeo, $0) }
        case "openstreetmap.org", "osm.org":
            player = Self.openStreetMap(components).map { (.openStreetMap, $0) }
        default: player = nil
        }
        guard let (provider, playerURL) = player else { return nil }
        self.provider = provider
        self.url = text
        self.playerURL = playerURL
    }

    /// `watch?v=ID`, `youtu.be/ID`, `shorts/ID`, `embed/ID`, `live/ID`; `t=`/`start=` in
    /// seconds (`90`, `90s` or `1m30s`).
    private static func youtube(_ components: URLComponents, host: String) -> String? {
        let parts = components.path.split(separator: "/").map(String.init)
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        let id: String?
        if host == "youtu.be" {
            id = parts.count == 1 ? parts[0] : nil
        } else if parts == ["watch"] {
            id = query["v"]
        } else if parts.count == 2, ["shorts", "embed", "live", "v"].contains(parts[0]) {
            id = parts[1]
        } else {
            id = nil
        }
        guard let id, id.count == 11,
            id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        var player = "https://www.youtube-nocookie.com/embed/\(id)?autoplay=1"
        if let start = (query["t"] ?? query["start"]).flatMap(seconds), start > 0 { player += "&start=\(start)" }
        return player
    }

    /// `vimeo.com/ID` (optionally `/HASH` of an unlisted video) and `player.vimeo.com/video/ID`.
    private static func vimeo(_ components: URLComponents) -> String? {
        var parts = components.path.split(separator: "/").map(String.init)
        if components.host?.lowercased() == "player.vimeo.com" {
            guard parts.first == "video" else { return nil }
            parts.removeFirst()
        }
        guard let id = parts.first, (1...12).contains(id.count), id.allSatisfy({ $0.isASCII && $0.isNumber }),
            parts.count == 1 || (parts.count == 2 && parts[1].allSatisfy({ $0.isASCII && $0.isHexDigit }))
        else { return nil }
        let hash = parts.count == 2 ? "&h=\(parts[1])" : ""
        return "https://player.vimeo.com/video/\(id)?dnt=1&autoplay=1\(hash)"
    }

    /// `#map=ZOOM/LAT/LON`, or `?mlat=LAT&mlon=LON` (a marker, zoom 15 unless `#map` gives one).
    private static func openStreetMap(_ components: URLComponents) -> String? {
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        var zoom = 15.0
        var center: (lat: Double, lon: Double)?
        if let fragment = components.fragment, fragment.hasPrefix("map=") {
            let values = fragment.dropFirst(4).split(separator: "/").compactMap { Double($0) }
            guard values.count == 3 else { return nil }
            zoom = values[0]
            center = (values[1], values[2])
        }
        let marker = Double(query["mlat"] ?? "").flatMap { lat in Double(query["mlon"] ?? "").map { (lat, $0) } }
        guard let (lat, lon) = center ?? marker, (-90...90).contains(lat), (-180...180).contains(lon),
            (0...19).contains(zoom)
        else { return nil }
        // A box of about 1.5 screens at the zoom: 360° / 2^zoom per 256-pixel tile.
        let half = 360 / pow(2, zoom) * 1.5
        let box = [lon - half, lat - half / 2, lon + half, lat + half / 2].map { String(format: "%.5f", $0) }
        var player = "https://www.openstreetmap.org/export/embed.html?bbox=\(box.joined(separator: "%2C"))&layer=mapnik"
        if let (markLat, markLon) = marker { player += String(format: "&marker=%.5f%%2C%.5f", markLat, markLon) }
        return player
    }

    /// `90`, `90s`, `1m30s`, `1h2m3s` → seconds.
    static func seconds(_ text: String) -> Int? {
        if let plain = Int(text) { return plain }
        var total = 0
        var number = ""
        for character in text {
            if character.isASCII && character.isNumber {
                number.append(character)
            } else if let unit = ["h": 3600, "m": 60, "s": 1][character], let value = Int(number) {
                total += value * unit
                number = ""
            } else {
                return nil
            }
        }
        return number.isEmpty ? total : nil
    }
}
