import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Hugo's and Jekyll's keys read where TripSite has its own (`TripParser+Borrowed`): each
/// read is a note for `--verbose`, never a warning, and TripSite's own key wins.
@Suite struct TripParserBorrowedTests {
    private func build(_ files: [String: String], strict: Bool = false) throws -> (BuildReport, MemoryOutput) {
        let site = try FixtureSite(files)
        defer { site.remove() }
        return try site.buildInMemory(strict: strict)
    }

    private func trip(_ report: BuildReport, _ slug: String) throws -> Trip {
        try #require(report.site.trips.first { $0.slug == slug })
    }

    @Test func keysWithNoUseInTripSiteAreNotesAndTyposStillWarnings() throws {
        let (report, _) = try build(
            [
                "content/trips/lake/index.md": tripFile(
                    "title: Lake\nlayout: post\nauthor: Ana\nseasn: summer", body: "A lake.\n"),
                "content/trips/lake/2021-07-05.md": "---\ncomments: true\n---\nA swim.\n",
            ], strict: false)
        #expect(report.diagnostics.map(\.message).count == 1)
        #expect(report.diagnostics.first?.message.hasPrefix("unknown front-matter key 'seasn'") == true)
        let notes = report.notes.map { "\($0.file):\($0.line ?? 0): \($0.message)" }
        #expect(
            notes.contains("content/trips/lake/index.md:3: 'layout' (Hugo, Jekyll) has no use in TripSite: not read"))
        #expect(
            notes.contains("content/trips/lake/index.md:4: 'author' (Hugo, Jekyll) has no use in TripSite: not read"))
        #expect(notes.contains { $0.hasPrefix("content/trips/lake/2021-07-05.md:2: 'comments'") })
    }

    /// A post's date is when it was published: the trip's `posted`, not its `start`.
    @Test func hugosDateIsTheDayItWasPostedWithANote() throws {
        let (report, _) = try build([
            "content/trips/lake.md": tripFile("title: Lake\ndate: 2021-07-04T09:00:00+02:00", body: "A lake.\n"),
            "content/trips/hut.md": tripFile("title: Hut\npublishDate: 2020-01-02", body: "A hut.\n"),
            "content/trips/pass.md": tripFile("title: Pass\nstart: 2019-05-01\ndate: 2021-01-01", body: "A pass.\n"),
        ])
        #expect(try trip(report, "lake").posted == Day(iso: "2021-07-04"))
        #expect(try trip(report, "lake").start == nil)
        #expect(try trip(report, "hut").posted == Day(iso: "2020-01-02"))
        #expect(try trip(report, "pass").start == Day(iso: "2019-05-01"))
        #expect(try trip(report, "pass").posted == nil)
        #expect(report.diagnostics.isEmpty)
        let notes = report.notes.map { "\($0.file):\($0.line ?? 0): \($0.message)" }
        #expect(
            notes.contains(
                "content/trips/lake.md:3: 'date' read as the day the trip was 'posted' (2021-07-04), not as its dates"))
        #expect(notes.contains("content/trips/pass.md:4: 'date' not read: 'start' gives the trip's day"))
        #expect(report.notes.allSatisfy { $0.severity == .note })
    }

    /// A date that is not one is a warning at its line, and the trip has no start.
    @Test func aDateThatIsNotOneIsAWarning() throws {
        let (report, _) = try build(["content/trips/lake.md": tripFile("title: Lake\ndate: soon", body: "A lake.\n")])
        #expect(try trip(report, "lake").start == nil)
        #expect(report.diagnostics.map(\.line) == [3])
        #expect(report.diagnostics.first?.severity == .warning)
    }

    /// Jekyll's `YYYY-MM-DD-` names a post's day: dropped from the slug, read as `posted`.
    @Test func aFileNamesDateIsThePostingDayAndLeavesTheSlug() throws {
        let (report, output) = try build([
            "content/trips/2019-03-05-iceland-ring.md": tripFile("title: Iceland", body: "Falls.\n"),
            "content/trips/2018-06-01-alps/index.md": tripFile("title: Alps", body: "Peaks.\n"),
            "content/trips/2017-01-09-oslo.md": tripFile("title: Oslo\nstart: 2017-01-10", body: "Snow.\n"),
        ])
        #expect(try trip(report, "iceland-ring").posted == Day(iso: "2019-03-05"))
        #expect(try trip(report, "alps").posted == Day(iso: "2018-06-01"))
        #expect(try trip(report, "oslo").start == Day(iso: "2017-01-10"))
        #expect(try trip(report, "oslo").posted == nil)
        #expect(output.text("trips/iceland-ring/index.html")?.contains("Falls.") == true)
        #expect(
            report.notes.contains {
                $0.message == "the file name's date read as the day the trip was 'posted' (2019-03-05)"
            })
    }

    @Test func hugosImagesAndCoversAreThePhoto() throws {
        let (report, _) = try build([
            "content/trips/a.md": tripFile("title: A\nimages: [\"/p/a.jpg\", \"/p/b.jpg\"]", body: "A.\n"),
            "content/trips/b.md": tripFile("title: B\nfeatured_image: b.jpg", body: "B.\n"),
            "content/trips/c.md": tripFile("title: C\ncover:\n  image: c.jpg\n  alt: C", body: "C.\n"),
            "content/trips/d.md": tripFile("title: D\nphoto: d.jpg\nimages: [x.jpg]", body: "D.\n"),
        ])
        let missing = report.diagnostics.filter { $0.message.hasPrefix("photo '") }.map(\.message)
        for name in ["/p/a.jpg", "b.jpg", "c.jpg", "d.jpg"] {
            #expect(missing.contains { $0.hasPrefix("photo '\(name)'") }, "\(name)")
        }
        #expect(!missing.contains { $0.contains("x.jpg") })
        #expect(!report.diagnostics.contains { $0.message.contains("unknown front-matter key") })
        #expect(report.notes.map(\.message).contains("'cover' read as the trip's 'photo' (c.jpg)"))
    }

    /// Every key themes name a cover by, built in place: the photo, with a note, and no
    /// unknown-key warning.
    @Test(arguments: [
        ("images: [a.jpg, b.jpg]", "images"), ("cover:\n  image: a.jpg", "cover"),
        ("featured_image: a.jpg", "featured_image"),
        ("image: a.jpg", "image"), ("image:\n  path: a.jpg", "image"), ("header:\n  image: a.jpg", "header"),
        ("header:\n  teaser: a.jpg", "header"), ("feature_image: a.jpg", "feature_image"),
    ])
    func everyCoverKeyIsThePhoto(key: String, name: String) throws {
        let site = try FixtureSite(["content/trips/lake/index.md": tripFile("title: Lake\n\(key)", body: "A lake.\n")])
        defer { site.remove() }
        try site.addPhoto("tiny.jpg", at: "content/trips/lake/a.jpg")
        let (report, _) = try site.buildInMemory(strict: true)
        #expect(try trip(report, "lake").photo == .bundle(fileName: "a.jpg"))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.notes.map(\.message).contains("'\(name)' read as the trip's 'photo' (a.jpg)"))
    }

    /// `header: true` (a theme's switch) is no cover.
    @Test func aHeaderThatIsNoMappingIsNoCover() throws {
        let (report, _) = try build(["content/trips/lake.md": tripFile("title: Lake\nheader: true", body: "A lake.\n")])
        #expect(try trip(report, "lake").photo == .placeholder)
    }

    /// Jekyll splits a text of tags at its spaces; a list's items stay whole, and
    /// `categories` join the tags.
    @Test func jekyllTagsAreSplitAndCategoriesAreTags() throws {
        let (report, _) = try build([
            "content/trips/a.md": tripFile("title: A\ntags: lt2020 through_hike\ncategories: [nordic]", body: "A.\n"),
            "content/trips/b.md": tripFile("title: B\ntags: [\"road trip\", coast]\ncategories: coast", body: "B.\n"),
        ])
        #expect(try trip(report, "a").tags == ["lt2020", "through_hike", "nordic"])
        #expect(try trip(report, "b").tags == ["road trip", "coast"])
        #expect(report.notes.contains { $0.message.hasPrefix("'tags' split at its spaces") && $0.line == 3 })
    }

    /// Notes are not warnings: `--strict` builds a site whose only diagnostics are notes.
    @Test func notesDoNotFailAStrictBuild() throws {
        let (report, _) = try build(
            ["content/trips/lake.md": tripFile("title: Lake\ndate: 2021-07-04", body: "A lake.\n")], strict: true)
        #expect(report.diagnostics.isEmpty)
        #expect(report.notes.count == 1)
    }
}

