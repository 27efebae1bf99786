import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Diagnostics show control and bidirectional characters escaped, wherever a person reads
/// them: a quoted value or a file name cannot drive the terminal or reorder the line.
@Suite struct DiagnosticDisplayTests {
    @Test func descriptionEscapesControlsInTheMessage() {
        let diagnostic = Diagnostic.error(
            "unknown season '\(TerminalSafety.payload)'", file: "content/trips/x.md", line: 3, column: 9)
        #expect(
            diagnostic.description == "content/trips/x.md:3:9: error: unknown season '\\u{1B}[2J\\u{1B}]0;PWNED\\u{7}'")
    }

    @Test func descriptionEscapesBidiNulC1AndLineBreaks() {
        let diagnostic = Diagnostic.warning("a\u{202E}b\u{2066}c\u{200F}d\u{61C}e\u{0}f\u{9B}g\nh\ri\tj", file: "x.md")
        #expect(
            diagnostic.description
                == "x.md: warning: a\\u{202E}b\\u{2066}c\\u{200F}d\\u{61C}e\\u{0}f\\u{9B}g\\u{A}h\\u{D}i\tj")
    }

    @Test func descriptionEscapesTheFileName() {
        let diagnostic = Diagnostic.error("bad", file: "content/trips/\u{1B}]0;x\u{7}\u{202E}.md", line: 1)
        #expect(diagnostic.description == "content/trips/\\u{1B}]0;x\\u{7}\\u{202E}.md:1: error: bad")
    }

    @Test func plainTextIsLeftAlone() {
        let text = "Zürich 日本 🌋 «quoted» \\e and \\u{1B} typed"
        #expect(DisplayText.escaped(text) == text)
    }

    /// A season from a YAML escape reaches the message through the real parser.
    @Test func aParsedValueIsShownEscaped() {
        let file = SourceFile(
            path: "content/trips/x.md", text: tripFile("title: X\nseason: \"\\e[2J\\e]0;PWNED\\a\\u202E\""))
        let shown = TripParser.parse(file, slug: "x", markdown: MarkdownOptions()).diagnostics.map(
            \.description)
        #expect(
            shown.contains(
                "content/trips/x.md:3:9: error: unknown season '\\u{1B}[2J\\u{1B}]0;PWNED\\u{7}\\u{202E}': use spring, summer, fall (or autumn) or winter"
            ))
        #expect(shown.allSatisfy { TerminalSafety.dangerous($0).isEmpty })
    }

    /// `check --format json`: the message as the text format shows it; the file exact once
    /// decoded, its bidi, DEL and C1 characters written as JSON escapes.
    @Test func checkJSONIsSafeToPrintAndKeepsTheExactPath() throws {
        let path = "content/trips/a\u{202E}\u{1B}\u{85}.md"
        let json = Diagnostic.json([.error("season '\(TerminalSafety.payload)'", file: path, line: 2)])
        #expect(TerminalSafety.dangerous(json).isEmpty)
        #expect(json.contains("a\\u202e\\u001b\\u0085.md"))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(entries.first?["file"] as? String == path)
        #expect(entries.first?["message"] as? String == "season '\\u{1B}[2J\\u{1B}]0;PWNED\\u{7}'")
    }
}
