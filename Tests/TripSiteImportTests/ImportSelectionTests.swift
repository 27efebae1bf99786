import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// What `tripsite import hugo|jekyll` takes: `--section`, `--tag`, `--category`,
/// `--exclude`, Hugo's `ignoreFiles`; never a repository's files; list and layout-only pages
/// skipped with a note. The blogs are written here in Hugo's and Jekyll's layouts.
@Suite struct ImportSelectionTests {
    /// A Hugo blog of travel and tech: `hugo.toml` with `ignoreFiles`; posts in
    /// `content/travel/` (two tagged, one in a category, one in a nested section) and
    /// `content/tech/`; `AGENTS.md` and `README.md` in the content folder; section lists;
    /// an archive page and a search page of the theme; `about.md`.
    static func hugoBlog(_ root: URL) throws {
        try ImportFixtures.write(
            """
            title = "Travel and Code"
            ignoreFiles = ["\\\\.draft\\\\.md$", "content/travel/secret/"]
            """, to: "hugo.toml", in: root)
        func post(_ path: String, _ title: String, _ extra: String = "") throws {
            try ImportFixtures.write(
                "---\ntitle: \(title)\ndate: 2024-05-01\n\(extra)---\n\nText of \(title).\n", to: "content/\(path)",
                in: root)
        }
        try post("travel/lisbon.md", "Lisbon", "tags: [Portugal, cities]\n")
        try post("travel/porto/index.md", "Porto", "tags: [portugal]\n")
        try post("travel/hike.md", "Hike", "categories: [Hiking]\n")
        try post("travel/asia/kyoto.md", "Kyoto", "tags: [Japan]\n")
        try post("travel/plans.draft.md", "Plans")
        try post("travel/secret/place.md", "Secret")
        try post("tech/swift.md", "Swift", "tags: [code]\n")
        try ImportFixtures.write("---\ntitle: Travel\n---\n\nAll my trips.\n", to: "content/travel/_index.md", in: root)
        try ImportFixtures.write("---\ntitle: Home\n---\n", to: "content/_index.md", in: root)
        try ImportFixtures.write("# Agents\n\nRun the tests.\n", to: "content/AGENTS.md", in: root)
        try ImportFixtures.write("# About this repo\n", to: "content/travel/README.md", in: root)
        try ImportFixtures.write("---\ntitle: Archives\nlayout: archives\n---\n", to: "content/archives.md", in: root)
        try ImportFixtures.write("---\ntitle: Search\nlayout: search\n---\n\n", to: "content/search.md", in: root)
        try ImportFixtures.write(
            "---\ntitle: Photos 2019\ntype: gallery\n---\n\n{{< gallery >}}\n", to: "content/gallery/2019.md", in: root)
        try ImportFixtures.write("---\ntitle: Map\nlayout: map\n---\n", to: "content/map.md", in: root)
        try ImportFixtures.write("---\ntitle: About\n---\n\nI travel and code.\n", to: "content/about.md", in: root)
    }

