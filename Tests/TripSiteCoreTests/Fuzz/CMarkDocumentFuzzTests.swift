import Testing
import TripSiteCore

/// The cmark wrapper on the GFM spec corpus, mutated, and on generated journals.
@Suite struct CMarkDocumentFuzzTests {
    static let target = FuzzTarget(
        name: "cmark",
        generator: FuzzText.generator { rng in
            let examples = GFMExample.all
            guard !examples.isEmpty, FuzzText.chance(70, &rng) else { return FuzzText.body(&rng) }
            var text = FuzzText.pick(examples, &rng).markdown
            if FuzzText.chance(30, &rng) { text += "\n" + FuzzText.pick(examples, &rng).markdown }
            if FuzzText.chance(30, &rng) { text = "## Activities\n" + text }
            return FuzzText.chance(75, &rng) ? FuzzText.mutate(text, &rng) : text
        }, property: check)

    @Test func cmarkWrapperHoldsOnTheMutatedSpecCorpus() async {
        #expect(GFMExample.all.count > 600, "the GFM spec corpus is there")
        await Self.target.run()
    }

    @Sendable static func check(_ markdown: String) -> [String] {
        let lines = FuzzChecks.lineCount(markdown)
        var problems: [String] = []
        let journal = CMarkDocument.renderJournal(markdown, options: MarkdownOptions())
        problems += FuzzChecks.html(journal.html.html)
        if let line = journal.activitiesHeadingLine, !(1...lines).contains(line) {
            problems.append("Activities heading on line \(line) of \(lines)")
        }
        for activity in journal.activities {
            if !(1...lines).contains(activity.line) { problems.append("activity on line \(activity.line) of \(lines)") }
            problems += FuzzChecks.html(activity.nameHTML.html)
            problems += FuzzChecks.html(activity.notesHTML?.html ?? "")
            if activity.title.contains("\n") { problems.append("a line break in activity title '\(activity.title)'") }
        }
        for link in journal.links where !(1...lines).contains(link.line) {
            problems.append("link on line \(link.line) of \(lines)")
        }
        let firstLine = String(markdown.prefix { $0 != "\n" })
        problems += FuzzChecks.html(CMarkDocument.renderInline(firstLine, options: MarkdownOptions()).html.html)
        // Unsafe mode lets raw HTML through by design: it must only not crash.
        _ = CMarkDocument.renderPage(
            markdown, options: MarkdownOptions(unsafeHTML: true), headingsBelow: HeadingOutline.pageText)
        return problems
    }
}
