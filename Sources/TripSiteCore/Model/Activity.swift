/// Something to do on a trip, which can be checked off. Its name and notes are HTML rendered
/// by cmark-gfm (from a task-list item, or from a front-matter title rendered as inline
/// Markdown); `title` is the same name as plain text, for sorting, anchors and search.
package struct Activity: Hashable, Sendable {
    package var title: String
    package var nameHTML: MarkdownHTML
    package var isDone: Bool
    package var date: Day?
    package var notesHTML: MarkdownHTML?
    /// Line of the activity in its trip file (1-based), for diagnostics.
    package var line: Int
    /// A stable, URL-safe anchor on the trip page, unique within the trip.
    package var anchor: String

    package init(
        title: String, nameHTML: MarkdownHTML, isDone: Bool, date: Day? = nil, notesHTML: MarkdownHTML? = nil,
        line: Int, anchor: String
    ) {
        self.title = title
        self.nameHTML = nameHTML
        self.isDone = isDone
        self.date = date
        self.notesHTML = notesHTML
        self.line = line
        self.anchor = anchor
    }
}

/// How activities are ordered on a trip page (`activitySort` in site.yml).
package enum ActivitySort: String, CaseIterable, Sendable {
    case title, date, completed

    /// Sorts activities; ties keep the order of the trip file (the sort is stable).
    package func sorted(_ activities: [Activity]) -> [Activity] {
        let indexed = Array(activities.enumerated())
        let ordered: [(offset: Int, element: Activity)]
        switch self {
        case .title:
            ordered = indexed.sorted { a, b in
                let x = a.element.title.lowercased()
                let y = b.element.title.lowercased()
                return x == y ? a.offset < b.offset : x < y
            }
        case .date:
            // Dated activities first, oldest first; undated ones after, in file order.
            ordered = indexed.sorted { a, b in
                switch (a.element.date, b.element.date) {
                case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
                case (.some, nil): return true
                case (nil, .some): return false
                case (nil, nil): return a.offset < b.offset
                }
            }
        case .completed:
            // Done activities first, then the rest; file order within each group.
            ordered = indexed.sorted { a, b in
                a.element.isDone == b.element.isDone ? a.offset < b.offset : a.element.isDone
            }
        }
        return ordered.map(\.element)
    }
}
