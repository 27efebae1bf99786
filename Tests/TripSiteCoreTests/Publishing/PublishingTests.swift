import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Feed, sitemap, robots and link metadata; determinism; links under a subpath.
@Suite struct PublishingTests {
    static let files: [String: String] = [
        "site.yml":
            "title: Wander & Co\ndescription: Trips <and> plans\nbaseURL: https://user.github.io/journal/\nauthor: Maren\n",
        "content/trips/kona.md": tripFile(
            "title: Kona\nsubtitle: Hawaii\nstart: 2025-06-01\nend: 2025-06-09\ncreated: 2025-01-12\ntags: [ocean]",
            body: "Warm <em>water</em> & *mantas*.\n\n## Activities\n- [x] Snorkel (2025-06-03)\n"),
        "content/trips/kyoto.md": tripFile("title: Kyoto\nstart: 2025-04-01\ncreated: 2025-02-01", body: "Temples.\n"),
        "content/trips/someday.md": tripFile("title: Someday"),
        "content/pages/about.md": tripFile("title: About", body: "[Kona](/trips/kona/)\n"),
        "static/photos/a.jpg": "jpg",
    ]

    /// The names and attributes of every element of an XML document.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        var text = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((name, attributes, ""))
            text = ""
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let index = elements.lastIndex(where: { $0.name == name && $0.text.isEmpty }) {
                elements[index].text = text
            }
            text = ""
        }
    }

    func parseXML(_ text: String) throws -> Collector {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return collector
    }

    @Test func atomFeed() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let feed = try #require(try site.buildInMemory().output.text("feed.xml"))
        #expect(
            feed.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\""))
        let xml = try parseXML(feed)
        let names = xml.elements.map(\.name)
        for required in ["feed", "title", "id", "updated", "author", "entry"] {
            #expect(names.contains(required), "no \(required)")
        }
        let entryTitles = xml.elements.enumerated().filter { $0.element.name == "title" && $0.offset > 1 }.map(
            \.element.text)
        #expect(entryTitles == ["Kona", "Kyoto", "Someday"], "newest first by start, undated last")
        #expect(xml.elements.first { $0.name == "title" }?.text == "Wander & Co")
        let ids = xml.elements.filter { $0.name == "id" }.map(\.text)
        #expect(
            ids == [
                "https://user.github.io/journal/", "https://user.github.io/journal/trips/kona/",
                "https://user.github.io/journal/trips/kyoto/", "https://user.github.io/journal/trips/someday/",
            ])
        let updated = xml.elements.filter { $0.name == "updated" }.map(\.text)
        // The feed: the newest date in the content (Kona's end); Kona: its latest date; Someday: the feed's.
        #expect(
            updated == ["2025-06-09T00:00:00Z", "2025-06-09T00:00:00Z", "2025-04-01T00:00:00Z", "2025-06-09T00:00:00Z"])
        let content = try #require(xml.elements.first { $0.name == "content" })
        #expect(content.attributes["type"] == "html")
        #expect(content.text.contains("<em>mantas</em>"), "full journal HTML, unescaped by the parser")
        #expect(
            xml.elements.contains {
                $0.name == "link" && $0.attributes["rel"] == "self"
                    && $0.attributes["href"] == "https://user.github.io/journal/feed.xml"
            })
    }

    @Test func feedWithoutDatesUsesSourceDateEpochNotTheClock() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        var options = BuildOptions(source: site.root, output: site.output)
        options.sourceDateEpoch = 1_700_000_000
        var writer = MemoryOutput()
        _ = try SiteBuilder(options: options).build(into: &writer)
        #expect(writer.text("feed.xml")?.contains("<updated>2023-11-14T22:13:20Z</updated>") == true)
        let plain = try site.buildInMemory().output.text("feed.xml") ?? ""
        #expect(plain.contains("<updated>1970-01-01T00:00:00Z</updated>"))
    }

    @Test func sitemapAndRobots() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let xml = try parseXML(try #require(output.text("sitemap.xml")))
        let locs = Set(xml.elements.filter { $0.name == "loc" }.map(\.text))
        for path in [
            "", "trips/kona/", "trips/kyoto/", "about/", "goals/", "badges/", "badges/first-trip/",
            "collections/summer/",
        ] {
            #expect(locs.contains("https://user.github.io/journal/" + path), "sitemap lacks \(path)")
        }
        #expect(!locs.contains { $0.contains("404") })
        #expect(
            output.text("robots.txt")
                == "User-agent: *\nAllow: /\n\nSitemap: https://user.github.io/journal/sitemap.xml\n")
    }

    @Test func aRobotsFileOfTheSitesOwnWins() throws {
        var files = Self.files
        files["static/robots.txt"] = "User-agent: *\nDisallow: /\n"
        let site = try FixtureSite(files)
        defer { site.remove() }
        #expect(try site.buildInMemory().output.text("robots.txt") == "User-agent: *\nDisallow: /\n")
    }

    @Test func linkPreviewMetadata() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("trips/kona/index.html"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://user.github.io/journal/trips/kona/\">"))
        #expect(page.contains("<meta property=\"og:title\" content=\"Kona\">"))
        #expect(
            page.contains(
                "<meta property=\"og:image\" content=\"https://user.github.io/journal/trips/kona/placeholder.svg\">"))
        #expect(page.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
        #expect(
            page.contains(
                "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Wander &amp; Co\" href=\"/journal/feed.xml\">"
            ))
        #expect(page.contains("<link rel=\"icon\" href=\"/journal/theme/favicon.svg\""))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let first = try site.buildInMemory().output.files
        let second = try site.buildInMemory().output.files
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first { #expect(second[path] == bytes, "\(path) differs between builds") }
    }

    /// Every href and src of every page, resolved against the files actually written.
    @Test func everyInternalLinkResolvesUnderASubpath() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        var broken: [String] = []
        for (path, bytes) in output.files where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            for match in html.matches(of: /(?:href|src)="([^"#?]*)[^"]*"/) {
                let link = String(match.output.1)
                if link.isEmpty || link.hasPrefix("http") || link.hasPrefix("data:") || link.hasPrefix("mailto:") {
                    continue
                }
                guard link.hasPrefix("/journal/") else {
                    broken.append("\(path): \(link) is not under /journal/")
                    continue
                }
                let target = String(link.dropFirst("/journal/".count)).removingPercentEncoding ?? ""
                let file = target.isEmpty || target.hasSuffix("/") ? target + "index.html" : target
                if output.files[file] == nil { broken.append("\(path): \(link)") }
            }
        }
        #expect(broken.isEmpty, "\(broken.prefix(10))")
    }
}
