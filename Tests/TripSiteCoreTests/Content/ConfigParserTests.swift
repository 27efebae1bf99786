import Testing
import TripSiteCore

/// `site.yml`: its own `params:`, `relativeURLs`, and a warning for a key nothing reads.
@Suite struct ConfigParserTests {
    func parse(_ yaml: String) -> (config: SiteConfig?, diagnostics: [String]) {
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "site.yml", text: yaml))
        return (config, diagnostics.map(\.description))
    }

    @Test func everyKnownKeyIsReadWithoutAWarning() {
        let yaml = """
            title: T
            description: D
            baseURL: https://example.com/
            relativeURLs: true
            language: fr
            author: A
            theme: default
            activitySort: title
            markdown: {unsafe: false}
            photos: {avif: false}
            limits: {}
            collections: []
            strings: {}
            params: {mastodon: "@me@example.social", showMap: true}
            """
        let (config, diagnostics) = parse(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config?.relativeURLs == true)
        #expect(config?.params == ["mastodon": .text("@me@example.social"), "showMap": .bool(true)])
    }

    @Test func anUnknownKeyIsAWarningAtItsLine() {
        let (config, diagnostics) = parse("title: T\nbaseUrl: https://example.com/\n")
        #expect(config != nil)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.hasPrefix("site.yml:2:1: warning: unknown key 'baseUrl' in site.yml (known: ") == true)
        #expect(diagnostics.first?.hasSuffix("settings of your own go under params:") == true)
    }

    @Test func homeCollectionsNameKnownCollectionsOnce() {
        let yaml = """
            title: T
            collections:
              - {id: islands, title: Islands, tag: islands}
            home:
              collections: [islands, journeys, recent]
            """
        let (config, diagnostics) = parse(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config != nil)
    }

    @Test(arguments: [
        (
            "home:\n  collections: [journeys, beaches]\n",
            "site.yml:3:27: error: unknown collection 'beaches' in 'home.collections' (known: recent, journeys, featured, spring, summer, fall, winter)"
        ),
        (
            "home:\n  collections: [fall, fall]\n",
            "site.yml:3:23: error: collection 'fall' is listed twice in 'home.collections'"
        ),
        (
            "home:\n  collections: journeys\n",
            "site.yml:3:16: error: 'home.collections' must be a list of collection ids"
        ),
        ("home: [journeys]\n", "site.yml:2:7: error: 'home' must be a mapping"),
        ("home:\n  rows: 3\n", "site.yml:3:3: error: unknown key 'home.rows' (known: collections)"),
        (
            "photos:\n  showLocaton: true\n",
            "site.yml:3:3: error: unknown key 'photos.showLocaton' (known: showCaptureDates, avif, showLocation)"
        ),
        (
            "markdown: {unsafe: true, embed: false}\n",
            "site.yml:2:26: error: unknown key 'markdown.embed' (known: unsafe, embeds)"
        ),
        (
            "collections:\n  - {id: journeys, title: J, tag: j}\n",
            "site.yml:3:10: error: collection id 'journeys' is reserved"
        ),
    ])
    func badHomeSettingsAreLocated(yaml: String, expected: String) {
        let (_, diagnostics) = parse("title: T\n" + yaml)
        #expect(diagnostics.contains { $0.hasPrefix(expected) }, "\(diagnostics)")
    }
}

/// `nav:`: the navigation's first item's text.
@Suite struct NavigationLabelConfigTests {
    func parse(_ yaml: String) -> (config: SiteConfig?, diagnostics: [String]) {
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "site.yml", text: yaml))
        return (config, diagnostics.map(\.description))
    }

    @Test func navIsReadWithoutAWarning() {
        let (config, diagnostics) = parse("title: T\nnav: Our travels\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config != nil)
    }

    @Test func anEmptyNavIsAWarningAtItsLine() {
        let (config, diagnostics) = parse("title: T\nnav: \"\"\n")
        #expect(config != nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("site.yml:2:6: warning: 'nav' is empty") == true, "\(diagnostics)")
    }

    @Test func aNavThatIsNotTextIsAnErrorAtItsLine() {
        let (config, diagnostics) = parse("title: T\nnav: [a, b]\n")
        #expect(config == nil)
        #expect(diagnostics == ["site.yml:2:6: error: 'nav' must be text"], "\(diagnostics)")
    }
}
