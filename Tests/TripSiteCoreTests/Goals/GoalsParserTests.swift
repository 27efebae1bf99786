import Testing
import TripSiteCore

@Suite struct GoalsParserTests {
    func parse(_ yaml: String) -> (badges: [Badge], diagnostics: [Diagnostic]) {
        GoalsParser.parse(SourceFile(path: "content/goals.yml", text: yaml))
    }

    func errors(_ yaml: String) -> [String] {
        parse(yaml).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func noFileMeansTheBuiltInBadges() {
        let (badges, diagnostics) = GoalsParser.parse(nil)
        #expect(diagnostics.isEmpty)
        #expect(
            badges.map(\.id) == [
                "first-activity", "10-activities", "25-activities", "50-activities", "100-activities", "first-trip",
                "spring-explorer", "summer-explorer", "fall-explorer", "winter-explorer", "four-seasons",
                "globetrotter", "three-continents", "30-nights",
            ])
        #expect(badges.first { $0.id == "globetrotter" }?.rule == BadgeRule(metric: .countries, threshold: 5))
        #expect(
            badges.first { $0.id == "fall-explorer" }?.rule == BadgeRule(metric: .trips, threshold: 1, season: .fall))
        #expect(badges.first { $0.id == "four-seasons" }?.rule == BadgeRule(metric: .seasons, threshold: 4))
    }

    @Test func addsBadgesAfterTheDefaults() throws {
        let (badges, diagnostics) = parse(
            """
            badges:
              - id: island-hopper
                title: Island Hopper
                description: Three island trips.
                symbol: wave
                color: "#0a8"
                rule: {trips: 3, tag: islands, season: summer, country: Greece, year: 2025}
            """)
        #expect(diagnostics.isEmpty)
        #expect(badges.count == DefaultBadges.all.count + 1)
        let badge = try #require(badges.last)
        #expect(badge.id == "island-hopper" && badge.symbol == "wave" && badge.color.hex == "#00aa88")
        #expect(
            badge.rule
                == BadgeRule(
                    metric: .trips, threshold: 3, season: .summer, tag: "islands", country: "Greece", year: 2025))
    }

    @Test func defaultsFalseDropsTheBuiltIns() {
        let (badges, _) = parse("defaults: false\nbadges:\n  - {id: one, title: One, rule: {activities: 1}}\n")
        #expect(badges.map(\.id) == ["one"])
    }

    @Test func overridingABuiltInByIDKeepsItsPlaceAndUnsetFields() throws {
        let (badges, diagnostics) = parse(
            "badges:\n  - id: 10-activities\n    rule: {activities: 12}\n    color: red\n")
        #expect(diagnostics.isEmpty)
        #expect(badges.count == DefaultBadges.all.count)
        let badge = try #require(badges.first { $0.id == "10-activities" })
        #expect(badges.firstIndex { $0.id == "10-activities" } == 1)
        #expect(badge.rule.threshold == 12 && badge.title == "10 Activities" && badge.color.hex == "#ff3b30")
    }

    @Test func emptyFileMeansDefaults() {
        #expect(parse("").badges.count == DefaultBadges.all.count)
        #expect(parse("# just a comment\n").badges.count == DefaultBadges.all.count)
    }

    @Test(arguments: [
        (
            "badges:\n  - {id: x, title: X, rule: {miles: 10}}\n",
            "content/goals.yml:2:30: error: unknown metric or filter 'miles'"
        ),
        (
            "badges:\n  - {id: x, title: X, rule: {activities: 10, weather: sunny}}\n",
            "content/goals.yml:2:46: error: unknown metric or filter 'weather'"
        ),
        (
            "badges:\n  - {id: x, title: X, rule: {activities: 0}}\n",
            "content/goals.yml:2:42: error: the threshold of 'activities' must be at least 1, not 0"
        ),
        (
            "badges:\n  - {id: x, title: X, rule: {activities: -3}}\n",
            "content/goals.yml:2:42: error: the threshold of 'activities' must be at least 1, not -3"
        ),
        (
            "badges:\n  - {id: x, title: X, rule: {activities: ten}}\n",
            "content/goals.yml:2:42: error: the threshold of 'activities' must be a whole number"
        ),
        (
            "badges:\n  - {id: x, title: X, symbol: unicorn, rule: {trips: 1}}\n",
            "content/goals.yml:2:31: error: unknown symbol 'unicorn'"
        ),
        (
            "badges:\n  - {id: x, title: X, color: plaid, rule: {trips: 1}}\n",
            "content/goals.yml:2:30: error: unknown color 'plaid'"
        ),
        (
            "badges:\n  - {id: x, title: X, rule: {trips: 1, season: monsoon}}\n",
            "content/goals.yml:2:48: error: unknown season 'monsoon'"
        ),
        (
            "badges:\n  - {id: x, title: X, rule: {trips: 1, year: soon}}\n",
            "content/goals.yml:2:46: error: 'year' in a rule must be a four-digit year"
        ),
        (
            "badges:\n  - {id: x, title: X, rule: {trips: 1, countries: 2}}\n",
            "content/goals.yml:2:40: error: a rule counts one metric; 'countries' is a second one"
        ),
        ("badges:\n  - {id: x, title: X, rule: {tag: food}}\n", "content/goals.yml:2:29: error: a rule needs a metric"),
        ("badges:\n  - {id: x, title: X, rule: 10}\n", "content/goals.yml:2:29: error: 'rule' must be a mapping"),
        ("badges:\n  - {id: x, title: X}\n", "content/goals.yml:2: error: badge 'x' needs a 'rule'"),
        ("badges:\n  - {title: X, rule: {trips: 1}}\n", "content/goals.yml:2: error: a badge needs an 'id'"),
        (
            "badges:\n  - {id: Bad Id, title: X, rule: {trips: 1}}\n",
            "content/goals.yml:2:10: error: badge id 'Bad Id' must be URL-safe"
        ),
        (
            "badges:\n  - {id: x, title: X, colour: red, rule: {trips: 1}}\n",
            "content/goals.yml:2:23: error: unknown badge key 'colour'"
        ),
        ("badges: {id: x}\n", "content/goals.yml:1:9: error: 'badges' must be a list"),
        ("badges:\n  - just text\n", "content/goals.yml:2:5: error: each badge must be a mapping"),
        ("defaults: maybe\n", "content/goals.yml:1:11: error: 'defaults' must be true or false"),
        ("badge:\n  - {id: x}\n", "content/goals.yml:1:1: error: unknown key 'badge'"),
        ("badges:\n  - {id: x, title: X, rule: {trips: 1}\n", "content/goals.yml:3:1: error: invalid YAML"),
    ])
    func badDefinitions(_ yaml: String, _ expected: String) {
        let found = errors(yaml)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix(expected) == true, "\(found.first ?? "none") does not start with \(expected)")
    }

    @Test func duplicateIDsAreReportedAtTheSecond() {
        let found = errors(
            "badges:\n  - {id: x, title: X, rule: {trips: 1}}\n  - {id: x, title: Y, rule: {trips: 2}}\n")
        #expect(found == ["content/goals.yml:3:10: error: duplicate badge id 'x'"])
    }

    @Test func everyBadDefinitionIsReported() {
        let found = errors(
            """
            badges:
              - {id: a, title: A, rule: {miles: 1}}
              - {id: b, title: B, symbol: unicorn, rule: {trips: 0}}
              - {id: c, title: C, rule: {trips: 1}}
            """)
        #expect(found.count == 3, "\(found)")
        #expect(
            parse("badges:\n  - {id: a, title: A, rule: {miles: 1}}\n").badges.isEmpty,
            "a file with errors yields no badges")
    }
}
