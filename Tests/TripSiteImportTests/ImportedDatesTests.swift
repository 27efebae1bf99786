import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// A blog post's dates are the journey's, not the blog's: the author's `start`/`end`, else
/// the capture days of its photos and the days of its tracks, else the day it was posted,
/// written as `posted`. Grouped posts are one trip only while they are at most `--gap` days
/// apart, so a hike's preparation posts weeks before do not stretch its days.
@Suite struct ImportedDatesTests {
    /// Imports a Hugo site holding `files` (paths under the site) and returns the site
    /// written, to read back.
    func importHugo(
        _ files: [String: String], photos: [String: String] = [:], grouping: PostGrouping? = nil, gap: Int = 7
    ) throws -> URL {
        let folder = try ImportFixtures.folder("dates")
        let blog = folder.appending(path: "blog")
        try ImportFixtures.write("title: Blog\n", to: "hugo.yaml", in: blog)
        for (path, text) in files { try ImportFixtures.write(text, to: path, in: blog) }
        for (path, name) in photos { try ImportFixtures.write(try TestPhotos.bytes(name), to: path, in: blog) }
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: blog, label: "blog", generator: .hugo, grouping: grouping, gap: gap)
            .run(into: &writer)
        return folder.appending(path: "site")
    }

    func text(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appending(path: path), encoding: .utf8)
    }

    @Test func aPostWithNothingButItsDateIsPostedNotTravelledOnThatDay() throws {
        let site = try importHugo(["content/posts/oslo.md": "---\ntitle: Oslo\ndate: 2023-05-20\n---\nFjord.\n"])
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let trip = try text(site, "content/trips/oslo/index.md")
        #expect(trip.contains("posted: \"2023-05-20\"\n"))
        #expect(!trip.contains("start:"))
    }

    @Test func photosCaptureDaysComeBeforeThePostDate() throws {
        // upright.jpg was taken on 2024-06-03 (EXIF DateTimeOriginal); posted weeks later.
        let site = try importHugo(
            ["content/posts/lisbon/index.md": "---\ntitle: Lisbon\ndate: 2024-07-01\n---\n![Tram](tram.jpg)\n"],
            photos: ["content/posts/lisbon/tram.jpg": "upright.jpg"])
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let trip = try text(site, "content/trips/lisbon/index.md")
        #expect(trip.contains("start: \"2024-06-03\"\n"))
        #expect(!trip.contains("posted:"))
        #expect(!trip.contains("end:"), "one capture day: a one-day trip")
    }

    @Test func trackDaysCountAsEvidenceToo() throws {
        let gpx = """
            <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="46.0" lon="7.0"><time>2022-08-10T08:00:00Z</time></trkpt>
            <trkpt lat="46.001" lon="7.0"><time>2022-08-10T08:01:00Z</time></trkpt>
            <trkpt lat="46.002" lon="7.0"><time>2022-08-12T08:02:00Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let site = try importHugo([
            "content/posts/alps/index.md": "---\ntitle: Alps\ndate: 2022-09-30\n---\nHigh.\n",
            "content/posts/alps/route.gpx": gpx,
        ])
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let trip = try text(site, "content/trips/alps/index.md")
        #expect(trip.contains("start: \"2022-08-10\"\nend: \"2022-08-12\"\n"))
    }

    @Test func theAuthorsDatesComeFirst() throws {
        let site = try importHugo(
            [
                "content/posts/lisbon/index.md":
                    "---\ntitle: Lisbon\ndate: 2024-07-01\nstart: 2024-05-30\nend: 2024-06-05\n---\n![Tram](tram.jpg)\n"
            ],
            photos: ["content/posts/lisbon/tram.jpg": "upright.jpg"])
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let trip = try text(site, "content/trips/lisbon/index.md")
        #expect(trip.contains("start: \"2024-05-30\"\n"))
        #expect(trip.contains("end: \"2024-06-05\"\n"))
        #expect(!trip.contains("posted:"))
        #expect(!trip.contains("2024-06-03"))
    }

    /// Two preparation posts three weeks before a hike's five days on the trail, all tagged
    /// with the hike: the hike's trip is its days; the preparation is a trip of its own.
    @Test func preparationPostsDoNotStretchTheHike() throws {
        var files: [String: String] = [:]
        for (name, day) in [("gear", "2019-04-01"), ("permits", "2019-04-03")]
            + (1...5).map({ ("day-\($0)", "2019-04-2\($0)") })
        {
            files["content/posts/\(name).md"] = "---\ntitle: \(name)\ndate: \(day)\ntags: [PCT]\n---\nWalked.\n"
        }
        let site = try importHugo(files, grouping: .tag)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let trips = Set(
            ImportFixtures.files(in: site).keys.filter {
                $0.hasSuffix("/index.md") && $0.split(separator: "/").count == 4
            })
        #expect(trips == ["content/trips/pct-1-april-2019/index.md", "content/trips/pct/index.md"])
        let preparation = try text(site, "content/trips/pct-1-april-2019/index.md")
        #expect(preparation.contains("title: \"PCT, 1 April 2019\"\ntags:\n- \"PCT\"\n"), "tagged by the value")
        let hike = ImportFixtures.files(in: site.appending(path: "content/trips/pct")).keys
        #expect(
            Set(hike.filter { $0 != "index.md" }.map { String($0.prefix(10)) }) == Set((1...5).map { "2019-04-2\($0)" })
        )
        // Built, the hike is 21 to 25 April: 4 nights, whatever the preparation's dates.
        let written = ImportFixtures.files(in: site).mapValues { String(decoding: $0, as: UTF8.self) }
        let fixture = try FixtureSite(written)
        defer { fixture.remove() }
        let built = try fixture.buildInMemory()
        let trip = try #require(built.report.site.trips.first { $0.slug == "pct" })
        #expect(trip.start?.iso == "2019-04-21" && trip.end?.iso == "2019-04-25" && trip.nights == 4)
    }
}
