import CXML2
import Foundation

/// Reads a large GPX file as two halves at once, one on each core, so that a track of a
/// million points is read in half the time libxml2 alone needs for it. libxml2 still reads every
/// byte; the file is only cut where a track point begins, near its middle:
///
/// - the first parser reads the file up to that point. Its input ends inside the segment, which
///   libxml2 reports as "premature end of data" and nothing else when all it was given was
///   well-formed: that report, and the elements open at it, say the cut is between two points
///   of a `trkseg` and not inside a comment, a CDATA section or another element;
/// - the second parser reads a copy of the file's head (up to its first `<trkseg>`, so the same
///   declaration, encoding, entities and namespaces) then the file from the cut. What the head
///   holds is skipped; from the cut on, it reads as the first would have.
///
/// The halves are joined only when the first ended at the cut with the same elements and
/// namespaces open as the second had after the head, the second read to the end without a
/// problem from libxml2, and the points fit the limit. Otherwise the file is read whole again:
/// the result is always what one parser reading the whole file makes (a test holds the two
/// equal at every possible cut).
package enum GPXHalves {
    /// Files smaller than this are read whole: two parsers' start and the join cost more than
    /// they save on a few thousand points.
    package static let minimumSize = 8 << 20

    /// How deep the elements are that must match at the cut: `gpx`, `trk`, `trkseg`.
    static let scopeDepth = 3

    /// How far from its start, and from the middle, a head and a cut are looked for.
    static let window = 65_536

    /// The file read in two halves, or nil when it must be read whole.
    static func read(_ source: GPXSource, maxPoints: Int) -> GPXFile? {
        guard let cut = GPXCut(source) else { return nil }
        return read(source, cut: cut, maxPoints: maxPoints)
    }

    /// `bytes` read in two halves cut at `split` (tests: every cut must give the whole
    /// file's reading, or nil).
    package static func read(
        bytes: [UInt8], splitAt split: Int, maxPoints: Int = GPXReader.defaultMaxPoints
    ) -> GPXFile? {
        bytes.withUnsafeBytes { all in
            guard let cut = GPXCut(.bytes(all), at: split) else { return nil }
            return read(.bytes(all), cut: cut, maxPoints: maxPoints)
        }
    }

    /// Where `bytes` would be cut, the offset of the `<trkpt` the second half starts at; nil
    /// when they would be read whole (tests: the cut a large file is read at).
    package static func split(bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { GPXCut(.bytes($0))?.split }
    }

    private static func read(_ source: GPXSource, cut: GPXCut, maxPoints: Int) -> GPXFile? {
        let states = cut.head.withUnsafeBytes { head in
            let reads = HalfReads(source: source, head: head, split: cut.split, maxPoints: maxPoints)
            DispatchQueue.concurrentPerform(iterations: 2) { reads.read(side: $0) }
            return (reads.first, reads.second)
        }
        guard var first = states.0, let second = states.1 else { return nil }
        // A first half that stopped on its own (a root that is not gpx, too many points) is
        // what reading the whole file gives; one libxml2 stopped may differ from it.
        if first.stopped, !first.malformed {
            first.halves = nil
            first.finish()
            return first.file
        }
        guard first.join(second) else { return nil }
        first.finish()
        return first.file
    }

    /// The two halves' reads: each iteration its own parser and state, written by that
    /// iteration only and read after both finish; the source and head are only read.
    private final class HalfReads: @unchecked Sendable {
        let source: GPXSource
        let head: UnsafeRawBufferPointer
        let split: Int
        let maxPoints: Int
        var first: GPXReadState?
        var second: GPXReadState?

        init(source: GPXSource, head: UnsafeRawBufferPointer, split: Int, maxPoints: Int) {
            self.source = source
            self.head = head
            self.split = split
            self.maxPoints = maxPoints
        }

        func read(side: Int) {
            var state = GPXReadState(maxPoints: maxPoints)
            if side == 0 {
                state.halves = GPXHalfState(side: .first)
                var input = GPXInput(source: source, to: split)
                GPXReader.parse(&input, into: &state)
                first = state
            } else {
                state.halves = GPXHalfState(side: .second, headSize: head.count)
                state.skippingHead = true
                var input = GPXInput(source: source, from: split, head: head)
                GPXReader.parse(&input, into: &state)
                second = state
            }
        }
    }

    /// An element as libxml2's SAX2 start callback gives it.
    struct Element {
        var name: UnsafePointer<UInt8>
        var prefix: UnsafePointer<UInt8>?
        var uri: UnsafePointer<UInt8>?
        var namespaces: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
        var count: Int

        /// Its prefix, name, namespace and the namespaces it declares: two elements with the
        /// same description read their content alike.
        var description: String {
            func text(_ pointer: UnsafePointer<UInt8>?) -> String { pointer.map { String(cString: $0) } ?? "" }
            var result = "\(text(prefix)):\(text(name)){\(text(uri))}"
            for index in 0..<count {
                result += " \(text(namespaces?[2 * index]))=\(text(namespaces?[2 * index + 1]))"
            }
            return result
        }
    }

    /// An element at most `scopeDepth` deep opened in a half; in a second half, the head's
    /// last `<trkseg>` ends the head.
    static func opened(
        _ element: Element, state: UnsafeMutablePointer<GPXReadState>, parser: UnsafeMutablePointer<xmlParserCtxt>
    ) {
        state.pointee.halves?.scope.append(element.description)
        guard state.pointee.skippingHead, state.pointee.depth == scopeDepth, UTF8Name(element.name) == "trkseg",
            let headSize = state.pointee.halves?.headSize
        else { return }
        // The callback comes with the parser at the tag's '>', the head's last byte.
        let consumed = Int(xmlByteConsumed(parser))
        guard consumed == headSize - 1 || consumed == headSize else { return }
        state.pointee.skippingHead = false
        state.pointee.continuing = true
        state.pointee.track = GPXFile.Track(name: nil, segments: [])
        state.pointee.segment = []
        state.pointee.halves?.joint.headLine = Int(xmlSAX2GetLineNumber(parser))
        state.pointee.halves?.joint.scope = state.pointee.halves?.scope
    }
}