/// A Hugo section's posts read as a trip's entries (`_index.md` beside them) take the same
/// keys: `images` and the like as their photo, `categories` and a text of tags as tags,
/// `publishDate` as their date.
@Suite struct EntryParserBorrowedTests {
    @Test func aHugoPostIsAnEntryAsItIs() throws {
        let site = try FixtureSite([
            "content/trips/alps/_index.md": tripFile("title: Alps", body: "Peaks.\n"),
            "content/trips/alps/day-one.md": tripFile(
                "title: Day one\ndate: 2024-07-01\nimages: [one.jpg]\ntags: ridge hut\ncategories: [walks]",
                body: "Up.\n"),
            "content/trips/alps/day-two.md": tripFile(
                "title: Day two\npublishDate: 2024-07-02T08:00:00Z\nfeatured_image: two.jpg", body: "Down.\n"),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let entries = try #require(report.site.trips.first).entries
        #expect(entries.map(\.slug) == ["day-one", "day-two"])
        #expect(entries.map(\.date) == [Day(iso: "2024-07-01"), Day(iso: "2024-07-02")])
        #expect(entries.first?.tags == ["ridge", "hut", "walks"])
        let missing = report.diagnostics.map(\.message).filter { $0.hasPrefix("photo '") }
        #expect(missing.contains { $0.hasPrefix("photo 'one.jpg'") })
        #expect(missing.contains { $0.hasPrefix("photo 'two.jpg'") })
        #expect(!report.diagnostics.contains { $0.message.contains("unknown front-matter key") })
        #expect(report.notes.contains { $0.message == "'publishDate' read as the entry's 'date'" })
        #expect(output.text("trips/alps/day-two/index.html")?.contains("Down.") == true)
    }
}
