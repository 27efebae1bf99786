/// Checks a trip or page file against `ContentLimits` on its bytes, before anything parses
/// it: one linear pass, so the check costs nothing next to the parse it protects.
///
/// cmark-gfm 0.29.0.gfm.6 spends time quadratic in the cells of a table row, whatever the
/// table's header says, and is slow on some huge paragraphs; `docs/performance.md` has the
/// figures.
package enum MarkdownLimits {
    /// The first limit the file passes, as an error at the line and column where it does.
    package static func problem(in file: SourceFile, limits: ContentLimits) -> Diagnostic? {
        let utf8 = file.text.utf8
        if utf8.count > limits.markdownBytes {
            let (line, column) = position(ofByte: limits.markdownBytes, in: utf8)
            return .error(
                "the file has \(utf8.count) bytes, over the limit of \(limits.markdownBytes) for a trip or page file, so it is not parsed: "
                    + "split it, or raise 'limits: {markdownBytes: N}' in site.yml (the limit is passed on this line)",
                file: file.path, line: line, column: column)
        }
        guard let (line, column, cells) = wideTableRow(in: utf8, limit: limits.tableColumns) else { return nil }
        return .error(
            "this table row has \(cells) cells, over the limit of \(limits.tableColumns) (cell \(limits.tableColumns + 1) starts here), "
                + "so the file is not parsed: split the table, or raise 'limits: {tableColumns: N}' in site.yml",
            file: file.path, line: line, column: column)
    }

    /// Line and column (1-based, columns in bytes) of the byte at `offset`.
    static func position(ofByte offset: Int, in utf8: String.UTF8View) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        for byte in utf8 {
            if index == offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The first line of a table-like block with more than `limit` cells: where it is, the
    /// column at which its cell `limit + 1` starts, and its cell count. A block is a line
    /// followed by a delimiter row (`|---|:-:|`), the delimiter row, and the lines after it
    /// up to a blank line; this is the shape cmark-gfm reads as a table (a table written in
    /// a code block counts too, which errs on the safe side).
    static func wideTableRow(in utf8: String.UTF8View, limit: Int) -> (line: Int, column: Int, cells: Int)? {
        // A row of more than `limit` cells holds at least `limit` pipes; almost every file
        // holds fewer in all, and is done with one count instead of splitting it into lines.
        guard utf8.count(of: UInt8(ascii: "|")) >= limit else { return nil }
        var previous: ArraySlice<UInt8> = []
        var inTable = false
        var lineNumber = 0
        for line in Array(utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if isBlank(line) {
                inTable = false
            } else if !inTable, isDelimiterRow(line) {
                inTable = true
                if let (column, cells) = cellsPast(limit, in: previous) { return (lineNumber - 1, column, cells) }
            }
            if inTable, let (column, cells) = cellsPast(limit, in: line) { return (lineNumber, column, cells) }
            previous = line
        }
        return nil
    }

    /// A GFM delimiter row: only `|`, `-`, `:`, spaces and tabs, with at least one `|` and `-`
    /// (after any `>` of a block quote the table is in).
    static func isDelimiterRow(_ line: ArraySlice<UInt8>) -> Bool {
        var pipe = false
        var dash = false
        for byte in withoutQuoteMarkers(line) {
            switch byte {
            case UInt8(ascii: "|"): pipe = true
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return false
            }
        }
        return pipe && dash
    }

    /// The cells of a table row (`|a|b|` and `a|b` have two; `\|` is not a separator) when
    /// there are more than `limit`, with the column (1-based, bytes) where cell `limit + 1` starts.
    static func cellsPast(_ limit: Int, in line: ArraySlice<UInt8>) -> (column: Int, cells: Int)? {
        let content = withoutQuoteMarkers(line)
        var cells = content.isEmpty ? 0 : 1
        var column: Int?
        var escaped = false
        var lastWasPipe = false
        for index in content.indices {
            let byte = content[index]
            if escaped || byte == UInt8(ascii: "\\") {
                escaped = !escaped
                lastWasPipe = false
            } else if byte == UInt8(ascii: "|") {
                lastWasPipe = true
                // A leading pipe opens the first cell rather than starting a second one.
                guard index != content.startIndex else { continue }
                cells += 1
                if cells == limit + 1 { column = index - line.startIndex + 1 }
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r") {
                lastWasPipe = false
            }
        }
        if lastWasPipe { cells -= 1 }
        guard cells > limit, let column else { return nil }
        return (column, cells)
    }

    /// The line without its indentation and the `>` markers of block quotes around a table.
    private static func withoutQuoteMarkers(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">") }
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
