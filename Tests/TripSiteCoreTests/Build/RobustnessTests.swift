import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Inputs real sites have that are easy to get wrong (found in review).
@Suite struct RobustnessTests {
    @Test func aCheckboxLaterOnTheLineDoesNotTickTheItem() throws {
        // cmark-gfm 0.29.0.gfm.6 reports these as checked.
        let journal = CMarkDocument.renderJournal(
            """
            - [ ] Read about [x] rays
            - [x] Done [ ] really

            ## Activities
            - [ ] Alpha [x] beta
            - [ ] Theta [X]
            - [x] Gamma
            1. [ ] Numbered [x]
            """, options: MarkdownOptions())
        #expect(journal.activities.map(\.isDone) == [false, false, true, false])
        #expect(journal.html.html.contains("<input type=\"checkbox\" disabled=\"\" /> Read about [x] rays"))
        #expect(journal.html.html.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> Done [ ] really"))
    }

    @Test func taskMarkerReader() {
        func marker(_ line: String, _ column: Int = 0) -> Bool? {
            CMarkDocument.taskMarker(in: ArraySlice(Array(line.utf8)), from: column)
        }
        #expect(marker("- [ ] a [x]") == false)
        #expect(marker("* [X] a") == true)
        #expect(marker("12) [x] a") == true)
        #expect(marker("> - [x] a", 2) == true)
        #expect(marker("- plain") == nil)
    }

