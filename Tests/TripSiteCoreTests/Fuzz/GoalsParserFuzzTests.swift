import Testing
import TripSiteCore

/// `content/goals.yml` on generated badge definitions.
@Suite struct GoalsParserFuzzTests {
    static let target = FuzzTarget(
        name: "goals",
        generator: FuzzText.generator { rng in
            FuzzText.yamlDocument(&rng, keys: ["defaults", "badges", "badges"]) { name, rng in
                name == "badges" ? badges(&rng) : FuzzText.scalar(&rng)
            }
        }, property: check)

    @Test func goalsParserHoldsOnGeneratedFiles() async {
        await Self.target.run()
    }

    static func badges(_ rng: inout FuzzRNG) -> String {
        if FuzzText.chance(10, &rng) { return FuzzText.scalar(&rng) }
        if FuzzText.chance(50, &rng) { return validBadges(&rng) }
        return "\n"
            + FuzzText.repeated(0...5, &rng) { rng in
                let entries = FuzzText.repeated(0...7, &rng) { rng in
                    let key = FuzzText.pick(
                        ["id", "title", "description", "symbol", "color", "rule", "rule", "icon"], &rng)
                    return "\(key): \(badgeValue(key, &rng))"
                }
                return entries.isEmpty ? "  - " + FuzzText.scalar(&rng) : "  - " + entries.joined(separator: "\n    ")
            }.joined(separator: "\n")
    }

    /// Badges of the right shape (distinct ids, known symbols, rules with a metric), with
    /// odd text and colour spellings, so most files are accepted and their values checked.
    static func validBadges(_ rng: inout FuzzRNG) -> String {
        var ids = ["island-hopper", "10-activities", "fall-explorer", "a", "x-1", "first-trip", "globetrotter"]
        return "\n"
            + FuzzText.repeated(1...5, &rng) { rng in
                let id = ids.isEmpty ? "z" : ids.remove(at: FuzzText.roll(ids.count, &rng))
                let color = FuzzText.pick(
                    ["teal", "Indigo", "#fff", "#A1B2C3", "#ＡＢＣ", "#ａｂｃｄｅｆ", " red ", "#00c7be"], &rng)
                let rule =
                    "{\(FuzzText.pick(["activities", "trips"], &rng)): \(1 + FuzzText.roll(20, &rng))\(FuzzText.pick(["", ", season: fall", ", tag: islands", ", year: 2025"], &rng))}"
                return
                    "  - id: \(id)\n    title: \(FuzzText.plain(FuzzText.phrase(&rng)))\n    description: \(FuzzText.plain(FuzzText.phrase(&rng)))\n"
                    + "    symbol: \(FuzzText.pick(["star", "wave", "map", "trophy"], &rng))\n    color: '\(color)'\n    rule: \(rule)"
            }.joined(separator: "\n")
    }

    static func badgeValue(_ key: String, _ rng: inout FuzzRNG) -> String {
        switch key {
        case "id":
            return FuzzText.pick(
                [
                    "island-hopper", "10-activities", "fall-explorer", "Bad ID", "", "a--b", "-x", "é",
                    String(repeating: "a", count: 300), "x/../y",
                ], &rng)
        case "symbol": return FuzzText.pick(["wave", "star", "mountain", "nope", "[star]", ""], &rng)
        case "color":
            return FuzzText.pick(
                ["teal", "indigo", "#fff", "#A1B2C3", "#ＡＢＣ", "#abcd", "#ggg", "#", "red; x", "#٣٣٣", ""], &rng)
        case "rule":
            let metric = FuzzText.pick(["activities", "trips", "seasons", "countries", "badges", "miles"], &rng)
            let threshold = FuzzText.pick(
                ["1", "10", "0", "-3", "x", "1.5", "99999999999999999999", "[1]", "0x10"], &rng)
            let filter = FuzzText.pick(
                [
                    "", ", season: fall", ", tag: islands", ", country: \"\"", ", year: 2025", ", year: 25",
                    ", season: [x]", ", trips: 2",
                ], &rng)
            return FuzzText.chance(90, &rng) ? "{\(metric): \(threshold)\(filter)}" : FuzzText.scalar(&rng)
        default: return FuzzText.scalar(&rng)
        }
    }

    @Sendable static func check(_ text: String) -> [String] {
        let file = SourceFile(path: "content/goals.yml", text: text)
        let (badges, diagnostics) = GoalsParser.parse(file)
        var problems = FuzzChecks.located(diagnostics, file: file)
        if diagnostics.contains(where: { $0.severity == .error }) {
            if !badges.isEmpty { problems.append("badges despite errors") }
            return problems
        }
        let ids = badges.map(\.id)
        if Set(ids).count != ids.count { problems.append("duplicate badge ids \(ids)") }
        for badge in badges {
            if !Slug.isValid(badge.id) { problems.append("badge id '\(badge.id)' is not a slug") }
            if badge.rule.threshold < 1 { problems.append("badge '\(badge.id)' has threshold \(badge.rule.threshold)") }
            if badge.color.hex.wholeMatch(of: /#[0-9a-f]{6}/) == nil {
                problems.append("badge '\(badge.id)' has colour '\(badge.color.hex)'")
            }
        }
        return problems
    }
}
