import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite new site` and `tripsite new trip`, run as the built binary.
@Suite(.serialized) struct NewCommandTests {
    func tripsite(_ arguments: [String], in folder: URL) throws -> EndToEndTests.Run {
        let binary = try #require(EndToEndTests.binary, "the tripsite binary was not built")
        return try CIJournal.run(binary.path, arguments, in: folder)
    }

    @Test func newSiteSaysWhereTheCIFilesAre() throws {
        let folder = try FixtureSite([:], includeConfig: false)
        defer { folder.remove() }
        let result = try tripsite(["new", "site", "journal"], in: folder.root)
        #expect(result.status == 0, "\(result.stderr)")
        for (path, _) in CIRecipes.files {
            #expect(result.stdout.contains(path))
            #expect(FileManager.default.fileExists(atPath: folder.root.appending(path: "journal/\(path)").path))
        }
        #expect(result.stdout.contains("docs/publishing.md"))
    }

    @Test func newTripIsDatedTodayOnTheLocalCalendar() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let before = Scaffold.localToday()
        let result = try tripsite(["new", "trip", "Kona Deep Dive"], in: site.root)
        let after = Scaffold.localToday()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Created content/trips/kona-deep-dive.md\n")
        let text = try String(contentsOf: site.root.appending(path: "content/trips/kona-deep-dive.md"), encoding: .utf8)
        #expect(text.contains("\ncreated: \(before.iso) ") || text.contains("\ncreated: \(after.iso) "), "\(text)")
    }

    /// A title in another script names its file in Latin letters; `--slug` names it as asked.
    @Test func newTripTakesAnyScriptAndASlugOfYourOwn() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let kyiv = try tripsite(["new", "trip", "Київ"], in: site.root)
        #expect(kyiv.status == 0, "\(kyiv.stderr)")
        #expect(kyiv.stdout == "Created content/trips/kiiv.md\n")
        let hokkaido = try tripsite(["new", "trip", "北海道", "--slug", "hokkaido"], in: site.root)
        #expect(hokkaido.stdout == "Created content/trips/hokkaido.md\n", "\(hokkaido.stderr)")
        let text = try String(contentsOf: site.root.appending(path: "content/trips/hokkaido.md"), encoding: .utf8)
        #expect(text.contains("title: 北海道") || text.contains("北海道"))
        let bad = try tripsite(["new", "trip", "Hokkaido", "--slug", "Hokkai Do"], in: site.root)
        #expect(bad.status != 0 && bad.stderr.contains("--slug must be URL-safe"))
    }

    /// The README's example: a trip with its dates, country and place, then a day of it.
    @Test func newTripTakesWhatIsKnownAndNewEntryADay() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let trip = try tripsite(
            [
                "new", "trip", "Lofoten", "--bundle", "--start", "2026-02-20", "--end", "2026-02-28", "--country",
                "Norway", "--place", "Reine",
            ], in: site.root)
        #expect(trip.status == 0, "\(trip.stderr)")
        let entry = try tripsite(["new", "entry", "lofoten", "The road to Å", "--date", "2026-02-21"], in: site.root)
        #expect(entry.stdout == "Created content/trips/lofoten/2026-02-21-the-road-to-a.md\n", "\(entry.stderr)")
        let build = try tripsite(["build", "--drafts", "--strict"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(
            contentsOf: site.output.appending(path: "trips/lofoten/index.html"), encoding: .utf8)
        #expect(page.contains("Reine") && page.contains("Norway"))
        #expect(
            FileManager.default.fileExists(
                atPath: site.output.appending(path: "trips/lofoten/the-road-to-a/index.html").path))
        for (flags, message) in [
            (["--start", "2026-02-30"], "--start must be a date, YYYY-MM-DD: '2026-02-30'"),
            (["--end", "2026-02-28"], "--end needs --start"),
            (["--country", "Narnia"], "--country 'Narnia' is not a country TripSite knows"),
        ] {
            let bad = try tripsite(["new", "trip", "Elsewhere"] + flags, in: site.root)
            #expect(bad.status != 0 && bad.stderr.contains(message), "\(bad.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "content/trips/elsewhere.md").path))
    }

    @Test func newTripBundleMakesAFolderThatBuilds() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let result = try tripsite(["new", "trip", "Lofoten Islands", "--bundle"], in: site.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Created content/trips/lofoten-islands/index.md\n")
        let build = try tripsite(["build", "--drafts", "--strict"], in: site.root)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: site.output.appending(path: "trips/lofoten-islands/index.html").path)
        )
        let help = try tripsite(["new", "trip", "--help"], in: site.root)
        #expect(help.stdout.contains("--bundle"))
    }

    /// A bundle is refused where the trip is a file, as a file is where it is a bundle
    /// (EndToEndTests.newTripRefusesASlugThatIsABundle).
    @Test func newTripBundleRefusesASlugThatIsAFile() throws {
        let site = try FixtureSite(["content/trips/lofoten.md": tripFile("title: Lofoten")])
        defer { site.remove() }
        let result = try tripsite(["new", "trip", "Lofoten", "--bundle"], in: site.root)
        #expect(result.status == 3)
        #expect(result.stderr.contains("content/trips/lofoten.md already exists"))
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "content/trips/lofoten").path))
    }
}
