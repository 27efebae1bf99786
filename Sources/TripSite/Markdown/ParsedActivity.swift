import Templates

/// An activity as found in a journal's Activities section, before it joins the model.
struct ParsedActivity: Hashable, Sendable {
    /// The item's name as inline HTML (formatting kept), without the trailing date.
    var nameHTML: TrustedHTML
    /// The same name as plain text.
    var title: String
    var isDone: Bool
    /// The text inside a trailing `(YYYY-MM-DD)`, if any; validated by the caller.
    var dateText: String?
    /// Indented text under the item, as HTML.
    var notesHTML: TrustedHTML?
    /// Line of the item within the Markdown (1-based).
    var line: Int
}

/// The result of rendering a journal: its HTML without the Activities section's task
/// items, and those items as activities.
struct RenderedJournal: Hashable, Sendable {
    var html: TrustedHTML
    var activities: [ParsedActivity]
    /// Line of the first "Activities" heading (1-based), if there is one.
    var activitiesHeadingLine: Int?
    /// Every link and image destination in the journal, with its line, for `tripsite check`.
    var links: [JournalLink] = []
}

/// A link or image destination written in Markdown, and the line it is on (in the Markdown).
struct JournalLink: Hashable, Sendable {
    var url: String
    var line: Int
}
