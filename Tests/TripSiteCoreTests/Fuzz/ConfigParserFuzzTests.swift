import Testing
import TripSiteCore

/// `site.yml` on generated configurations, and a page rendered with what it accepts.
@Suite struct ConfigParserFuzzTests {
    static let keys = [
        "title", "description", "baseURL", "language", "author", "theme", "activitySort", "markdown", "collections",
        "strings",
    ]

    static let target = FuzzTarget(
        name: "site-config",
        generator: FuzzText.generator { rng in
            FuzzText.yamlDocument(&rng, keys: keys) { name, rng in value(name, &rng) }
        }, property: check)

    @Test func configParserHoldsOnGeneratedFiles() async {
        await Self.target.run()
    }

    static func value(_ name: String, _ rng: inout FuzzRNG) -> String {
        switch name {
        case "baseURL":
            return FuzzText.pick(
                [
                    "https://example.com/", "https://user.github.io/journal", "/", "/my journal/", "ftp://x/",
                    "javascript:alert(1)//",
                    "https://e.com/?q=1#f", "//evil.com/", "https://e.com/\"><script>", "", "https://e.com/%zz/",
                    "https://é.com/ü/",
                ], &rng)
        case "activitySort": return FuzzText.pick(["title", "date", "completed", "random", "[title]"], &rng)
        case "theme": return FuzzText.pick(["default", "my_theme", "../x", "", "thème", "a/b"], &rng)
        case "markdown":
            return FuzzText.pick(
                ["{unsafe: true}", "{unsafe: false}", "{unsafe: yes}", "{unsafe: \"true\"}", "{safe: 1}", "true"], &rng)
        case "collections":
            return "\n"
                + FuzzText.repeated(0...3, &rng) { rng in
                    "  - {id: \(FuzzText.pick(["islands", "fall", "recent", "Bad Id", "", "x-y"], &rng)), title: \(FuzzText.scalar(&rng)), tag: \(FuzzText.pick(["ocean", "", "[a]"], &rng))}"
                }.joined(separator: "\n")
        case "strings":
            return "\n"
                + FuzzText.repeated(0...4, &rng) { rng in
                    "  \(FuzzText.pick(["months", "trip.badges", "progress.subtitle", "search.found-one", "nav.home", "x"], &rng)): \(stringValue(&rng))"
                }.joined(separator: "\n")
        default: return FuzzText.scalar(&rng)
        }
    }

    static func stringValue(_ rng: inout FuzzRNG) -> String {
        FuzzText.pick(
            [
                "\"Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec\"", "\"a,b\"", "\"%d of %d\"", "\"%@ %@ %@\"",
                "\"%1$d/%2$d\"",
                "\"<script>x</script>\"", "\"%s\"", "\"%\"", "\"\"", "[a]",
            ], &rng)
    }

    @Sendable static func check(_ text: String) -> [String] {
        let file = SourceFile(path: "site.yml", text: text)
        let (config, diagnostics) = ConfigParser.parse(file)
        var problems = FuzzChecks.located(diagnostics, file: file)
        guard let config else { return problems }
        if !config.baseURL.hasSuffix("/") { problems.append("baseURL '\(config.baseURL)' without a trailing slash") }
        problems += FuzzChecks.html(FuzzChecks.renderTrip(FuzzChecks.sampleTrip, config: config))
        return problems
    }
}
