/// Turns the Hugo shortcodes and Liquid tags of a journal's Markdown into what TripSite
/// renders, before cmark-gfm parses it (as Hugo and Jekyll also do first): a known one
/// into Markdown (`ShortcodeTranslation`), `highlight` into a fenced code block, `raw`
/// into its text, `comment` into nothing, a theme's paired one into Markdown around its
/// inner text (`PairedShortcode`: a heading, a label, a block quote whose lines it prefixes,
/// a link); any other into a marker (`marker(_:)`) that the parsed document turns into an
/// HTML comment, and a `RemovedShortcode` to warn about (an unknown paired one's text
/// parameter kept before it as a heading or label).
/// Code blocks (`codeLines`) and code spans keep such text as it is, and every line keeps
/// its number.
struct ShortcodeRewriter {
    let lines: [Substring]
    let codeLines: Set<Int>
    var output: [String] = []
    private(set) var removed: [RemovedShortcode] = []
    /// Inside `{% raw %}` (kept) or `{% comment %}` (dropped) that continues past a line.
    private var openBlock: (name: String, keep: Bool)?
    /// Writing a file to keep (`tripsite import`) rather than text to render: a shortcode
    /// that is not translated stays as written (TripSite warns about it when it builds),
    /// and so does `{% raw %}` with its text.
    private(set) var keepsUnknown = false
    /// The names of the shortcodes that are closed somewhere in the text (`{{< /name >}}`).
    var pairedNames: Set<String> = []
    /// The paired shortcodes open at this point (`PairedShortcode`), innermost last, how
    /// many of each name, and how many block quotes they put the text in.
    var openPairs: [OpenPair] = []
    var openCounts: [String: Int] = [:]
    var quoteDepth = 0
    /// The level of the last ATX heading the author wrote, for a shortcode's heading to go
    /// under it.
    var writtenLevel: Int?
    /// Set by a tag alone on its line that becomes a block (a heading, a quote): the line
    /// loses its indent.
    var startsBlock = false

    /// Whether `markdown` may hold a shortcode or tag at all (what is checked before the
    /// work of finding them).
    static func mayHold(_ markdown: String) -> Bool {
        markdown.utf8Contains("{{<") || markdown.utf8Contains("{{%") || markdown.utf8Contains("{%")
    }

    /// `markdown` rewritten, and the shortcodes it left out. `codeLines` are the 1-based
    /// lines of its code blocks.
    static func rewrite(
        _ markdown: String, codeLines: Set<Int>, keepingUnknown: Bool = false
    ) -> (markdown: String, removed: [RemovedShortcode]) {
        var rewriter = ShortcodeRewriter(
            lines: markdown.split(separator: "\n", omittingEmptySubsequences: false), codeLines: codeLines)
        rewriter.keepsUnknown = keepingUnknown
        rewriter.run()
        return (rewriter.output.joined(separator: "\n"), rewriter.removed)
    }

    /// The text that stands for removed shortcode `index` until the document is parsed:
    /// private-use characters, which Markdown gives no meaning.
    static func marker(_ index: Int) -> String { "\u{E000}\(index)\u{E001}" }

    private init(lines: [Substring], codeLines: Set<Int>) {
        self.lines = lines
        self.codeLines = codeLines
    }

    private mutating func run() {
        pairedNames = closingNames()
        var index = 0
        while index < lines.count {
            let (depth, start) = (quoteDepth, output.count)
            defer { quoteLines(from: start, depthBefore: depth) }
            if codeLines.contains(index + 1) {
                output.append(String(lines[index]))
                index += 1
            } else if let block = openBlock {
                index = continueBlock(block, at: index)
            } else if let end = highlightBlock(at: index) {
                index = end
            } else {
                noteWrittenHeading(lines[index])
                let last = logicalLineEnd(from: index)
                let text = lines[index...last].joined(separator: "\n")
                output.append(rewriteLine(Substring(text), line: index + 1))
                output.append(contentsOf: Array(repeating: "", count: last - index))
                index = last + 1
            }
        }
    }

