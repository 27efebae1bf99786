extension ShortcodeRewriter {
    /// A `highlight` shortcode or Liquid tag alone on line `index`, with its end alone on a
    /// later line, written as a fenced code block in the language it names; the lines
    /// between are the code, as written. Returns the index after its end; nil when the line
    /// is no such opening.
    mutating func highlightBlock(at index: Int) -> Int? {
        let line = lines[index]
        guard let shortcode = Self.soleTag(of: line), shortcode.name == "highlight", !shortcode.isClosing,
            let end = lines[(index + 1)...].firstIndex(where: { Self.endsHighlight($0, syntax: shortcode.syntax) })
        else { return nil }
        let indent = String(line.prefix { $0 == " " || $0 == "\t" })
        let code = lines[(index + 1)..<end]
        let longest = code.map { $0.drop { $0 == " " || $0 == "\t" }.prefix { $0 == "`" }.count }.max() ?? 0
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let language = shortcode.positional.first.map { $0.filter { !$0.isWhitespace && $0 != "`" } } ?? ""
        output.append(indent + fence + language)
        output.append(contentsOf: code.map(String.init))
        output.append(indent + fence)
        return end + 1
    }

    /// The one tag a line holds, with nothing else on it but white space.
    private static func soleTag(of line: Substring) -> Shortcode? {
        guard line.utf8Contains("{"), let found = ShortcodeScanner.next(in: line),
            case .tag(let shortcode) = found.kind,
            line[..<found.range.lowerBound].allSatisfy(\.isWhitespace),
            line[found.range.upperBound...].allSatisfy(\.isWhitespace)
        else { return nil }
        return shortcode
    }

    private static func endsHighlight(_ line: Substring, syntax: Shortcode.Syntax) -> Bool {
        guard let shortcode = soleTag(of: line) else { return false }
        return syntax == .liquid
            ? shortcode.syntax == .liquid && shortcode.name == "endhighlight"
            : shortcode.syntax != .liquid && shortcode.isClosing && shortcode.name == "highlight"
    }
}
