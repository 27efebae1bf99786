/// Where the headings of a text (a trip's journal, an entry's story, a standalone page) go
/// in its page's outline. A page has one `<h1>`, its title, and its outline never skips a
/// level (axe-core: `heading-order`), whatever levels the author wrote: imported Hugo and
/// Jekyll posts often start at `###` right under the title, or write `#` for their days.
///
/// The levels are set on cmark-gfm's heading nodes before rendering
/// (`CMarkDocument.placeHeadings`); only the level changes, never a heading's text, so
/// anything the author gave it (an `<a id>` of raw HTML) stays as written. Each heading's
/// `id` is given after (`HeadingIDs`).
package enum HeadingOutline {
    /// The heading a trip's journal sits under on its page: `TripHero`'s title, the `<h1>`,
    /// with no heading between (the facts are a list; the route, timeline, checklist and
    /// badges, each an `<h2>` section, come after the journal).
    package static let tripText = 1
    /// The heading an entry's text sits under: `PageHeader`'s title, the `<h1>` (the line
    /// with the trip's name above it, the day and place and the photo below it, have none).
    package static let entryText = 1
    /// The heading a standalone page's text sits under: `PageHeader`'s title, the `<h1>`.
    package static let pageText = 1

    /// The level each heading written at `written` (the document's headings in order) takes
    /// under a heading of level `parent`: one below the nearest heading before it that was
    /// written shallower, or `parent + 1` when there is none, at most 6.
    ///
    /// So the shallowest written level becomes `parent + 1` (`###` → `<h2>` under a page's
    /// title, `#` too), deeper ones follow at the same distance, and any skip is closed up
    /// (`##`, `####` → `<h2>`, `<h3>`), including one in the order of the text (`###`
    /// first, `##` later: both `<h2>`). Headings of one written level under one parent stay
    /// siblings.
    package static func levels(_ written: [Int], below parent: Int) -> [Int] {
        var open: [(written: Int, placed: Int)] = []
        return written.map { level in
            while let last = open.last, last.written >= level { open.removeLast() }
            let placed = min((open.last?.placed ?? parent) + 1, 6)
            open.append((level, placed))
            return placed
        }
    }
}
