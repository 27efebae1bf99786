import TripSiteCore

/// A trip value for model-level tests (no parsing).
package func makeTrip(
    _ slug: String, season: Season? = nil, country: String? = nil, tags: [String] = [],
    start: String? = nil, end: String? = nil, draft: Bool = false, activities: [(done: Bool, date: String?)]
) -> Trip {
    let list = activities.enumerated().map { index, item in
        Activity(
            title: "\(slug) \(index)", nameHTML: MarkdownHTML(cmarkOutput: "\(slug) \(index)"), isDone: item.done,
            date: item.date.flatMap(Day.init(iso:)), notesHTML: nil, line: index + 1,
            anchor: "activity-\(slug)-\(index)")
    }
    return Trip(
        slug: slug, sourcePath: "content/trips/\(slug).md", title: slug.capitalized, subtitle: nil, country: country,
        photo: .placeholder, season: season, start: start.flatMap(Day.init(iso:)), end: end.flatMap(Day.init(iso:)),
        created: nil, tags: tags, isFeatured: false, isDraft: draft, bodyHTML: MarkdownHTML(cmarkOutput: ""),
        activities: list, bundleFiles: []
    )
}

/// `n` done activities on the given date.
package func done(_ n: Int, on date: String?) -> [(done: Bool, date: String?)] {
    Array(repeating: (true, date), count: n)
}
package func todo(_ n: Int) -> [(done: Bool, date: String?)] { Array(repeating: (false, nil), count: n) }

package func rule(
    _ metric: BadgeRule.Metric, _ threshold: Int, season: Season? = nil, tag: String? = nil, country: String? = nil,
    year: Int? = nil
) -> Badge {
    Badge(
        id: "test", title: "Test", description: "", symbol: "star", color: BadgeColor("indigo")!,
        rule: BadgeRule(metric: metric, threshold: threshold, season: season, tag: tag, country: country, year: year))
}

package func status(_ badge: Badge, _ trips: [Trip]) -> BadgeStatus {
    GoalsEvaluator.evaluate([badge], trips: trips).statuses[0]
}
