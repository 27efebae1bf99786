#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text that may be a track: XML (GPX, KML, TCX) by its root element, JSON (GeoJSON, or
/// members named like latitudes and longitudes) and NMEA logs by their sentences. UTF-8, or
/// UTF-16 with a byte-order mark (or an XML declaration without one).
extension FileContent {
    /// How far the start of a text file is read when its head decides nothing: a GPX whose
    /// root element comes after a long comment, a GeoJSON whose first feature has long
    /// properties, an NMEA log after a header. One more read of at most 64 KB (from the page
    /// cache, a few microseconds a file) for text files longer than the head; a marker later
    /// than this is not seen.
    static let textWindow = 64 * 1024

    enum TextVerdict: Equatable {
        case positions(String)
        /// Decided: not a track (an SVG, an HTML page, a binary file).
        case notPositions
        /// Nothing yet: more of the file could decide.
        case undecided
    }

    /// The format of a text file of positions: from its head, then from `textWindow` bytes
    /// when the head is not the whole file and decides nothing.
    static func textFormat(_ file: SniffedFile) -> String? {
        guard let text = utf8Text(file.head) else { return nil }
        let whole = file.isWhole
        switch textVerdict(text, cut: whole ? nil : true) {
        case .positions(let format): return format
        case .notPositions: return nil
        case .undecided:
            guard !whole, let more = utf8Text(file.read(at: 0, count: textWindow)),
                case .positions(let format) = textVerdict(more, cut: nil)
            else { return nil }
            return format
        }
    }

