import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// What the `tripsite` binary prints holds no byte a terminal acts on: quoted values and
/// file names are shown escaped, in `build` and `check`, text and JSON.
@Suite(.serialized) struct TerminalInjectionTests {
    static let files: [String: String] = [
        "content/trips/kona.md": tripFile("title: Kona\nseason: \"\\e[2J\\e]0;PWNED\\a\\u202E\\0\""),
        "content/trips/evil\u{1B}]0;x\u{7}\u{202E}.md": tripFile("title: Evil\nstart: 2025-13-45", body: "Text.\n"),
    ]

    @Test func buildPrintsNoControlCharacters() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let result = try EndToEndTests().run(["build"], in: site.root)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "content/trips/kona.md:3:9: error: unknown season '\\u{1B}[2J\\u{1B}]0;PWNED\\u{7}\\u{202E}\\u{0}'"))
        #expect(
            result.stderr.contains(
                "content/trips/evil\\u{1B}]0;x\\u{7}\\u{202E}.md:3:8: error: 'start' is not a valid date"))
        #expect(
            TerminalSafety.dangerous(result.stderr.replacingOccurrences(of: "\n", with: "")).isEmpty, "\(result.stderr)"
        )
    }

    @Test func checkPrintsNoControlCharactersInTextOrJSON() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        for format in ["text", "json"] {
            let result = try EndToEndTests().run(["check", "--format", format], in: site.root)
            #expect(result.status == 1)
            #expect(result.stderr.contains("PWNED") || result.stdout.contains("PWNED"))
            let printed = (result.stdout + result.stderr).replacingOccurrences(of: "\n", with: "")
            #expect(TerminalSafety.dangerous(printed).isEmpty, "\(format): \(printed)")
        }
    }
}
