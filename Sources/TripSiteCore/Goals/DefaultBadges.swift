import TripSiteHTML

/// The badges every site has unless `content/goals.yml` says `defaults: false`. A badge in
/// goals.yml with one of these ids replaces it.
package enum DefaultBadges {
    package static let all: [Badge] = [
        badge("first-activity", "First Step", "Check off your first activity.", "flag", "indigo", .activities, 1),
        badge("10-activities", "10 Activities", "Check off ten activities.", "star", "blue", .activities, 10),
        badge("25-activities", "25 Activities", "Check off twenty-five activities.", "star", "teal", .activities, 25),
        badge("50-activities", "50 Activities", "Check off fifty activities.", "trophy", "orange", .activities, 50),
        badge("100-activities", "100 Activities", "Check off a hundred activities.", "trophy", "red", .activities, 100),
        badge("first-trip", "First Trip", "Take your first trip.", "compass", "green", .trips, 1),
        badge(
            "spring-explorer", "Spring Explorer", "Take a spring trip.", "flower", "pink", .trips, 1,
            season: .spring),
        badge(
            "summer-explorer", "Summer Explorer", "Take a summer trip.", "sun", "yellow", .trips, 1, season: .summer
        ),
        badge("fall-explorer", "Fall Explorer", "Take a fall trip.", "leaf", "orange", .trips, 1, season: .fall),
        badge(
            "winter-explorer", "Winter Explorer", "Take a winter trip.", "snowflake", "cyan", .trips, 1,
            season: .winter),
        badge("four-seasons", "Four Seasons", "Travel in every season.", "mountain", "purple", .seasons, 4),
        badge("globetrotter", "Globetrotter", "Travel in five countries.", "globe", "teal", .countries, 5),
        badge(
            "three-continents", "Three Continents", "Travel on three continents.", "map", "mint", .continents, 3),
        badge("30-nights", "A Month Away", "Spend thirty nights away.", "heart", "brown", .nights, 30),
    ]

    /// The badges with each built-in one that goals.yml did not retitle (or describe anew) in
    /// the site's language: `badge.<id>.title` and `badge.<id>.description`, `%d` the threshold.
    package static func localized(_ badges: [Badge], strings: Strings) -> [Badge] {
        badges.map { badge in
            guard let builtIn = all.first(where: { $0.id == badge.id }) else { return badge }
            var badge = badge
            if badge.title == builtIn.title {
                badge.title = strings.format("badge.\(badge.id).title", builtIn.rule.threshold)
            }
            if badge.description == builtIn.description {
                badge.description = strings.format("badge.\(badge.id).description", builtIn.rule.threshold)
            }
            return badge
        }
    }

    private static func badge(
        _ id: String, _ title: String, _ description: String, _ symbol: String, _ color: String,
        _ metric: BadgeRule.Metric, _ threshold: Int, season: Season? = nil
    ) -> Badge {
        Badge(
            id: id, title: title, description: description, symbol: symbol, color: BadgeColor(color)!,
            rule: BadgeRule(metric: metric, threshold: threshold, season: season))
    }
}
