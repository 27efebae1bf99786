extension String {
    /// The string without white space (newlines too) at either end: what
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives here, without NSString,
    /// costly for a call made on every activity's name in a journal. That set is Unicode's
    /// White_Space property (the space separators, the line and paragraph separators, tab
    /// to carriage return, next line) and, in swift-corelibs-foundation, U+200B ZERO WIDTH
    /// SPACE; a test holds the two to the same scalars.
    package func trimmingWhitespace() -> String { trimming(where: Self.isTrimmed) }

    /// The string without spaces and tabs at either end: what
    /// `trimmingCharacters(in: .whitespaces)` gives here (the space separators, tab, and
    /// U+200B), without NSString.
    package func trimmingSpaces() -> String { trimming(where: Self.isSpace) }

    /// The string without the scalars that `trimmed` names at either end.
    private func trimming(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex { !trimmed($0) }!
        return String(Substring(scalars[first...last]))
    }

    /// A scalar `trimmingSpaces()` removes at the ends.
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .spaceSeparator || scalar == "\t" || scalar == "\u{200B}"
    }

    /// A scalar `trimmingWhitespace()` removes at the ends.
    package static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    /// The words of the string with one space between them:
    /// `split(whereSeparator: \.isWhitespace).joined(separator: " ")`. An ASCII string (as
    /// nearly every activity name is) is cut in its bytes, where that walks `Character`s,
    /// each costly to find; any other takes the `Character` way.
    package func collapsingWhitespace() -> String {
        var copy = self
        let collapsed: String? = copy.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            for byte in bytes {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = !out.isEmpty
                } else {
                    if pendingSpace { out.append(0x20) }
                    pendingSpace = false
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
        return collapsed ?? split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