    /// A tag may go on over the next lines (`{{< figure src="a.jpg"` ↵ `caption="…" >}}`):
    /// the last line of the one that starts at `index` (itself when nothing is left open),
    /// looking at most 10 lines on and never past a blank line or a code block.
    private func logicalLineEnd(from index: Int) -> Int {
        var text = String(lines[index])
        var last = index
        while Self.leavesTagOpen(text), last + 1 < lines.count, last - index < 10, !codeLines.contains(last + 2),
            !lines[last + 1].allSatisfy(\.isWhitespace)
        {
            last += 1
            text += "\n" + lines[last]
            if !Self.leavesTagOpen(text) { return last }
        }
        return Self.leavesTagOpen(text) ? index : last
    }

    /// Whether a tag opens in the text and is not closed in it.
    private static func leavesTagOpen(_ text: String) -> Bool {
        var rest = Substring(text)
        while let tag = ShortcodeScanner.next(in: rest) {
            if case .unclosed = tag.kind { return true }
            rest = rest[tag.range.upperBound...]
        }
        return false
    }

    /// One line (or tags that span lines, joined) with each tag outside code spans rewritten.
    private mutating func rewriteLine(_ text: Substring, line: Int) -> String {
        var result = ""
        var rest = text
        while let tag = ShortcodeScanner.next(in: rest) {
            result += rest[..<tag.range.lowerBound]
            rest = rest[tag.range.upperBound...]
            switch tag.kind {
            case .literal(let text), .unclosed(let text): result += text
            case .tag(let shortcode):
                let alone = result.allSatisfy(\.isWhitespace) && rest.allSatisfy(\.isWhitespace)
                startsBlock = false
                let replaced = replacement(for: shortcode, line: line, alone: alone, rest: &rest)
                if startsBlock { result = "" }
                result += replaced
            }
        }
        return result + rest
    }

    /// What stands for `shortcode` on its line; `raw` and `comment` also take the text
    /// after them up to their end (or open a block that goes on past the line).
    private mutating func replacement(
        for shortcode: Shortcode, line: Int, alone: Bool, rest: inout Substring
    ) -> String {
        if keepsUnknown, shortcode.syntax == .liquid, shortcode.name == "raw" {
            let end = ShortcodeScanner.liquidEnd("endraw", in: rest)
            if end == nil { openBlock = ("raw", true) }
            let kept = rest[..<(end?.upperBound ?? rest.endIndex)]
            rest = rest[kept.endIndex...]
            return shortcode.source + kept
        }
        if shortcode.syntax == .liquid, shortcode.name == "raw" || shortcode.name == "comment" {
            let keep = shortcode.name == "raw"
            guard let end = ShortcodeScanner.liquidEnd("end" + shortcode.name, in: rest) else {
                openBlock = (shortcode.name, keep)
                defer { rest = rest[rest.endIndex...] }
                return keep ? String(rest) : ""
            }
            defer { rest = rest[end.upperBound...] }
            return keep ? String(rest[..<end.lowerBound]) : ""
        }
        if let paired = pairedReplacement(shortcode, line: line, alone: alone) { return paired }
        switch ShortcodeTranslation.translate(shortcode) {
        case .markdown(let markdown): return markdown
        case .unusable(let problem): return remove(shortcode, line: line, problem: problem)
        case .unknown: return remove(shortcode, line: line, problem: nil)
        }
    }

    mutating func remove(_ shortcode: Shortcode, line: Int, problem: String?) -> String {
        let isClosing = shortcode.isClosing || (shortcode.syntax == .liquid && shortcode.name.hasPrefix("end"))
        removed.append(
            RemovedShortcode(
                name: shortcode.name, source: shortcode.source, line: line, problem: problem,
                isLiquid: shortcode.syntax == .liquid, isClosing: isClosing))
        return keepsUnknown ? shortcode.source : Self.marker(removed.count - 1)
    }

    /// A line inside `{% raw %}` or `{% comment %}`: kept or dropped, up to its end tag, after
    /// which the line is rewritten as any other.
    private mutating func continueBlock(_ block: (name: String, keep: Bool), at index: Int) -> Int {
        let line = lines[index]
        guard let end = ShortcodeScanner.liquidEnd("end" + block.name, in: line) else {
            output.append(block.keep ? String(line) : "")
            return index + 1
        }
        openBlock = nil
        let before = block.keep ? String(line[..<(keepsUnknown ? end.upperBound : end.lowerBound)]) : ""
        output.append(before + rewriteLine(line[end.upperBound...], line: index + 1))
        return index + 1
    }
}
