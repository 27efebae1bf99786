import Foundation
import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteTestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Characters XML 1.0 and HTML forbid never reach an output, wherever they come from: raw
/// bytes in Markdown and YAML, or YAML escapes that appear only once Yams reads them.
@Suite struct ForbiddenCharactersSiteTests {
    /// Every kind: VT, FF, ESC, BEL, NUL (as an escape), DEL, C1 controls, noncharacters.
    static let files: [String: String] = [
        "site.yml": """
        title: "Test\\vTrips"
        description: "Fixture\\x0csite \\u0085"
        baseURL: https://example.com/
        language: en
        author: "Tester\\e"
        theme: default

        """,
        "content/trips/kona.md": tripFile(
            """
            title: "Kona\\x0bDeep Dive"
            subtitle: "\\e[2J\\e]0;PWNED\\a"
            country: "United\\u0085States\\uFDD0"
            season: summer
            start: 2025-06-01
            tags: ["ocean\\x0c", "\\x9fdiving"]
            """,
            body: "Warm\u{0B}water, black\u{0C}lava \u{7F}and \u{9B}mantas " + noncharacters(0xFDD0, 0xFFFE, 0x1FFFF)
                + ".\n\n"
                + "A [link\u{1B}](https://example.com/\u{85}) and `code\u{0B}`.\n\n## Activities\n"
                + "- [x] Snorkel\u{0B}with the mantas (2025-06-03)\n- [ ] Whale\u{1B}[31m watching\n  Notes\u{0C}here.\n"
        ),
        "content/trips/hilo.md": tripFile(
            """
            title: Hilo
            start: 2025-07-01
            activities:
              - "Visit\\x0bthe falls"
              - {title: "Eat\\u0080malasadas", done: true, date: 2025-07-02, notes: "Hot\\vand sweet"}
            """,
            body: "Rain.\n"
        ),
        "content/pages/about.md": tripFile("title: \"About\\x0c\"", body: "About\u{0B}me \u{9F}.\n"),
        "content/goals.yml": """
        badges:
          - id: island-hopper
            title: "Island\\x0bHopper"
            description: "Three\\x01islands."
            rule: {trips: 1}

        """,
    ]

    static func textOutputs(_ output: MemoryOutput) -> [(path: String, text: String)] {
        output.files.compactMap { path, bytes in
            guard ["html", "xml", "json", "txt", "js", "css", "svg"].contains((path as NSString).pathExtension) else {
                return nil
            }
            return (path, String(decoding: bytes, as: UTF8.self))
        }.sorted { $0.path < $1.path }
    }

    @Test func noOutputHoldsAForbiddenCharacter() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let outputs = Self.textOutputs(output)
        #expect(
            outputs.contains { $0.path == "trips/kona/index.html" }
                && outputs.contains { $0.path == "about/index.html" })
        for (path, text) in outputs {
            let bad = text.unicodeScalars.filter(ForbiddenCharacters.isForbidden).map { String($0.value, radix: 16) }
            #expect(bad.isEmpty, "\(path) holds \(bad)")
        }
        // The words that were glued by a vertical tab stay apart.
        let kona = try #require(outputs.first { $0.path == "trips/kona/index.html" }).text
        #expect(kona.contains("Kona Deep Dive") && kona.contains("Warm water, black lava"))
    }

    @Test func everyXMLOutputIsWellFormed() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let xmlPaths = output.files.keys.filter { $0.hasSuffix(".xml") }.sorted()
        // The site's feed and sitemap, and the feeds of the trips' tags, countries and years.
        #expect(xmlPaths.count > 2 && xmlPaths.contains("feed.xml") && xmlPaths.contains("sitemap.xml"))
        #expect(xmlPaths.allSatisfy { ["feed.xml", "sitemap.xml"].contains($0) || $0.hasSuffix("/feed.xml") })
        for path in xmlPaths {
            let parser = XMLParser(data: Data(try #require(output.files[path])))
            #expect(parser.parse(), "\(path): \(parser.parserError.map { String(describing: $0) } ?? "")")
        }
        let feed = String(decoding: try #require(output.files["feed.xml"]), as: UTF8.self)
        #expect(feed.contains("Snorkel with the mantas") || feed.contains("Warm water"))
    }

    /// The JSON encoder escapes C0 controls (`\u000b`), which the browser decodes again: the
    /// decoded index must hold none either.
    @Test func theSearchIndexDecodesToCleanText() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let json = try JSONSerialization.jsonObject(with: Data(try SearchFixture.bundle(output).utf8))
        var strings: [String] = []
        func collect(_ value: Any) {
            if let text = value as? String { strings.append(text) }
            if let list = value as? [Any] { list.forEach(collect) }
            if let object = value as? [String: Any] { object.values.forEach(collect) }
        }
        collect(json)
        #expect(strings.contains("Kona Deep Dive"))
        #expect(strings.filter { $0.unicodeScalars.contains(where: ForbiddenCharacters.isForbidden) }.isEmpty)
    }

    @Test func eachFileGetsOneLocatedWarningAndStrictFails() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let warnings = try site.buildInMemory().report.diagnostics.filter {
            $0.message.contains("cannot appear in a web page")
        }.map(\.description)
        #expect(
            warnings.sorted() == [
                "content/goals.yml:3:12: warning: U+000B (vertical tab) cannot appear in a web page; it was replaced by a space, as is any other in this file",
                "content/pages/about.md:2:8: warning: U+000C (form feed) cannot appear in a web page; it was replaced by a space, as is any other in this file",
                "content/trips/hilo.md:5:5: warning: U+000B (vertical tab) cannot appear in a web page; it was replaced by a space, as is any other in this file",
                "content/trips/kona.md:2:8: warning: U+000B (vertical tab) cannot appear in a web page; it was replaced by a space, as is any other in this file",
                "site.yml:1:8: warning: U+000B (vertical tab) cannot appear in a web page; it was replaced by a space, as is any other in this file",
            ])
        var options = BuildOptions(source: site.root, output: site.output)
        options.strict = true
        var writer = MemoryOutput()
        let failure = try #require(throws: BuildFailure.self) { try SiteBuilder(options: options).build(into: &writer) }
        #expect(failure.messages.contains { $0.hasPrefix("content/trips/kona.md:2:8: error: U+000B (vertical tab)") })
    }
}
