/// A video or map link that stands alone in its paragraph (`EmbedLink`), which pages draw as
/// an embed card. In the HTML cmark-gfm made, the paragraph stands as a marker
/// (`MarkdownHTML.embedMarker(_:)`); where no card is drawn (a feed) it is the paragraph
/// cmark-gfm wrote, a plain link.
package struct MarkdownEmbed: Hashable, Codable, Sendable {
    package var link: EmbedLink
    /// The link's text as plain text, or nil when it is the URL itself (a bare or `<…>` link).
    package var title: String?
    /// The line it is on, in the Markdown.
    package var line: Int
    /// The paragraph as cmark-gfm writes it: `<p><a href="…">…</a></p>`.
    package var cmarkHTML: String

    package init(link: EmbedLink, title: String?, line: Int, cmarkHTML: String) {
        self.link = link
        self.title = title
        self.line = line
        self.cmarkHTML = cmarkHTML
    }
}
