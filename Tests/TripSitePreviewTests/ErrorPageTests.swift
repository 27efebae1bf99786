import Foundation
import Testing
import TripSiteCore
import TripSitePreview
import TripSiteTestSupport

/// What the preview shows of a failed build is escaped like the terminal's text.
@Suite struct ErrorPageTests {
    /// The serve overlay (HTML page and live-reload status) shows the same escaped text.
    @Test func serveOverlayShowsEscapedText() throws {
        let diagnostics: [Diagnostic] = [
            .error(
                "title '\u{202E}evil\u{202C}' and \(TerminalSafety.payload)", file: "content/trips/\u{2067}x.md",
                line: 2, column: 8)
        ]
        let page = ErrorPage.render(diagnostics)
        #expect(TerminalSafety.dangerous(page.replacingOccurrences(of: "\n", with: "")).isEmpty)
        #expect(
            page.contains("content/trips/\\u{2067}x.md:2:8: error: title &#39;\\u{202E}evil\\u{202C}&#39;")
                || page.contains("content/trips/\\u{2067}x.md:2:8: error: title '\\u{202E}evil\\u{202C}'"))
        let status = try #require(
            try JSONSerialization.jsonObject(with: Data(PreviewServer.statusJSON(failure: diagnostics)))
                as? [String: Any])
        let entry = try #require((status["diagnostics"] as? [[String: Any]])?.first)
        #expect(entry["location"] as? String == "content/trips/\\u{2067}x.md:2:8")
        #expect(entry["message"] as? String == "title '\\u{202E}evil\\u{202C}' and \\u{1B}[2J\\u{1B}]0;PWNED\\u{7}")
    }
}
