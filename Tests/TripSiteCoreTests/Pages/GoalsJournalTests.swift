import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The goals of a journal of trips taken, with no checklists: the goals page leads with
/// what the trips come to, shows no activity goal it cannot count, and names countries,
/// not their codes; the map page and the badges belong to Goals in the navigation.
@Suite struct GoalsJournalTests {
    static let files: [String: String] = [
        "content/trips/lisbon.md": tripFile(
            "title: Lisbon in Spring\ncountry: PT\nlocation: {name: Lisbon, lat: 38.72, lon: -9.14}\n"
                + "start: 2024-04-02\nend: 2024-04-09",
            body: "Tiles and trams.\n"),
        "content/trips/oslo.md": tripFile(
            "title: Oslo Fjords\ncountry: NO\nlocation: {name: Oslo, lat: 59.91, lon: 10.75}\n"
                + "start: 2022-06-10\nend: 2022-06-20",
            body: "Ferries.\n"),
    ]

    @Test func leadsWithTravelAndShowsNoActivityGoalWithoutActivities() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let page = try #require(output.text("goals/index.html"))
        let sections = page.matches(of: /<section class="goals-section" id="([a-z-]+)"/).map { String($0.output.1) }
        #expect(sections == ["travel", "recent", "next", "travel-map", "all"], "travel so far first")
        let travel = try #require(section("travel", in: page))
        #expect(travel.contains("Trips travelled") && travel.contains("Countries") && travel.contains("Nights away"))
        #expect(!page.contains("Activities done"), "no activities total of 0 / 0")
        #expect(!page.contains("0 of 1 activity") && !page.contains("activities —"), "no activity goal to count")
        for id in ["first-activity", "10-activities", "100-activities"] {
            #expect(!page.contains("/badges/\(id)/"), "\(id) has nothing to count")
            #expect(output.files["badges/\(id)/index.html"] != nil, "its page stays")
        }
        #expect(page.contains("/badges/first-trip/"), "an earned badge")
        let badges = try #require(output.text("badges/index.html"))
        #expect(!badges.contains("/badges/first-activity/") && badges.contains("/badges/globetrotter/"))
        #expect(badges.contains("3 of 9 earned"), "of the badges shown")
    }

    @Test func activitiesCountOnceATripHasOne() throws {
        var files = Self.files
        files["content/trips/rome.md"] = tripFile("title: Rome", body: "## Activities\n- [ ] Pantheon\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("goals/index.html"))
        let travel = try #require(section("travel", in: page))
        #expect(travel.contains("Activities done") && travel.contains("data-done=\"0\" data-total=\"1\""))
        #expect(page.contains("/badges/first-activity/"))
    }

    @Test func sectionPagesMarkTheirSectionAsCurrentNotThePage() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let goalsLink = "href=\"/goals/\" class=\"site-nav-link\" aria-current="
        let homeLink = "href=\"/\" class=\"site-nav-link\" aria-current="
        #expect(output.text("goals/index.html")?.contains(goalsLink + "\"page\"") == true)
        for path in ["map/index.html", "badges/index.html", "badges/first-trip/index.html"] {
            let page = try #require(output.text(path))
            #expect(page.contains(goalsLink + "\"true\""), "\(path)")
            #expect(!page.contains("aria-current=\"page\""), "\(path)")
        }
        #expect(output.text("index.html")?.contains(homeLink + "\"page\"") == true)
        let trip = try #require(output.text("trips/lisbon/index.html"))
        #expect(trip.contains(homeLink + "\"true\"") && !trip.contains("aria-current=\"page\""))
    }

    @Test func pinsAreNamedAndShowTheirName() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("map/index.html"))
        #expect(
            page.contains(
                "class=\"map-pin map-pin-done\" aria-label=\"Lisbon in Spring\"><title>Lisbon in Spring</title>"))
        #expect(page.contains("aria-hidden=\"true\">Lisbon in Spring</text>"), "the name shown on hover and focus")
        #expect(page.contains("<a href=\"/trips/lisbon/\">Lisbon in Spring</a>"), "the list stays")
    }

    @Test func countriesAreNamedNotCoded() throws {
        var files = Self.files
        files["content/goals.yml"] =
            "badges:\n  - {id: norway, title: Norway, symbol: star, color: blue, rule: {trips: 2, country: NO}}\n"
        let site = try FixtureSite(files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let badge = try #require(output.text("badges/first-trip/index.html"))
        #expect(badge.contains("Norway · ") && !badge.contains(">NO · ") && !badge.contains("NO · <time"))
        #expect(output.text("badges/norway/index.html")?.contains("Take 2 trips (in Norway).") == true)
        let search = try #require(output.text("search/index.html"))
        #expect(search.contains("Portugal") && !search.contains("&quot;PT&quot;"))
    }

    /// The HTML of `<section … id="ID" …>` up to its `</section>`.
    func section(_ id: String, in html: String) -> Substring? {
        guard let start = html.range(of: "id=\"\(id)\""),
            let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return html[start.lowerBound..<end.upperBound]
    }
}