    /// What text says, by its first character after white space: `<` XML, `{` or `[` JSON,
    /// anything else lines that may be NMEA sentences. `cut`: whether the text may end in the
    /// middle of a character; nil when no more will be read, so that text which is not valid
    /// UTF-8 (a binary file without NUL bytes, a PDF) need not be told from text.
    static func textVerdict(_ text: [UInt8], cut: Bool?) -> TextVerdict {
        var start = 0
        while start < text.count, isSpace(text[start]) { start += 1 }
        guard start < text.count else { return .undecided }
        switch text[start] {
        case UInt8(ascii: "<"): return xmlRoot(text, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["): return jsonFormat(text).map { .positions($0) } ?? .undecided
        default:
            if hasNMEASentence(text) { return .positions("NMEA") }
            guard let cut else { return .notPositions }
            return isUTF8(text, cut: cut) ? .undecided : .notPositions
        }
    }

    /// `bytes` as UTF-8 text without a byte-order mark (UTF-16 transcoded), or nil when they
    /// are not text: UTF-8 with a NUL byte.
    static func utf8Text(_ bytes: [UInt8]) -> [UInt8]? {
        if starts(bytes, [0xFF, 0xFE]) { return utf16(bytes, from: 2, bigEndian: false) }
        if starts(bytes, [0xFE, 0xFF]) { return utf16(bytes, from: 2, bigEndian: true) }
        if starts(bytes, [0x3C, 0x00, 0x3F, 0x00]) { return utf16(bytes, from: 0, bigEndian: false) }
        if starts(bytes, [0x00, 0x3C, 0x00, 0x3F]) { return utf16(bytes, from: 0, bigEndian: true) }
        let start = starts(bytes, [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if ByteSearch.index(of: 0, in: bytes, from: start) != nil { return nil }
        return start == 0 ? bytes : Array(bytes[start...])
    }

    private static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether `bytes` are valid UTF-8 (but for a character cut at their end when `cut`).
    private static func isUTF8(_ bytes: [UInt8], cut: Bool) -> Bool {
        var end = bytes.count
        if cut {
            while end > 0, bytes[end - 1] & 0xC0 == 0x80 { end -= 1 }
            if end > 0, bytes[end - 1] >= 0xC0 { end -= 1 }
        }
        var iterator = bytes[..<end].makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// The track format named by an XML document's root element, skipping the declaration,
    /// comments, a document type and processing instructions before it.
    static func xmlRoot(_ text: [UInt8], from start: Int) -> TextVerdict {
        var index = start
        while let open = ByteSearch.index(of: UInt8(ascii: "<"), in: text, from: index) {
            if let close = markupEnd(text, at: open) {
                guard let end = ByteSearch.index(of: close, in: text, from: open + 2) else { return .undecided }
                index = end + close.count
                continue
            }
            var end = open + 1
            while end < text.count, !isSpace(text[end]), text[end] != UInt8(ascii: ">"), text[end] != UInt8(ascii: "/")
            {
                end += 1
            }
            guard end < text.count else { return .undecided }
            let name = text[(open + 1)..<end]
            let local = name.split(separator: UInt8(ascii: ":")).last.map { String(decoding: $0, as: UTF8.self) }
            switch local {
            case "gpx": return .positions("GPX")
            case "kml": return .positions("KML")
            case "TrainingCenterDatabase": return .positions("TCX")
            default: return .notPositions
            }
        }
        return .undecided
    }

    /// What ends the markup at `open` when it comes before an XML document's root element (a
    /// comment, the declaration or a processing instruction, a document type); nil when
    /// `open` starts an element.
    private static func markupEnd(_ text: [UInt8], at open: Int) -> [UInt8]? {
        if starts(text, "<!--", at: open) { return Array("-->".utf8) }
        if starts(text, "<?", at: open) { return Array("?>".utf8) }
        if starts(text, "<!", at: open) { return Array(">".utf8) }
        return nil
    }

    /// Any of these in JSON makes it GeoJSON.
    static let geoJSONMarkers = ["\"coordinates\"", "\"FeatureCollection\"", "\"Feature\"", "\"geometry\""].map {
        Array($0.utf8)
    }

    /// Member names that, both present, make JSON a file of positions: Polarsteps'
    /// `locations.json` (`lat`, `lon`), other apps' and exports' (`lng`, `latitude`, Google's
    /// location history `latitudeE7`).
    static let coordinateMembers: [(String, String)] = [
        ("lat", "lon"), ("lat", "lng"), ("lat", "long"), ("latitude", "longitude"),
        ("latitudeE7", "longitudeE7"), ("latE7", "lngE7"),
    ]

    /// "GeoJSON" or "JSON" when JSON text holds positions, nil when nothing says so.
    static func jsonFormat(_ text: [UInt8]) -> String? {
        if geoJSONMarkers.contains(where: { ByteSearch.index(of: $0, in: text, from: 0) != nil }) {
            return "GeoJSON"
        }
        var members: [String: Bool] = [:]
        func has(_ name: String) -> Bool {
            if let known = members[name] { return known }
            let found = hasMember(name, in: text)
            members[name] = found
            return found
        }
        return coordinateMembers.contains { has($0.0) && has($0.1) } ? "JSON" : nil
    }

    /// Whether `"name"` is a member name in JSON text: followed by a colon.
    private static func hasMember(_ name: String, in text: [UInt8]) -> Bool {
        let quoted = Array("\"\(name)\"".utf8)
        var from = 0
        while let found = ByteSearch.index(of: quoted, in: text, from: from) {
            var after = found + quoted.count
            while after < text.count, isSpace(text[after]) { after += 1 }
            if after < text.count, text[after] == UInt8(ascii: ":") { return true }
            from = found + 1
        }
        return false
    }

    /// The NMEA 0183 sentences that carry a position (fix data, recommended minimum, a
    /// latitude and longitude, GNSS fix data).
    static let nmeaPositionSentences: Set<String> = ["GGA", "RMC", "GLL", "GNS"]

    /// Whether a line of the text, after any spaces, is an NMEA sentence with a position:
    /// `$`, a talker (`GP`, `GN`, `GL`, …), the sentence's name and a comma.
    static func hasNMEASentence(_ text: [UInt8]) -> Bool {
        var from = 0
        while let dollar = ByteSearch.index(of: UInt8(ascii: "$"), in: text, from: from) {
            from = dollar + 1
            var before = dollar - 1
            while before >= 0, text[before] == 0x20 || text[before] == 0x09 { before -= 1 }
            guard before < 0 || text[before] == 0x0A || text[before] == 0x0D, dollar + 6 < text.count,
                text[(dollar + 1)...(dollar + 2)].allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }),
                text[dollar + 6] == UInt8(ascii: ",")
            else { continue }
            if nmeaPositionSentences.contains(String(decoding: text[(dollar + 3)...(dollar + 5)], as: UTF8.self)) {
                return true
            }
        }
        return false
    }
}

/// Byte searches with the C library's `memchr` and `memcmp`: a window of text is searched
/// for several markers, on every text file of a build.
enum ByteSearch {
    /// The first index of `byte` in `bytes` at or after `from`.
    static func index(of byte: UInt8, in bytes: [UInt8], from: Int) -> Int? {
        guard from >= 0, from < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + from, Int32(byte), buffer.count - from)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// The first index of `needle` in `bytes` at or after `from`.
    static func index(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard let first = needle.first else { return nil }
        var start = from
        while let candidate = index(of: first, in: bytes, from: start) {
            guard candidate + needle.count <= bytes.count else { return nil }
            let equal = bytes.withUnsafeBufferPointer { buffer in
                needle.withUnsafeBufferPointer {
                    memcmp(buffer.baseAddress! + candidate, $0.baseAddress!, needle.count)
                }
            }
            if equal == 0 { return candidate }
            start = candidate + 1
        }
        return nil
    }
}
