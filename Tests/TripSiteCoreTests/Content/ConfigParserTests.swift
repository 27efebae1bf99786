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
}
