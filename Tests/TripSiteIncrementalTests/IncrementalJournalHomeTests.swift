import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `serve` and a journal's home: a trip travelled, dated otherwise, come or gone changes the
/// home's rows (`BuildInput.home`) and, when it turns the site from a wishlist into a journal,
/// the navigation of every page (`BuildInput.siteKind`), as a clean build of the same files.
@Suite struct IncrementalJournalHomeTests {
    static func trip(_ title: String, _ frontMatter: String) -> String {
        tripFile("title: \(title)\n\(frontMatter)", body: "Went.\n")
    }

    /// Every page of `after` is the clean build's.
    static func expectSamePages(_ after: IncrementalBuilder.Result, _ clean: IncrementalBuilder.Result, _ label: String)
    {
        let pages = Set(after.files.keys).union(clean.files.keys).filter { $0.hasSuffix(".html") }
        let differing = pages.filter { after.files[$0] != clean.files[$0] }.sorted()
        #expect(differing.isEmpty, "\(label): \(differing.prefix(10))")
    }

    @Test func aTripTurningTheSiteIntoAJournalRemakesEveryNavigation() throws {
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig,
            "content/trips/oslo.md": Self.trip("Oslo", "start: 2999-05-01"),
            "content/trips/lima.md": Self.trip("Lima", "start: 2999-09-01"),
            "content/trips/rome.md": Self.trip("Rome", "start: 2020-09-01"),
        ])
        defer { site.remove() }
        let builder = site.serveBuilder()
        #expect(try builder.build().text("goals/index.html").contains("Wishlist"))
        // Marked travelled (the full path), then a journey added and removed (the membership path).
        let edits: [(path: String, text: String?)] = [
            ("content/trips/oslo.md", Self.trip("Oslo", "start: 2999-05-01\ntravelled: true")),
            ("content/trips/oslo.md", Self.trip("Oslo", "start: 2999-05-01")),
            ("content/trips/kona.md", Self.trip("Kona", "start: 2021-02-01")),
            ("content/trips/kona.md", nil),
        ]
        for (index, edit) in edits.enumerated() {
            if let text = edit.text {
                try site.write(edit.path, text)
            } else {
                try FileManager.default.removeItem(at: site.root.appending(path: edit.path))
            }
            let after = try builder.build(changedPaths: [edit.path])
            let clean = try site.serveBuilder().build()
            Self.expectSamePages(after, clean, "edit \(index)")
            let journal = index == 0 || index == 2
            #expect(after.text("goals/index.html").contains(">Trips<") == journal, "edit \(index)")
        }
    }

    /// A journey moving from one year to the next, though no card of the home showed it and
    /// the site's order is the same: it now leads the earlier year's row.
    @Test func aJourneyMovingToAnotherYearMovesOnTheHome() throws {
        var files = [
            "site.yml": FixtureSite.defaultConfig,
            "content/trips/latest.md": Self.trip("Latest", "start: 2025-03-01"),
            "content/trips/porto.md": Self.trip("Porto", "start: 2023-03-01"),
        ]
        for day in 2...14 {
            files["content/trips/day-\(day).md"] = Self.trip(
                "Day \(day)", "start: 2024-01-\(day < 10 ? "0" : "")\(day)")
        }
        files["content/trips/day-1.md"] = Self.trip("Day 1", "start: 2024-01-01")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        try site.write("content/trips/day-1.md", Self.trip("Day 1", "start: 2023-12-31"))
        let after = try builder.build(changedPaths: ["content/trips/day-1.md"])
        let clean = try site.serveBuilder().build()
        #expect(after.text("index.html") == clean.text("index.html"))
        let earlier = after.text("index.html").components(separatedBy: "id=\"home-year-2023\"").last ?? ""
        #expect(earlier.contains("href=\"/trips/day-1/\""))
    }
}
