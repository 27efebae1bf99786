import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// A Hugo blog's shortcodes on import: each one TripSite does not convert is warned about
/// once, at its first use, with the count of its uses.
@Suite struct ShortcodeImportTests {
    @Test func importWarnsOnceForEachUnknownShortcode() throws {
        let folder = try ImportFixtures.folder("hugo-groups")
        defer { try? FileManager.default.removeItem(at: folder) }
        let blog = folder.appending(path: "blog")
        try ImportFixtures.write("title = \"Blog\"\n", to: "hugo.toml", in: blog)
        for (name, day) in [("one", "01"), ("two", "02")] {
            try ImportFixtures.write(
                "---\ntitle: \(name)\ndate: 2024-05-\(day)\n---\n\n{{< mystery >}}\n\n{{< mystery >}}\n\n"
                    + "{{< alert >}}\nCareful.\n{{< /alert >}}\n",
                to: "content/posts/\(name).md", in: blog)
        }
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: blog, label: "blog", generator: .hugo).run(into: &writer)
        let warnings = writer.report.warnings.map(\.description).filter { $0.contains("mystery") }
        #expect(
            warnings == [
                "blog/content/posts/one.md:6: warning: shortcode 'mystery' is not converted: it stays in the file as "
                    + "written, and TripSite leaves it out of the page until you replace it; 4 uses in 2 files, the first here"
            ], "\(writer.report.warnings.map(\.description))")
        let text = try String(
            contentsOf: folder.appending(path: "site/content/trips/one/index.md"), encoding: .utf8)
        #expect(text.hasSuffix("\n\n>\n> Careful.\n"), "\(text)")
    }
}
