import Foundation
import TripSiteCore

/// One group of Day One entries as a trip bundle: `content/trips/<slug>/index.md` and a
/// sub-folder entry for each.
struct DayOneTrip {
    var group: TripGrouping.Group<DayOneImporter.Dated>
    var grouping: TripGrouping
    var source: DayOneSource
    var label: String

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The tag; for gap grouping, the place most of its entries share and its months
    /// ("Tokyo, March 2023", "Tokyo, March–April 2023", `DayOnePlaces`), else "Journal, May
    /// 2023" (its first month); "Untagged" for the untagged entries.
    var title: String {
        if grouping == .tag { return group.tag ?? "Untagged" }
        guard let first = group.items.first, let last = group.items.last else { return "Journal" }
        guard let place = DayOnePlaces.common(group.items.compactMap(\.entry.location)) else {
            return "Journal, \(Self.month(first.local.month)) \(first.local.year)"
        }
        return "\(place), \(Self.months(from: first.local, to: last.local))"
    }

    static func month(_ number: Int) -> String { months[max(0, min(11, number - 1))] }

    /// "March 2023", "March–April 2023", "December 2023 – January 2024".
    static func months(from first: LocalTime, to last: LocalTime) -> String {
        if first.year != last.year {
            return "\(month(first.month)) \(first.year) – \(month(last.month)) \(last.year)"
        }
        if first.month != last.month { return "\(month(first.month))–\(month(last.month)) \(first.year)" }
        return "\(month(first.month)) \(first.year)"
    }

    /// Where the trip comes from, for a later import to find its folder: its tag, or the uuid
    /// of its first entry (a newer export adds entries after it, not before).
    var identity: String {
        if grouping == .tag { return "dayone:tag:\(group.tag ?? "")" }
        return "dayone:\(group.items.first?.entry.uuid ?? title)"
    }

    func write(slugs: inout UniqueSlugs, into writer: inout ImportWriter) throws(ImportError) {
        let base = Slug.transliterated(title)
        let slug = writer.tripSlug(for: identity, base: base.isEmpty ? "journal" : base, slugs: &slugs)
        let tripPath = "content/trips/\(slug)"
        var names = UniqueSlugs()
        for item in group.items {
            let entry = DayOneEntry(item: item, tripPath: tripPath, source: source, label: label)
            try entry.write(names: &names, into: &writer)
        }
        var pairs: [(String, FrontMatterValue)] = [("title", .text(title))]
        if grouping == .tag, let tag = group.tag { pairs.append(("tags", .list([.text(tag)]))) }
        pairs.append((ImportWriter.identityKey, .text(identity)))
        let body = "\(ImportReport.counted(group.items.count, "entry")) from Day One."
        try writer.write(text: FrontMatterWriter.document(pairs, body: body), to: "\(tripPath)/index.md", kind: .trip)
    }
}
