import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

@Suite struct SiteBuilderTests {
    static let kona = SharedFixtures.kona

    static let lapland = tripFile(
        "title: Lapland Lights\nseason: winter\ncreated: 2025-09-20", body: "Northern lights, maybe.\n")

    @Test func buildsEveryPageOfTheSite() throws {
        let site = try FixtureSite([
            "content/trips/kona.md": Self.kona,
            "content/trips/lapland.md": Self.lapland,
            "content/trips/secret.md": tripFile("title: Secret\ndraft: true"),
            "content/pages/about.md": tripFile("title: About us", body: "Hello.\n"),
            "static/robots-extra.txt": "hi\n",
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let paths = Set(output.files.keys)
        for path in [
            "index.html", "404.html", "trips/kona/index.html", "trips/lapland/index.html", "about/index.html",
            "collections/spring/index.html", "collections/summer/index.html", "collections/fall/index.html",
            "collections/winter/index.html", "collections/recent/index.html", "collections/featured/index.html",
            "trips/kona/placeholder.svg", "theme/style.css", "robots-extra.txt",
        ] {
            #expect(paths.contains(path), "missing \(path)")
        }
        #expect(!paths.contains("trips/secret/index.html"), "drafts are left out")
        #expect(report.site.trips.map(\.slug) == ["kona", "lapland"])
        #expect(
            report.diagnostics.map(\.description) == [
                "content/trips/secret.md:5: warning: the trip has no journal text and no activities"
            ])
    }

    /// `params:` is for themes that ask for it: the built-in theme shows none of it, on any
    /// page, feed, index or sitemap (read back from every output file).
    @Test func paramsReachNoOutputOfTheBuiltInTheme() throws {
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig + "params: {mastodon: \"@siteSecretMarker\"}\n",
            "content/trips/kona.md": tripFile(
                "title: Kona\nstart: 2025-06-01\nparams: {hotel: tripSecretMarker, room: {number: 97531864}}",
                body: "Warm water.\n"),
            "content/pages/about.md": "---\ntitle: About\nparams: {phone: pageSecretMarker}\n---\nHi.\n",
        ])
        defer { site.remove() }
        let output = try site.buildInMemory().output.files
        #expect(output["trips/kona/index.html"] != nil && output["about/index.html"] != nil)
        for (path, bytes) in output {
            let text = String(decoding: bytes, as: UTF8.self)
            for marker in ["siteSecretMarker", "tripSecretMarker", "pageSecretMarker", "97531864"] {
                #expect(!text.contains(marker), "\(marker) in \(path)")
            }
        }
    }

    @Test func draftsAreIncludedOnRequest() throws {
        let site = try FixtureSite(["content/trips/secret.md": tripFile("title: Secret\ndraft: true")])
        defer { site.remove() }
        #expect(try site.buildInMemory(drafts: true).output.files["trips/secret/index.html"] != nil)
        #expect(try site.buildInMemory(drafts: false).output.files["trips/secret/index.html"] == nil)
    }

    @Test func tripPageShowsCompletionAndChecklist() throws {
        let site = try FixtureSite(["content/trips/kona.md": Self.kona])
        defer { site.remove() }
        let html = try #require(try site.buildInMemory().output.text("trips/kona/index.html"))
        #expect(html.contains(">67%</p>"))
        #expect(html.contains("aria-valuenow=\"67\""))
        #expect(html.contains("class=\"progress\" data-done=\"2\" data-total=\"3\""))
        #expect(html.contains("2 of 3 activities"))
        #expect(html.contains("<time datetime=\"2025-06-03\">3 June 2025</time>"))
        #expect(html.contains("<p>Best in winter.</p>"))
        #expect(html.contains("<figure class=\"trip-hero\">"))
        #expect(html.contains("<p>Warm water and <em>mantas</em>.</p>"))
        // Completed first (activitySort: completed), in file order within each group.
        let snorkel = try #require(html.range(of: "Snorkel with the manta rays"))
        let hike = try #require(html.range(of: "Hike to the lighthouse"))
        let whales = try #require(html.range(of: "Go whale watching"))
        #expect(snorkel.lowerBound < hike.lowerBound && hike.lowerBound < whales.lowerBound)
        #expect(html.components(separatedBy: "checked aria-labelledby").count - 1 == 2)
    }

    @Test func activitySortFromConfig() throws {
        let site = try FixtureSite([
            "site.yml": "title: T\nactivitySort: title\n",
            "content/trips/kona.md": Self.kona,
        ])
        defer { site.remove() }
        let html = try #require(try site.buildInMemory().output.text("trips/kona/index.html"))
        let order = ["Go whale watching", "Hike to the lighthouse", "Snorkel with the manta rays"].map {
            html.range(of: $0)!.lowerBound
        }
        #expect(order == order.sorted())
        #expect(html.contains("data-sort=\"title\""))
    }

    @Test func tripWithoutActivitiesShowsNoPercentageOrCount() throws {
        let site = try FixtureSite(["content/trips/lapland.md": Self.lapland])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let trip = try #require(output.text("trips/lapland/index.html"))
        #expect(!trip.contains("%</p>"))
        #expect(!trip.contains("NaN"))
        #expect(!trip.contains("role=\"progressbar\""))
        #expect(!trip.contains("class=\"activities\""))
        let home = try #require(output.text("index.html"))
        #expect(!home.contains("card-count"))
    }

    /// A wishlist's home (two of three trips planned; a journal's: `JournalHomeTests`).
    @Test func homeHasCollectionsWithShowAllLinks() throws {
        let site = try FixtureSite([
            "content/trips/kona.md": Self.kona, "content/trips/lapland.md": Self.lapland,
            "content/trips/someday.md": tripFile("title: Someday"),
        ])
        defer { site.remove() }
        let home = try #require(try site.buildInMemory().output.text("index.html"))
        for id in ["recent", "featured", "summer", "winter"] {
            #expect(home.contains("<section class=\"collection\" id=\"\(id)\""), "no \(id) section")
            #expect(home.contains("href=\"/collections/\(id)/\""), "no show-all link for \(id)")
        }
        #expect(!home.contains("id=\"spring\""), "empty seasons are not on the home page")
        #expect(home.contains("<span class=\"caption card-count\">3 activities</span>"))
        #expect(home.contains("data-variant=\"wide\""), "featured cards are wide")
        #expect(home.contains("aria-current=\"page\""))
        #expect(home.contains("<html lang=\"en\" dir=\"ltr\">"))
        // "Recently added" is newest-created first: Lapland (2025-09-20) before Kona (2025-01-12).
        let recent = try #require(home.range(of: "id=\"recent\""))
        let after = home[recent.upperBound...]
        #expect(after.range(of: "Lapland Lights")!.lowerBound < after.range(of: "Kona Deep Dive")!.lowerBound)
    }

    @Test func viewTransitionNamesAreUniqueOnEveryPage() throws {
        // Kona is in "Recently added", "Featured" and "Summer" on the home page.
        let site = try FixtureSite(["content/trips/kona.md": Self.kona, "content/trips/lapland.md": Self.lapland])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        for (path, bytes) in output.files where path.hasSuffix(".html") {
            let names = String(decoding: bytes, as: UTF8.self).matches(of: /--transition-name: ([a-z0-9-]+)/).map {
                String($0.output.1)
            }
            #expect(names.count == Set(names).count, "\(path) repeats a view-transition name: \(names)")
        }
        #expect(output.text("index.html")?.contains("--transition-name: trip-kona") == true)
        #expect(output.text("trips/kona/index.html")?.contains("--transition-name: trip-kona") == true)
    }

    @Test func activitiesCarryTheirFileOrderForTheSortScript() throws {
        let site = try FixtureSite([
            "content/trips/k.md": tripFile(
                "title: K", body: "## Activities\n- [ ] Whale watching\n- [x] Snorkel\n- [ ] Kayak\n")
        ])
        defer { site.remove() }
        let html = try #require(try site.buildInMemory().output.text("trips/k/index.html"))
        // Built in completion order (done first); each item keeps its position in the file.
        let rows = html.matches(of: /id="activity-([a-z-]+)"[^>]*data-order="(\d+)"/).map {
            "\($0.output.1)=\($0.output.2)"
        }
        #expect(rows == ["snorkel=1", "whale-watching=0", "kayak=2"])
    }

    @Test func everyFrontMatterFieldIsEscaped() throws {
        let evil = "<script>alert(\"x\")</script> & 'q'"
        let site = try FixtureSite([
            "site.yml":
                "title: \"\(evil.replacingOccurrences(of: "\"", with: "\\\""))\"\ndescription: \"\(evil.replacingOccurrences(of: "\"", with: "\\\""))\"\nauthor: \"<b>me</b>\"\n",
            "content/trips/evil.md": """
            ---
            title: "\(evil.replacingOccurrences(of: "\"", with: "\\\""))"
            subtitle: "\\" onmouseover=\\"alert(1)"
            country: "<img src=x onerror=alert(1)>"
            tags: ["<b>tag</b>", "\\"quoted\\""]
            photo: "x\\" onerror=\\"alert(1).jpg"
            featured: true
            created: 2025-01-01
            start: 2025-02-02
            activities:
              - {title: "<script>bad()</script>", done: true, notes: "<script>n()</script>"}
            ---
            Body <script>alert(2)</script> and <b onclick="x">bold</b>.
            """,
        ])
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        for path in [
            "index.html", "trips/evil/index.html", "collections/featured/index.html", "collections/winter/index.html",
            "404.html",
        ] {
            let html = try #require(output.text(path))
            #expect(!html.contains("<script>"), "\(path) has a script element")
            #expect(!html.contains("<img src=x"), "\(path) has an injected img")
            #expect(
                eventHandlerAttributes(in: html).isEmpty,
                "\(path) has injected attributes: \(eventHandlerAttributes(in: html))")
            #expect(!html.contains("<b>"), "\(path) has injected markup")
            #expect(!html.contains("<b onclick"), "\(path) has raw HTML from the body")
        }
        let trip = try #require(output.text("trips/evil/index.html"))
        #expect(trip.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt; &amp; 'q'"))
        // Not a country (a warning), so shown nowhere: a country's name comes from ISO's table.
        #expect(!trip.contains("img src=x onerror"))
        #expect(trip.contains("raw HTML omitted"))
    }

    @Test func unsafeMarkdownLetsRawHTMLThrough() throws {
        let site = try FixtureSite([
            "site.yml": "title: T\nmarkdown:\n  unsafe: true\n",
            "content/trips/a.md": tripFile("title: A", body: "Hi <b>there</b>.\n\n<script>x()</script>\n"),
        ])
        defer { site.remove() }
        let html = try #require(try site.buildInMemory().output.text("trips/a/index.html"))
        #expect(html.contains("Hi <b>there</b>."))
        #expect(html.contains("&lt;script>x()"), "tagfilter still disarms script")
    }

    @Test func photosResolveOrFallBackToThePlaceholder() throws {
        let site = try FixtureSite([
            "content/trips/bundle/index.md": tripFile("title: Bundle\nphoto: cover.svg"),
            "content/trips/bundle/cover.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            // An SVG passes through as it is (photos, GIF among them, are made into variants:
            // PhotoStageTests, PublishingRuleTests).
            "content/trips/static-photo.md": tripFile("title: Static\nphoto: /photos/a.svg"),
            "static/photos/a.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "content/trips/remote.md": tripFile("title: Remote\nphoto: https://example.com/a.jpg"),
            "content/trips/evil.md": tripFile("title: Evil\nphoto: javascript:alert(1)"),
            "content/trips/missing.md": tripFile("title: Missing\nphoto: nowhere.jpg"),
            "content/trips/escape.md": tripFile("title: Escape\nphoto: ../../site.yml"),
            "content/trips/backslash.md": tripFile("title: Backslash\nphoto: photos\\a.gif"),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(output.files["trips/bundle/cover.svg"] != nil, "bundle photos are copied beside the trip page")
        #expect(output.text("trips/bundle/index.html")?.contains("src=\"/trips/bundle/cover.svg\"") == true)
        #expect(output.text("trips/static-photo/index.html")?.contains("src=\"/photos/a.svg\"") == true)
        #expect(output.text("trips/remote/index.html")?.contains("src=\"https://example.com/a.jpg\"") == true)
        for slug in ["evil", "missing", "escape", "backslash"] {
            let html = try #require(output.text("trips/\(slug)/index.html"))
            #expect(html.contains("src=\"/trips/\(slug)/placeholder.svg\""))
            #expect(output.files["trips/\(slug)/placeholder.svg"] != nil)
        }
        #expect(!(output.text("trips/evil/index.html") ?? "").contains("javascript:"))
        let warnings = report.diagnostics.filter { $0.message.contains("photo") }.map(\.description).sorted()
        #expect(warnings.count == 4, "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix(
                    "content/trips/evil.md:3: warning: photo 'javascript:alert(1)' is not a relative path or an http(s) URL"
                )
            })
        #expect(
            warnings.contains { $0.hasPrefix("content/trips/missing.md:3: warning: photo 'nowhere.jpg' not found") })
        #expect(warnings.contains { $0.hasPrefix("content/trips/escape.md:3: warning:") })
        #expect(
            warnings.contains {
                $0.hasPrefix(
                    "content/trips/backslash.md:3: warning: photo 'photos\\a.gif' must be a path inside the trip's folder or static/"
                )
            })
    }

    @Test func duplicateSlugIsAnErrorNamingBothFiles() throws {
        let site = try FixtureSite([
            "content/trips/kona.md": tripFile("title: Kona"),
            "content/trips/kona/index.md": tripFile("title: Kona again"),
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.stage == .model)
        #expect(
            failure.diagnostics.filter { $0.severity == .error }.map(\.description).sorted() == [
                "content/trips/kona.md:1: error: duplicate trip slug 'kona': also defined by content/trips/kona/index.md",
                "content/trips/kona/index.md:1: error: duplicate trip slug 'kona': also defined by content/trips/kona.md",
            ])
    }

    @Test func fileThatIsNotUTF8() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        try site.write(
            "content/trips/latin1.md", bytes: Array("---\ntitle: Z".utf8) + [0xFC] + Array("rich\n---\n".utf8))
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.stage == .load)
        #expect(failure.messages.count == 1)
        #expect(
            failure.messages.first?.hasPrefix("content/trips/latin1.md:2:9: error: the file is not valid UTF-8")
                == true, "\(failure.messages)")
    }

    @Test func allContentErrorsAreReportedAtOnce() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("subtitle: no title"),
            "content/trips/b.md": tripFile("title: B\nstart: 2025-13-45"),
            "content/trips/c.md": tripFile("title: C\nseason: monsoon"),
            "content/pages/about.md": "no front matter\n",
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.stage == .parse)
        #expect(failure.kind == .content)
        let files = Set(failure.diagnostics.map(\.file))
        #expect(files == ["content/trips/a.md", "content/trips/b.md", "content/trips/c.md", "content/pages/about.md"])
    }

    @Test func badConfigIsReportedWithTripErrors() throws {
        let site = try FixtureSite([
            "site.yml": "title: T\nactivitySort: random\n",
            "content/trips/b.md": tripFile("title: B\nstart: 2025-13-45"),
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.messages.contains("site.yml:2:15: error: 'activitySort' must be title, date or completed"))
        #expect(failure.messages.contains { $0.hasPrefix("content/trips/b.md:3:8: error:") })
    }

    @Test func missingConfig() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")], includeConfig: false)
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.messages.first?.hasPrefix("site.yml: error: no site.yml") == true)
    }

    @Test func subpathBaseURL() throws {
        let site = try FixtureSite([
            "content/trips/kona.md": Self.kona, "content/pages/about.md": tripFile("title: About"),
        ])
        defer { site.remove() }
        let output = try site.buildInMemory(baseURL: "https://user.github.io/journal/").output
        let home = try #require(output.text("index.html"))
        #expect(home.contains("href=\"/journal/theme/style.css\""))
        #expect(home.contains("href=\"/journal/trips/kona/\""))
        #expect(home.contains("src=\"/journal/trips/kona/placeholder.svg\""))
        #expect(home.contains("href=\"/journal/about/\""))
        #expect(!home.contains("href=\"/trips/"))
    }

    @Test func siteThemeOverridesTheDefaultFileByFile() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"),
            "themes/default/style.css": "body { color: red; }\n",
            "themes/default/extra.css": "/* extra */\n",
        ])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        #expect(
            output.text("theme/style.css")?.hasSuffix("\nbody { color: red; }\n") == true, "a whole style.css is used")
        #expect(output.text("theme/style.css")?.contains("@layer") == false)
        #expect(output.text("theme/extra.css") == "/* extra */\n")
        #expect(
            output.files["theme/activities.js"] != nil, "files the site does not override come from the built-in theme")
    }

    @Test func embeddedThemeIsTheThemeFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let css = try Data(contentsOf: root.appending(path: "themes/default/css/components.css"))
        #expect(ThemeAssets.embedded["css/components.css"] == [UInt8](css))
        #expect(ThemeAssets.embedded.keys.contains("activities.js"))
    }

    @Test func unknownThemeIsAnError() throws {
        let site = try FixtureSite(["site.yml": "title: T\ntheme: fancy\n"])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.messages.first?.contains("theme 'fancy' not found") == true)
    }
}

/// The `on…=` attributes of every tag in an HTML text (text content cannot contain `<` or `>`
/// unescaped, so tags are found reliably).
func eventHandlerAttributes(in html: String) -> [String] {
    html.matches(of: /<[a-zA-Z][^>]*>/).flatMap { tag in
        // Quoted values cannot contain a raw quote, so removing them leaves only names.
        tag.output.replacing(/"[^"]*"/, with: "\"\"").matches(of: /\son[a-z]+\s*=/).map { String($0.output) }
    }
}

extension SiteBuilderTests {
    @Test func aFolderWithoutIndexIsSkippedWithAWarning() throws {
        let site = try FixtureSite([
            "content/trips/notes/readme.md": "hi", "content/trips/a.md": tripFile("title: A", body: "Text.\n"),
        ])
        defer { site.remove() }
        let report = try site.buildInMemory().report
        #expect(
            report.diagnostics.map(\.description) == [
                "content/trips/notes: warning: the folder has no index.md (nor _index.md, nor index.en.md), "
                    + "so it is not a trip bundle; it was skipped"
            ])
    }
}
