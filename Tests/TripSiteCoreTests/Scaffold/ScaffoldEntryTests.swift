import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite new entry`: a day written in its trip's folder, dated in its name; a
/// single-file trip moved into its folder only when asked.
@Suite struct ScaffoldEntryTests {
    let today = Day(iso: "2026-03-05")!

    @Test func anEntryIsWrittenInTheTripsFolderAndBuilds() throws {
        let site = try FixtureSite(["content/trips/alps/index.md": tripFile("title: Alps", body: "x\n")])
        defer { site.remove() }
        let paths = try Scaffold.entry(of: "alps", title: "Lago di Braies", in: site.root, today: today)
        #expect(paths == ["content/trips/alps/2026-03-05-lago-di-braies.md"])
        let dated = try Scaffold.entry(
            of: "alps", title: "Seceda", date: Day(iso: "2025-07-03"), in: site.root, today: today)
        #expect(dated == ["content/trips/alps/2025-07-03-seceda.md"])
        let trip = try #require(try site.buildInMemory().report.site.trips.first)
        #expect(trip.entries.map(\.slug) == ["seceda", "lago-di-braies"])
        #expect(trip.entries.map(\.title) == ["Seceda", "Lago di Braies"])
    }

    @Test func aSingleFileTripIsMovedOnlyWhenAsked() throws {
        let text = tripFile("title: Oslo", body: "Fjords.\n")
        let site = try FixtureSite(["content/trips/oslo.md": text])
        defer { site.remove() }
        #expect {
            try Scaffold.entry(of: "oslo", title: "Opera", in: site.root, today: today)
        } throws: { error in
            (error as? Scaffold.Error)?.message.contains(
                "Run again with --bundle to move it to content/trips/oslo/index.md")
                == true
        }
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "content/trips/oslo.md").path))
        let paths = try Scaffold.entry(of: "oslo", title: "Opera", in: site.root, bundle: true, today: today)
        #expect(paths == ["content/trips/oslo/index.md", "content/trips/oslo/2026-03-05-opera.md"])
        #expect(try String(contentsOf: site.root.appending(path: paths[0]), encoding: .utf8) == text)
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "content/trips/oslo.md").path))
    }

    @Test func itRefusesAMissingTripAndATakenName() throws {
        let site = try FixtureSite(["content/trips/alps/index.md": tripFile("title: Alps", body: "x\n")])
        defer { site.remove() }
        #expect {
            try Scaffold.entry(of: "andes", title: "Day", in: site.root, today: today)
        } throws: { ($0 as? Scaffold.Error)?.message.hasPrefix("no trip 'andes'") == true }
        _ = try Scaffold.entry(of: "alps", title: "Day", in: site.root, today: today)
        #expect {
            try Scaffold.entry(of: "alps", title: "Day", in: site.root, today: today)
        } throws: { ($0 as? Scaffold.Error)?.message.contains("already exists") == true }
    }
}