    @Test func staticFilesThatCollideWithPagesAreContentErrorsAndWarningsSurvive() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A\nphoto: nowhere.jpg"),
            "static/404.html": "<h1>custom</h1>",
            "content/trips/b/index.md": tripFile("title: B"),
            "content/trips/b/index.html": "x",
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildToDisk() }
        #expect(failure.kind == .content)
        #expect(failure.stage == .render)
        #expect(
            failure.messages.contains(
                "static/404.html:1:1: error: static/404.html would be written to /404.html, which is also the page-not-found page (404); rename or move it"
            ))
        #expect(
            failure.messages.contains(
                "content/trips/b/index.html:1:1: error: content/trips/b/index.html would be written to /trips/b/index.html, which is also the page of the trip content/trips/b/index.md; rename or move it"
            ))
        #expect(failure.messages.contains { $0.contains("warning: photo 'nowhere.jpg' not found") })
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func staticPublishesTheDotfilesHostsReadAndNoOther() throws {
        let site = try FixtureSite([
            "static/.nojekyll": "",
            "static/.htaccess": "ErrorDocument 404 /404.html",
            "static/.well-known/security.txt": "Contact: x",
            "static/CNAME": "example.com",
            "static/.DS_Store": "junk",
            "static/.git/HEAD": "ref",
            "static/.gitkeep": "",
            "static/.env": "TOKEN=secret",
            "static/images/.gitkeep": "",
            "static/Thumbs.db": "junk",
        ])
        defer { site.remove() }
        let files = try site.buildInMemory().output.files
        for published in [".nojekyll", ".htaccess", ".well-known/security.txt", "CNAME"] {
            #expect(files[published] != nil, "\(published)")
        }
        for kept in [".DS_Store", ".git/HEAD", ".gitkeep", ".env", "images/.gitkeep", "Thumbs.db"] {
            #expect(files[kept] == nil, "\(kept) was published")
        }
        #expect(!files.values.contains { String(decoding: $0, as: UTF8.self).contains("TOKEN=secret") })
    }

    @Test func symbolicLinksAreCopiedAsFilesAndLoopsEnd() throws {
        let site = try FixtureSite([
            "content/trips/k/index.md": tripFile("title: K\nphoto: cover.svg"),
            "content/trips/k/art/real.svg": "<svg/>",
        ])
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "content/trips/k/cover.svg").path,
            withDestinationPath: site.root.appending(path: "content/trips/k/art/real.svg").path)
        try FileManager.default.createDirectory(
            at: site.root.appending(path: "static/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "static/sub/loop").path, withDestinationPath: "..")
        try site.write("static/sub/file.txt", "hi")
        let report = try site.buildToDisk()
        let cover = site.output.appending(path: "trips/k/cover.svg")
        let attributes = try FileManager.default.attributesOfItem(atPath: cover.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: cover, encoding: .utf8) == "<svg/>")
        #expect(report.paths.filter { $0.hasPrefix("sub/") }.count < 5, "a link loop is not followed forever")
    }

    @Test func linksLeadingOutTheSiteAreNotPublished() throws {
        let outside = FileManager.default.temporaryDirectory.appending(path: "tripsite-secret-\(UUID().uuidString)")
        try "secret".write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        let site = try FixtureSite(["content/trips/k/index.md": tripFile("title: K\nphoto: cover.svg")])
        defer { site.remove() }
        try FileManager.default.createDirectory(
            at: site.root.appending(path: "static"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "static/passwd").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: "content/trips/k/cover.svg").path, withDestinationPath: outside.path)
        let (report, output) = try site.buildInMemory()
        #expect(output.files["passwd"] == nil && output.files["trips/k/cover.svg"] == nil)
        #expect(output.text("trips/k/index.html")?.contains("placeholder.svg") == true)
        let warnings = report.diagnostics.map(\.description)
        #expect(
            warnings.contains(
                "static/passwd: warning: symbolic link to outside the site folder; it is not read or published (copy what it points to into the site)"
            ))
        #expect(warnings.contains { $0.hasPrefix("content/trips/k/index.md:3: warning: photo 'cover.svg' not found") })
    }

    @Test func anOutputThatIsASymbolicLinkStaysALink() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        let target = site.root.appending(path: "served")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.output.path, withDestinationPath: target.path)
        _ = try site.buildToDisk()
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: site.output.path)) == target.path)
        #expect(FileManager.default.fileExists(atPath: target.appending(path: "trips/a/index.html").path))
    }

    @Test func duplicateKeysAreReportedAtTheRepeat() {
        let result = TripParser.parse(
            SourceFile(path: "t.md", text: "---\ntitle: C\nsubtitle: x\ntitle: D\n---\n"), slug: "t",
            markdown: MarkdownOptions())
        #expect(result.diagnostics.map(\.description) == ["t.md:4:1: error: duplicate key 'title' (first at line 2)"])
    }

    @Test func errorsOfEveryContentStageAreReportedTogether() throws {
        let site = try FixtureSite([
            "site.yml": "title: T\ntheme: fancy\n",
            "content/trips/bad.md": "---\ntitle: [unclosed\n---\n",
            "content/trips/dup.md": tripFile("title: Dup"),
            "content/trips/dup/index.md": tripFile("title: Dup again"),
            "content/pages/search.md": tripFile("title: Search"),
        ])
        defer { site.remove() }
        try site.write("content/trips/latin1.md", bytes: Array("---\ntitle: Z".utf8) + [0xFC] + Array("\n---\n".utf8))
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(failure.stage == .load, "named after the first stage that found an error")
        let files = Set(failure.diagnostics.map(\.file))
        #expect(
            files.isSuperset(of: [
                "content/trips/latin1.md", "content/trips/bad.md", "content/trips/dup.md",
                "content/trips/dup/index.md", "content/pages/search.md", "site.yml",
            ]), "\(failure.messages)")
    }

    @Test func baseURLsWithQueriesSpacesOrNoSlash() {
        var config = SiteConfig.defaults()
        config.baseURL = "https://ex.com/journal/?ref=x"
        #expect(config.basePath == "/journal/")
        config.baseURL = "https://ex.com/my journal/#top"
        #expect(config.basePath == "/my%20journal/")
        config.baseURL = "https://ex.com"
        #expect(config.basePath == "/")
        config.baseURL = "/sub/caf%C3%A9/"
        #expect(config.basePath == "/sub/caf%C3%A9/")
        #expect(SiteConfig.isValidBaseURL("https://ex.com/j/") && SiteConfig.isValidBaseURL("/j/"))
        #expect(
            !SiteConfig.isValidBaseURL("example.com/journal") && !SiteConfig.isValidBaseURL("http://")
                && !SiteConfig.isValidBaseURL("//cdn"))
    }

    @Test func invalidBaseURLInSiteYml() {
        let (_, diagnostics) = ConfigParser.parse(
            SourceFile(path: "site.yml", text: "title: T\nbaseURL: example.com/journal\n"))
        #expect(
            diagnostics.map(\.description) == [
                "site.yml:2: error: 'baseURL' must be an http(s) URL like https://example.com/journal/ or a path starting with /, not 'example.com/journal'"
            ])
    }

    @Test func frontMatterTitlesThatLookLikeBlocksKeepTheirText() throws {
        let result = TripParser.parse(
            SourceFile(
                path: "t.md",
                text: tripFile(
                    "title: T\nactivities:\n  - {title: \"1. Climb the tower\", done: true}\n  - {title: \"# Summit <b>\"}"
                )),
            slug: "t", markdown: MarkdownOptions())
        let trip = try #require(result.trip)
        #expect(trip.activities.map(\.title) == ["1. Climb the tower", "# Summit <b>"])
        #expect(trip.activities[1].nameHTML.html == "# Summit &lt;b&gt;")
        #expect(trip.activities.map(\.anchor) == ["activity-1-climb-the-tower", "activity-summit-b"])
    }

    @Test func markdownExtensionsInAnyCase() throws {
        let site = try FixtureSite([
            "content/trips/Upper.MD": tripFile("title: Upper"),
            "content/trips/long.markdown": tripFile("title: Long"),
            "content/pages/About.Markdown": tripFile("title: About"),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(report.site.trips.map(\.slug).sorted() == ["long", "upper"])
        #expect(output.files["about/index.html"] != nil)
    }

    @Test func anchorsAndIDsAreUniqueOnATripPage() throws {
        let site = try FixtureSite([
            "content/trips/t.md": tripFile(
                "title: T",
                body: """
                    ## Activities
                    - [ ] Swim
                    - [ ] Swim
                    - [ ] Swim 2
                    - [ ] Hike
                    - [ ] Hike name
                    - [ ] Sort
                    - [ ] Main
                    """)
        ])
        defer { site.remove() }
        let html = try #require(try site.buildInMemory().output.text("trips/t/index.html"))
        let ids = html.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
        #expect(
            ids.count == Set(ids).count,
            "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys)")
        #expect(ids.contains("activity-swim-2") && ids.contains("activity-swim-2-2"))
    }

    @Test func datesWithTrailingJunkAreRejected() {
        #expect(Day(iso: "2025-06-01 garbage") == nil)
        #expect(Day(iso: "2025-06-01T") == nil)
        #expect(Day(iso: "2025-06-01 10:30") != nil)
        #expect(Day(iso: "2025-06-01T10:30:00.5+02:00") != nil)
    }

    @Test func emptySubtitleLeavesNoSeparatorInTheDescription() throws {
        let site = try FixtureSite([
            "content/trips/t.md": tripFile("title: T\nsubtitle: \"\"", body: "## Activities\n- [ ] A\n")
        ])
        defer { site.remove() }
        let html = try #require(try site.buildInMemory().output.text("trips/t/index.html"))
        #expect(html.contains("<meta name=\"description\" content=\"0 of 1 activity\">"))
    }

    @Test func plainItemsLeftInTheJournalKeepTheirListTight() {
        let journal = CMarkDocument.renderJournal(
            "## Activities\n- [ ] Swim\n  A note.\n- A plain remark\n", options: MarkdownOptions())
        #expect(journal.html.html.contains("<li>A plain remark</li>"))
        #expect(journal.activities.first?.notesHTML?.html == "<p>A note.</p>\n")
    }

    @Test func photoURLWithoutAHostIsRejected() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A\nphoto: \"http://\"")])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(output.text("trips/a/index.html")?.contains("placeholder.svg") == true)
        #expect(report.diagnostics.filter { $0.message.contains("photo") }.count == 1)
    }
}
