import Foundation
import TripSiteCore

/// How entries of a journal without trips (Day One's) are grouped into trips: one trip per
/// tag (`tag`), or a new trip after `days` or more days without an entry (`gap:3`).
package enum TripGrouping: Sendable, Equatable {
    case tag
    case gap(days: Int)

    package static let `default` = TripGrouping.gap(days: 3)

    /// `tag`, or `gap:N` with N ≥ 1; nil for anything else.
    package init?(argument: String) {
        if argument == "tag" {
            self = .tag
            return
        }
        guard argument.hasPrefix("gap:"), let days = Int(argument.dropFirst(4)), days >= 1 else { return nil }
        self = .gap(days: days)
    }

    /// One group of entries: its tag (for `tag`; nil for the untagged), and its items in
    /// the order given.
    package struct Group<Item> {
        package var tag: String?
        package var items: [Item]
    }

    /// `items` (in date order) in groups, in the order their first item comes. For `tag`,
    /// an item goes to its first tag's group (tags that differ only in case are one), and
    /// untagged items to one group with no tag. `day` is an item's date, `YYYY-MM-DD`.
    package func groups<Item>(_ items: [Item], day: (Item) -> String, tags: (Item) -> [String]) -> [Group<Item>] {
        switch self {
        case .tag:
            var groups: [Group<Item>] = []
            var index: [String: Int] = [:]
            for item in items {
                let tag = tags(item).map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
                let key = tag?.lowercased() ?? ""
                if let at = index[key] {
                    groups[at].items.append(item)
                } else {
                    index[key] = groups.count
                    groups.append(Group(tag: tag, items: [item]))
                }
            }
            return groups
        case .gap(let days):
            var groups: [Group<Item>] = []
            var last: Int?
            for item in items {
                let ordinal = Self.ordinal(day(item))
                if let last, let ordinal, ordinal - last - 1 < days, !groups.isEmpty {
                    groups[groups.count - 1].items.append(item)
                } else {
                    groups.append(Group(tag: nil, items: [item]))
                }
                last = ordinal ?? last
            }
            return groups
        }
    }

    /// Days since 1970-01-01 of `YYYY-MM-DD`.
    static func ordinal(_ day: String) -> Int? {
        Day(iso: day)?.daysSince1970
    }
}
