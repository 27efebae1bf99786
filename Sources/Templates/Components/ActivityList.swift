/// A trip's activities as a checklist: each item is a read-only checkbox (checked when done,
/// drawn with the accent colour), the name, the completion date and any notes. The list comes
/// in the build-time order; the sort control is hidden until the theme's script enables it,
/// so without JavaScript the default order stands.
public struct ActivityList: Component {
    public struct Item: Sendable {
        public var anchor: String
        public var name: TrustedHTML
        public var sortTitle: String
        public var isDone: Bool
        public var date: DateLabel?
        public var notes: TrustedHTML?
        /// The activity's position in the trip file, which the theme's script falls back on.
        public var sourceOrder: Int

        public init(
            anchor: String, name: TrustedHTML, sortTitle: String, isDone: Bool, date: DateLabel?, notes: TrustedHTML?,
            sourceOrder: Int
        ) {
            self.anchor = anchor
            self.name = name
            self.sortTitle = sortTitle
            self.isDone = isDone
            self.date = date
            self.notes = notes
            self.sourceOrder = sourceOrder
        }
    }

    public enum Sort: String, Sendable, CaseIterable {
        case title, date, completed
    }

    public var items: [Item]
    public var sort: Sort
    public var strings: Strings

    public init(items: [Item], sort: Sort, strings: Strings) {
        self.items = items
        self.sort = sort
        self.strings = strings
    }

    public var body: Node {
        .section([.class("activities"), .aria("labelledby", "activities-title")]) {
            Node.header([.class("activities-header")]) {
                Node.h2([.style(.title2, "activities-title"), .id("activities-title")]) { strings["activities"] }
                Node.div([.class("activity-sort"), .flag("hidden")]) {
                    Node.label([.style(.callout), Attribute("for", "sort-activities")]) { strings["sort.label"] }
                    Node.select([.id("sort-activities"), .class("activity-sort-select")]) {
                        for option in Sort.allCases {
                            Node.option(
                                [Attribute("value", option.rawValue)] + (option == sort ? [.flag("selected")] : [])
                            ) {
                                strings["sort." + option.rawValue]
                            }
                        }
                    }
                }
            }
            Node.ul([.class("activity-list"), .data("sort", sort.rawValue)]) {
                for item in items {
                    ActivityRow(item: item, strings: strings)
                }
            }
        }
    }
}

/// One activity in the checklist.
public struct ActivityRow: Component {
    public var item: ActivityList.Item
    public var strings: Strings

    public init(item: ActivityList.Item, strings: Strings) {
        self.item = item
        self.strings = strings
    }

    public var body: Node {
        // Anchors all start with "activity-", so "label-…" ids cannot collide with them.
        let nameID = "label-" + item.anchor
        return .li([
            .class("activity", item.isDone ? "is-done" : ""), .id(item.anchor),
            .data("title", item.sortTitle), .data("date", item.date?.iso ?? ""),
            .data("done", item.isDone ? "1" : "0"), .data("order", String(item.sourceOrder)),
        ]) {
            Node.input(
                [.class("activity-check"), Attribute("type", "checkbox"), .flag("disabled")]
                    + (item.isDone ? [.flag("checked")] : []) + [.aria("labelledby", nameID)]
            )
            Node.div([.class("activity-text")]) {
                Node.p([.style(.body, "activity-name"), .id(nameID)]) { Node.trusted(item.name) }
                if let date = item.date {
                    Node.p([.style(.footnote, "activity-date")]) { date }
                }
                if let notes = item.notes, !notes.isEmpty {
                    Node.div([.style(.callout, "activity-notes")]) { Node.trusted(notes) }
                }
            }
        }
    }
}
