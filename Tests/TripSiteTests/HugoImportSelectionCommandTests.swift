import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite import hugo --section … --tag … --exclude …` as a user runs it: only the posts
/// asked for, the report's notes and counts; and `--section` is Hugo's only.
@Suite(.serialized) struct HugoImportSelectionCommandTests {
    let runner = EndToEndTests()

    func blog(_ root: URL) throws {
        try ImportFixtures.write("title = \"Travel and Code\"\n", to: "hugo.toml", in: root)
        let posts = [
            ("travel/lisbon.md", "Lisbon", "[portugal]"), ("travel/porto.md", "Porto", "[portugal]"),
            ("travel/oslo.md", "Oslo", "[norway]"), ("tech/swift.md", "Swift", "[portugal]"),
        ]
        for (path, title, tags) in posts {
            try ImportFixtures.write(
                "---\ntitle: \(title)\ndate: 2024-05-01\ntags: \(tags)\n---\n\nText.\n", to: "content/\(path)", in: root
            )
        }
        try ImportFixtures.write("---\ntitle: Travel\n---\n", to: "content/travel/_index.md", in: root)
        try ImportFixtures.write("---\ntitle: Search\nlayout: search\n---\n", to: "content/search.md", in: root)
    }

    @Test func onlyThePostsAskedForWithNotesAndCounts() throws {
        let folder = try ImportFixtures.folder("import-hugo-selection")
        defer { try? FileManager.default.removeItem(at: folder) }
        try blog(folder.appending(path: "blog"))
        let result = try runner.run(
            [
                "import", "hugo", "blog", "--into", "journal", "--section", "travel", "--tag", "Portugal",
                "--exclude", "content/travel/porto.md",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let trips = try FileManager.default.contentsOfDirectory(
            atPath: folder.appending(path: "journal/content/trips").path)
        #expect(trips == ["lisbon"])
        #expect(
            result.stderr.contains("blog/content/travel/_index.md: note: a section's list page"), "\(result.stderr)")
        #expect(
            result.stderr.contains("blog/content/search.md: note: a list page (layout: search)"), "\(result.stderr)")
        #expect(result.stdout.contains("Skipped, not content: 2 files (notes above)."), "\(result.stdout)")
        #expect(result.stdout.contains("Left out as asked: 3 files."), "\(result.stdout)")
    }

    @Test func sectionIsNoJekyllOption() throws {
        let folder = try ImportFixtures.folder("import-jekyll-section")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runner.run(["import", "jekyll", "blog", "--section", "travel"], in: folder)
        #expect(result.status == 2, "\(result.stderr)")
        let empty = try runner.run(["import", "hugo", "blog", "--section", "/"], in: folder)
        #expect(empty.status == 2, "\(empty.stderr)")
        #expect(empty.stderr.contains("--section must name a folder of content/"), "\(empty.stderr)")
    }
}
