import TripSiteStore

/// Where a trip's photo comes from. A trip without a usable photo gets a generated
/// placeholder, so a page never shows a broken image.
package enum Photo: Hashable, Codable, Sendable {
    /// A file inside the trip's bundle folder, copied next to the trip page.
    case bundle(fileName: String)
    /// A file under the site's `static/` folder (the path is relative to it).
    case staticFile(path: String)
    /// An absolute http(s) URL, used as is.
    case remote(url: String)
    /// The generated placeholder (`/trips/<slug>/placeholder.svg`).
    case placeholder
}

extension Photo: StableHashable, StableDecodable {
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        let (kind, value): (Int, String?) =
            switch self {
            case .bundle(let fileName): (0, fileName)
            case .staticFile(let path): (1, path)
            case .remote(let url): (2, url)
            case .placeholder: (3, nil)
            }
        encoding.write(.list, depth: depth)
        encoding.write(kind, depth: depth + 1)
        value.stableEncode(into: &encoding, depth: depth + 1)
    }

    package init(stableFrom reader: StableReader, depth: Int) throws {
        try reader.take(.list, depth: depth)
        let kind = try Int(stableFrom: reader, depth: depth + 1)
        let value = try String?(stableFrom: reader, depth: depth + 1)
        switch (kind, value) {
        case (0, let fileName?): self = .bundle(fileName: fileName)
        case (1, let path?): self = .staticFile(path: path)
        case (2, let url?): self = .remote(url: url)
        case (3, nil): self = .placeholder
        default: throw StableReader.Corrupt()
        }
    }
}
