/// What `GPXReader`'s callbacks build, element by element. GPX's elements are found by their
/// local names at their places (a `trkpt` directly in a `trkseg` directly in a `trk`…), so the
/// same names inside `<extensions>` (Garmin's, Strava's) are never mistaken for them.
/// A struct the reader keeps behind one pointer: a class's fields would pay a dynamic
/// exclusivity check on every access, several for each of up to a million points.
struct GPXReadState {
    var file = GPXFile()
    /// Set when reading stopped early (a root that is not `gpx`, too many points, malformed XML).
    private(set) var stopped = false
    /// Set when libxml2 found the XML malformed.
    private(set) var malformed = false
    let maxPoints: Int
    var pointCount = 0
    private(set) var depth = 0
    var rootLine = 1
    var track: GPXFile.Track?
    var segment: [TrackPoint]?
    /// Reading half of a file (`GPXHalves`); nil when reading a whole one.
    var halves: GPXHalfState?
    /// A second half's parser is still in the copy of the file's head: nothing is read from it.
    var skippingHead = false
    /// A second half is in the track it continues: that track's end is kept apart.
    var continuing = false
    private var point: OpenPoint?
    private var field: Field?
    private var text: [UInt8] = []

    /// A point being read: what it is, where, and whether its position was usable.
    private struct OpenPoint {
        enum Kind { case track, route, waypoint }
        var kind: Kind
        var depth: Int
        var line: Int
        var value: TrackPoint
        var isValid: Bool
        var name: String?
        var type: String?
        var symbol: String?
    }

    /// A child element whose text is read.
    private enum Field { case elevation, time, pointName, pointType, pointSymbol, trackName }

    static let timeGoesBack =
        "the time goes back: this point is earlier than the one before it (a GPS clock glitch); "
        + "the point out of order is left out, or the track split here if the clock stays back"

    /// At most this many problems, and as many warnings, are listed for one file; then a
    /// count of the rest.
    static let problemLimit = 10
    var unlistedProblems = 0
    var unlistedWarnings = 0

    init(maxPoints: Int) { self.maxPoints = maxPoints }

    /// An element opens; false to stop reading.
    mutating func start(_ name: UTF8Name, attributes: GPXAttributes, line: Int) -> Bool {
        depth += 1
        if skippingHead { return true }
        if depth == 1 {
            rootLine = line
            guard name == "gpx" else {
                problem("this is not a GPX file: its root element is <\(name.string)>, not <gpx>", line: line)
                stopped = true
                return false
            }
            return true
        }
        if let point, depth == point.depth + 1 {
            if name == "ele" {
                open(.elevation)
            } else if name == "time" {
                open(.time)
            } else if name == "name" {
                open(.pointName)
            } else if point.kind == .waypoint, name == "type" {
                open(.pointType)
            } else if point.kind == .waypoint, name == "sym" {
                open(.pointSymbol)
            }
            return true
        }
        return startContainer(name, attributes: attributes, line: line)
    }

    /// `trk`, `rte`, `trkseg` and the points, each only where GPX puts it.
    private mutating func startContainer(_ name: UTF8Name, attributes: GPXAttributes, line: Int) -> Bool {
        switch depth {
        case 2 where name == "trk": track = GPXFile.Track(name: nil, segments: [])
        case 2 where name == "rte":
            track = GPXFile.Track(name: nil, segments: [], isRoute: true)
            segment = []
        case 2 where name == "wpt": openPoint(.waypoint, attributes: attributes, line: line)
        case 3 where track != nil && name == "name": open(.trackName)
        case 3 where track != nil && segment == nil && name == "trkseg": segment = []
        case 3 where segment != nil && name == "rtept": return countedPoint(.route, attributes: attributes, line: line)
        case 4 where segment != nil && name == "trkpt": return countedPoint(.track, attributes: attributes, line: line)
        default: break
        }
        return true
    }

