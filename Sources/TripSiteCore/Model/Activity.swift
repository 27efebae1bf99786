/// Something to do on a trip, which can be checked off. Its name and notes are HTML rendered
/// by cmark-gfm (from a task-list item, or from a front-matter title rendered as inline
/// Markdown); `title` is the same name as plain text, for sorting, anchors and search.
package struct Activity: Hashable, Codable, Sendable {
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
package enum ActivitySort: String, CaseIterable, Sendable, Encodable {
    case title, date, completed

    /// Sorts activities; ties keep the order of the trip file (the sort is stable).
    package func sorted(_ activities: [Activity]) -> [Activity] {
        order(activities).map { activities[$0] }
    }

    /// The activities' positions in the trip file, in this order. Positions are sorted, not
    /// the activities: moving an `Activity` copies a dozen fields, and each title is
    /// lowercased once, not at every comparison.
    package func order(_ activities: [Activity]) -> [Int] {
        let positions = Array(activities.indices)
        switch self {
        case .title:
            let keys = activities.map { $0.title.lowercased() }
            return positions.sorted { a, b in keys[a] == keys[b] ? a < b : keys[a] < keys[b] }
        case .date:
            // Dated activities first, oldest first; undated ones after, in file order.
            return positions.sorted { a, b in
                switch (activities[a].date, activities[b].date) {
                case (let x?, let y?): x == y ? a < b : x < y
                case (.some, nil): true
                case (nil, .some): false
                case (nil, nil): a < b
                }
            }
        case .completed:
            // Done activities first, then the rest; file order within each group.
            return positions.sorted { a, b in
                activities[a].isDone == activities[b].isDone ? a < b : activities[a].isDone
            }
        }
    }
}
