import Testing
import TripSiteCore
import TripSiteTestSupport

/// A Hugo site's bundles read in place: a branch bundle's `_index.md` is the trip (its other
/// Markdown files its entries), and of `index.<lang>.md` files the site's language is the
/// trip while the others are skipped with one warning that names them.
@Suite struct BundleIndexTests {
    @Test func aBranchBundlesIndexIsTheTripAndItsPagesAreEntries() throws {
        let site = try FixtureSite([
            "content/trips/alps/_index.md": tripFile("title: Alps", body: "Hut to hut.\n"),
            "content/trips/alps/2025-07-01-braies.md": tripFile("title: Braies", body: "The lake.\n"),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(report.site.trips.first)
        #expect(trip.title == "Alps" && trip.sourcePath == "content/trips/alps/_index.md")
        #expect(trip.entries.map(\.slug) == ["braies"])
        #expect(output.files["trips/alps/braies/index.html"] != nil)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    @Test func theSitesLanguageIsTheTripAndOtherLanguagesAreNamedOnce() throws {
        let files = [
            "content/trips/kyoto/index.en.md": tripFile("title: Kyoto", body: "Temples.\n"),
            "content/trips/kyoto/index.ja.md": tripFile("title: 京都", body: "お寺。\n"),
            "content/trips/kyoto/index.fr.md": tripFile("title: Kyoto (fr)", body: "Temples.\n"),
        ]
        let site = try FixtureSite(files)
        defer { site.remove() }
        let report = try site.buildInMemory().report
        #expect(report.site.trips.map(\.title) == ["Kyoto"])
        #expect(report.site.trips.first?.entries.isEmpty == true, "no language's file is an entry")
        let warnings = report.diagnostics.map(\.description)
        #expect(
            warnings == [
                "content/trips/kyoto/index.en.md: warning: index.fr.md, index.ja.md skipped: only the site's language "
                    + "(en) is built; translated journals are not supported yet"
            ])
        var japanese = files
        japanese["site.yml"] = "title: 旅\nbaseURL: https://example.com/\nlanguage: ja\n"
        let inJapanese = try FixtureSite(japanese)
        defer { inJapanese.remove() }
        #expect(try inJapanese.buildInMemory().report.site.trips.map(\.title) == ["京都"])
    }

    @Test func aTripOnlyInAnotherLanguageIsSkippedAndSaysWhy() throws {
        let site = try FixtureSite([
            "content/trips/lyon/index.fr.md": tripFile("title: Lyon", body: "Bouchons.\n"),
            "content/trips/oslo.md": tripFile("title: Oslo", body: "Fjords.\n"),
        ])
        defer { site.remove() }
        let report = try site.buildInMemory().report
        #expect(report.site.trips.map(\.slug) == ["oslo"])
        #expect(
            report.diagnostics.map(\.description).contains {
                $0.hasPrefix("content/trips/lyon: warning: the trip is only in other languages than the site's (en)")
            })
    }

    /// `Index.md` beside `index.md` was dropped without a word; alone, it is named.
    @Test func anIndexInAnotherCaseIsNamedNotDropped() throws {
        let site = try FixtureSite([
            "content/trips/oslo/index.md": tripFile("title: Oslo", body: "Fjord.\n"),
            "content/trips/oslo/Index.md": tripFile("title: Oslo again", body: "Lost.\n"),
            "content/trips/bergen/INDEX.md": tripFile("title: Bergen", body: "Rain.\n"),
        ])
        defer { site.remove() }
        let report = try site.buildInMemory().report
        let warnings = report.diagnostics.map(\.description)
        #expect(
            warnings.contains(
                "content/trips/oslo/Index.md: warning: Index.md is not read: the trip's own file is index.md, "
                    + "and a bundle has one; merge the two, or rename this one"), "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix("content/trips/bergen/INDEX.md: warning: the folder has INDEX.md but no index.md")
            }, "\(warnings)")
        #expect(report.site.trips.map(\.title) == ["Oslo"])
    }
}
