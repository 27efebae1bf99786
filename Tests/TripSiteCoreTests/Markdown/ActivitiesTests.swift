import Testing
import TripSiteCore

@Suite struct ActivitiesTests {
    func journal(_ markdown: String) -> RenderedJournal {
        CMarkDocument.renderJournal(markdown, options: MarkdownOptions())
    }

    @Test func onlyTaskItemsUnderTheActivitiesHeadingAreActivities() {
        let result = journal(
            """
            Intro.

            ## Packing
            - [x] Passport
            - [ ] Sunscreen

            ## Activities
            - [x] Snorkel with the manta rays
            - [ ] Go whale watching

            ## Afterwards
            - [ ] Not an activity either
            """)
        #expect(result.activities.map(\.title) == ["Snorkel with the manta rays", "Go whale watching"])
        #expect(result.activities.map(\.isDone) == [true, false])
        // The other task lists stay in the journal; the Activities section leaves it.
        #expect(result.html.html.contains("Passport"))
        #expect(result.html.html.contains("Not an activity either"))
        #expect(!result.html.html.contains("Snorkel"))
        #expect(!result.html.html.contains(">Activities</h2>"))
        #expect(result.html.html.contains("<h2 id=\"afterwards\">Afterwards</h2>"))
        #expect(result.activitiesHeadingLine == 7)
    }

    @Test func anyHeadingLevelAndCase() {
        #expect(journal("### activities\n- [ ] One\n").activities.count == 1)
        #expect(journal("## ACTIVITIES ##\n- [ ] One\n").activities.count == 1)
        #expect(journal("Activities\u{A0}\n---\n- [ ] One\n").activities.count == 1)
        for other in ["## Activities today", "## My activities", "## *Activities*x", "##"] {
            #expect(journal(other + "\n- [ ] One\n").activities.isEmpty, "\(other)")
        }
        #expect(
            journal("# Activities\n- [ ] One\n## Sub\n- [ ] Two\n# Next\n- [ ] Three\n").activities.map(\.title) == [
                "One", "Two",
            ])
    }

    @Test func datesAreTakenFromTheEndOfTheName() {
        let result = journal(
            "## Activities\n- [x] Snorkel (2025-06-03)\n- [x] Lunch (with Sam)\n- [x] Typo (2025-6-3)\n")
        #expect(result.activities.map(\.title) == ["Snorkel", "Lunch (with Sam)", "Typo"])
        #expect(result.activities.map(\.dateText) == ["2025-06-03", nil, "2025-6-3"])
    }

    @Test func notesAreTheIndentedTextUnderTheItem() {
        let result = journal(
            """
            ## Activities
            - [ ] Go whale watching
              Best from December to April.
            - [x] Hike (2025-06-05)

              A second paragraph of notes.
            """)
        #expect(result.activities[0].title == "Go whale watching")
        #expect(result.activities[0].notesHTML?.html == "<p>Best from December to April.</p>\n")
        #expect(result.activities[1].dateText == "2025-06-05")
        #expect(result.activities[1].notesHTML?.html == "<p>A second paragraph of notes.</p>\n")
    }

    @Test func nestedListsBelongToTheActivitysNotes() {
        let result = journal(
            """
            ## Activities
            - [ ] Food tour
              - [ ] Shave ice
              - [ ] Poke
            - [ ] Swim
            """)
        #expect(result.activities.map(\.title) == ["Food tour", "Swim"])
        let notes = result.activities[0].notesHTML?.html ?? ""
        #expect(notes.contains("Shave ice") && notes.contains("Poke"))
        #expect(notes.contains("<ul"))
    }

    @Test func formattingInsideNamesIsKept() {
        let result = journal(
            "## Activities\n- [x] Eat *shave ice* at [Matsumoto's](https://example.com) with `code` (2025-06-05)\n")
        let activity = result.activities[0]
        #expect(
            activity.nameHTML.html
                == "Eat <em>shave ice</em> at <a href=\"https://example.com\">Matsumoto's</a> with <code>code</code>")
        #expect(activity.title == "Eat shave ice at Matsumoto's with code")
        #expect(activity.dateText == "2025-06-05")
    }

    @Test func nonTaskItemsUnderActivitiesStayInTheJournal() {
        let result = journal("## Activities\n- [ ] Swim\n- A plain remark\n")
        #expect(result.activities.map(\.title) == ["Swim"])
        #expect(result.html.html.contains("A plain remark"))
    }

    @Test func lineNumbersAreRelativeToTheBody() {
        #expect(journal("Intro\n\n## Activities\n\n- [ ] A\n- [ ] B\n").activities.map(\.line) == [5, 6])
    }

    @Test func noActivitiesSection() {
        let result = journal("Just text.\n\n- [ ] a task elsewhere\n")
        #expect(result.activities.isEmpty)
        #expect(result.activitiesHeadingLine == nil)
        #expect(result.html.html.contains("type=\"checkbox\""))
    }
}

@Suite struct MarkdownRenderingTests {
    @Test func gfmExtensionsAreOn() {
        let html = CMarkDocument.renderHTML(
            """
            | a | b |
            |---|--:|
            | 1 | 2 |

            ~~gone~~ www.example.com

            Text[^1].

            [^1]: A footnote.
            """, options: MarkdownOptions()
        ).html
        #expect(html.contains("<table>"))
        #expect(!html.contains(" align="), "alignment uses style attributes, not the obsolete align")
        #expect(html.contains("<del>gone</del>"))
        #expect(html.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
        #expect(html.contains("class=\"footnotes\""))
        #expect(html.contains("fnref"))
    }

    @Test func rawHTMLIsOmittedByDefault() {
        let html = CMarkDocument.renderHTML(
            "<script>alert(1)</script>\n\nHi <b onclick=\"x\">there</b>\n", options: MarkdownOptions()
        ).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b onclick"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func unsafeModeLetsHTMLThroughButTagfilterStillDisarmsScript() {
        let html = CMarkDocument.renderHTML(
            "<script>alert(1)</script>\n\nHi <b>there</b>\n", options: MarkdownOptions(unsafeHTML: true)
        ).html
        #expect(html.contains("<b>there</b>"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script>"))
    }

    @Test func javascriptLinksAreDroppedInSafeMode() {
        let html = CMarkDocument.renderHTML("[x](javascript:alert(1))\n", options: MarkdownOptions()).html
        #expect(!html.contains("javascript:"))
    }
}
