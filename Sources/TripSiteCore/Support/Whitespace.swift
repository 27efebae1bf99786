extension String {
    /// The string without white space at either end: what
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives here, without NSString
    /// (about 15,000 instructions a call, for every activity's name in a journal). That set
    /// is Unicode's White_Space property (the space separators, the line and paragraph
    /// separators, tab to carriage return, next line) and, in swift-corelibs-foundation,
    /// U+200B ZERO WIDTH SPACE; a test holds the two to the same scalars.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex { !Self.isTrimmed($0) }!
        return String(Substring(scalars[first...last]))
    }

    /// A scalar `trimmingWhitespace()` removes at the ends.
    package static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
}
