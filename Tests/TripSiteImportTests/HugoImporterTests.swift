import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// `StaticSiteImporter` on a Hugo site written here (`ImportFixtures.hugo`): TOML and YAML
/// front matter, shortcodes, a leaf bundle, a page, a translation and a broken file.
@Suite struct HugoImporterTests {
    func importFixture() throws -> (URL, ImportReport) {
        let folder = try ImportFixtures.folder("hugo")
        try ImportFixtures.hugo(at: folder.appending(path: "blog"))
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: folder.appending(path: "blog"), label: "blog", generator: .hugo)
            .run(into: &writer)
        return (folder.appending(path: "site"), writer.report)
    }

    func text(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appending(path: path), encoding: .utf8)
    }

    @Test func tomlPostWithShortcodesAndAStaticImage() throws {
        let (site, _) = try importFixture()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            try text("content/trips/oslo/index.md", in: site) == """
                ---
                title: "Oslo: a city"
                subtitle: "Three days in the capital"
                posted: "2019-03-05"
                tags:
                - "Norway"
                - "cities"
                - "Europe"
                params:
                  rating: 5
                imported: "hugo:content/posts/oslo.md"
                ---

                We landed at dawn.

                ![The fjord](a.jpg "The fjord")

                https://www.youtube.com/watch?v=dQw4w9WgXcQ

                {{< gallery dir="oslo" >}}

                """)
        let photo = try Data(contentsOf: site.appending(path: "content/trips/oslo/a.jpg"))
        #expect([UInt8](photo) == (try TestPhotos.bytes("tiny.jpg")))
    }

    @Test func leafBundleWithItsPhotoAndSlug() throws {
        let (site, _) = try importFixture()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            try text("content/trips/rainy-bergen/index.md", in: site) == """
                ---
                title: "Bergen"
                posted: "2019-03-08"
                photo: "harbour.jpg"
                country: "NO"
                imported: "hugo:content/posts/bergen/index.md"
                ---

                Rain, as always. ![Boats](harbour.jpg)

                """)
        let photo = try Data(contentsOf: site.appending(path: "content/trips/rainy-bergen/harbour.jpg"))
        #expect([UInt8](photo) == (try TestPhotos.bytes("tiny.jpg")))
    }

    @Test func pageAndSiteConfig() throws {
        let (site, _) = try importFixture()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            try text("content/pages/about.md", in: site)
                == "---\ntitle: \"About\"\ndescription: \"Who writes here\"\n---\n\nI travel.\n")
        #expect(
            try text("site.yml", in: site) == """
                title: "Ada's Travels"
                baseURL: "https://example.org/travel/"
                language: "en-US"
                author: "Ada Lovelace"

                """)
        let files = ImportFixtures.files(in: site).keys.sorted()
        #expect(
            files == [
                "content/pages/about.md", "content/trips/oslo/a.jpg", "content/trips/oslo/index.md",
                "content/trips/rainy-bergen/harbour.jpg", "content/trips/rainy-bergen/index.md", "site.yml",
            ])
    }

    @Test func warningsAreLocatedAndTheRestImported() throws {
        let (_, report) = try importFixture()
        let warnings = report.warnings.map(\.description)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(
            warnings.contains { $0.hasPrefix("blog/content/posts/bergen/index.fr.md: warning: a translation (fr)") })
        #expect(
            warnings.contains {
                $0.hasPrefix("blog/content/posts/broken.md:3:12: warning: invalid YAML") && $0.contains("not imported")
            })
        #expect(
            warnings.contains {
                $0.hasPrefix("blog/content/posts/oslo.md:18: warning: shortcode 'gallery' is not converted")
            })
        #expect(report.count(.trip, .written) == 2)
        #expect(report.count(.page, .written) == 1)
        #expect(report.count(.photo, .written) == 2)
    }

    @Test func aSecondRunChangesNothing() throws {
        let (site, _) = try importFixture()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let before = ImportFixtures.files(in: site)
        var writer = ImportWriter(root: site)
        try StaticSiteImporter(
            site: site.deletingLastPathComponent().appending(path: "blog"), label: "blog", generator: .hugo
        ).run(into: &writer)
        #expect(writer.report.count(.written) == 0)
        #expect(writer.report.count(.kept) == 0)
        #expect(writer.report.count(.unchanged) == before.count - 1)
        #expect(ImportFixtures.files(in: site) == before)
    }
}
