import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A site whose trips earn `10-activities` on a known date and are 3 away from `25-activities`.
@Suite struct GoalsPagesTests {
    static let files: [String: String] = [
        // 6 done: two on 2025-03-02, four on 2025-03-05 (the 10th overall).
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto\nseason: spring\ncountry: Japan\nstart: 2025-03-01",
            body: """
                ## Activities
                - [x] Temple at dawn (2025-03-02)
                - [x] Tea ceremony (2025-03-02)
                - [x] Philosopher's Path (2025-03-05)
                - [x] Nishiki market (2025-03-05)
                - [x] Fushimi Inari (2025-03-05)
                - [x] Cooking class (2025-03-05)
                """),
        // 6 done earlier, 3 to do.
        "content/trips/kona.md": tripFile(
            "title: Kona\nseason: summer\ncountry: United States\nstart: 2024-06-01",
            body: """
                ## Activities
                - [x] Manta night dive (2024-06-03)
                - [x] Frogfish (2024-06-02)
                - [x] Coffee farm (2024-06-06)
                - [x] Shave ice (2024-06-05)
                - [x] Snorkel (2024-06-04)
                - [x] Lava tube (2024-06-07)
                - [ ] Whale watching
                - [ ] Pololu Valley
                - [ ] Waipio lookout
                """),
        // 10 more done in a draft: must not count.
        "content/trips/secret.md": tripFile(
            "title: Secret\ndraft: true\nseason: fall",
            body: "## Activities\n" + String(repeating: "- [x] Thing (2026-01-01)\n", count: 10)),
    ]

    @Test func goalsPageSectionsOrderAndSentences() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let tenActivities = try #require(report.site.goals.statuses.first { $0.badge.id == "10-activities" })
        #expect(tenActivities.earnedDate == .recorded(Day(iso: "2025-03-05")!))
        let page = try #require(output.text("goals/index.html"))
        #expect(page.contains("class=\"totals\" data-done=\"12\" data-total=\"15\""))
        #expect(page.contains("aria-current=\"page\""))
        #expect(page.contains("href=\"/goals/\" class=\"site-nav-link\" aria-current=\"page\""))

        let recent = try #require(section("recent", in: page))
        let next = try #require(section("next", in: page))
        // Earned, newest first: 10-activities and spring-explorer (Kyoto complete) on 2025-03-05, then
        // first-activity (2024-06-02), then first-trip and summer-explorer on 2024-06-01: Kona, travelled
        // from that day, is the first trip, not Kyoto a year later (its day only estimated, but earlier).
        let earnedOrder = recent.matches(of: /href="\/badges\/([a-z0-9-]+)\/"/).map { String($0.output.1) }
        #expect(earnedOrder == ["10-activities", "spring-explorer", "first-activity", "first-trip", "summer-explorer"])
        #expect(recent.contains("<time datetime=\"2025-03-05\">5 March 2025</time>"))
        // Next milestones, closest first, each with its sentence and a progress bar.
        let nextOrder = next.matches(of: /href="\/badges\/([a-z0-9-]+)\/"/).map { String($0.output.1) }
        // Two continents of three (Asia, North America), then two seasons of four.
        #expect(Array(nextOrder.prefix(2)) == ["three-continents", "four-seasons"], "\(nextOrder)")
        #expect(nextOrder.firstIndex(of: "25-activities")! < nextOrder.firstIndex(of: "50-activities")!)
        #expect(nextOrder.firstIndex(of: "50-activities")! < nextOrder.firstIndex(of: "100-activities")!)
        #expect(!nextOrder.contains("10-activities"))
        #expect(next.contains("12 of 25 activities — 13 to go"))
        #expect(next.contains("role=\"progressbar\""))
        #expect(next.contains("aria-valuetext=\"12 of 25 activities\""))
        #expect(page.contains("id=\"all\""))
    }

    @Test func threeAwayFromTwentyFive() throws {
        // Add 10 more done to Kyoto-like trip: 22 done → 3 to go.
        var files = Self.files
        files["content/trips/more.md"] = tripFile(
            "title: More\nseason: winter",
            body: "## Activities\n" + String(repeating: "- [x] Skate (2025-12-01)\n", count: 10))
        let site = try FixtureSite(files)
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("goals/index.html"))
        let next = try #require(section("next", in: page))
        #expect(next.contains("22 of 25 activities — 3 to go"))
        let nextOrder = next.matches(of: /href="\/badges\/([a-z0-9-]+)\/"/).map { String($0.output.1) }
        #expect(nextOrder.first == "25-activities")
    }

    @Test func badgePagesListWhatCounts() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        for id in DefaultBadges.all.map(\.id) {
            #expect(output.files["badges/\(id)/index.html"] != nil, "no page for \(id)")
            #expect(
                output.text("badges/\(id)/badge.svg")?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") == true)
        }
        let earned = try #require(output.text("badges/10-activities/index.html"))
        #expect(earned.contains("<time datetime=\"2025-03-05\">5 March 2025</time>"))
        #expect(earned.contains("Check off 10 activities."))
        #expect(earned.contains("href=\"/trips/kyoto/#activity-temple-at-dawn\""))
        #expect(earned.contains("href=\"/trips/kona/#activity-manta-night-dive\""))
        #expect(!earned.contains("/trips/secret/"), "drafts do not count")
        #expect(earned.contains("data-state=\"earned\""))

        let locked = try #require(output.text("badges/globetrotter/index.html"))
        #expect(locked.contains("2 of 5 countries — 3 to go"))
        #expect(locked.contains("role=\"progressbar\""))
        #expect(locked.contains("data-state=\"locked\""))
        #expect(locked.contains("href=\"/trips/kyoto/\""))
        #expect(locked.contains("href=\"/trips/kona/\""), "Kona is travelled")
        #expect(!locked.contains("href=\"/trips/secret/\""), "drafts do not count")

        let spring = try #require(output.text("badges/spring-explorer/index.html"))
        #expect(spring.contains("Take a spring trip."))

        let index = try #require(output.text("badges/index.html"))
        #expect(index.contains("5 of 14 earned"))
    }

    @Test func activitiesHaveTheAnchorsBadgePagesLinkTo() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let trip = try #require(output.text("trips/kyoto/index.html"))
        #expect(trip.contains("id=\"activity-temple-at-dawn\""))
        // Trip pages show the badges the trip contributed to.
        let badges = try #require(section("trip-badges", in: trip, byClass: true))
        #expect(badges.contains("href=\"/badges/first-trip/\""))
        #expect(badges.contains("href=\"/badges/spring-explorer/\""))
        #expect(!badges.contains("href=\"/badges/summer-explorer/\""))
        let report = try site.buildInMemory().report
        let unearned = report.site.goals.badges(for: "kyoto").filter { !$0.isEarned }.map(\.badge.id)
        #expect(!unearned.isEmpty, "the fixture has a badge Kyoto counts toward but has not earned")
        for id in unearned { #expect(!badges.contains("href=\"/badges/\(id)/\""), "\(id) is not earned") }
        // Each page its own trip's badges (the sections are made once per list of badges).
        let kona = try #require(output.text("trips/kona/index.html"))
        let konaBadges = section("trip-badges", in: kona, byClass: true) ?? ""
        #expect(!konaBadges.contains("href=\"/badges/spring-explorer/\""))
    }

    @Test func draftsCountWithDrafts() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let report = try site.buildInMemory(drafts: true).report
        #expect(report.site.goals.totals.activitiesDone == 22)
    }

    @Test func badGoalsFileFailsTheBuildWithItsLine() throws {
        var files = Self.files
        files["content/goals.yml"] = "badges:\n  - {id: x, title: X, rule: {miles: 3}}\n"
        let site = try FixtureSite(files)
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.stage == .parse)
        #expect(
            failure.messages.first?.hasPrefix("content/goals.yml:2:30: error: unknown metric or filter 'miles'") == true
        )
    }

    @Test func customBadgesGetPages() throws {
        var files = Self.files
        files["content/goals.yml"] =
            "defaults: false\nbadges:\n  - {id: japan, title: Japan, symbol: flower, color: pink, rule: {activities: 3, country: Japan}}\n"
        let site = try FixtureSite(files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        #expect(output.files["badges/japan/index.html"] != nil)
        #expect(output.files["badges/first-trip/index.html"] == nil)
        #expect(output.text("badges/japan/index.html")?.contains("Check off 3 activities (in Japan).") == true)
    }

    /// The HTML of `<section … id="ID" …>` up to its `</section>` (sections do not nest here).
    func section(_ id: String, in html: String, byClass: Bool = false) -> Substring? {
        let marker = byClass ? "class=\"\(id)\"" : "id=\"\(id)\""
        guard let start = html.range(of: marker),
            let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return html[start.lowerBound..<end.upperBound]
    }
}