/// Where a file is cut: before a `<trkpt` near its middle, with a copy of its head up to its
/// first `<trkseg>` for the second half's parser to read first.
struct GPXCut {
    var head: [UInt8]
    var split: Int

    init?(_ source: GPXSource, at split: Int? = nil) {
        let start = source.window(at: 0, count: GPXHalves.window)
        guard let tag = start.firstRange(of: Array("<trkseg".utf8)), tag.upperBound < start.count,
            start[tag.upperBound] == UInt8(ascii: ">") || isSpace(start[tag.upperBound]),
            let close = start[tag.upperBound...].firstIndex(of: UInt8(ascii: ">")),
            start[close - 1] != UInt8(ascii: "/")
        else { return nil }
        head = Array(start[...close])
        guard let split = split ?? Self.pointNearTheMiddle(of: source), split > head.count, split < source.size
        else { return nil }
        self.split = split
    }

    /// The offset of the first `<trkpt` after the file's middle.
    private static func pointNearTheMiddle(of source: GPXSource) -> Int? {
        let middle = source.size / 2
        let window = source.window(at: middle, count: GPXHalves.window)
        var from = window.startIndex
        while let tag = window[from...].firstRange(of: Array("<trkpt".utf8)) {
            if tag.upperBound < window.count,
                isSpace(window[tag.upperBound]) || window[tag.upperBound] == UInt8(ascii: ">")
            {
                return middle + tag.lowerBound
            }
            from = tag.upperBound
        }
        return nil
    }
}

/// What a reader of half a file keeps besides what `GPXReadState` keeps of a whole one.
struct GPXHalfState {
    enum Side { case first, second }
    var side: Side
    /// The elements open, `GPXHalves.Element.description` each, up to `GPXHalves.scopeDepth`.
    var scope: [String] = []
    /// A first half: the line its input ended on, when libxml2 reported only that.
    var endLine: Int?
    /// A second half: the size of the head it reads first.
    var headSize = 0
    /// A second half: what joins it to the first.
    var joint = GPXJoint()

    init(side: Side, headSize: Int = 0) {
        self.side = side
        self.headSize = headSize
    }
}

/// What a second half keeps apart for the join: the end of the segment and of the track the
/// first half was in at the cut.
struct GPXJoint {
    /// The line, in the second half's input, where the head ends (the cut's line in the file).
    var headLine = 0
    /// The elements open after the head.
    var scope: [String]?
    /// The continued segment's points in this half, once it closes.
    var segment: [TrackPoint]?
    /// The continued track's later segments and its name, once it closes.
    var trackSegments: [[TrackPoint]]?
    var trackName: String?
    var trackNamed = false
    /// The first point added to the continued segment, with how many warnings came before it:
    /// the time check against the point before it is made at the join.
    var firstPoint: (time: Double, line: Int, listed: Int, unlisted: Int)?
}
