#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file holds, judged from its first bytes, never its name: whether a bundle or
/// `static/` may publish it as it is. A photo named `lake` (no extension) or `notes.txt` is
/// still a photo, and a track named `route.xml` is still a track.
package enum FileContent: Equatable, Sendable {
    /// An image the photo pipeline reads (JPEG, PNG, WebP, HEIC/AVIF, GIF, TIFF): published
    /// only as stripped copies.
    case photo(PhotoKind)
    /// A camera's raw file that is not TIFF-based (Canon CR3, Fujifilm RAF, Olympus ORF,
    /// Panasonic RW2): it carries the camera's serial number and often a position.
    case cameraRaw
    /// A file of positions: a GPX, KML/KMZ, TCX or FIT track, or GeoJSON.
    case positions(String)
    /// Anything else.
    case other

    package enum PhotoKind: Equatable, Sendable {
        /// A format made for the web (JPEG, PNG, WebP, HEIC/AVIF, GIF): a bundle's gallery
        /// shows it.
        case web
        /// TIFF, which includes the TIFF-based camera raws (DNG, NEF, CR2, ARW): published
        /// only where a journal shows it.
        case tiff
    }

    package var isPhoto: Bool {
        if case .photo = self { return true }
        return false
    }

    /// Whether the file records where someone was, or may (a raw file's EXIF): never
    /// published from a bundle unless the journal links to it.
    package var isPrivate: Bool {
        switch self {
        case .cameraRaw, .positions: true
        case .photo, .other: false
        }
    }

    /// How many bytes `of(_:)` reads: enough for an XML declaration, comments and the root
    /// element of a track file.
    static let headLength = 1024

    /// The content of the file at an absolute path; `.other` when it cannot be read.
    package static func of(path: String) -> FileContent {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .other }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: headLength)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, headLength) }
        guard count > 0 else { return .other }
        return of(head: head[..<count])
    }

    /// The content of a file that starts with `head`.
    package static func of(head: ArraySlice<UInt8>) -> FileContent {
        let bytes = Array(head)
        if let photo = photoKind(bytes) { return .photo(photo) }
        if isCameraRaw(bytes) { return .cameraRaw }
        if let format = positionFormat(bytes) { return .positions(format) }
        return .other
    }

    private static func starts(_ bytes: [UInt8], _ prefix: [UInt8], at offset: Int = 0) -> Bool {
        bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
    }

    private static func starts(_ bytes: [UInt8], _ ascii: String, at offset: Int = 0) -> Bool {
        starts(bytes, Array(ascii.utf8), at: offset)
    }

    /// The ISO base media file brands of HEIF images (HEIC, AVIF and their sequences).
    static let heifBrands: Set<String> = [
        "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis",
    ]

    private static func photoKind(_ bytes: [UInt8]) -> PhotoKind? {
        if starts(bytes, [0xFF, 0xD8, 0xFF]) || starts(bytes, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            || starts(bytes, "GIF87a") || starts(bytes, "GIF89a")
            || starts(bytes, "RIFF") && starts(bytes, "WEBP", at: 8)
        {
            return .web
        }
        if starts(bytes, "ftyp", at: 4), bytes.count >= 12,
            heifBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self))
        {
            return .web
        }
        if starts(bytes, [0x49, 0x49, 0x2A, 0x00]) || starts(bytes, [0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        return nil
    }

    private static func isCameraRaw(_ bytes: [UInt8]) -> Bool {
        starts(bytes, "ftyp", at: 4) && starts(bytes, "crx ", at: 8)  // Canon CR3
            || starts(bytes, "FUJIFILMCCD-RAW")  // Fujifilm RAF
            || starts(bytes, "IIRO") || starts(bytes, "IIRS") || starts(bytes, "MMOR")  // Olympus ORF
            || starts(bytes, [0x49, 0x49, 0x55, 0x00])  // Panasonic RW2
    }

    /// The format of a file of positions, by its first bytes: a FIT header, a KMZ (a ZIP
    /// whose first entry is a `.kml`), or text whose root element or first JSON members are a
    /// track's.
    private static func positionFormat(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 12, starts(bytes, ".FIT", at: 8) { return "FIT" }
        if starts(bytes, [0x50, 0x4B, 0x03, 0x04]), bytes.count >= 30 {
            let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8
            let end = min(bytes.count, 30 + nameLength)
            let name = String(decoding: bytes[30..<end], as: UTF8.self).lowercased()
            return name.hasSuffix(".kml") ? "KMZ" : nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<") {
            return xmlRoot(String(trimmed))
        }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            let markers = ["\"coordinates\"", "\"FeatureCollection\"", "\"Feature\"", "\"geometry\""]
            return markers.contains { text.contains($0) } ? "GeoJSON" : nil
        }
        return nil
    }

    /// The track format named by an XML document's root element, skipping the declaration,
    /// comments and processing instructions before it.
    private static func xmlRoot(_ text: String) -> String? {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("?") || after.hasPrefix("!") {
                guard let close = after.firstIndex(of: ">") else { return nil }
                rest = after[after.index(after: close)...]
                continue
            }
            let name = after.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            let local = name.split(separator: ":").last.map(String.init) ?? ""
            switch local {
            case "gpx": return "GPX"
            case "kml": return "KML"
            case "TrainingCenterDatabase": return "TCX"
            default: return nil
            }
        }
        return nil
    }
}
