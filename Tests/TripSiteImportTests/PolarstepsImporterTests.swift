import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// `PolarstepsImporter` on a data download written here (`ImportFixtures.polarsteps`),
/// with a trip.json cut short, a missing cover, a step without a location, a latitude as
/// text, a video and a field Polarsteps may add one day.
@Suite struct PolarstepsImporterTests {
    struct Imported {
        var export: URL
        var site: URL
        var report: ImportReport

        func text(_ path: String) throws -> String {
            try String(contentsOf: site.appending(path: path), encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(at: export)
            try? FileManager.default.removeItem(at: site)
        }
    }

    func importFixture() throws -> Imported {
        let export = try ImportFixtures.folder("polarsteps-export")
        try ImportFixtures.polarsteps(at: export)
        let site = try ImportFixtures.folder("polarsteps-site")
        var writer = ImportWriter(root: site)
        try PolarstepsImporter(export: export, label: "export/").run(into: &writer)
        return Imported(export: export, site: site, report: writer.report)
    }

    @Test func tripIsABundleWithFrontMatterQuoted() throws {
        let result = try importFixture()
        defer { result.remove() }
        #expect(
            try result.text("content/trips/iceland-ring-road/index.md") == """
                ---
                title: "Iceland: Ring Road \\"2024\\" #1"
                country: "IS"
                start: "2024-06-01"
                end: "2024-06-08"
                photo: "cover.jpg"
                distance: 1322.5
                imported: "polarsteps:1001"
                ---

                Around the island in a week.

                """)
        let cover = try Data(contentsOf: result.site.appending(path: "content/trips/iceland-ring-road/cover.jpg"))
        #expect([UInt8](cover) == (try TestPhotos.bytes("tiny.jpg")))
        #expect(try result.text("site.yml") == "title: \"Ada Lovelace\"\n")
    }

