import Testing
import TripSiteCore
import TripSiteTestSupport

/// The located warning for characters no web page may hold: the first in each file, at its
/// line and column, with its code point.
@Suite struct ForbiddenCharacterCheckTests {
    func warnings(_ text: String, path: String = "content/trips/x.md") -> [String] {
        TripParser.parse(SourceFile(path: path, text: text), slug: "x", markdown: MarkdownOptions())
            .diagnostics
            .filter { $0.message.contains("cannot appear in a web page") }.map(\.description)
    }

    @Test func aRawCharacterInTheBodyIsNamedAtItsLineAndColumn() {
        #expect(
            warnings(tripFile("title: X", body: "First line.\n\nA pasted\u{0B}break and\u{0C}more.\n")) == [
                "content/trips/x.md:6:9: warning: U+000B (vertical tab) cannot appear in a web page; it was replaced by a space, as is any other in this file"
            ])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(
            warnings(tripFile("title: X", body: "Zürich 日本\u{1B}[2J\n")) == [
                "content/trips/x.md:4:10: warning: U+001B (escape) cannot appear in a web page; it was replaced by U+FFFD (�), as is any other in this file"
            ])
    }

    @Test func crlfAndLoneCRCountAsOneLineBreak() {
        #expect(
            warnings("---\r\ntitle: X\r\n---\r\nOne\rTwo \u{9F}\r\n").first?.hasPrefix(
                "content/trips/x.md:5:5: warning: U+009F (C1 control character)") == true)
    }

    @Test func aYAMLEscapeIsNamedAtItsValue() {
        #expect(
            warnings(tripFile("title: X\nseason: summer\nsubtitle: \"Big\\x0cIsland\"", body: "Text \u{0B}\n")) == [
                "content/trips/x.md:4:11: warning: U+000C (form feed) cannot appear in a web page; it was replaced by a space, as is any other in this file"
            ])
        #expect(
            warnings(tripFile("title: X\ntags: [a, \"\\0\"]")).first?.hasPrefix(
                "content/trips/x.md:3:11: warning: U+0000 (null)") == true)
        #expect(
            warnings(tripFile("title: X\n\"k\\e\": 1")).first?.hasPrefix(
                "content/trips/x.md:3:1: warning: U+001B (escape)") == true)
    }

    @Test func aRawNoncharacterInYAMLIsNamedAtItsValue() {
        #expect(
            warnings(tripFile("title: X\ncountry: Far " + noncharacters(0xFDD0) + " away")) == [
                "content/trips/x.md:3:10: warning: U+FDD0 (noncharacter) cannot appear in a web page; it was replaced by U+FFFD (�), as is any other in this file"
            ])
    }

    @Test func cleanFilesGetNoWarning() {
        #expect(
            warnings(
                tripFile(
                    "title: \"Tab\\there\"\nsubtitle: \"two\\nlines\"",
                    body: "Tabs\tand\r\nCRLF, Zürich, 🌋, \u{FFFD}.\n")
            ).isEmpty)
    }

    @Test func siteYmlAndGoalsYmlAreCheckedToo() {
        let config = ConfigParser.parse(SourceFile(path: "site.yml", text: "title: Trips\nauthor: \"A\\aB\"\n"))
            .diagnostics.map(\.description)
        #expect(config.contains { $0.hasPrefix("site.yml:2:9: warning: U+0007 (bell) cannot appear in a web page") })
        let goals = GoalsParser.parse(
            SourceFile(
                path: "content/goals.yml", text: "badges:\n  - id: a\n    title: \"\\x85A\"\n    rule: {trips: 1}\n")
        ).diagnostics.map(\.description)
        #expect(
            goals.contains {
                $0.hasPrefix(
                    "content/goals.yml:3:12: warning: U+0085 (next line) cannot appear in a web page; it was replaced by a space"
                )
            })
    }

    /// libyaml refuses raw control characters without saying where: the error names the
    /// character at its line and column.
    @Test func aRawControlCharacterInYAMLIsALocatedError() {
        let result = TripParser.parse(
            SourceFile(path: "content/trips/x.md", text: tripFile("title: X\nsubtitle: Big\u{0B}Island")),
            slug: "x", markdown: MarkdownOptions())
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/x.md:3:14: error: U+000B (vertical tab) is not allowed in YAML: remove it"
            ])
    }

    /// libyaml accepts raw noncharacters: the error is at the character it refused, not at
    /// the first forbidden one.
    @Test func theYAMLErrorNamesTheCharacterLibyamlRefused() {
        let text = tripFile("title: X\ncountry: A" + noncharacters(0xFDD0) + "\nsubtitle: B\u{7F}")
        let result = TripParser.parse(
            SourceFile(path: "content/trips/x.md", text: text), slug: "x", markdown: MarkdownOptions())
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/x.md:4:12: error: U+007F (delete) is not allowed in YAML: remove it"
            ])
    }
}
