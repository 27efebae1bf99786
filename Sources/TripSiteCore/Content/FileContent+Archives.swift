import CZlibInflate

/// Zip and gzip files that hold a track: a KMZ (a zip with a `.kml`), a zip of GPX files,
/// a `.gpx.gz`. Nothing is inflated but the first kilobytes of a gzip file.
extension FileContent {
    /// How much of a zip's end is read for its end of central directory record: the record
    /// (22 bytes) and the longest comment it may have.
    static let zipTailLength = 22 + 0xFFFF

    /// How much of a zip's central directory is read: the names of several thousand
    /// entries. A track named after them is not seen.
    static let zipDirectoryLimit = 256 * 1024

    /// How many of a zip's local headers are followed when it has no central directory to
    /// read (a head alone, a cut file).
    static let zipLocalEntryLimit = 64

    /// How many bytes of a gzip file are inflated (at most `gzipInputLimit` of it read):
    /// enough to see a track's root element, JSON members or NMEA lines as in a text file,
    /// bounded whatever the file's size or its compression ratio.
    static let gzipInputLimit = 16 * 1024
    static let gzipOutputLimit = textWindow

    /// "KMZ" for a zip holding a `.kml`, "zipped GPX" (TCX, FIT, …) for one holding another
    /// track; nil for any other zip. Names come from the central directory, or from the local
    /// headers when there is none to read.
    static func zipFormat(_ file: SniffedFile) -> String? {
        let names = zipDirectoryNames(file) ?? zipLocalNames(file)
        let formats = names.compactMap(trackFormat(named:))
        if formats.contains("KML") { return "KMZ" }
        return formats.first.map { "zipped \($0)" }
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        uint16(bytes, offset) | uint16(bytes, offset + 2) << 16
    }

    /// The entry names of a zip's central directory, found by its end record; nil when there
    /// is no record (or the directory is not where it says, or is ZIP64).
    private static func zipDirectoryNames(_ file: SniffedFile) -> [String]? {
        let size = file.size
        let tailStart = max(0, size - zipTailLength)
        let tail = file.read(at: tailStart, count: zipTailLength)
        var record = tail.count - 22
        while record >= 0, !starts(tail, [0x50, 0x4B, 0x05, 0x06], at: record) { record -= 1 }
        guard record >= 0 else { return nil }
        let length = uint32(tail, record + 12)
        let offset = uint32(tail, record + 16)
        guard offset != 0xFFFF_FFFF, offset + min(length, 46) <= size else { return nil }
        let directory =
            offset >= tailStart && offset + length <= tailStart + tail.count
            ? Array(tail[(offset - tailStart)..<(offset - tailStart + length)])
            : file.read(at: offset, count: min(length, zipDirectoryLimit))
        var names: [String] = []
        var entry = 0
        while entry + 46 <= directory.count, starts(directory, [0x50, 0x4B, 0x01, 0x02], at: entry) {
            let nameLength = uint16(directory, entry + 28)
            let end = min(directory.count, entry + 46 + nameLength)
            names.append(String(decoding: directory[(entry + 46)..<end], as: UTF8.self))
            entry = end + uint16(directory, entry + 30) + uint16(directory, entry + 32)
        }
        return names.isEmpty ? nil : names
    }

    /// The entry names of a zip's local headers, from its start, while their sizes say where
    /// the next one is.
    private static func zipLocalNames(_ file: SniffedFile) -> [String] {
        var names: [String] = []
        var offset = 0
        while names.count < zipLocalEntryLimit {
            let header = file.read(at: offset, count: 30)
            guard header.count == 30, starts(header, [0x50, 0x4B, 0x03, 0x04]) else { break }
            let nameLength = uint16(header, 26)
            let name = file.read(at: offset + 30, count: nameLength)
            names.append(String(decoding: name, as: UTF8.self))
            let compressed = uint32(header, 18)
            let sizeFollows = header[6] & 0x08 != 0
            guard !(sizeFollows && compressed == 0), compressed != 0xFFFF_FFFF else { break }
            offset += 30 + nameLength + uint16(header, 28) + compressed
        }
        return names
    }

    /// "gzipped GPX" (KML, TCX, …) for a gzip file whose stored name is a track's, or whose
    /// first inflated bytes are one; nil otherwise.
    static func gzipFormat(_ file: SniffedFile) -> String? {
        if let name = gzipStoredName(file.head), let format = trackFormat(named: name) {
            return "gzipped \(format)"
        }
        let inflated = inflateGzip(file.read(at: 0, count: gzipInputLimit), limit: gzipOutputLimit)
        guard !inflated.isEmpty, let format = positionFormat(SniffedFile(head: inflated), inGzip: true) else {
            return nil
        }
        return "gzipped \(format)"
    }

    /// The file name a gzip header stores (`gzip route.gpx` writes `route.gpx`; a stream
    /// has none).
    static func gzipStoredName(_ head: [UInt8]) -> String? {
        guard head.count > 10, head[3] & 0x08 != 0 else { return nil }
        var start = 10
        if head[3] & 0x04 != 0 {
            guard head.count > 12 else { return nil }
            start += 2 + uint16(head, 10)
        }
        guard start < head.count, let end = ByteSearch.index(of: 0, in: head, from: start) else { return nil }
        return String(decoding: head[start..<end], as: UTF8.self)
    }

    /// Up to `limit` bytes inflated from the start of a gzip file's bytes (fewer when they
    /// end or go wrong first).
    static func inflateGzip(_ input: [UInt8], limit: Int) -> [UInt8] {
        var stream = z_stream()
        guard tripsite_inflate_init_gzip(&stream) == Z_OK else { return [] }
        defer { inflateEnd(&stream) }
        var input = input
        var output = [UInt8](repeating: 0, count: limit)
        let produced = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                _ = inflate(&stream, Z_NO_FLUSH)
                return target.count - Int(stream.avail_out)
            }
        }
        output.removeLast(limit - produced)
        return output
    }
}
