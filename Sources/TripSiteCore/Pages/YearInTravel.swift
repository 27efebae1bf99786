import TripSiteGeo
import TripSiteHTML

/// "2025 in travel", at the top of a year's page: its trips, their countries, the kilometres
/// of their routes, the activities done and the badges earned that year, and its map. Made
/// when the recipes are listed (from the year's trips, their route totals and the goals), so the page
/// recipe holds only these values.
struct YearInTravel: Sendable {
    var year: Int
    var trips: [Trip]
    var countries: Int
    var distance: Double
    var hasRoutes: Bool
    /// Activities of the year's trips that are done.
    var activitiesDone: Int
    /// Badges earned on a date in the year, in the order they were earned.
    var badges: [Badge]

    init?(_ term: TaxonomyTerm, site: Site) {
        guard term.kind == .years, let year = Int(term.slug) else { return nil }
        self.year = year
        trips = term.trips
        // Each name written looked up once: a year's trips name the same few countries.
        countries = Set(Set(trips.compactMap(\.country)).compactMap(GoalsEvaluator.countryKey)).count
        distance = trips.reduce(0) { $0 + $1.routeDistance }
        hasRoutes = distance > 0
        activitiesDone = trips.reduce(0) { $0 + $1.activities.lazy.filter(\.isDone).count }
        badges = site.goals.recentlyEarned.reversed().filter { $0.earnedDate?.day?.year == year }.map(\.badge)
    }

    func section(context: RenderContext) -> Node {
        let strings = context.strings
        var items = [
            StatList.Item(value: strings.number(trips.count), label: strings["year.trips"]),
            StatList.Item(value: strings.number(countries), label: strings["taxonomy.countries"]),
            StatList.Item(value: strings.number(activitiesDone), label: strings["goals.stat.activities"]),
            StatList.Item(value: strings.number(badges.count), label: strings["year.badges"]),
        ]
        if hasRoutes {
            items.insert(
                .init(value: RouteViews.kilometres(distance, strings), label: strings["route.distance"]), at: 2)
        }
        let marks = MapMarks(trips: trips, language: context.config.language)
        let title = strings.format("year.title", string: strings.locale.year(year))
        return Node.section([.class("year-in-travel"), .aria("labelledby", "year-title")]) {
            Node.h2([.id("year-title"), .style(.title2)]) { title }
            StatList(items: items, attributes: [.class("route-stats")])
            if !badges.isEmpty {
                Node.ul([.class("year-badges")]) {
                    for badge in badges {
                        Node.li { Node.a([.href(context.urls.badge(badge.id))]) { badge.title } }
                    }
                }
            }
            WorldMap.figure(marks, label: strings.format("map.label", string: title), context: context)
        }
    }
}
