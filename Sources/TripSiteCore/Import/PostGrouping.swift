import Foundation

/// `--group-by tag|category|series`: posts that share their first tag, category or series
/// with another dated post become one trip, each an entry of it; the others stay trips.
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

    /// The units in the order of their first post. A post with a shared value but no date
    /// cannot be an entry: it stays a trip, with a warning.
    func units(_ posts: [ImportedPost], report: inout ImportReport) -> [Unit] {
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
