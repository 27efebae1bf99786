import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// A Hugo configuration split over `config/_default/` (as Blowfish and other themes ship
/// it), merged as Hugo merges it, gives the imported `site.yml`.
@Suite struct HugoConfigTests {
    func importSite(_ write: (URL) throws -> Void) throws -> (siteYML: String, trips: [String], report: ImportReport) {
        let folder = try ImportFixtures.folder("hugo-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(folder.appending(path: "blog"))
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: folder.appending(path: "blog"), label: "blog", generator: .hugo).run(into: &writer)
        let site = folder.appending(path: "site")
        let trips = try FileManager.default.contentsOfDirectory(atPath: site.appending(path: "content/trips").path)
        return (
            try String(contentsOf: site.appending(path: "site.yml"), encoding: .utf8), trips.sorted(), writer.report
        )
    }

    @Test func theDefaultLanguagesTitleAndParamsComeFromTheirOwnFiles() throws {
        let (siteYML, trips, report) = try importSite { root in
            try ImportFixtures.write(
                """
                baseURL = "https://walks.example.org/"
                defaultContentLanguage = "en"
                title = "My Blog"
                """, to: "config/_default/hugo.toml", in: root)
            try ImportFixtures.write(
                """
                languageCode = "en-gb"
                languageName = "English"
                weight = 1
                title = "Slow Walks"

                [params]
                  displayName = "EN"
                """, to: "config/_default/languages.en.toml", in: root)
            try ImportFixtures.write(
                "languageCode = \"ja\"\ntitle = \"ゆっくり歩く\"\nweight = 2\n", to: "config/_default/languages.ja.toml",
                in: root)
            try ImportFixtures.write(
                "colorScheme = \"ocean\"\n\n[author]\n  name = \"Ada Lovelace\"\n", to: "config/_default/params.toml",
                in: root)
            // Menus are not read: a broken one is no warning.
            try ImportFixtures.write("[[main]\nname = ", to: "config/_default/menus.en.toml", in: root)
            try ImportFixtures.write("---\ntitle: Kumano\n---\n\nCedars.\n", to: "content/posts/kumano.md", in: root)
        }
        #expect(
            siteYML == """
                title: "Slow Walks"
                baseURL: "https://walks.example.org/"
                language: "en-GB"
                author: "Ada Lovelace"

                """)
        #expect(trips == ["kumano"])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Files merge in Hugo's order: the root file, then `config/_default/` by name; a
    /// language's params over the site's; YAML and JSON as TOML.
    @Test func laterFilesAndTheLanguageWinKeyByKey() throws {
        let (siteYML, _, _) = try importSite { root in
            try ImportFixtures.write(
                "title = \"Root\"\nbaseURL = \"https://old.example.org/\"\n[params]\nauthor = \"Root Author\"\n",
                to: "hugo.toml", in: root)
            try ImportFixtures.write(
                #"{"baseURL": "https://new.example.org/"}"#, to: "config/_default/config.json", in: root)
            try ImportFixtures.write("author: Site Author\n", to: "config/_default/params.yaml", in: root)
            try ImportFixtures.write(
                "en:\n  title: English Title\n  params:\n    author: {name: Language Author}\n",
                to: "config/_default/languages.yaml", in: root)
            try ImportFixtures.write("---\ntitle: Post\n---\n\nText.\n", to: "content/posts/post.md", in: root)
        }
        #expect(siteYML.contains("title: \"English Title\"\n"))
        #expect(siteYML.contains("baseURL: \"https://new.example.org/\"\n"))
        #expect(siteYML.contains("author: \"Language Author\"\n"))
    }

    /// Without `defaultContentLanguage` or an `en`, the language of least weight is the
    /// site's, with its own content folder (`contentDir`).
    @Test func theLightestLanguageAndItsContentFolder() throws {
        let (siteYML, trips, _) = try importSite { root in
            try ImportFixtures.write(
                """
                [de]
                title = "Wanderungen"
                weight = 2
                contentDir = "content/de"
                [ja]
                title = "散歩"
                weight = 1
                contentDir = "content/ja"
                """, to: "config/_default/languages.toml", in: root)
            try ImportFixtures.write("---\ntitle: Nara\n---\n\nDeer.\n", to: "content/ja/posts/nara.md", in: root)
            try ImportFixtures.write("---\ntitle: Harz\n---\n\nWald.\n", to: "content/de/posts/harz.md", in: root)
        }
        #expect(siteYML.hasPrefix("title: \"散歩\"\n"))
        #expect(siteYML.contains("language: \"ja\"\n"))
        #expect(trips == ["nara"])
    }
}
