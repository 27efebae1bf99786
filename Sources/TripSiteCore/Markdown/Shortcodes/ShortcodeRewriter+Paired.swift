extension ShortcodeRewriter {
    /// A paired shortcode open at a point of the text, and what its closing tag becomes.
    struct OpenPair {
        var name: String
        var closing: String
        /// Its inner text is a block quote (`PairedShortcode.quote`).
        var isQuote: Bool
    }

    /// The deepest block quote paired shortcodes make: one nested deeper is a wrapper, so a
    /// text of many unclosed `alert`s cannot prefix every line with thousands of `>`.
    static let deepestQuote = 8

    /// What stands for a tag of a paired shortcode (`PairedShortcode`): for one TripSite
    /// knows, its Markdown around the inner text; for another, a heading or label of its text
    /// parameter before it (with the marker of the shortcode left out, to warn about). Nil
    /// when the tag is no such thing, or an unknown one in a file being imported (which
    /// keeps it as written).
    mutating func pairedReplacement(_ shortcode: Shortcode, line: Int, alone: Bool) -> String? {
        guard shortcode.syntax != .liquid else { return nil }
        if shortcode.isClosing {
            // Looked for only when one is open: each pair is then passed over once at most.
            guard openCounts[shortcode.name, default: 0] > 0,
                let index = openPairs.lastIndex(where: { $0.name == shortcode.name })
            else { return nil }
            let closing = openPairs[index].closing
            for pair in openPairs[index...] {
                openCounts[pair.name, default: 1] -= 1
                if pair.isQuote { quoteDepth -= 1 }
            }
            openPairs.removeSubrange(index...)
            return closing
        }
        guard !shortcode.isSelfClosing, pairedNames.contains(shortcode.name) else { return nil }
        if let known = PairedShortcode.known(shortcode) {
            var closing = ""
            if case .link(let url?) = known { closing = "](\(MarkdownText.destination(url)))" }
            var isQuote = if case .quote = known { true } else { false }
            isQuote = isQuote && quoteDepth < Self.deepestQuote
            openPairs.append(OpenPair(name: shortcode.name, closing: closing, isQuote: isQuote))
            openCounts[shortcode.name, default: 0] += 1
            if isQuote { quoteDepth += 1 }
            return opening(known, line: line, alone: alone)
        }
        guard !keepsUnknown, let kept = PairedShortcode.textParameter(shortcode) else { return nil }
        let text = opening(kept, line: line, alone: alone)
        let marker = remove(shortcode, line: line, problem: nil)
        // After a heading's `#`s and text; before a label, whose line may end in a line break.
        return text.hasPrefix("#") ? text + marker : marker + text
    }

    /// The Markdown that opens a paired shortcode: a heading, label or quote's label is a
    /// block of its own when its tag stands alone on its line, else bold text before the
    /// inner text. Its text is escaped: a parameter is text, never Markdown or HTML.
    private mutating func opening(_ paired: PairedShortcode, line: Int, alone: Bool) -> String {
        switch paired {
        case .wrapper, .label(nil), .quote(nil), .link(nil): return ""
        case .link: return "["
        case .heading(let text) where alone:
            startsBlock = true
            return String(repeating: "#", count: min((writtenLevel ?? 1) + 1, 6)) + " " + MarkdownText.escaped(text)
        case .heading(let text), .label(let text?), .quote(let text?):
            let label = "**\(MarkdownText.escaped(text))**"
            guard alone else { return label + " " }
            startsBlock = true
            // The inner text on the next line would run on in the label's paragraph: a line break.
            return label + (continuesParagraph(lines.indices.contains(line) ? lines[line] : "") ? "\\" : "")
        }
    }

    /// Whether `line`, after a label's line, would be read as more of its paragraph: it
    /// starts with a letter, digit, link, image, emphasis or a shortcode that is not paired,
    /// and no list item.
    private func continuesParagraph(_ line: Substring) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return false }
        if text.hasPrefix("{{") {
            guard let found = ShortcodeScanner.next(in: text), case .tag(let tag) = found.kind else { return true }
            return !tag.isClosing && !pairedNames.contains(tag.name)
        }
        if first.isNumber {
            let afterDigits = text.drop(while: \.isNumber)
            return !(afterDigits.hasPrefix(". ") || afterDigits.hasPrefix(") "))
        }
        if first == "*" || first == "_" {
            return text.dropFirst().first.map { $0 == first || $0.isLetter } ?? false
        }
        return first.isLetter || "[!(\"'{`".contains(first) && !text.hasPrefix("```")
    }

    /// The names of the shortcodes the text closes somewhere: the paired ones.
    func closingNames() -> Set<String> {
        var names = Set<String>()
        for (index, line) in lines.enumerated() where !codeLines.contains(index + 1) && line.utf8Contains("{{") {
            var rest = line
            while let found = ShortcodeScanner.next(in: rest) {
                if case .tag(let tag) = found.kind, tag.isClosing, tag.syntax != .liquid { names.insert(tag.name) }
                rest = rest[found.range.upperBound...]
            }
        }
        return names
    }

    /// Notes the level of an ATX heading the author wrote (`## Day 3`).
    mutating func noteWrittenHeading(_ line: Substring) {
        let text = line.drop { $0 == " " }
        guard line.count - text.count < 4, text.first == "#" else { return }
        let level = text.prefix { $0 == "#" }.count
        let after = text.dropFirst(level).first
        if level <= 6, after == nil || after == " " || after == "\t" { writtenLevel = level }
    }

    /// Puts the lines written from `start` on in the block quotes of the open paired
    /// shortcodes: a line that opens one is in it, a line left blank by its closing tag is
    /// not (it ends the quote), any other in those open when it started.
    mutating func quoteLines(from start: Int, depthBefore: Int) {
        let depthAfter = quoteDepth
        guard max(depthBefore, depthAfter) > 0 else { return }
        for index in start..<output.count {
            let blank = output[index].allSatisfy(\.isWhitespace)
            let depth =
                index > start || (depthAfter < depthBefore && blank) ? depthAfter : max(depthBefore, depthAfter)
            guard depth > 0 else { continue }
            output[index] =
                blank
                ? Array(repeating: ">", count: depth).joined(separator: " ")
                : String(repeating: "> ", count: depth) + output[index]
        }
    }
}
