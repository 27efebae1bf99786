import Foundation

/// Splits a content file into its YAML front matter and its Markdown body.
///
/// The front matter sits between a first line `---` and the next line that is exactly `---`
/// (or `...`). A UTF-8 byte-order mark and CRLF line endings are tolerated. Line numbers are
/// kept so errors point at the line of the original file.
struct FrontMatter: Sendable {
    /// The YAML text (without fences), with `\n` line endings.
    var yaml: String
    /// The Markdown after the closing fence, with `\n` line endings.
    var body: String
    /// Line number (1-based) in the file of the first YAML line.
    var yamlFirstLine: Int
    /// Line number (1-based) in the file of the first body line.
    var bodyFirstLine: Int

    enum SplitError: Error, Equatable {
        /// The file does not start with `---`.
        case missing
        /// No closing `---`; the associated value is the line of the opening fence.
        case unterminated(openingLine: Int)
    }

    static func split(_ text: String) -> Result<FrontMatter, SplitError> {
        var normalized = text
        if normalized.hasPrefix("\u{FEFF}") { normalized.removeFirst() }
        if normalized.contains("\r") {
            normalized = normalized.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        let lines = normalized.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpaces == "---" else { return .failure(.missing) }
        var index = 1
        while index < lines.count {
            let line = lines[index].trimmingTrailingSpaces
            if line == "---" || line == "..." {
                let yaml = lines[1..<index].joined(separator: "\n")
                let body = index + 1 < lines.count ? lines[(index + 1)...].joined(separator: "\n") : ""
                return .success(FrontMatter(yaml: yaml, body: body, yamlFirstLine: 2, bodyFirstLine: index + 2))
            }
            index += 1
        }
        return .failure(.unterminated(openingLine: 1))
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, let previous = Optional(index(before: end)), self[previous] == " " || self[previous] == "\t" {
            end = previous
        }
        return self[startIndex..<end]
    }
}
