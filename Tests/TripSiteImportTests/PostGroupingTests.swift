import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// `--group-by tag` and `--group-by category` on a Hugo blog written here (JSON, YAML and
/// TOML front matter): posts whose first tag (or category) another dated post shares are one
/// trip, titled and tagged by it; a post with a value of its own stays a trip.
@Suite struct PostGroupingTests {
    static func blog(_ root: URL) throws {
        try ImportFixtures.write("title: Blog\nbaseURL: https://example.org/\n", to: "hugo.yaml", in: root)
        let posts = [
            "skogafoss": "{\n  \"title\": \"Skógafoss\",\n  \"date\": \"2021-06-02\",\n"
                + "  \"tags\": [\"Iceland 2021\", \"waterfalls\"],\n  \"categories\": [\"north\"]\n}\nSpray.\n",
            "vik": "---\ntitle: Vík\ndate: 2021-06-03\ntags: [iceland 2021]\ncategories: [south]\n---\nBlack sand.\n",
            "lisbon":
                "+++\ntitle = \"Lisbon\"\ndate = 2022-04-01\ntags = [\"trams\"]\ncategories = [\"north\"]\n+++\nTrams.\n",
        ]
        for (name, text) in posts { try ImportFixtures.write(text, to: "content/posts/\(name).md", in: root) }
    }

    func run(_ grouping: PostGrouping, gap: Int = PostGrouping.defaultGap) throws -> URL {
        let folder = try ImportFixtures.folder("grouping")
        try Self.blog(folder.appending(path: "blog"))
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(
            site: folder.appending(path: "blog"), label: "blog", generator: .hugo, grouping: grouping, gap: gap
        ).run(into: &writer)
        return folder.appending(path: "site")
    }

    func listing(_ site: URL) -> [String] {
        ImportFixtures.files(in: site).keys.filter { $0.hasPrefix("content/") }.sorted()
    }

    @Test func byTagPostsSharingTheirFirstTagAreOneTrip() throws {
        let site = try run(.tag)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            listing(site) == [
                "content/trips/iceland-2021/2021-06-02-skogafoss/index.md",
                "content/trips/iceland-2021/2021-06-03-vik/index.md",
                "content/trips/iceland-2021/index.md",
                "content/trips/lisbon/index.md",
            ], "tags that differ in case are one value")
        let trip = try String(contentsOf: site.appending(path: "content/trips/iceland-2021/index.md"), encoding: .utf8)
        #expect(trip.hasPrefix("---\ntitle: \"Iceland 2021\"\n"))
        #expect(trip.contains("tags:\n- \"Iceland 2021\"\n"))
    }

    @Test func byCategoryTheFirstCategoryDecides() throws {
        // Its two posts are ten months apart: one trip only with a gap that long.
        let site = try run(.category, gap: 400)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            listing(site) == [
                "content/trips/north/2021-06-02-skogafoss/index.md",
                "content/trips/north/2022-04-01-lisbon/index.md",
                "content/trips/north/index.md",
                "content/trips/vik/index.md",
            ])
    }

    @Test func postsOfOneValueMonthsApartAreTripsOfTheirOwn() throws {
        let site = try run(.category)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            listing(site) == [
                "content/trips/lisbon/index.md", "content/trips/skogafoss/index.md", "content/trips/vik/index.md",
            ])
    }
}
