import Foundation
import ZIPFoundation

/// Files that record positions in the shapes a first-kilobyte sniff misses, and files like
/// them that do not: zips, gzips and movies made byte by byte, text padded past the head.
enum PositionFileFixtures {
    static let gpx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test"><trk><trkseg>
        <trkpt lat="38.7223" lon="-9.1393"><time>2024-06-03T08:00:00Z</time></trkpt>
        </trkseg></trk></gpx>

        """
    static let kml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>-9.13,38.72</coordinates></Point></Placemark></kml>

        """

    /// `count` characters of filler text.
    static func filler(_ count: Int) -> String {
        String(repeating: "A long day by the sea, ", count: count / 23 + 1).prefix(count).description
    }

    /// A GeoJSON whose first member is a long name: its markers come after 2,000 bytes.
    static let lateGeoJSON = """
        {"name": "\(filler(2000))", "type": "FeatureCollection", "features": [{"type": "Feature",
        "properties": {}, "geometry": {"type": "LineString", "coordinates": [[-9.14, 38.72], [-9.13, 38.71]]}}]}
        """

    /// A GPX with a comment of 2,000 bytes before its root element.
    static let lateGPX = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- Exported by a watch -> phone app. \(filler(2000)) -->
        \(gpx.split(separator: "\n", maxSplits: 1)[1])
        """

    /// Polarsteps' `locations.json`.
    static let polarstepsLocations = """
        {"locations": [{"lat": 38.7223, "lon": -9.1393, "time": 1717401600.0},
        {"lat": 38.7101, "lon": -9.1302, "time": 1717401660.0}]}
        """

    /// An NMEA log: a logger's header lines, then sentences.
    static func nmea(header: Int = 0) -> String {
        "GPS logger v2.1\n# \(filler(header))\nstart 2024-06-03\n"
            + "$GPGSV,3,1,11,03,03,111,00,04,15,270,00,06,01,010,00,13,06,292,00*74\n"
            + "$GPGGA,080000.00,3843.338,N,00908.358,W,1,08,0.9,45.0,M,46.9,M,,*47\n"
            + "$GNRMC,080001.00,A,3843.339,N,00908.357,W,0.5,54.7,030624,,,A*6C\n"
    }

    /// `text` in UTF-16 with a byte-order mark.
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            bytes += bigEndian ? pair : pair.reversed()
        }
        return bytes
    }

    /// A zip of the entries, in order, deflated (ZIPFoundation writes its central directory).
    static func zip(_ entries: [(String, [UInt8])]) throws -> [UInt8] {
        let url = FileManager.default.temporaryDirectory.appending(path: "fixture-\(UUID().uuidString).zip")
        defer { try? FileManager.default.removeItem(at: url) }
        let archive = try Archive(url: url, accessMode: .create)
        for (path, bytes) in entries {
            let data = Data(bytes)
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return try [UInt8](Data(contentsOf: url))
    }

    /// Bytes that do not compress: a stand-in for an icon or a photo.
    static func noise(_ count: Int) -> [UInt8] {
        var state: UInt32 = 2_463_534_242
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
    }

    /// `bytes` gzipped, with the file name `name` in its header when given (as `gzip file`
    /// writes it; a stream has none).
    static func gzip(_ bytes: [UInt8], name: String? = nil) throws -> [UInt8] {
        let data = Data(bytes)
        var deflated = Data()
        let crc = try Data.compress(size: Int64(data.count), bufferSize: 16 * 1024) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        } consumer: {
            deflated.append($0)
        }
        var gzip: [UInt8] = [0x1F, 0x8B, 0x08, name == nil ? 0 : 0x08, 0, 0, 0, 0, 0, 3]
        if let name { gzip += Array(name.utf8) + [0] }
        gzip += [UInt8](deflated)
        gzip += withUnsafeBytes(of: crc.littleEndian, Array.init)
        gzip += withUnsafeBytes(of: UInt32(truncatingIfNeeded: bytes.count).littleEndian, Array.init)
        return gzip
    }

    /// An ISO base media box: its size, type and contents.
    static func box(_ type: String, _ contents: [UInt8]) -> [UInt8] {
        box(Array(type.utf8), contents)
    }

    static func box(_ type: [UInt8], _ contents: [UInt8]) -> [UInt8] {
        withUnsafeBytes(of: UInt32(8 + contents.count).bigEndian, Array.init) + type + contents
    }

    /// Where a movie records its position, if it does.
    enum MoviePosition {
        /// `moov/udta/©xyz`, as Android phones write it.
        case userData
        /// `moov/meta` with the key `com.apple.quicktime.location.ISO6709`, as iPhones write it.
        case appleKey
        /// A `udta` with only a title.
        case none
    }

    /// A phone's movie: `ftyp` of `brand`, `mdat` (of `media` bytes, with a 64-bit size
    /// when `largeMedia`), then `moov` at the end, after the media.
    static func movie(
        brand: String = "qt  ", position: MoviePosition, media: Int = 200_000, largeMedia: Bool = false
    )
        -> [UInt8]
    {
        let ftyp = box("ftyp", Array(brand.utf8) + [0, 0, 0, 0] + Array(brand.utf8) + Array("isom".utf8))
        let samples = noise(media)
        let mdat =
            largeMedia
            ? [0, 0, 0, 1] + Array("mdat".utf8) + withUnsafeBytes(of: UInt64(16 + media).bigEndian, Array.init)
                + samples
            : box("mdat", samples)
        let iso6709 = Array("+38.7223-009.1393+045.000/".utf8)
        var moov =
            box("mvhd", [UInt8](repeating: 0, count: 100)) + box("trak", box("tkhd", [UInt8](repeating: 0, count: 84)))
        switch position {
        case .userData:
            moov += box("udta", box([0xA9, 0x78, 0x79, 0x7A], [0, UInt8(iso6709.count), 0x15, 0xC7] + iso6709))
        case .appleKey:
            let key = Array("com.apple.quicktime.location.ISO6709".utf8)
            let keys = box("keys", [0, 0, 0, 0, 0, 0, 0, 1] + box("mdta", key))
            let ilst = box("ilst", box([0, 0, 0, 1], box("data", [0, 0, 0, 1, 0, 0, 0, 0] + iso6709)))
            moov += box("meta", box("hdlr", [UInt8](repeating: 0, count: 25)) + keys + ilst)
        case .none:
            moov += box("udta", box([0xA9, 0x6E, 0x61, 0x6D], [0, 5, 0x15, 0xC7] + Array("Beach".utf8)))
        }
        return ftyp + box("wide", []) + mdat + box("moov", moov)
    }
}
