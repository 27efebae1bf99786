#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file holds, judged from its bytes, never its name: whether a bundle or `static/`
/// may publish it as it is. A photo named `lake` (no extension) or `notes.txt` is still a
/// photo, and a track named `route.xml` is still a track.
///
/// The first `headLength` bytes decide most files. A file whose head says it could still be
/// a track (text that is not yet decided, a zip, a gzip, a video) is read further, within
/// the limits below: never the whole of a large file.
package enum FileContent: Equatable, Sendable {
    /// An image the photo pipeline reads (JPEG, PNG, WebP, HEIC/AVIF, GIF, TIFF): published
    /// only as stripped copies.
    case photo(PhotoKind)
    /// A camera's raw file that is not TIFF-based (Canon CR3, Fujifilm RAF, Olympus ORF,
    /// Panasonic RW2): it carries the camera's serial number and often a position.
    case cameraRaw
    /// A file of positions, by its format: a GPX, KML/KMZ, TCX or FIT track, GeoJSON, an
    /// NMEA log, JSON of latitudes and longitudes (Polarsteps' `locations.json`), or one of
    /// them in a zip or gzip file ("zipped GPX", "gzipped GPX").
    case positions(String)
    /// A video (MP4, QuickTime, 3GP) that records the GPS position where it was filmed: a
    /// `©xyz` atom or the `com.apple.quicktime.location.ISO6709` key in its `moov` box, as
    /// phones write them.
    case videoWithPosition
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
        case .cameraRaw, .positions, .videoWithPosition: true
        case .photo, .other: false
        }
    }

    /// How many bytes `of(path:)` reads first: every format's signature, and the XML
    /// declaration, comments and root element of most track files. Every bundle and
    /// `static/` file is read this far on every build, and most are decided here.
    static let headLength = 1024

    /// The content of the file at an absolute path; `.other` when it cannot be read.
    package static func of(path: String) -> FileContent {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .other }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: headLength)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, headLength) }
        guard count > 0 else { return .other }
        head.removeLast(headLength - count)
        return classify(SniffedFile(head: head, descriptor: descriptor))
    }

    /// The content of a file that starts with `head`, when nothing more of it can be read:
    /// the same rules as `of(path:)` over these bytes alone (a track whose markers come
    /// after them, or a video whose `moov` box does, is `.other`).
    package static func of(head: ArraySlice<UInt8>) -> FileContent {
        classify(SniffedFile(head: Array(head)))
    }

    static func classify(_ file: SniffedFile) -> FileContent {
        let head = file.head
        if let photo = photoKind(head) { return .photo(photo) }
        if isCameraRaw(head) { return .cameraRaw }
        if let format = positionFormat(file) { return .positions(format) }
        if isMovie(head), movieRecordsPosition(file) { return .videoWithPosition }
        return .other
    }

    static func starts(_ bytes: [UInt8], _ prefix: [UInt8], at offset: Int = 0) -> Bool {
        guard offset >= 0, bytes.count >= offset + prefix.count else { return false }
        return bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
    }

    static func starts(_ bytes: [UInt8], _ ascii: String, at offset: Int = 0) -> Bool {
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

    /// The format of a file of positions: a FIT header, a zip or gzip holding a track, or
    /// text whose root element, JSON members or lines are a track's. `inGzip`: the bytes
    /// are a gzip file's, inflated (one that holds another gzip is not looked into).
    static func positionFormat(_ file: SniffedFile, inGzip: Bool = false) -> String? {
        let head = file.head
        if head.count >= 12, starts(head, ".FIT", at: 8) { return "FIT" }
        if starts(head, [0x50, 0x4B, 0x03, 0x04]) { return zipFormat(file) }
        if starts(head, [0x1F, 0x8B, 0x08]) { return inGzip ? nil : gzipFormat(file) }
        return textFormat(file)
    }

    /// The formats of positions by a file name's extension, as a zip's entries and a gzip's
    /// stored name give them.
    static let trackExtensions: [String: String] = [
        "gpx": "GPX", "kml": "KML", "kmz": "KMZ", "geojson": "GeoJSON", "tcx": "TCX", "fit": "FIT",
        "nmea": "NMEA",
    ]

    /// The format of positions a file name's extension names, or nil.
    static func trackFormat(named name: String) -> String? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return trackExtensions[name[name.index(after: dot)...].lowercased()]
    }
}

/// A file as the sniffer sees it: its head, read once, and any other range of it read only
/// when a format asks. Made from a head alone, nothing past the head can be read.
struct SniffedFile {
    let head: [UInt8]
    /// The open file, or -1 when only the head is known.
    private let descriptor: Int32
    /// Whether the head is known to be the whole file: it came alone, or its read stopped
    /// short of `FileContent.headLength`.
    private let headIsWhole: Bool

    init(head: [UInt8]) {
        self.head = head
        descriptor = -1
        headIsWhole = true
    }

    init(head: [UInt8], descriptor: Int32) {
        self.head = head
        self.descriptor = descriptor
        headIsWhole = head.count < FileContent.headLength
    }

    /// The file's size in bytes (one `fstat`, unless the head is the whole file).
    var size: Int {
        var info = stat()
        guard !headIsWhole, fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            return head.count
        }
        return max(head.count, Int(info.st_size))
    }

    /// Whether the head is the whole file.
    var isWhole: Bool { headIsWhole || size <= head.count }

    /// Up to `count` bytes from `offset` (fewer at the end of the file, none past it): from
    /// the head when they are in it, otherwise one read of the file.
    func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, count > 0 else { return [] }
        if offset + count <= head.count { return Array(head[offset..<(offset + count)]) }
        let size = size
        guard offset < size else { return [] }
        let count = min(count, size - offset)
        if offset + count <= head.count || descriptor < 0 { return Array(head[offset..<(offset + count)]) }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
            }
            if got <= 0 { break }
            done += got
        }
        bytes.removeLast(count - done)
        return bytes
    }
}