    @Test func stepsAreEntriesInTheirTimeZoneWithPhotosBeside() throws {
        let result = try importFixture()
        defer { result.remove() }
        let trip = "content/trips/iceland-ring-road"
        #expect(
            try result.text("\(trip)/2024-06-01-reykjavik/index.md") == """
                ---
                title: "Reykjavík"
                date: "2024-06-01 12:00"
                location:
                  name: "Reykjavík, Iceland"
                  lat: 64.1466
                  lon: -21.9426
                country: "IS"
                photo: "cover-uuid-77.jpg"
                params:
                  weather:
                    condition: "cloudy"
                    temperature: 11.5
                ---

                Hallgrímskirkja at noon.

                - coffee: yes

                """)
        let photos = try FileManager.default.contentsOfDirectory(
            atPath: result.site.appending(path: "\(trip)/2024-06-01-reykjavik").path)
        #expect(Set(photos) == ["index.md", "harbour.jpg", "cover-uuid-77.jpg"])
        // Oslo's summer time, two hours ahead of UTC; no photos: a file entry, no position.
        let vik = try result.text("\(trip)/2024-06-03-vik.md")
        #expect(vik.contains("date: \"2024-06-03 14:00\"\n"))
        #expect(!vik.contains("location:"))
        // The latitude given as text is read as a number.
        #expect(try result.text("\(trip)/2024-06-05-hofn.md").contains("lat: 64.2539\n  lon: -15.2082\n"))
    }

    @Test func routeIsAGPXTrackInTimeOrder() throws {
        let result = try importFixture()
        defer { result.remove() }
        let gpx = try result.text("content/trips/iceland-ring-road/route.gpx")
        #expect(gpx.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<gpx version="1.1""#))
        let times = gpx.matches(of: /<time>([^<]+)<\/time>/).map { String($0.1) }
        #expect(times == ["2024-06-01T12:00:00Z", "2024-06-03T12:00:00Z", "2024-06-05T12:00:00Z"])
        #expect(gpx.contains(#"<trkpt lat="64.1466" lon="-21.9426">"#))
        #expect(gpx.contains("<name>Iceland: Ring Road &quot;2024&quot; #1</name>"))
    }

    @Test func everyBrokenPartIsALocatedWarningAndTheRestIsImported() throws {
        let result = try importFixture()
        defer { result.remove() }
        let warnings = result.report.warnings.map(\.description)
        let cut = try #require(warnings.first { $0.hasPrefix("export/trip/broken_1002/trip.json:") })
        // Cut after 180 bytes, on line 7 (`"start_date": 17…`).
        #expect(cut.hasPrefix("export/trip/broken_1002/trip.json:7:"))
        #expect(cut.contains("cannot read this JSON file (it ends too early: cut short?)"))
        #expect(
            warnings.contains(
                "export/trip/iceland-ring-road_1001/trip.json:34: warning: step 2002 'Vík' has no location (lat, lon); imported without a position"
            ))
        #expect(
            warnings.contains {
                $0.hasPrefix("export/trip/faroe_1003/trip.json:2: warning: the cover photo 'gone.jpg'")
            })
        #expect(
            warnings.contains {
                $0.hasPrefix(
                    "export/trip/iceland-ring-road_1001/hofn_2003/videos/glacier.mp4: warning: video not imported")
            })
        #expect(
            warnings.contains { $0.hasPrefix("export/trip/iceland-ring-road_1001/locations.json: warning: 1 location") }
        )
        #expect(
            warnings.contains(
                "export/trip/iceland-ring-road_1001/trip.json:31: warning: fields TripSite does not import: "
                    + "all_steps.new_polarsteps_field"),
            "an unknown field is one located warning, its insides not named again")
        #expect(warnings.count == 6, "\(warnings)")
        #expect(result.report.count(.trip, .written) == 2)
        #expect(result.report.count(.entry, .written) == 4)
        #expect(result.report.count(.photo, .written) == 3)
        #expect(result.report.count(.route, .written) == 1)
        #expect(
            FileManager.default.fileExists(atPath: result.site.appending(path: "content/trips/faroe/index.md").path))
    }

    @Test func nothingOfTheUserButTheNameIsWritten() throws {
        let result = try importFixture()
        defer { result.remove() }
        for (path, data) in ImportFixtures.files(in: result.site) {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("ada@example.com") && !text.contains("4242") && !text.contains("ada42"), "\(path)")
        }
    }

    @Test func theImportedSiteBuildsWithoutErrors() throws {
        let result = try importFixture()
        defer { result.remove() }
        var output = MemoryOutput()
        let options = BuildOptions(source: result.site, output: result.site.appending(path: "public"))
        let build = try SiteBuilder(options: options).build(into: &output)
        #expect(!build.diagnostics.contains { $0.severity == .error }, "\(build.diagnostics)")
        let trip = try #require(build.site.trips.first { $0.slug == "iceland-ring-road" })
        #expect(trip.entries.map(\.slug) == ["reykjavik", "vik", "hofn"])
        #expect(trip.isTravelled)
        #expect(trip.routes.count == 1)
    }

    @Test func aSecondImportChangesNothingAndKeepsEditedFiles() throws {
        let result = try importFixture()
        defer { result.remove() }
        let edited = "content/trips/faroe/index.md"
        // An edit keeps the line that ties the folder to its Polarsteps trip.
        let original = try result.text(edited)
        let identity = try #require(original.split(separator: "\n").first { $0.hasPrefix("imported:") })
        try ImportFixtures.write("---\ntitle: Faroe, edited\n\(identity)\n---\nMine.\n", to: edited, in: result.site)
        let before = ImportFixtures.files(in: result.site)
        var writer = ImportWriter(root: result.site)
        try PolarstepsImporter(export: result.export, label: "export").run(into: &writer)
        #expect(ImportFixtures.files(in: result.site) == before)
        #expect(writer.report.count(.written) == 0)
        #expect(writer.report.files.filter { $0.outcome == .kept }.map(\.path) == [edited])
        #expect(writer.report.count(.unchanged) == result.report.files.count - 2)  // less the edit and site.yml
        #expect(writer.report.summaryLines.contains("  \(edited) (exists with other content)"))
    }

    @Test func anExportWithoutTripsCannotBeRead() throws {
        let export = try ImportFixtures.folder("polarsteps-empty")
        defer { try? FileManager.default.removeItem(at: export) }
        try ImportFixtures.write("{}", to: "user/user.json", in: export)
        var writer = ImportWriter(root: export.appending(path: "site"))
        #expect(throws: ImportError.self) { try PolarstepsImporter(export: export, label: "x").run(into: &writer) }
        #expect(!FileManager.default.fileExists(atPath: export.appending(path: "site/site.yml").path))
    }
}
