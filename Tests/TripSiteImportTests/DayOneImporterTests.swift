import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport
import ZIPFoundation

/// `DayOneImporter` on an export written here (`ImportFixtures.dayOne`), as a folder and as
/// the zip Day One downloads, with a journal cut short, a missing photo, an entry without a
/// date and a field Day One may add one day.
@Suite struct DayOneImporterTests {
    func importFixture(zip: Bool = false, grouping: TripGrouping = .default) throws -> (URL, ImportReport) {
        let folder = try ImportFixtures.folder("dayone")
        var export = folder.appending(path: "export")
        try ImportFixtures.dayOne(at: export)
        if zip {
            let archive = folder.appending(path: "Export.zip")
            try FileManager.default.zipItem(at: export, to: archive, shouldKeepParent: false)
            try FileManager.default.removeItem(at: export)
            export = archive
        }
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try DayOneImporter(export: export, label: "export", grouping: grouping).run(into: &writer)
        return (folder.appending(path: "site"), writer.report)
    }

    func text(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appending(path: path), encoding: .utf8)
    }

    @Test(arguments: [false, true])
    func entriesAreSubFoldersWithPhotosAndImagesRewritten(zip: Bool) throws {
        let (site, _) = try importFixture(zip: zip)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let entry = "content/trips/lisbon-may-2023/2023-05-01-lisbon-at-last"
        #expect(
            try text("\(entry)/index.md", in: site) == #"""
                ---
                title: "Lisbon at last!"
                date: "2023-05-01 11:20"
                location:
                  name: "Alfama"
                  lat: 38.7223
                  lon: -9.1393
                country: "Portugal"
                tags:
                - "Portugal"
                params:
                  weather:
                    conditions: "Sunny"
                    temperature: 21.5
                ---

                Trams \- and ![](aaa111.jpeg) pastéis\.

                """#)
        let photo = try Data(contentsOf: site.appending(path: "\(entry)/aaa111.jpeg"))
        #expect([UInt8](photo) == (try TestPhotos.bytes("tiny.jpg")))
        #expect(try text("site.yml", in: site) == "title: \"Journal\"\n")
    }

    @Test func gapsOfThreeDaysOrMoreStartATrip() throws {
        let (site, report) = try importFixture()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let trips = try FileManager.default.contentsOfDirectory(atPath: site.appending(path: "content/trips").path)
        #expect(Set(trips) == ["lisbon-may-2023", "journal-june-2023"])
        #expect(
            try text("content/trips/lisbon-may-2023/index.md", in: site)
                == "---\ntitle: \"Lisbon, May 2023\"\nimported: \"dayone:A1\"\n---\n\n2 entries from Day One.\n")
        #expect(
            try text("content/trips/lisbon-may-2023/2023-05-03-sintra/index.md", in: site).contains(
                "date: \"2023-05-03 19:00\"\nlocation:\n  name: \"Sintra\"\ncountry: \"Portugal\"\n"))
        #expect(
            try text("content/trips/journal-june-2023/2023-06-20-entry/index.md", in: site).hasSuffix(
                "---\n\nParis: croissants\\.\n"))
        #expect(report.count(.entry, .written) == 3)
    }

    @Test func tagsMakeTrips() throws {
        let (site, _) = try importFixture(grouping: .tag)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(
            try text("content/trips/portugal/index.md", in: site)
                == "---\ntitle: \"Portugal\"\ntags:\n- \"Portugal\"\nimported: \"dayone:tag:Portugal\"\n---\n\n2 entries from Day One.\n"
        )
        #expect(try text("content/trips/untagged/index.md", in: site).contains("title: \"Untagged\""))
    }

    @Test func brokenPartsAreLocatedWarnings() throws {
        let (site, report) = try importFixture()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let warnings = report.warnings.map(\.description)
        #expect(
            warnings.contains { $0.hasPrefix("export/Broken.json:6:") && $0.contains("ends too early") }, "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix("export/Journal.json: warning: entry A1: photo P2 (photos/missing222.jpeg)")
            })
        #expect(
            warnings.contains { $0.hasPrefix("export/Journal.json: warning: entry A1: the image dayone-moment://P2") })
        #expect(warnings.contains { $0.hasPrefix("export/Journal.json:32: warning: entry C1 has no creationDate") })
        #expect(
            warnings.contains(
                "export/Journal.json:22: warning: fields TripSite does not import: entries.someFutureField"),
            "metadata, read on purpose, is not named")
        #expect(warnings.count == 5, "\(warnings)")
    }

    @Test func theImportedSiteBuildsAndASecondImportChangesNothing() throws {
        let (site, first) = try importFixture(zip: true)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        var output = MemoryOutput()
        let build = try SiteBuilder(options: BuildOptions(source: site, output: site.appending(path: "public")))
            .build(into: &output)
        #expect(!build.diagnostics.contains { $0.severity == .error }, "\(build.diagnostics)")
        let trip = try #require(build.site.trips.first { $0.slug == "lisbon-may-2023" })
        #expect(trip.entries.map(\.slug) == ["lisbon-at-last", "sintra"])
        let before = ImportFixtures.files(in: site)
        var writer = ImportWriter(root: site)
        let export = site.deletingLastPathComponent().appending(path: "Export.zip")
        try DayOneImporter(export: export, label: "export").run(into: &writer)
        #expect(writer.report.count(.written) == 0)
        #expect(writer.report.count(.unchanged) == first.files.count - 1)  // less site.yml
        #expect(ImportFixtures.files(in: site) == before)
    }

    @Test func tripByArguments() {
        #expect(TripGrouping(argument: "tag") == .tag)
        #expect(TripGrouping(argument: "gap:7") == .gap(days: 7))
        #expect(TripGrouping(argument: "gap:0") == nil)
        #expect(TripGrouping(argument: "gap") == nil)
    }

    @Test func anExportWithoutJournalCannotBeRead() throws {
        let folder = try ImportFixtures.folder("dayone-empty")
        defer { try? FileManager.default.removeItem(at: folder) }
        var writer = ImportWriter(root: folder.appending(path: "site"))
        #expect(throws: ImportError.self) { try DayOneImporter(export: folder, label: "x").run(into: &writer) }
    }
}
