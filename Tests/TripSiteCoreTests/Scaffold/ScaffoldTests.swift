import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite new site` and `tripsite new trip`: what they write, and what they refuse.
@Suite struct ScaffoldTests {
    let today = Day(iso: "2026-03-05")!

    @Test func newTripIsDatedTodayAndBuildsAsADraft() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let path = try Scaffold.trip(title: "Kona Deep Dive", in: site.root, today: today)
        #expect(path == "content/trips/kona-deep-dive.md")
        let text = try String(contentsOf: site.root.appending(path: path), encoding: .utf8)
        #expect(text.contains("\ncreated: 2026-03-05 "), "created: is filled in, not commented out")
        #expect(!text.contains("# created:"))
        #expect(text.contains("`tripsite new trip --bundle`"), "the file form points to bundles for photos")
        let trip = try #require(try site.buildInMemory(drafts: true).report.site.trips.first)
        #expect(trip.created == today)
        #expect(trip.isDraft)
    }

    @Test func newTripBundleIsAFolderWhosePhotoGoesBesideIt() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let path = try Scaffold.trip(title: "Lofoten Islands", in: site.root, bundle: true, today: today)
        #expect(path == "content/trips/lofoten-islands/index.md")
        let url = site.root.appending(path: path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("# photo: cover.jpg"))
        #expect(text.contains("put the photos in this folder, beside index.md"))
        #expect(text.contains("\ncreated: 2026-03-05 "))
        // Doing what the comment says gives the trip its photo.
        try site.addPhoto("upright.jpg", at: "content/trips/lofoten-islands/cover.jpg")
        try site.write(path, text.replacing("# photo: cover.jpg", with: "photo: cover.jpg"))
        let trip = try #require(try site.buildInMemory(drafts: true).report.site.trips.first)
        #expect(trip.photo == .bundle(fileName: "cover.jpg"))
        #expect(trip.created == today)
    }

    /// A slug is taken by a trip file or a bundle folder, whichever form is asked for.
    @Test(arguments: [
        ("content/trips/kona.md", false), ("content/trips/kona.md", true),
        ("content/trips/kona/index.md", false), ("content/trips/kona/index.md", true),
    ])
    func newTripRefusesATakenSlug(existing: String, bundle: Bool) throws {
        let site = try FixtureSite([existing: tripFile("title: Kona")])
        defer { site.remove() }
        #expect {
            try Scaffold.trip(title: "Kona", in: site.root, bundle: bundle, today: today)
        } throws: { error in
            (error as? Scaffold.Error)?.message.contains("already exists (the trip 'kona')") == true
        }
        let untouched = try String(contentsOf: site.root.appending(path: existing), encoding: .utf8)
        #expect(untouched == tripFile("title: Kona"))
        let requested = bundle ? "content/trips/kona/index.md" : "content/trips/kona.md"
        if requested != existing {
            #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: requested).path))
        }
    }

    /// Today is the date on the local calendar, not in UTC.
    @Test func localTodayFollowsTheTimeZone() throws {
        let instant = try #require(ISO8601DateFormatter().date(from: "2026-03-01T23:30:00Z"))
        let kiritimati = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(Scaffold.localToday(now: instant, timeZone: kiritimati).iso == "2026-03-02")
        #expect(Scaffold.localToday(now: instant, timeZone: losAngeles).iso == "2026-03-01")
        #expect(Scaffold.localToday(now: instant, timeZone: TimeZone(identifier: "UTC")!).iso == "2026-03-01")
    }

    @Test func newSiteWritesTheCIRecipesBesideTheGitignore() throws {
        let folder = try FixtureSite([:], includeConfig: false)
        defer { folder.remove() }
        let root = folder.root.appending(path: "journal")
        let written = try Scaffold.site(at: root)
        for (path, text) in CIRecipes.files {
            #expect(written.contains(path))
            #expect(try String(contentsOf: root.appending(path: path), encoding: .utf8) == text)
        }
        let ignore = try String(contentsOf: root.appending(path: ".gitignore"), encoding: .utf8)
        #expect(ignore == "/public/\n/.tripsite-cache/\n")
    }

    /// A new site gets no copy of the built-in theme, only `themes/custom/` with its README,
    /// and builds with the built-in theme's files (and its later fixes) under its settings.
    @Test func newSiteLaysAnEmptyCustomThemeOverTheBuiltInOne() throws {
        let folder = try FixtureSite([:], includeConfig: false)
        defer { folder.remove() }
        let root = folder.root.appending(path: "journal")
        let written = try Scaffold.site(at: root)
        #expect(written.filter { $0.hasPrefix("themes/") } == ["themes/custom/README.md"])
        let readme = try String(contentsOf: root.appending(path: "themes/custom/README.md"), encoding: .utf8)
        for slot in ThemeSlot.allCases { #expect(readme.contains("`\(slot.rawValue)`"), "\(slot.rawValue)") }
        #expect(readme.contains("custom.css") && readme.contains("accent:"))
        var writer = MemoryOutput()
        let options = BuildOptions(source: root, output: root.appending(path: "public"))
        let report = try SiteBuilder(options: options).build(into: &writer)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(writer.text("theme/style.css")?.contains("@layer components {") == true)
        #expect(writer.files["theme/activities.js"] != nil && writer.files["theme/README.md"] == nil)
    }

    /// The recipes pin this release in one variable, and the URL they download from is
    /// `TripSiteVersion`'s once the variable is filled in.
    @Test func recipesPinThisReleaseInOneVariable() {
        let pin = "\(CIRecipes.versionVariable): \"\(TripSiteVersion.number)\""
        let deb = TripSiteVersion.debFile(architecture: "amd64")
        for (path, text) in CIRecipes.files {
            #expect(text.components(separatedBy: TripSiteVersion.number).count == 2, "\(path): the version once")
            #expect(text.contains("\n  \(pin)\n"), "\(path)")
            let expanded = text.replacing("${TRIPSITE_VERSION}", with: TripSiteVersion.number)
            #expect(expanded.contains("\"\(TripSiteVersion.downloadURL(deb))\""), "\(path)")
            #expect(expanded.contains(deb), "\(path)")
        }
    }
}
