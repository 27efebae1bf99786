/// Every URL the site links to, built from the base path, so a site published under a
/// subpath (`https://user.github.io/journal/`) links correctly. Output paths and URLs come
/// from the same functions, so a link cannot point at a file that is written elsewhere.
package struct SiteURLs: Sendable {
    /// `/` or `/journal/`.
    let basePath: String
    /// Absolute base URL (`https://example.com/journal/`), for feeds and canonical links.
    let baseURL: String

    package init(config: SiteConfig) {
        basePath = config.basePath
        baseURL = config.baseURL
    }

    /// A root-relative URL for an output path: `trips/kona/` → `/journal/trips/kona/`.
    func url(_ outputPath: String) -> String { basePath + outputPath }

    var home: String { url("") }
    var feed: String { url("feed.xml") }
    var sitemap: String { url("sitemap.xml") }

    /// The scheme and host of `baseURL` (`https://user.github.io`), or "" when the base URL
    /// is a path only.
    var origin: String {
        guard let scheme = baseURL.range(of: "://") else { return "" }
        let rest = baseURL[scheme.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return String(baseURL[..<scheme.upperBound]) + host
    }

    /// An absolute URL for a root-relative one (`/journal/trips/kona/` →
    /// `https://user.github.io/journal/trips/kona/`); URLs that already have a scheme stay.
    func absolute(_ url: String) -> String {
        url.hasPrefix("/") && !url.hasPrefix("//") ? origin + url : url
    }
    func trip(_ slug: String) -> String { url(Self.tripFolder(slug)) }
    func entry(_ entry: String, of trip: String) -> String { url(Self.entryFolder(entry, of: trip)) }
    func book(_ slug: String) -> String { url(Self.bookFolder(slug)) }
    func collection(_ id: String) -> String { url(Self.collectionFolder(id)) }
    func page(_ slug: String) -> String { url("\(slug)/") }
    func theme(_ file: String) -> String { url("theme/\(file)") }
    var goals: String { url(Self.goalsFolder) }
    var search: String { url(Self.searchFolder) }
    var badges: String { url(Self.badgesFolder) }
    func badge(_ id: String) -> String { url(Self.badgeFolder(id)) }
    func badgeArt(_ id: String) -> String { url(Self.badgeFolder(id) + "badge.svg") }
    /// An activity on its trip page.
    func activity(_ anchor: String, trip slug: String) -> String { trip(slug) + "#" + anchor }

    /// The URL of a trip's photo (its largest JPEG variant, for feeds and link previews), or
    /// of its placeholder.
    func photo(for trip: Trip, photos: [String: ProcessedPhoto]) -> String {
        if trip.showsPlaceholder(photos) { return url(Self.tripFolder(trip.slug) + "placeholder.svg") }
        if let source = trip.coverSource(photos), let variant = photos[source]?.largest(.jpeg) {
            return url(variant.outputPath)
        }
        return switch trip.photo {
        case .bundle(let fileName): url(Self.tripFolder(trip.slug) + Self.percentEncodePath(fileName))
        case .staticFile(let path): url(Self.percentEncodePath(path))
        case .remote(let address): address
        case .placeholder: url(Self.tripFolder(trip.slug) + "placeholder.svg")
        }
    }

    package static let tripsFolder = "trips/"
    package static func tripFolder(_ slug: String) -> String { tripsFolder + slug + "/" }
    package static func entryFolder(_ entry: String, of trip: String) -> String { tripFolder(trip) + entry + "/" }
    /// A trip's printable book (`BookPage`).
    package static func bookFolder(_ slug: String) -> String { tripFolder(slug) + "book/" }
    /// Whether an output path is a trip's book page (`trips/<slug>/book/index.html`).
    static func isBookPage(_ path: String) -> Bool {
        path.hasPrefix(tripsFolder) && path.hasSuffix("/book/index.html")
            && path.utf8.lazy.filter { $0 == UInt8(ascii: "/") }.count == 3
    }
    static func collectionFolder(_ id: String) -> String { "collections/\(id)/" }
    static let goalsFolder = "goals/"
    package static let searchFolder = "search/"
    static let badgesFolder = "badges/"
    static func badgeFolder(_ id: String) -> String { "badges/\(id)/" }

    /// Encodes the characters of a file path that are not allowed in a URL path.
    package static func percentEncodePath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
