import Testing
import TripSiteCore
import TripSiteTestSupport

/// Every heading of a journal, an entry or a page has an `id`, as Hugo and GitHub give it, so
/// `#anchor` links written for the old site keep working.
@Suite struct HeadingIDTests {
    func html(_ markdown: String) -> String {
        CMarkDocument.renderJournal(markdown, options: MarkdownOptions()).html.trusted.html
    }

    @Test(
        arguments: [
            ("Day 3: Over the pass", "day-3-over-the-pass"),
            ("Hello, *World*!", "hello-world"),
            ("A & B", "a--b"),
            ("snake_case `code`", "snake_case-code"),
            ("Über den Col d'Èze", "über-den-col-dèze"),
            ("東京 2023", "東京-2023"),
            ("Пермь", "пермь"),
            ("?!", "heading"),
        ])
    func slugsAreHugos(_ text: String, _ slug: String) {
        #expect(HeadingIDs.slug(text) == slug)
    }

    @Test func headingsGetIDsOnTheirElementAtTheirPlacedLevel() {
        let rendered = html("### Day 1\n\nText.\n\n#### Morning *walk*\n")
        #expect(rendered.contains("<h2 id=\"day-1\">Day 1</h2>\n<p>Text.</p>\n"), "\(rendered)")
        #expect(rendered.contains("<h3 id=\"morning-walk\">Morning <em>walk</em></h3>"), "\(rendered)")
    }

    @Test func repeatsAreNumberedFromOneAndNeverTakeAnotherHeadingsID() {
        let rendered = html("## Lunch\n\n## Lunch\n\n## Lunch 1\n\n## Lunch\n")
        #expect(HeadingTags.ids(in: rendered) == ["lunch", "lunch-1", "lunch-1-1", "lunch-2"], "\(rendered)")
    }

    @Test func customIDsAreHonouredAndLeaveTheText() {
        let rendered = html("## Day 3 {#summit}\n\n## Day 4 {#x_y.z .big}\n\n## Price {per night}\n\n## Summit\n")
        #expect(rendered.contains("<h2 id=\"summit\">Day 3</h2>"), "\(rendered)")
        #expect(rendered.contains("<h2 id=\"x_y.z\">Day 4</h2>"), "\(rendered)")
        #expect(rendered.contains("<h2 id=\"price-per-night\">Price {per night}</h2>"), "\(rendered)")
        #expect(rendered.contains("<h2 id=\"summit-1\">Summit</h2>"), "an automatic id steps around a custom one")
    }

    @Test func anAttributeBlockLeavesTheSearchTextAndLinksKeepTheirLines() {
        let journal = CMarkDocument.renderJournal(
            "Intro.\n\n## [Day 3](#summit) {#summit}\n", options: MarkdownOptions())
        #expect(journal.text == "Intro.\nDay 3")
        #expect(journal.links == [JournalLink(url: "#summit", line: 3)])
    }

    @Test func idsAreEscapedAndTextStaysText() {
        let rendered = html("## 5 < 6 & \"quoted\" {#a.b}\n\n## 5 < 6 & \"quoted\"\n")
        #expect(rendered.contains("<h2 id=\"a.b\">5 &lt; 6 &amp; &quot;quoted&quot;</h2>"), "\(rendered)")
        #expect(rendered.contains("<h2 id=\"5--6--quoted\">5 &lt; 6 &amp; &quot;quoted&quot;</h2>"), "\(rendered)")
    }

    @Test func theIDsOfThePageAndItsActivitiesAreNotTaken() throws {
        let text = tripFile(
            "title: Oslo",
            body: "## Main\n\n## Activity snorkel\n\n- [ ] task_1\n\n## task_1\n\n## Label activity snorkel 2\n\n"
                + "## Activities\n\n- [ ] Snorkel\n")
        let trip = try #require(
            TripParser.parse(SourceFile(path: "oslo.md", text: text), slug: "oslo", markdown: MarkdownOptions()).trip)
        #expect(
            HeadingTags.ids(in: trip.bodyHTML.html) == [
                "main-1", "activity-snorkel", "task_1-1", "label-activity-snorkel-2",
            ])
        #expect(trip.activities.map(\.anchor) == ["activity-snorkel-3"])
    }

    @Test func tripsEntriesAndPagesCarryTheIDs() throws {
        let site = try FixtureSite(AnchorFixtures.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        #expect(try #require(output.text("trips/oslo/index.html")).contains("<h2 id=\"harbour\">The harbour</h2>"))
        #expect(try #require(output.text("trips/oslo/fjord/index.html")).contains("<h2 id=\"morning\">Morning</h2>"))
        #expect(try #require(output.text("about/index.html")).contains("<h2 id=\"who-i-am\">Who I am</h2>"))
    }
}

/// A trip with an entry, another trip and a page, each linking to anchors that are there
/// and to some that are not.
enum AnchorFixtures {
    static let files: [String: String] = [
        "content/trips/oslo/index.md": tripFile(
            "title: Oslo",
            body: "## Day 2\n\n[up](#day-2), [gone](#day-9), [custom](#harbour)\n\n## The harbour {#harbour}\n"),
        "content/trips/oslo/2025-07-01-fjord.md": tripFile(
            "title: Fjord", body: "## Morning\n\n[trip](/trips/oslo/#day-2), [self](#morning), [up](./#nowhere)\n"),
        "content/trips/bergen.md": tripFile(
            "title: Bergen", body: "[Oslo](/trips/oslo/#the-harbour)\n\n[Oslo's harbour](../oslo/#harbour)\n"),
        "content/pages/about.md": tripFile(
            "title: About", body: "## Who I am\n\n[Me](#who-i-am) [Fjord](/trips/oslo/fjord/#morning)\n"),
    ]
}