    private mutating func countedPoint(_ kind: OpenPoint.Kind, attributes: GPXAttributes, line: Int) -> Bool {
        pointCount += 1
        guard pointCount <= maxPoints else {
            problem(
                "more than \(maxPoints) track points: the route is left out; "
                    + "simplify the track first (e.g. gpsbabel -x simplify,count=10000)", line: line)
            stopped = true
            return false
        }
        openPoint(kind, attributes: attributes, line: line)
        return true
    }

    private mutating func openPoint(_ kind: OpenPoint.Kind, attributes: GPXAttributes, line: Int) {
        let latitude = attributes.value("lat").flatMap(Self.number)
        let longitude = attributes.value("lon").flatMap(Self.number)
        var isValid = true
        if latitude == nil || longitude == nil {
            let missing = [latitude == nil ? "lat" : nil, longitude == nil ? "lon" : nil].compactMap { $0 }
            let what = missing.map { "'\($0)'" }.joined(separator: " and ")
            problem("a point has no number in \(what)", line: line)
            isValid = false
        } else if let latitude, let longitude, !Coordinate(latitude: latitude, longitude: longitude).isValid {
            problem(
                "a point at lat \(latitude), lon \(longitude) is off the globe "
                    + "(latitude must be within −90…90, longitude within −180…180)", line: line)
            isValid = false
        }
        let value = TrackPoint(latitude: latitude ?? 0, longitude: longitude ?? 0)
        point = OpenPoint(kind: kind, depth: depth, line: line, value: value, isValid: isValid)
    }

    private mutating func open(_ field: Field) {
        self.field = field
        text.removeAll(keepingCapacity: true)
    }

