/// Finds Hugo shortcodes and Liquid tags in a line of Markdown, outside its code spans.
enum ShortcodeScanner {
    struct Found {
        var range: Range<Substring.Index>
        var kind: Kind
    }

    enum Kind {
        case tag(Shortcode)
        /// Text that reads as it is: Hugo's escaped form (`{{</* figure */>}}` is the text
        /// `{{< figure >}}`), or delimiters around nothing.
        case literal(String)
        /// An opening with no closing after it on the line.
        case unclosed(String)
    }

    /// The first tag in `text` outside a code span.
    static func next(in text: Substring) -> Found? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "\\"):
                index = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex) ?? utf8.endIndex
            case UInt8(ascii: "`"):
                index = endOfCodeSpan(startingAt: index, in: text)
            case UInt8(ascii: "{"):
                if let found = tag(at: index, in: text) { return found }
                index = utf8.index(after: index)
            default:
                index = utf8.index(after: index)
            }
        }
        return nil
    }

    /// The range of the next Liquid tag named `name` (`endraw`) in `text`.
    static func liquidEnd(_ name: String, in text: Substring) -> Range<Substring.Index>? {
        var rest = text
        while let found = next(in: rest) {
            if case .tag(let tag) = found.kind, tag.syntax == .liquid, tag.name == name { return found.range }
            rest = rest[found.range.upperBound...]
        }
        return nil
    }

    /// Where the code span whose backticks start at `start` ends; past the backticks alone
    /// when no run of as many closes it (they are then text).
    private static func endOfCodeSpan(startingAt start: String.Index, in text: Substring) -> String.Index {
        let utf8 = text.utf8
        let afterOpening = utf8[start...].firstIndex { $0 != UInt8(ascii: "`") } ?? utf8.endIndex
        let length = utf8.distance(from: start, to: afterOpening)
        var index = afterOpening
        while let runStart = utf8[index...].firstIndex(of: UInt8(ascii: "`")) {
            let runEnd = utf8[runStart...].firstIndex { $0 != UInt8(ascii: "`") } ?? utf8.endIndex
            if utf8.distance(from: runStart, to: runEnd) == length { return runEnd }
            index = runEnd
        }
        return afterOpening
    }

    /// The tag that starts at `start`, if one does.
    private static func tag(at start: String.Index, in text: Substring) -> Found? {
        let rest = text[start...]
        for (opening, closing) in [("{{</*", "*/>}}"), ("{{%/*", "*/%}}")] where rest.hasPrefix(opening) {
            guard let end = rest.utf8Range(of: closing) else { break }
            let inner = rest[rest.utf8.index(start, offsetBy: opening.utf8.count)..<end.lowerBound]
            let literal = String(opening.dropLast(2)) + inner + String(closing.dropFirst(2))
            return Found(range: start..<end.upperBound, kind: .literal(literal))
        }
        let syntax: Shortcode.Syntax
        if rest.hasPrefix("{{<") {
            syntax = .hugo
        } else if rest.hasPrefix("{{%") {
            syntax = .hugoMarkdown
        } else if rest.hasPrefix("{%") {
            syntax = .liquid
        } else {
            return nil
        }
        let afterOpening = rest.utf8.index(start, offsetBy: syntax.opening.utf8.count)
        guard let end = rest[afterOpening...].utf8Range(of: syntax.closing) else {
            return Found(range: start..<afterOpening, kind: .unclosed(syntax.opening))
        }
        let source = String(rest[start..<end.upperBound])
        guard let shortcode = Shortcode(syntax: syntax, inner: rest[afterOpening..<end.lowerBound], source: source)
        else { return Found(range: start..<end.upperBound, kind: .literal(source)) }
        return Found(range: start..<end.upperBound, kind: .tag(shortcode))
    }
}
