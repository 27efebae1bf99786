/// An activity as found in a journal's Activities section, before it joins the model.
package struct ParsedActivity: Hashable, Encodable, Sendable {
    /// The item's name as inline HTML (formatting kept), without the trailing date.
    package var nameHTML: MarkdownHTML
    /// The same name as plain text.
    package var title: String
    package var isDone: Bool
    /// The text inside a trailing `(YYYY-MM-DD)`, if any; validated by the caller.
    package var dateText: String?
    /// Indented text under the item, as HTML.
    package var notesHTML: MarkdownHTML?
    /// Line of the item within the Markdown (1-based).
    package var line: Int
}

/// The result of rendering a journal: its HTML without the Activities section's task
/// items, and those items as activities.
package struct RenderedJournal: Hashable, Encodable, Sendable {
    package var html: MarkdownHTML
    package var activities: [ParsedActivity]
    /// Line of the first "Activities" heading (1-based), if there is one.
    package var activitiesHeadingLine: Int?
    /// Every link and image destination in the journal, with its line, for `tripsite check`.
    package var links: [JournalLink] = []
    /// The words of the journal (without its activities), for search.
    package var text = ""
    /// The shortcodes and Liquid tags left out of it, to warn about.
    package var shortcodes: [RemovedShortcode] = []
    /// The ids its headings were given (`CMarkDocument.identifyHeadings`), which the trip's
    /// activities' anchors step around.
    package var headingIDs: [String] = []
}

/// A link or image destination written in Markdown, and the line it is on (in the Markdown).
package struct JournalLink: Hashable, Codable, Sendable {
    package var url: String
    package var line: Int
    /// An image's source (`![…](url)`) rather than a link's target.
    package var isImage = false

    package init(url: String, line: Int, isImage: Bool = false) {
        self.url = url
        self.line = line
        self.isImage = isImage
    }
}
