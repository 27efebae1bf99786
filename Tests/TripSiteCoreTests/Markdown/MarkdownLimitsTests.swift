import Testing
import TripSiteCore
import TripSiteTestSupport

/// Files too big, or tables too wide, for cmark-gfm to parse in reasonable time are located
/// errors before it sees them.
@Suite struct MarkdownLimitsTests {
    func problem(_ text: String, _ limits: ContentLimits = ContentLimits()) -> String? {
        MarkdownLimits.problem(in: SourceFile(path: "content/trips/big.md", text: text), limits: limits)?.description
    }

    @Test func aFileOverTheByteLimitIsAnErrorWhereTheLimitIsPassed() throws {
        let text = tripFile("title: Big", body: String(repeating: "0123456789\n", count: 100))
        let limits = ContentLimits(markdownBytes: 50)
        // "---\ntitle: Big\n---\n" is 19 bytes; byte 50 is the 32nd of the body: line 6, column 10.
        let found = try #require(problem(text, limits))
        #expect(
            found.hasPrefix(
                "content/trips/big.md:6:10: error: the file has \(text.utf8.count) bytes, over the limit of 50 for a trip or page file"
            ), "\(found)")
        #expect(problem(String(text.prefix(50)), limits) == nil, "exactly at the limit is fine")
    }

    @Test func theDefaultIsOneMebibyteOfTheWholeFile() {
        let body = String(repeating: "word ", count: 1_048_576 / 5)
        #expect(problem(body) == nil)
        #expect(
            problem(body + String(repeating: "x", count: 1_048_577 - body.utf8.count))?.contains(
                "over the limit of 1048576") == true)
    }

    @Test(
        arguments: [
            // (text, limit, expected location and cell count or nil)
            ("|a|b|c|\n|-|-|-|\n|1|2|3|\n", 3, nil),
            ("|a|b|c|\n|-|-|-|\n|1|2|3|\n", 2, "1:5: error: this table row has 3 cells"),
            ("a|b|c\n-|-|-\n", 2, "1:4: error: this table row has 3 cells"),
            ("|a|\n|-|\n|1|2|3|4|\n", 3, "3:7: error: this table row has 4 cells"),
            ("|a|\n|-|\n|1|2|3|4|\n\nx|y|z|w\n", 4, nil),
            ("|a|\n|-|\n|1|2|\n\n|1|2|3|4|\n", 3, nil),
            ("|a|\n|:-:|\n|1\\|2\\|3\\|4|\n", 3, nil),
            ("|a|b|c|d| \n|-|-|-|-|\n", 3, "1:7: error: this table row has 4 cells"),
            ("x | y | z | w | v\n", 2, nil),
            ("Title\n---\n| a | b | c |\n", 2, nil),
            ("> |a|\n> |-|\n> |1|2|3|\n", 2, "3:7: error: this table row has 3 cells"),
            ("- |a|\n  |-|\n  |1|2|3|\n", 2, "3:7: error: this table row has 3 cells"),
        ] as [(String, Int, String?)])
    func wideTableRows(_ text: String, _ limit: Int, _ expected: String?) {
        let found = problem(text, ContentLimits(tableColumns: limit))
        if let expected {
            #expect(found?.hasPrefix("content/trips/big.md:\(expected)") == true, "\(found ?? "nil")")
        } else {
            #expect(found == nil)
        }
    }

    @Test func aFiftyThousandCellRowIsRefusedBeforeParsing() throws {
        let row = "|" + String(repeating: "a|", count: 50_000) + "\n"
        let text = tripFile("title: Wide", body: "|h|\n|-|\n" + row)
        // Without the guard cmark-gfm would take minutes over this row; the trip is not parsed.
        let result = TripParser.parse(
            SourceFile(path: "content/trips/wide.md", text: text), slug: "wide",
            markdown: MarkdownOptions())
        #expect(result.trip == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/wide.md:6:201: error: this table row has 50000 cells, over the limit of 100 (cell 101 starts here), so the file is not parsed: split the table, or raise 'limits: {tableColumns: N}' in site.yml"
            ])
    }

    @Test func pagesAreCheckedToo() {
        let page = PageParser.parse(
            SourceFile(
                path: "content/pages/about.md", text: tripFile("title: About", body: String(repeating: "x", count: 200))
            ),
            slug: "about", markdown: MarkdownOptions(limits: ContentLimits(markdownBytes: 100)))
        #expect(page.page == nil)
        #expect(
            page.diagnostics.first?.description.hasPrefix("content/pages/about.md:4:80: error: the file has") == true,
            "\(page.diagnostics)")
    }

    @Test func limitsInSiteYml() {
        func parse(_ yaml: String) -> (SiteConfig?, [String]) {
            let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "site.yml", text: "title: T\n" + yaml))
            return (config, diagnostics.map(\.description))
        }
        #expect(parse("").0?.limits == ContentLimits(markdownBytes: 1_048_576, tableColumns: 100))
        #expect(
            parse("limits: {markdownBytes: 2097152, tableColumns: 300}\n").0?.limits
                == ContentLimits(markdownBytes: 2_097_152, tableColumns: 300))
        #expect(
            parse("limits:\n  tableColumns: 20\n").0?.markdownOptions.limits
                == ContentLimits(markdownBytes: 1_048_576, tableColumns: 20))
        #expect(
            parse("limits: {markdownBytes: 0}\n").1 == [
                "site.yml:2:25: error: 'limits.markdownBytes' must be a whole number of at least 1, not '0'"
            ])
        #expect(
            parse("limits: {markdownBytes: 1MB}\n").1 == [
                "site.yml:2:25: error: 'limits.markdownBytes' must be a whole number of at least 1, not '1MB'"
            ])
        #expect(
            parse("limits: {tableColumns: \"50\"}\n").1 == [
                "site.yml:2:24: error: 'limits.tableColumns' must be a whole number of at least 1, not '50'"
            ])
        #expect(
            parse("limits: {markdownByte: 5}\n").1 == [
                "site.yml:2:10: error: unknown key 'limits.markdownByte' (known: markdownBytes, tableColumns)"
            ])
        #expect(
            parse("limits: 5\n").1 == [
                "site.yml:2:9: error: 'limits' must be a mapping, e.g. limits: {markdownBytes: 2097152, tableColumns: 200}"
            ])
    }

    @Test func aSiteWithABigTripAndRaisedLimits() throws {
        let body = String(repeating: "Long day.\n\n", count: 20)
        let site = try FixtureSite([
            "site.yml": "title: T\nlimits: {markdownBytes: 200}\n",
            "content/trips/big.md": tripFile("title: Big", body: body),
            "content/trips/small.md": tripFile("title: Small", body: "Short.\n"),
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(
            failure.messages == [
                "content/trips/big.md:36:6: error: the file has 239 bytes, over the limit of 200 for a trip or page file, so it is not parsed: split it, or raise 'limits: {markdownBytes: N}' in site.yml (the limit is passed on this line)"
            ])
        try site.write("site.yml", "title: T\nlimits: {markdownBytes: 1000}\n")
        #expect(try site.buildInMemory().report.site.trips.count == 2)
    }
}
