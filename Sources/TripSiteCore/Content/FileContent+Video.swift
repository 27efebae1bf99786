/// Videos (the ISO base media format: MP4, QuickTime's MOV, 3GP) that record where they
/// were filmed. Phones write the position into the `moov` box, which is often at the end of
/// the file, after the media: the file's top-level boxes are walked by their sizes (a read
/// of 16 bytes each) to find it, then its `udta` and `meta` boxes are read. The media is
/// never read.
extension FileContent {
    /// How many top-level boxes, and boxes inside `moov`, are walked at most: a video has a
    /// handful of each (`ftyp`, `wide`, `mdat`, `moov`; a track each, `udta`, `meta`).
    static let movieBoxLimit = 64

    /// How much of a `udta` or `meta` box is read: they hold a few names, dates and the
    /// position, usually well under 64 KB; a thumbnail can make one larger, and a position
    /// after this is not seen.
    static let movieMetadataLimit = 256 * 1024

    /// QuickTime's user data atom of an ISO 6709 position (`©xyz`, `©` in Mac Roman), as
    /// Android and older iPhones write it into `moov/udta`.
    static let userDataPosition: [UInt8] = [0xA9, 0x78, 0x79, 0x7A]

    /// The key of an ISO 6709 position in QuickTime's metadata (`moov/meta/keys`), as
    /// iPhones write it.
    static let metadataPosition = Array("com.apple.quicktime.location.ISO6709".utf8)

    /// The box types a QuickTime movie without an `ftyp` box may start with.
    static let movieFirstBoxes: Set<String> = ["moov", "mdat", "wide", "free", "skip", "pnot"]

    /// Whether a file starts like a movie (once photos and raw files are ruled out): an
    /// `ftyp` box whatever its brand (`isom`, `mp42`, `qt  `, `M4V `, `3gp5`, …), or a box
    /// an old QuickTime movie starts with.
    static func isMovie(_ head: [UInt8]) -> Bool {
        guard head.count >= 8 else { return false }
        let type = String(decoding: head[4..<8], as: UTF8.self)
        return type == "ftyp" || movieFirstBoxes.contains(type)
    }

    /// Whether the movie's `moov` box records a position in its `udta` or `meta` box.
    static func movieRecordsPosition(_ file: SniffedFile) -> Bool {
        let size = file.size
        var offset = 0
        var moov: Range<Int>?
        for _ in 0..<movieBoxLimit {
            guard let box = box(in: file, at: offset, end: size) else { break }
            if box.type == "moov" {
                moov = box.contents
                break
            }
            offset = box.contents.upperBound
        }
        guard let moov else { return false }
        offset = moov.lowerBound
        for _ in 0..<movieBoxLimit {
            guard let box = box(in: file, at: offset, end: moov.upperBound) else { return false }
            if box.type == "udta" || box.type == "meta" {
                let bytes = file.read(at: box.contents.lowerBound, count: min(box.contents.count, movieMetadataLimit))
                if ByteSearch.index(of: userDataPosition, in: bytes, from: 0) != nil
                    || ByteSearch.index(of: metadataPosition, in: bytes, from: 0) != nil
                {
                    return true
                }
            }
            offset = box.contents.upperBound
        }
        return false
    }

    private struct Box {
        let type: String
        /// What follows the box's header, up to its end.
        let contents: Range<Int>
    }

    /// The box at `offset`, read from its header (a 32-bit size, a 64-bit one, or 0: up to
    /// `end`); nil at `end`, or when its size does not fit before `end`.
    private static func box(in file: SniffedFile, at offset: Int, end: Int) -> Box? {
        guard offset + 8 <= end else { return nil }
        let header = file.read(at: offset, count: 16)
        guard header.count >= 8 else { return nil }
        var size = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        var headerLength = 8
        if size == 1 {
            guard header.count == 16 else { return nil }
            let large = header[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            guard large <= UInt64(end - offset) else { return nil }
            size = Int(large)
            headerLength = 16
        } else if size == 0 {
            size = end - offset
        }
        guard size >= headerLength, size <= end - offset else { return nil }
        return Box(
            type: String(decoding: header[4..<8], as: UTF8.self), contents: (offset + headerLength)..<(offset + size))
    }
}
