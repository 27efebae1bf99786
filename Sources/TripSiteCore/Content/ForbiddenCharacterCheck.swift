import TripSiteHTML
import Yams

/// Finds the first character in a content file that no web page or feed may hold
/// (`ForbiddenCharacters`), so the author hears of it: the writers replace every one of
/// them anyway, and this names the first at its line and column, once per file (`build
/// --strict` then fails on it). Two sources: the raw text (a vertical tab pasted from Word
/// into the Markdown), and YAML values, whose escapes (`"\x0c"`, `"\e"`, `"\0"`) make such
/// characters only when Yams reads them; those are placed at the value's first character.
package enum ForbiddenCharacterCheck {
    package struct Found: Equatable {
        var scalar: Unicode.Scalar
        var line: Int
        var column: Int
    }

    /// The warning for `file`, whose YAML (`yaml`, its lines shifted by `lineOffset`) was
    /// composed already; nil when the file is clean.
    static func warning(for file: SourceFile, yaml: Yams.Node?, lineOffset: Int) -> Diagnostic? {
        let candidates = [firstRaw(in: file.text), yaml.flatMap { firstInValues(of: $0, lineOffset: lineOffset) }]
            .compactMap { $0 }
        guard let first = candidates.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else { return nil }
        return .warning(message(for: first.scalar), file: file.path, line: first.line, column: first.column)
    }

    static func message(for scalar: Unicode.Scalar) -> String {
        let replacement = ForbiddenCharacters.replacement(for: scalar) == " " ? "a space" : "U+FFFD (�)"
        return
            "\(codePoint(scalar)) (\(name(of: scalar))) cannot appear in a web page; it was replaced by \(replacement), as is any other in this file"
    }

    /// `U+000B`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func name(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: "null"
        case 0x07: "bell"
        case 0x08: "backspace"
        case 0x0B: "vertical tab"
        case 0x0C: "form feed"
        case 0x1B: "escape"
        case 0x7F: "delete"
        case 0x85: "next line"
        case 0x00...0x1F: "control character"
        case 0x80...0x9F: "C1 control character"
        case 0xFEFF: "byte-order mark"
        default: ForbiddenCharacters.isForbidden(scalar) ? "noncharacter" : "character"
        }
    }

    /// The first forbidden character of `text`, with its 1-based line and column (counted
    /// in Unicode scalars, as YAML's marks are).
    static func firstRaw(in text: String) -> Found? {
        guard ForbiddenCharacters.occur(in: text) else { return nil }
        return first(in: text, where: ForbiddenCharacters.isForbidden)
    }

    /// The first scalar of `text` that `matches`, with its line and column. Lines end at
    /// LF, CRLF or a lone CR.
    static func first(in text: String, where matches: (Unicode.Scalar) -> Bool) -> Found? {
        var line = 1
        var column = 0
        var previous: Unicode.Scalar = "\0"
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previous == "\r" {
                previous = scalar
                continue
            }
            if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 0
            } else {
                column += 1
                if matches(scalar) { return Found(scalar: scalar, line: line, column: column) }
            }
            previous = scalar
        }
        return nil
    }

    /// The first forbidden character in the parsed value of any scalar (key or value) of
    /// `node`, in document order, placed at that scalar's mark.
    static func firstInValues(of node: Yams.Node, lineOffset: Int) -> Found? {
        switch node {
        case .scalar(let scalar):
            guard ForbiddenCharacters.occur(in: scalar.string),
                let bad = scalar.string.unicodeScalars.first(where: ForbiddenCharacters.isForbidden)
            else { return nil }
            return Found(scalar: bad, line: (node.mark?.line ?? 1) + lineOffset, column: node.mark?.column ?? 1)
        case .mapping(let mapping):
            for (key, value) in mapping {
                if let found = firstInValues(of: key, lineOffset: lineOffset)
                    ?? firstInValues(of: value, lineOffset: lineOffset)
                {
                    return found
                }
            }
            return nil
        case .sequence(let sequence):
            for item in sequence {
                if let found = firstInValues(of: item, lineOffset: lineOffset) { return found }
            }
            return nil
        case .alias:
            return nil
        }
    }
}
