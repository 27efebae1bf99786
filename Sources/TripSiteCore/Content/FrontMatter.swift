import Foundation

/// Splits a content file into its front matter and its Markdown body.
///
/// The front matter sits between a first line `---` and the next line that is exactly `---`
/// (or `...`); or it is a JSON object that starts the file (`{` … `}`, as Hugo reads it),
/// which YAML reads as it is; or TOML between `+++` lines (`TOMLFrontMatter`). A UTF-8 byte-order mark and CRLF line endings are tolerated.
/// Line numbers are kept so errors point at the line of the original file.
package struct FrontMatter: Sendable {
    /// The YAML text (without fences), or the JSON object, with `\n` line endings.
    package var yaml: String
    /// The Markdown after the closing fence, with `\n` line endings.
    package var body: String
    /// Line number (1-based) in the file of the first YAML line.
    package var yamlFirstLine: Int
    /// Line number (1-based) in the file of the first body line.
    package var bodyFirstLine: Int
    /// Whether it was written as JSON (for messages: YAML reads it).
    package var isJSON = false
    /// Whether it was written as TOML (`yaml` is then its transcription, `TOMLFrontMatter`).
    package var isTOML = false

    package init(
        yaml: String, body: String, yamlFirstLine: Int, bodyFirstLine: Int, isJSON: Bool = false, isTOML: Bool = false
    ) {
        self.yaml = yaml
        self.body = body
        self.yamlFirstLine = yamlFirstLine
        self.bodyFirstLine = bodyFirstLine
        self.isJSON = isJSON
        self.isTOML = isTOML
    }

    package enum SplitError: Error, Equatable {
        /// The file does not start with `---`.
        case missing
        /// No closing `---`; the associated value is the line of the opening fence.
        case unterminated(openingLine: Int)
        /// A JSON object that is not closed.
        case unterminatedJSON
        /// TOML from a first `+++` line with no closing `+++` line.
        case unterminatedTOML
        /// TOML that TOMLKit could not read: where (in the file) and why.
        case invalidTOML(line: Int, column: Int?, message: String)
    }

    package static func split(_ text: String) -> Result<FrontMatter, SplitError> {
        var normalized = text
        if normalized.hasPrefix("\u{FEFF}") { normalized.removeFirst() }
        if normalized.utf8Contains("\r") { normalized = normalizeLineEndings(normalized) }
        if normalized.utf8.first == UInt8(ascii: "{") { return json(normalized) }
        if normalized.hasPrefix("+++\n") || normalized == "+++" { return toml(normalized) }
        // Scan lines on the UTF-8 view: fences are ASCII, so their offsets are valid indices.
        let utf8 = normalized.utf8
        var lineStart = utf8.startIndex
        var lineNumber = 1
        var yamlStart: String.Index?
        while true {
            let newline = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = trimmedFence(utf8[lineStart..<newline])
            let next = newline < utf8.endIndex ? utf8.index(after: newline) : utf8.endIndex
            if let start = yamlStart {
                if line == .close || line == .open {
                    let yamlEnd = lineStart > start ? utf8.index(before: lineStart) : start
                    return .success(
                        FrontMatter(
                            yaml: String(normalized[start..<yamlEnd]), body: String(normalized[next...]),
                            yamlFirstLine: 2, bodyFirstLine: lineNumber + 1
                        ))
                }
            } else {
                guard line == .open else { return .failure(.missing) }
                yamlStart = next
            }
            lineStart = next
            lineNumber += 1
            if newline == utf8.endIndex { break }
        }
        return .failure(yamlStart == nil ? .missing : .unterminated(openingLine: 1))
    }

    /// A JSON object at the start of `text`: up to its closing brace (strings and their
    /// escapes skipped), the body on the next line.
    private static func json(_ text: String) -> Result<FrontMatter, SplitError> {
        let utf8 = text.utf8
        var depth = 0
        var inString = false
        var escaped = false
        var line = 1
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                guard depth == 0 else { continue }
                let end = utf8.index(after: index)
                let newline = utf8[end...].firstIndex(of: UInt8(ascii: "\n"))
                let body = newline.map { String(text[utf8.index(after: $0)...]) } ?? ""
                var frontMatter = FrontMatter(
                    yaml: String(text[..<end]), body: body, yamlFirstLine: 1, bodyFirstLine: line + 1)
                frontMatter.isJSON = true
                return .success(frontMatter)
            default: continue
            }
        }
        return .failure(.unterminatedJSON)
    }

    /// TOML between a first `+++` line and the next, as YAML with its keys on their lines.
    private static func toml(_ text: String) -> Result<FrontMatter, SplitError> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let close = lines.indices.dropFirst().first(where: { String(lines[$0]).trimmingSpaces() == "+++" }) else {
            return .failure(.unterminatedTOML)
        }
        switch TOMLFrontMatter.yaml(from: lines[1..<close].joined(separator: "\n")) {
        case .failure(let problem):
            return .failure(.invalidTOML(line: problem.line + 1, column: problem.column, message: problem.message))
        case .success(let yaml):
            var frontMatter = FrontMatter(
                yaml: yaml, body: lines[(close + 1)...].joined(separator: "\n"), yamlFirstLine: 2,
                bodyFirstLine: close + 2)
            frontMatter.isTOML = true
            return .success(frontMatter)
        }
    }

    private enum Fence { case open, close, other }

    /// `---` opens or closes front matter, `...` also closes it; trailing blanks are allowed.
    private static func trimmedFence(_ line: Substring.UTF8View) -> Fence {
        var bytes = line[...]
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            bytes = bytes.dropLast()
        }
        guard bytes.count == 3 else { return .other }
        if bytes.allSatisfy({ $0 == UInt8(ascii: "-") }) { return .open }
        if bytes.allSatisfy({ $0 == UInt8(ascii: ".") }) { return .close }
        return .other
    }

    /// CRLF and lone CR become LF.
    package static func normalizeLineEndings(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\r") {
                bytes.append(UInt8(ascii: "\n"))
                previousWasCR = true
                continue
            }
            if byte == UInt8(ascii: "\n") && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