    mutating func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        // A field is a number, a time or a name: 1 KB is plenty, and a bigger text is not kept.
        guard field != nil, text.count < 1024 else { return }
        text.append(contentsOf: bytes.prefix(1024 - text.count))
    }

    /// An element closes.
    mutating func end(_ name: UTF8Name, line: Int) {
        defer { depth -= 1 }
        if skippingHead { return }
        if let field, depth == (point?.depth ?? 2) + 1 {
            close(field, line: line)
            self.field = nil
            return
        }
        if let open = point, depth == open.depth {
            finishPoint(open)
            point = nil
            return
        }
        endContainer(name)
    }

    private mutating func endContainer(_ name: UTF8Name) {
        if continuing, endContinued(name) { return }
        if depth == 3, name == "trkseg", let points = segment {
            if !points.isEmpty { track?.segments.append(points) }
            segment = nil
        } else if depth == 2, name == "trk" || name == "rte", var finished = track {
            if name == "rte", let points = segment, !points.isEmpty { finished.segments.append(points) }
            if !finished.segments.isEmpty { file.tracks.append(finished) }
            track = nil
            segment = nil
        }
    }

    private mutating func close(_ field: Field, line: Int) {
        // Made only for names and problems: numbers and times are read from the bytes.
        var value: String { String(decoding: text, as: UTF8.self).trimmedOfSpaces() }
        switch field {
        case .trackName:
            track?.name = value.isEmpty ? nil : value
            if continuing { halves?.joint.trackNamed = true }
        case .pointName: point?.name = value.isEmpty ? nil : value
        case .pointType: point?.type = value.isEmpty ? nil : value
        case .pointSymbol: point?.symbol = value.isEmpty ? nil : value
        case .elevation where text.allSatisfy(isSpace):
            warning("an empty <ele>: this point is kept without an elevation", line: line)
        case .time where text.allSatisfy(isSpace):
            warning("an empty <time>: this point is kept without a time", line: line)
        case .elevation:
            if let number = text.withUnsafeBufferPointer({ Self.number($0) }) {
                point?.value.elevation = number
            } else {
                problem("elevation '\(value.prefix(40))' is not a number", line: line)
                point?.isValid = false
            }
        case .time:
            if let seconds = GPXTime.seconds(text) {
                point?.value.time = seconds
            } else {
                problem("time '\(value.prefix(40))' is not a GPX time like 2025-07-01T10:00:00Z", line: line)
                point?.isValid = false
            }
        }
    }

    private mutating func finishPoint(_ open: OpenPoint) {
        guard open.isValid else { return }
        if open.kind == .waypoint {
            file.waypoints.append(
                GPXFile.Waypoint(name: open.name, point: open.value, type: open.type, symbol: open.symbol))
            return
        }
        if continuing, segment?.isEmpty == true { firstContinued(time: open.value.time, line: open.line) }
        if let previous = segment?.last, previous.time.isFinite, open.value.time.isFinite,
            open.value.time < previous.time
        {
            warning(Self.timeGoesBack, line: open.line)
        }
        segment?.append(open.value)
    }

    /// libxml2 found the XML malformed.
    /// `atEndOfInput`: the input ended inside an element, which is where a first half ends.
    mutating func xmlError(_ message: String, line: Int, atEndOfInput: Bool = false) {
        guard !stopped, halves?.endLine == nil else { return }
        if atEndOfInput, halves?.side == .first {
            halves?.endLine = line
            return
        }
        problem("the XML is malformed: \(message.trimmedOfSpaces())", line: line)
        stopped = true
        malformed = true
    }

    /// After the last chunk: a file with nothing in it is a problem too.
    mutating func finish() {
        if file.problems.isEmpty, !stopped, file.tracks.isEmpty, file.waypoints.isEmpty {
            problem("the file has no track points, route points or waypoints", line: rootLine)
        }
        if unlistedProblems > 0 {
            file.problems.append(
                GPXProblem(line: file.problems.last?.line ?? 1, message: "and \(unlistedProblems) more problems"))
        }
        if unlistedWarnings > 0 {
            file.warnings.append(
                GPXProblem(line: file.warnings.last?.line ?? 1, message: "and \(unlistedWarnings) more warnings"))
        }
        for index in file.tracks.indices {
            file.tracks[index].segments = file.tracks[index].segments.flatMap(GPXTimeRepair.repaired)
        }
    }

    mutating func warning(_ message: String, line: Int) {
        if file.warnings.count < Self.problemLimit {
            file.warnings.append(GPXProblem(line: line, message: message))
        } else {
            unlistedWarnings += 1
        }
    }

    mutating func problem(_ message: String, line: Int) {
        if file.problems.count < Self.problemLimit {
            file.problems.append(GPXProblem(line: line, message: message))
        } else {
            unlistedProblems += 1
        }
    }

    /// A finite decimal number, spaces around it allowed (XML attribute values often have them).
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var slice = bytes[...]
        while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        guard !slice.isEmpty, slice.count < 64 else { return nil }
        // Digits, sign, point and exponent only: Double(String) also takes "nan", "inf" and hex.
        for byte in slice {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                continue
            default: return nil
            }
        }
        if let value = fastNumber(slice) { return value }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: slice), as: UTF8.self)),
            value.isFinite
        else { return nil }
        return value
    }

    /// Powers of ten a Double holds exactly.
    private static let exactPowers: [Double] = (0...22).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// `[-+]digits[.digits]` with at most 15 significant digits, as GPX writes coordinates and
    /// elevations: the digits as an integer divided by an exact power of ten, which is correctly
    /// rounded (Clinger's fast path) and ten times quicker than strtod. Nil for anything else.
    private static func fastNumber(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        var index = bytes.startIndex
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                // More digits than the fast path takes (and than an Int64 holds): strtod's.
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                digits += 1
                if sawPoint { fractionDigits += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, digits <= 15 else { return nil }
        let value = Double(mantissa) / exactPowers[fractionDigits]
        return negative ? -value : value
    }
}

/// XML's white space.
@inline(__always)
func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

extension String {
    fileprivate func trimmedOfSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
