import Hummingbird

extension MediaType {
    /// The `Content-Type` of a file of the built site, by its name: Hummingbird's table of
    /// extensions (`getMediaType(forExtension:)`), with what a static site needs on top:
    /// - `charset=utf-8` on every `text/` type: the build writes UTF-8, and without the
    ///   parameter a browser may guess another encoding for a stylesheet, script or text file;
    /// - `application/atom+xml` for the feed (`feed.xml`, or any `.atom`), which the table
    ///   would call `application/xml`;
    /// - `siteTypes`: what the table lacks or names otherwise.
    ///
    /// A name without an extension, or with one nobody knows, is `application/octet-stream`;
    /// so is one whose entry in the table is malformed (`epub` and `mpkg` say
    /// `application/application/…` in Hummingbird 2.28).
    package static func of(_ path: String) -> MediaType {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return .applicationBinary }
        if name == "feed.xml" || name.hasSuffix(".atom") { return MediaType(type: .application, subType: "atom+xml") }
        let fileExtension = FileExtension(name[name.index(after: dot)...])
        guard let type = siteTypes[fileExtension] ?? getMediaType(forExtension: fileExtension),
            !type.subType.contains("/")
        else { return .applicationBinary }
        return type.type == .text ? type.withParameter(name: "charset", value: "utf-8") : type
    }

    /// Types Hummingbird's table does not have (AVIF photos, source maps), and the icon type
    /// the server has always sent (`image/x-icon`, which every browser takes; the table says
    /// `image/vnd.microsoft.icon`).
    static let siteTypes: [FileExtension: MediaType] = [
        "avif": MediaType(type: .image, subType: "avif"),
        "map": .applicationJson,
        "ico": MediaType(type: .image, subType: "x-icon"),
    ]
}
