import Testing
import TripSiteCore

/// Which paragraphs of a journal stand as embeds: a video or map link alone in its paragraph,
/// at the top level or in a quote. Everything else stays the link cmark-gfm wrote, and drawn
/// without cards the HTML is exactly cmark-gfm's.
@Suite struct EmbedParagraphTests {
    static let youtube = "https://youtu.be/dQw4w9WgXcQ"

    func journal(_ markdown: String, embeds: Bool = true) -> RenderedJournal {
        CMarkDocument.renderJournal(markdown, options: MarkdownOptions(embeds: embeds))
    }

    @Test(arguments: [
        youtube, "<\(youtube)>", "[Dawn at the temple](\(youtube))", "  \(youtube)  ", "> \(youtube)",
        "[*Dawn* at `the` temple](\(youtube) \"a title\")",
    ])
    func aLinkAloneIsAnEmbed(_ markdown: String) {
        let html = journal("Before.\n\n" + markdown + "\n\nAfter.\n").html
        #expect(html.embeds.count == 1, "\(markdown)")
        #expect(html.embeds.first?.link.provider == .youtube)
        #expect(html.embeds.first?.line == 3)
        let card = "<div class=\"card\"></div>"
        #expect(html.drawn({ _ in "" }, embed: { _ in card }).html.contains(card), "the embed is drawn at its marker")
        #expect(!html.html.contains("youtu"), "the link is out of the HTML, drawn from its marker")
    }

    @Test(arguments: [
        "Watch \(youtube) tonight.", "\(youtube) tonight", "- \(youtube)", "1. \(youtube)",
        "[![A still](still.jpg)](\(youtube))", "Dawn:\n\(youtube)", "\(youtube)\n\(youtube)",
        "# \(youtube)", "| a |\n|---|\n| \(youtube) |", "    \(youtube)", "```\n\(youtube)\n```",
        "https://example.com/watch?v=dQw4w9WgXcQ",
    ])
    func anythingElseStaysALink(_ markdown: String) {
        let html = journal(markdown + "\n")
        #expect(html.html.embeds.isEmpty, "\(markdown)")
        #expect(html.html.trusted.html == journal(markdown + "\n", embeds: false).html.trusted.html)
    }

    /// A reference link alone is one link in the tree, so it is an embed too; the
    /// reference-style line above is what cmark-gfm leaves out of the HTML.
    @Test func aFullReferenceLinkAloneIsAnEmbed() {
        #expect(journal("[Dawn][v]\n\n[v]: \(Self.youtube)\n").html.embeds.first?.title == "Dawn")
    }

    @Test func titlesAreTheLinkTextUnlessItIsTheURL() {
        let html = journal(
            "\(Self.youtube)\n\n<https://vimeo.com/1>\n\n[Path **at dawn**](https://vimeo.com/2)\n\n"
                + "www.youtube.com/watch?v=dQw4w9WgXcQ\n"
        ).html
        #expect(html.embeds.map(\.title) == [nil, nil, "Path at dawn", nil])
        #expect(html.embeds.last?.link.url == "http://www.youtube.com/watch?v=dQw4w9WgXcQ")
    }

    /// Drawn as cmark-gfm wrote them (`trusted`, what a feed gets), embeds are the same HTML,
    /// byte for byte, as with embeds off: nothing of the text is lost or moved.
    @Test func withoutCardsTheHTMLIsCmarks() {
        let markdown = """
            Intro with a [link](https://example.com).

            \(Self.youtube)

            > [Quoted](https://vimeo.com/76979871)
            >
            > more

            <https://www.openstreetmap.org/#map=12/46.5/7.9>

            ## Activities
            - [ ] Hike https://youtu.be/dQw4w9WgXcQ
            """
        let on = journal(markdown)
        let off = journal(markdown, embeds: false)
        #expect(on.html.embeds.count == 3 && off.html.embeds.isEmpty)
        #expect(on.html.trusted.html == off.html.trusted.html)
        #expect(on.activities.count == 1, "an activity naming a video keeps its name")
        #expect(on.links.map(\.url).sorted() == off.links.map(\.url).sorted(), "check sees every link")
    }

    /// Front matter moves the lines; the embed's line is the file's.
    @Test func embedLinesCountTheFrontMatter() throws {
        let source = SourceFile(
            path: "content/trips/x.md", text: "---\ntitle: X\n---\nIntro.\n\n\(Self.youtube)\n")
        let trip = try #require(TripParser.parse(source, slug: "x", markdown: MarkdownOptions()).trip)
        #expect(trip.bodyHTML.embeds.first?.line == 6)
    }
}
