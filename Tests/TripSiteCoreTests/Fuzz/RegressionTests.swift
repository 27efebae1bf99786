import Testing
import TripSiteCore

/// Every crash or wrong result the fuzz targets found, as a fixed input. Named after what
/// broke; the comment says which target found it.
@Suite struct FuzzRegressionTests {
    // site-config target: libyaml counts CR (and NEL, LS, PS) as line breaks, the duplicate-key
    // search split on LF only, and a range past its lines trapped (Range requires lowerBound <= upperBound).
    @Test func duplicateKeyInAFileWithCRLineEndingsIsLocatedNotATrap() {
        let (config, diagnostics) = ConfigParser.parse(
            SourceFile(path: "site.yml", text: "title: a\r\rx: 1\ry: 2\rx: 3\r"))
        #expect(config == nil)
        #expect(diagnostics.map(\.description) == ["site.yml:5:1: error: duplicate key 'x' (first at line 3)"])
    }

    // trip-parser target: the same through front matter, whose YAML may hold U+2028.
    @Test func duplicateKeyAfterALineSeparatorInFrontMatterIsLocatedNotATrap() {
        let file = SourceFile(path: "content/trips/t.md", text: "---\ntitle: T\u{2028}b: 1\u{2028}b: 2\n---\nText.\n")
        let result = TripParser.parse(file, slug: "t", markdown: MarkdownOptions())
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/t.md:4:1: error: duplicate key 'b' (first at line 3)"
            ])
    }

    // goals target: a YAML error at the end of a file without a final newline was reported on
    // the line after the last one (libyaml's end-of-stream mark); now at the end of the last line.
    @Test func yamlErrorAtTheEndOfAFileIsOnItsLastLine() {
        let (_, diagnostics) = GoalsParser.parse(SourceFile(path: "content/goals.yml", text: "a: 1\nb"))
        #expect(
            diagnostics.map(\.description) == [
                "content/goals.yml:2:2: error: invalid YAML: could not find expected ':' (while scanning a simple key that starts at line 2)"
            ])
    }

    // trip-parser target: a trip file that ends on its closing fence, without a newline, got
    // the "no journal text" warning on the line after its last.
    @Test func emptyTripWarningOfAFileEndingOnItsFenceIsOnTheFence() {
        let file = SourceFile(path: "content/trips/t.md", text: "---\ntitle: T\n---")
        let result = TripParser.parse(file, slug: "t", markdown: MarkdownOptions())
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/t.md:3: warning: the trip has no journal text and no activities"
            ])
    }

    // goals target (scripts/fuzz, seed 20261123): a goals.yml holding only a document marker
    // ("\n---") is an empty document, yet it was "not a mapping", on a line past the end.
    @Test func goalsFileWithOnlyADocumentMarkerMeansTheBuiltInBadges() {
        for text in ["\n---", "# my goals\n---\n", "---\n...\n"] {
            let (badges, diagnostics) = GoalsParser.parse(SourceFile(path: "content/goals.yml", text: text))
            #expect(diagnostics.isEmpty, "\(text.debugDescription)")
            #expect(badges == DefaultBadges.all)
        }
    }

    // The same empty document in site.yml (the site-config target's shape of the goals finding).
    @Test func siteConfigWithOnlyADocumentMarkerIsAnEmptyConfiguration() {
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "site.yml", text: "# nothing yet\n---\n"))
        #expect(diagnostics.isEmpty)
        #expect(config == SiteConfig.defaults())
    }

    // goals target (scripts/fuzz, seed 20261125): Character.isHexDigit accepts fullwidth digits,
    // so 'color: "#ＡＢＣ"' became the colour "#ａａｂｂｃｃ" in the badge art.
    @Test func fullwidthHexDigitsAreNotAColour() {
        #expect(BadgeColor("#ＡＢＣ") == nil)
        #expect(BadgeColor("#ａｂｃｄｅｆ") == nil)
        #expect(BadgeColor("#ABC")?.hex == "#aabbcc")
        let text = "badges:\n  - id: wave\n    title: Wave\n    color: '#ＡＢＣ'\n    rule: {trips: 1}\n"
        let (badges, diagnostics) = GoalsParser.parse(SourceFile(path: "content/goals.yml", text: text))
        #expect(badges.isEmpty)
        #expect(diagnostics.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["4:12"])
        #expect(diagnostics.first?.message.hasPrefix("unknown color '#ＡＢＣ'") == true)
    }
}
