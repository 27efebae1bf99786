import Foundation
import TripSiteCore

/// `--group-by tag|category|series`: posts that share their first tag, category or series
/// with another dated post become one trip, each an entry of it; the others stay trips. A
/// group whose posts are more than `gap` days apart is one trip per run of posts (`--gap`):
/// posts of one tag over the years are several journeys, and preparation posts weeks before
/// the first day on the trail are not part of the hike's days.
package enum PostGrouping: String, Sendable, CaseIterable {
    case tag, category, series

    /// What the importer writes: a post as a trip, or posts as one trip's entries.
    enum Unit {
        case trip(ImportedPost)
        case group(title: String, posts: [ImportedPost])
    }

    func key(of post: ImportedPost) -> String? {
        let value =
            switch self {
            case .tag: post.firstTag
            case .category: post.firstCategory
            case .series: post.firstSeries
            }
        let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The days between two posts of one group past which they are two trips (Day One's
    /// split, `TripGrouping.gap`, is 3 days without an entry; a blog posts less often).
    package static let defaultGap = 7

    /// The units in the order of their first post, each group split at gaps of more than
    /// `gap` days. A post with a shared value but no date cannot be an entry: it stays a
    /// trip, with a warning.
    func units(_ posts: [ImportedPost], gap: Int = defaultGap, report: inout ImportReport) -> [Unit] {
        grouped(posts, report: &report).flatMap { unit -> [Unit] in
            guard case .group(let title, let members) = unit else { return [unit] }
            let runs = Self.runs(members, gap: gap)
            guard runs.count > 1 else { return [unit] }
            // The longest run (the first of the longest) is the journey the value names.
            let main = runs.indices.max {
                runs[$0].count < runs[$1].count || (runs[$0].count == runs[$1].count && $0 > $1)
            }
            return runs.indices.map { index in
                let run = runs[index]
                if run.count == 1 { return .trip(run[0]) }
                return .group(title: index == main ? title : Self.title(title, of: run, among: runs), posts: run)
            }
        }
    }

    /// `posts` in date order, cut where the next post is more than `gap` days after the one
    /// before it.
    static func runs(_ posts: [ImportedPost], gap: Int) -> [[ImportedPost]] {
        let dated = posts.enumerated().sorted { ($0.element.date!, $0.offset) < ($1.element.date!, $1.offset) }
        var runs: [[ImportedPost]] = []
        var last: Int?
        for post in dated.map(\.element) {
            let day = post.date!.daysSince1970
            if let last, day - last <= gap {
                runs[runs.count - 1].append(post)
            } else {
                runs.append([post])
            }
            last = day
        }
        return runs
    }

    /// The trip title of a run other than the longest: the group's, with the month and year
    /// of its first post ("Pacific Crest Trail, April 2019"), and its day when another run
    /// starts in the same month.
    static func title(_ title: String, of run: [ImportedPost], among runs: [[ImportedPost]]) -> String {
        let day = run[0].date!
        let sameMonth = runs.filter { $0[0].date!.year == day.year && $0[0].date!.month == day.month }.count > 1
        let month = monthNames[day.month - 1]
        return "\(title), " + (sameMonth ? "\(day.day) " : "") + "\(month) \(day.year)"
    }

    /// Titles are written in the import's language, English, as the report is.
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The posts grouped by their first value, in the order of their first post.
    private func grouped(_ posts: [ImportedPost], report: inout ImportReport) -> [Unit] {
        var counts: [String: Int] = [:]
        for post in posts where post.date != nil {
            if let key = key(of: post) { counts[key.lowercased(), default: 0] += 1 }
        }
        var units: [Unit] = []
        var groupIndex: [String: Int] = [:]
        for post in posts {
            guard let key = key(of: post), counts[key.lowercased(), default: 0] >= 2 else {
                units.append(.trip(post))
                continue
            }
            guard post.date != nil else {
                report.warn(
                    "has no date (no 'date' and none in its name), so it cannot be an entry of the trip '\(key)': "
                        + "imported as a trip of its own", file: post.file, line: 1)
                units.append(.trip(post))
                continue
            }
            if let index = groupIndex[key.lowercased()], case .group(let title, let members) = units[index] {
                units[index] = .group(title: title, posts: members + [post])
            } else {
                groupIndex[key.lowercased()] = units.count
                units.append(.group(title: key, posts: [post]))
            }
        }
        return units
    }
}
