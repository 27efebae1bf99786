import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// A theme's `slots/<name>.html`: Mustache templates put at named places of the pages, over
/// an escaped view of the site, the page and the trip; a bad template is a located error.
@Suite struct ThemeSlotsTests {
    static let config = "title: T & Co\ntheme: mine\nparams: {mastodon: \"https://example.social/@me\"}\n"

    static func site(_ slots: [String: String], extra: [String: String] = [:]) throws -> FixtureSite {
        var files = [
            "site.yml": config,
            "content/trips/a.md": tripFile(
                "title: \"<script>alert(1)</script> Alfama\"\ncountry: Portugal\ntags: [food, city]\n"
                    + "params: {rating: 5}\nactivities:\n  - title: Tram 28\n    done: true\n  - Fado",
                body: "The journal text."),
            "content/pages/about.md": "---\ntitle: About\nparams: {motto: Slow}\n---\nHi.\n",
        ]
        for (name, text) in slots { files["themes/mine/slots/\(name).html"] = text }
        return try FixtureSite(files.merging(extra) { _, new in new })
    }

    @Test func eachSlotIsAtItsPlace() throws {
        let site = try Self.site(
            Dictionary(uniqueKeysWithValues: ThemeSlot.allCases.map { ($0.rawValue, "<!--\($0.rawValue)-->") }))
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let trip = try #require(output.text("trips/a/index.html"))
        func order(_ marks: [String], in html: String) -> Bool {
            let positions = marks.map { html.range(of: $0)?.lowerBound }
            return !positions.contains(nil) && positions.map { $0! } == positions.map { $0! }.sorted()
        }
        #expect(order(["theme/style.css", "<!--head-->", "</head>"], in: trip))
        #expect(order(["<nav", "<!--header-end-->", "</header>"], in: trip))
        #expect(
            order(
                ["class=\"trip-hero", "<!--trip-before-body-->", "The journal text.", "<!--trip-after-body-->"],
                in: trip))
        #expect(order(["<footer", "footer-credit", "<!--footer-->", "</footer>"], in: trip))
        let goals = try #require(output.text("goals/index.html"))
        #expect(
            order(["all-badges", "<!--goals-end-->", "</main>"], in: goals)
                || order(["<!--goals-end-->", "</main>"], in: goals))
        #expect(!goals.contains("<!--trip-before-body-->") && !trip.contains("<!--goals-end-->"))
        #expect(output.text("index.html")?.contains("<!--footer-->") == true)
        #expect(output.files.keys.allSatisfy { !$0.contains("slots/") })
    }

    /// A value from the journal in a URL attribute is checked as a Markdown link is: a
    /// `javascript:` (however spelled), `vbscript:` or non-image `data:` URL is written empty;
    /// an ordinary one is kept.
    @Test(arguments: [
        "javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)",
        "vbscript:x", "data:text/html,hi",
    ])
    func aDangerousURLFromTheJournalIsWrittenEmpty(_ url: String) throws {
        let slot = "<a class=\"go\" href=\"{{trip.params.url}}\">Go</a><img src='{{trip.params.url}}' alt=''>"
        let site = try Self.site(["trip-after-body": slot])
        defer { site.remove() }
        try site.write(
            "content/trips/b.md", tripFile("title: B\nparams:\n  url: \"\(url)\"", body: "Text."))
        try site.write("content/trips/c.md", tripFile("title: C\nparams: {url: \"https://example.org/?a=1&b=2\"}"))
        let output = try site.buildInMemory().output
        let page = try #require(output.text("trips/b/index.html"))
        #expect(page.contains("<a class=\"go\" href=\"\">Go</a><img src='' alt=''>"), "\(url)")
        let safe = try #require(output.text("trips/c/index.html"))
        #expect(safe.contains("href=\"https://example.org/?a=1&amp;b=2\""))
    }

    @Test func valuesAreEscapedAndParamsReachable() throws {
        let template = """
            <p data-kind="{{page.kind}}">{{site.title}} · {{trip.title}} · {{trip.country}} · {{#trip.tags}}[{{.}}]{{/trip.tags}}
            {{trip.doneCount}}/{{trip.activityCount}} {{trip.percentComplete}}% r={{trip.params.rating}}
            <a href="{{site.params.mastodon}}">m</a> <a href="{{trip.url}}">self</a></p>
            """
        let site = try Self.site(["trip-after-body": template, "footer": "<i>{{page.kind}}:{{page.params.motto}}</i>"])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let trip = try #require(output.text("trips/a/index.html"))
        #expect(
            trip.contains(
                "<p data-kind=\"trip\">T &amp; Co · &lt;script&gt;alert(1)&lt;/script&gt; Alfama · Portugal · [food][city]"
            ))
        #expect(trip.contains("1/2 50% r=5"))
        #expect(trip.contains("<a href=\"https://example.social/@me\">m</a> <a href=\"/trips/a/\">self</a>"))
        #expect(!trip.contains("<script>alert"))
        #expect(output.text("about/index.html")?.contains("<i>page:Slow</i>") == true)
        #expect(output.text("index.html")?.contains("<i>home:</i>") == true)
    }

    @Test func slotURLsFollowTheBasePathAndRelativeMode() throws {
        let site = try Self.site([
            "footer": "<a class=\"s\" href=\"{{site.url}}about/\">a</a><a class=\"t\" href=\"/search/\">s</a>"
        ])
        defer { site.remove() }
        let under = try site.buildInMemory(baseURL: "https://example.com/journal/").output
        #expect(under.text("trips/a/index.html")?.contains("<a class=\"s\" href=\"/journal/about/\">a</a>") == true)
        try site.write("site.yml", Self.config + "relativeURLs: true\n")
        let relative = try site.buildInMemory().output
        #expect(
            relative.text("trips/a/index.html")?.contains("<a class=\"s\" href=\"../../about/index.html\">a</a>")
                == true)
        #expect(
            relative.text("trips/a/index.html")?.contains("<a class=\"t\" href=\"../../search/index.html\">") == true)
    }

    @Test func aBadTemplateIsALocatedErrorAndAnUnknownSlotAWarning() throws {
        let site = try Self.site(["footer": "<p>\n{{#trip.tags}}\n  {{.}}\n</p>\n", "sidebar": "<aside></aside>"])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        let messages = failure.messages
        #expect(
            messages.contains {
                $0.hasPrefix("themes/mine/slots/footer.html:")
                    && $0.contains("error: the slot template cannot be read: a section is not closed")
                    && $0.firstMatch(of: /^[^:]+:[0-9]+:[0-9]+: error/) != nil
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.hasPrefix("themes/mine/slots/sidebar.html:1: warning: themes/mine/slots/sidebar.html is not a slot")
            }, "\(messages)")
    }

    /// The view's values are journal text: a slot cannot write one unescaped, nor change the
    /// delimiters to hide such a tag. Each is an error at its line and column.
    @Test(arguments: [
        ("<p>\n  <b>{{{trip.title}}}</b>", 2, 6, "'{{{…'"),
        ("{{& site.title}}", 1, 1, "'{{&…'"),
        ("<i>\n\n x {{=<% %>=}}<%&trip.title%>", 3, 4, "delimiters"),
    ])
    func unescapedValuesAreLocatedErrors(template: String, line: Int, column: Int, says: String) throws {
        let site = try Self.site(["trip-after-body": template])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        let prefix = "themes/mine/slots/trip-after-body.html:\(line):\(column): error: "
        #expect(failure.messages.contains { $0.hasPrefix(prefix) && $0.contains(says) }, "\(failure.messages)")
    }

    @Test func serveReRendersEveryPageWhenASlotChanges() throws {
        let site = try Self.site(["footer": "<i>one</i>"])
        defer { site.remove() }
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        _ = try builder.build()
        try site.write("themes/mine/slots/footer.html", "<i>two</i>")
        let result = try builder.build(changedPaths: ["themes/mine/slots/footer.html"])
        #expect(result.rendered.contains("trips/a/index.html") && result.rendered.contains("index.html"))
        #expect(
            result.files["trips/a/index.html"].map { String(decoding: $0, as: UTF8.self).contains("<i>two</i>") }
                == true)
    }
}
