import Testing
import TripSiteCore
import TripSiteTestSupport

/// The rule that places a text's headings under its page's title (`HeadingOutline.levels`),
/// and cmark-gfm's HTML with the levels set on its tree.
@Suite struct HeadingOutlineTests {
    /// Written levels in document order, the parent's level, and the levels placed.
    @Test(
        arguments: [
            ([3, 4, 4, 3], 1, [2, 3, 3, 2]),  // an imported post starting at ###
            ([2, 4, 4, 2], 1, [2, 3, 3, 2]),  // ## then ####: the skip closed
            ([1, 2, 1, 6], 1, [2, 3, 2, 3]),  // # Day headings; ###### right under one
            ([1, 1], 1, [2, 2]),  // # becomes <h2>
            ([6], 1, [2]),  // one deep heading alone
            ([6, 6, 6], 1, [2, 2, 2]),
            ([1, 2, 3, 4, 5, 6], 1, [2, 3, 4, 5, 6, 6]),  // six nested: capped at <h6>
            ([2, 3, 3, 2], 1, [2, 3, 3, 2]),  // already an outline: as written
            ([3, 2, 3], 1, [2, 2, 3]),  // a deeper heading first: no skip from the title
            ([2, 4, 3, 4], 1, [2, 3, 3, 4]),  // #### then ###, both under the ##
            ([3, 5], 2, [3, 4]),  // under an <h2>, the text starts at <h3>
            ([1], 2, [3]),
            ([], 1, []),
        ] as [([Int], Int, [Int])])
    func headingsArePlacedBelowTheirParent(_ written: [Int], _ parent: Int, _ placed: [Int]) {
        #expect(HeadingOutline.levels(written, below: parent) == placed)
    }

    /// Whatever the written levels, the placed ones never skip one and never rise above the
    /// parent's child: every sequence of up to five headings.
    @Test func everyShortSequenceBecomesAnOutline() {
        var sequences: [[Int]] = [[]]
        var longest: [[Int]] = [[]]
        for _ in 0..<5 {
            longest = longest.flatMap { sequence in (1...6).map { sequence + [$0] } }
            sequences += longest
        }
        #expect(sequences.count == 9331)
        for written in sequences {
            let placed = HeadingOutline.levels(written, below: 1)
            #expect(HeadingTags.isOutline([1] + placed), "\(written) → \(placed)")
        }
    }

    @Test func thePageRendersThePlacedLevelsAndTheJournalToo() {
        let markdown = "### Arrival\n\nText.\n\n##### Late\n\n### Day 2 ###\n\n# Home\n"
        let page = CMarkDocument.renderPage(markdown, options: MarkdownOptions(), headingsBelow: 1).html.trusted.html
        #expect(
            page
                == "<h2 id=\"arrival\">Arrival</h2>\n<p>Text.</p>\n<h3 id=\"late\">Late</h3>\n"
                + "<h2 id=\"day-2\">Day 2</h2>\n<h2 id=\"home\">Home</h2>\n")
        let journal = CMarkDocument.renderJournal(markdown, options: MarkdownOptions()).html.trusted.html
        #expect(journal == page)
        let asWritten = CMarkDocument.renderHTML(markdown, options: MarkdownOptions()).trusted.html
        #expect(HeadingTags.levels(in: asWritten) == [3, 5, 3, 1], "renderHTML keeps the levels as written")
    }

    /// The Activities section is found at its written level, before the headings are placed:
    /// a `###` Activities heading still ends at the next `###` or `##`.
    @Test func activitiesAreFoundAtTheLevelsAsWritten() {
        let markdown = "### Plan\n\n#### Activities\n- [ ] Swim\n\n#### After\n- [ ] Not one\n"
        let journal = CMarkDocument.renderJournal(markdown, options: MarkdownOptions())
        #expect(journal.activities.map(\.title) == ["Swim"])
        #expect(HeadingTags.levels(in: journal.html.trusted.html) == [2, 3])
        #expect(journal.html.trusted.html.contains("<h3 id=\"after\">After</h3>"))
    }
}