    func run(
        _ generator: StaticSite.Generator, _ selection: ImportSelection = .everything,
        write: (URL) throws -> Void = Self.hugoBlog
    ) throws -> (trips: [String], pages: [String], report: ImportReport) {
        let folder = try ImportFixtures.folder("selection")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(folder.appending(path: "blog"))
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(
            site: folder.appending(path: "blog"), label: "blog", generator: generator, selection: selection
        ).run(into: &writer)
        let site = folder.appending(path: "site/content")
        let trips = (try? FileManager.default.contentsOfDirectory(atPath: site.appending(path: "trips").path)) ?? []
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: site.appending(path: "pages").path)) ?? []
        return (trips.sorted(), pages.sorted(), writer.report)
    }

    @Test func everythingButIgnoredRepositoryListAndLayoutFiles() throws {
        let (trips, pages, report) = try run(.hugo)
        #expect(trips == ["hike", "kyoto", "lisbon", "porto", "swift"])
        #expect(pages == ["about.md"])
        #expect(report.leftOut == 2, "ignoreFiles: plans.draft.md and secret/place.md")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(
            report.notes.map(\.description).sorted() == [
                "blog/content/_index.md: note: a section's list page (_index.md) is not imported: TripSite makes its own lists",
                "blog/content/archives.md: note: a list page (layout: archives): not imported, TripSite makes its own",
                "blog/content/gallery/2019.md: note: a list page (type: gallery): not imported, TripSite makes its own",
                "blog/content/map.md: note: a layout-only page (layout: map, no text): not imported, TripSite makes its own",
                "blog/content/search.md: note: a list page (layout: search): not imported, TripSite makes its own",
                "blog/content/travel/_index.md: note: a section's list page (_index.md) is not imported: TripSite makes its own lists",
            ])
        #expect(report.summaryLines.contains("Skipped, not content: 6 files (notes above)."))
    }

    @Test func sectionsTakeTheirPostsAndNestedSections() throws {
        #expect(try run(.hugo, ImportSelection(sections: ["travel"])).trips == ["hike", "kyoto", "lisbon", "porto"])
        let nested = try run(.hugo, ImportSelection(sections: ["travel/asia/", "Tech"]))
        #expect(nested.trips == ["kyoto", "swift"])
        #expect(nested.pages == ["about.md"], "sections choose among posts: pages stay")
        // lisbon, porto, hike, gallery/2019 (no section asked for), and the two ignoreFiles name.
        #expect(nested.report.leftOut == 6)
        #expect(nested.report.summaryLines.contains("Left out as asked: 6 files."))
        #expect(
            !nested.report.notes.contains { $0.file.hasSuffix("travel/_index.md") },
            "a list page of a section not asked for is not noted")
    }

    @Test func tagsAndCategoriesTakeAPostWithAnyOfThem() throws {
        #expect(try run(.hugo, ImportSelection(tags: ["PORTUGAL"])).trips == ["lisbon", "porto"])
        #expect(try run(.hugo, ImportSelection(categories: ["hiking"])).trips == ["hike"])
        #expect(try run(.hugo, ImportSelection(tags: ["japan"], categories: ["Hiking"])).trips == ["hike", "kyoto"])
        let both = try run(.hugo, ImportSelection(sections: ["tech"], tags: ["portugal", "code"]))
        #expect(both.trips == ["swift"])
    }

    @Test func excludeGlobsMatchThePathInTheSite() throws {
        #expect(
            try run(.hugo, ImportSelection(excludes: ["content/tech"])).trips == ["hike", "kyoto", "lisbon", "porto"])
        #expect(
            try run(.hugo, ImportSelection(excludes: ["content/**/k*.md"])).trips == [
                "hike", "lisbon", "porto", "swift",
            ])
        #expect(
            try run(.hugo, ImportSelection(excludes: ["porto", "*.md"])).trips == [], "a name anywhere on the path")
        let pages = try run(.hugo, ImportSelection(excludes: ["content/about.md", "content/travel/?ike.md"]))
        #expect(pages.pages == [])
        #expect(pages.trips == ["kyoto", "lisbon", "porto", "swift"])
    }

    @Test func anInvalidIgnoreFilesExpressionIsAWarningAtItsFile() throws {
        let (trips, _, report) = try run(.hugo) { root in
            try ImportFixtures.write("ignoreFiles = [\"(unclosed\"]\n", to: "config/_default/hugo.toml", in: root)
            try ImportFixtures.write("---\ntitle: Oslo\n---\n\nFjord.\n", to: "content/posts/oslo.md", in: root)
        }
        #expect(trips == ["oslo"])
        #expect(
            report.warnings.map(\.description) == [
                "blog/config/_default/hugo.toml: warning: ignoreFiles: '(unclosed' is not a regular expression; it ignores nothing"
            ])
    }

    static func jekyllBlog(_ root: URL) throws {
        try ImportFixtures.write("title: Walks\n", to: "_config.yml", in: root)
        try ImportFixtures.write(
            "---\ntitle: Day 1\ntags: hike lt\n---\n\nUp.\n", to: "_posts/2021-07-01-day-1.md", in: root)
        try ImportFixtures.write(
            "---\ntitle: Gear\ncategory: prep\n---\n\nBoots.\n", to: "_posts/2021-06-01-gear.md", in: root)
        try ImportFixtures.write(
            "---\ntitle: Code\ncategories: [work]\n---\n\nBugs.\n", to: "_posts/2021-06-02-code.md", in: root)
        // A post with a layout and no text (a photo's) is still a post.
        try ImportFixtures.write(
            "---\ntitle: Sunset\nlayout: post\nimage: /assets/sunset.jpg\n---\n", to: "_posts/2021-07-02-sunset.md",
            in: root)
        try ImportFixtures.write(try TestPhotos.bytes("tiny.jpg"), to: "assets/sunset.jpg", in: root)
        try ImportFixtures.write("# Agents\n", to: "_posts/AGENTS.md", in: root)
        try ImportFixtures.write("---\ntitle: Rules\n---\n\nBe kind.\n", to: "CONTRIBUTING.md", in: root)
        try ImportFixtures.write("---\ntitle: Claude\n---\n\nNotes.\n", to: "CLAUDE.md", in: root)
        try ImportFixtures.write("---\ntitle: Search\nlayout: search\n---\n", to: "search.md", in: root)
        try ImportFixtures.write("---\ntitle: About\n---\n\nMe.\n", to: "about.md", in: root)
    }

    @Test func jekyllTakesTagsCategoriesAndExcludes() throws {
        let all = try run(.jekyll, write: Self.jekyllBlog)
        #expect(all.trips == ["code", "day-1", "gear", "sunset"])
        #expect(all.pages == ["about.md"])
        #expect(all.report.warnings.isEmpty, "repository files are no posts with a bad name: \(all.report.warnings)")
        #expect(all.report.notes.map(\.file) == ["blog/search.md"])
        let asked = try run(.jekyll, ImportSelection(tags: ["lt"], categories: ["prep"]), write: Self.jekyllBlog)
        #expect(asked.trips == ["day-1", "gear"])
        let excluded = try run(
            .jekyll, ImportSelection(excludes: ["_posts/2021-06-*", "about.md"]), write: Self.jekyllBlog)
        #expect(excluded.trips == ["day-1", "sunset"])
        #expect(excluded.pages == [])
    }

    /// A site built in place that has a Hugo configuration: `ignoreFiles` leaves out trips,
    /// entries and pages, as Hugo would.
    @Test func ignoreFilesHoldInTheBuildInPlace() throws {
        let site = try FixtureSite([
            "hugo.toml": #"ignoreFiles = ["AGENTS\\.md$", "/content/trips/wip"]"#,
            "content/trips/lisbon/_index.md": "---\ntitle: Lisbon\nstart: 2024-05-01\n---\n\nTrams.\n",
            "content/trips/lisbon/2024-05-02-belem.md": "---\ntitle: Belém\n---\n\nTarts.\n",
            "content/trips/lisbon/AGENTS.md": "---\ntitle: Agents\n---\n\nRun the tests.\n",
            "content/trips/wip.md": "---\ntitle: Not yet\nstart: 2024-06-01\n---\n\nSoon.\n",
            "content/pages/AGENTS.md": "---\ntitle: Agents\n---\n\nRun.\n",
        ])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let (source, diagnostics) = SiteLoader(root: site.root).load()
        let loaded = try #require(source)
        #expect(loaded.trips.map(\.slug) == ["lisbon"])
        #expect(loaded.trips.first?.entries.map(\.slug) == ["belem"])
        #expect(loaded.pages.map(\.file.path).isEmpty)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// A site without `ignoreFiles` in a config of that name (another tool's `config.json`)
    /// reads none of it, and says nothing about it.
    @Test func anotherToolsConfigIsNotReadInPlace() throws {
        let site = try FixtureSite([
            "config.json": "[1, 2]",
            "content/trips/agents/index.md": "---\ntitle: Agents\nstart: 2024-05-01\n---\n\nA trip.\n",
        ])
        defer { try? FileManager.default.removeItem(at: site.root) }
        let (source, diagnostics) = SiteLoader(root: site.root).load()
        #expect(source?.trips.map(\.slug) == ["agents"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// `contentDir` is read inside the site only: a folder beside it is not listed or read.
    @Test func aContentDirOutsideTheSiteIsNotRead() throws {
        let folder = try ImportFixtures.folder("selection-outside")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImportFixtures.write("contentDir = \"../private\"\n", to: "blog/hugo.toml", in: folder)
        try ImportFixtures.write("---\ntitle: Diary\n---\n\nSecret.\n", to: "private/posts/diary.md", in: folder)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        #expect(throws: ImportError.self) {
            try StaticSiteImporter(site: folder.appending(path: "blog"), label: "blog", generator: .hugo)
                .run(into: &writer)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "site/content").path))
    }
}
