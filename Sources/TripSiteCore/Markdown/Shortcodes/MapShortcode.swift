import Foundation

/// A theme's map shortcode (`{{< openstreetmap coordinates="46.6,8.0" zoom="12" >}}`,
/// `{{< google-maps src="https://www.google.com/maps/embed?pb=…" >}}`) as a link to the
/// place on OpenStreetMap, which a journal shows as a map card that loads nothing until it
/// is clicked (`EmbedLink`) when it stands alone on its line. Without coordinates, a link
/// to the map page the shortcode names; without either, nothing to show.
enum MapShortcode {
    static let names: Set<String> = ["google-maps", "googlemaps", "google_maps", "gmaps", "openstreetmap", "osm"]

    static func translate(_ shortcode: Shortcode) -> ShortcodeTranslation.Outcome {
        let title = shortcode.argument("title")?.collapsingWhitespace()
        let page =
            ["src", "url", "link", "href"].lazy.compactMap { shortcode.named[$0] }.first
            ?? shortcode.positional.first { $0.hasPrefix("https://") || $0.hasPrefix("http://") }
        guard let (lat, lon) = coordinates(shortcode) ?? page.flatMap(coordinates(inURL:)) else {
            guard let page, page.hasPrefix("https://") || page.hasPrefix("http://") else {
                return .unusable("gives no coordinates and no map address")
            }
            let text = title.map(MarkdownText.escaped) ?? MarkdownText.escaped(page)
            return .markdown("[\(text)](\(MarkdownText.destination(page)))")
        }
        let zoom = shortcode.named["zoom"].flatMap { Double($0) }.map { Int($0) }.flatMap {
            (1...19).contains($0) ? $0 : nil
        }
        let url = String(
            format: "https://www.openstreetmap.org/?mlat=%.5f&mlon=%.5f#map=%d/%.5f/%.5f", lat, lon, zoom ?? 14, lat,
            lon)
        guard let title, !title.isEmpty else { return .markdown(url) }
        return .markdown("[\(MarkdownText.escaped(title))](\(url))")
    }

    /// `lat`/`lon` (or `latitude`/`longitude`, `lng`), `coordinates="lat,lon"` (or `center`,
    /// `location`), or two numbers given by position.
    private static func coordinates(_ shortcode: Shortcode) -> (Double, Double)? {
        let named = shortcode.named
        let lat = named["lat"] ?? named["latitude"]
        let lon = named["lon"] ?? named["lng"] ?? named["long"] ?? named["longitude"]
        if let lat, let lon { return valid(Double(lat), Double(lon)) }
        for key in ["coordinates", "coords", "center", "location"] {
            if let pair = named[key].map(numbers), pair.count == 2 { return valid(pair[0], pair[1]) }
        }
        let positional = shortcode.positional.compactMap { Double($0) }
        return positional.count == 2 ? valid(positional[0], positional[1]) : nil
    }

    /// A map page's place: Google's embed `pb` (`!2d<lon>!3d<lat>`), `q=lat,lon`, or
    /// `@lat,lon` in its path.
    static func coordinates(inURL url: String) -> (Double, Double)? {
        if let lon = number(after: "!2d", in: url), let lat = number(after: "!3d", in: url) { return valid(lat, lon) }
        let components = URLComponents(string: url)
        for name in ["q", "ll", "center"] {
            if let pair = components?.queryItems?.first(where: { $0.name == name })?.value.map(numbers),
                pair.count == 2
            {
                return valid(pair[0], pair[1])
            }
        }
        if let at = url.range(of: "/@") {
            let pair = numbers(String(url[at.upperBound...].prefix { $0 != "/" }))
            if pair.count >= 2 { return valid(pair[0], pair[1]) }
        }
        return nil
    }

    private static func number(after marker: String, in text: String) -> Double? {
        guard let range = text.range(of: marker) else { return nil }
        return Double(text[range.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }

    /// The numbers of a `lat,lon` text (a trailing `,15z` zoom too).
    private static func numbers(_ text: String) -> [Double] {
        text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    private static func valid(_ lat: Double?, _ lon: Double?) -> (Double, Double)? {
        guard let lat, let lon, (-90...90).contains(lat), (-180...180).contains(lon) else { return nil }
        return (lat, lon)
    }
}
