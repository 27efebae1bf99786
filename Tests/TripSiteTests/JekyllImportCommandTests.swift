import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite import jekyll --group-by category` as a user runs it, on a blog with a post
/// whose front matter is broken: two posts of one category become a trip with two entries,
/// the rest are trips, the site checks without errors and builds, and a second import
/// changes nothing.
@Suite(.serialized) struct JekyllImportCommandTests {
    let runner = EndToEndTests()

    func blog(_ root: URL) throws {
        try ImportFixtures.write("title: Fjords\nurl: https://ada.github.io\n", to: "_config.yml", in: root)
        let posts: [(String, String)] = [
            ("2019-07-01-oslo", "title: Oslo\ncategories: [norway-2019]"),
            ("2019-07-03-bergen", "title: Bergen\ncategories: norway-2019\ntags: rain"),
            ("2020-02-10-lisbon", "title: Lisbon\ncategories: [portugal]"),
            ("2020-03-01-broken", "title: [unclosed"),
        ]
        for (name, frontMatter) in posts {
            try ImportFixtures.write(
                "---\n\(frontMatter)\n---\n\nA day in \(name.dropFirst(11)). {% include map.html %}\n",
                to: "_posts/\(name).md", in: root)
        }
    }

    @Test func groupedImportChecksBuildsAndIsIdempotent() throws {
        let folder = try ImportFixtures.folder("import-jekyll-command")
        defer { try? FileManager.default.removeItem(at: folder) }
        try blog(folder.appending(path: "blog"))
        let arguments = ["import", "jekyll", "blog", "--into", "journal", "--group-by", "category"]
        let first = try runner.run(arguments, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("blog/_posts/2020-03-01-broken.md:2:"), "\(first.stderr)")
        #expect(first.stderr.contains("blog/_posts/2019-07-01-oslo.md:"), "the include is reported: \(first.stderr)")
        #expect(first.stdout.contains("Written: 2 trips, 2 entries"), "\(first.stdout)")
        let site = folder.appending(path: "journal")
        let written = ImportFixtures.files(in: site).keys.sorted()
        #expect(written.contains("content/trips/norway-2019/2019-07-03-bergen/index.md"), "\(written)")
        #expect(written.contains("content/trips/lisbon/index.md"), "\(written)")

        let check = try runner.run(["check", "--source", "journal"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("0 errors"), "\(check.stdout)")
        let output = folder.appending(path: "public")
        let build = try runner.run(["build", "--source", "journal", "--output", output.path], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: output.appending(path: "trips/norway-2019/bergen/index.html").path))

        let contents = ImportFixtures.files(in: site)
        let second = try runner.run(arguments, in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Written: 0 trips, 0 entries"), "\(second.stdout)")
        #expect(ImportFixtures.files(in: site) == contents)
    }
}
