import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// Imports never mix trips: each trip folder says where it came from (`imported:`), a later
/// import finds it by that, any other trip gets a slug no folder of the site has, and a trip
/// whose writing fails is taken out whole.
@Suite struct ImportIdentityTests {
    @Test func aFolderOfTheUsersOwnIsNeverWrittenInto() throws {
        let folder = try ImportFixtures.folder("identity-own")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (export, site) = (folder.appending(path: "export"), folder.appending(path: "site"))
        try ImportFixtures.polarsteps(at: export)
        try ImportFixtures.write(
            "---\ntitle: My own Iceland\n---\nWritten by hand.\n", to: "content/trips/iceland-ring-road/index.md",
            in: site)
        let own = ImportFixtures.files(in: site.appending(path: "content/trips/iceland-ring-road"))
        var writer = ImportWriter(root: site)
        try PolarstepsImporter(export: export, label: "export").run(into: &writer)
        #expect(ImportFixtures.files(in: site.appending(path: "content/trips/iceland-ring-road")) == own)
        let imported = try String(
            contentsOf: site.appending(path: "content/trips/iceland-ring-road-2/index.md"), encoding: .utf8)
        #expect(imported.contains("imported: \"polarsteps:1001\""))
        // Again: the import finds its own folder by the source, writes nothing, makes no -3.
        let before = ImportFixtures.files(in: site)
        var again = ImportWriter(root: site)
        try PolarstepsImporter(export: export, label: "export").run(into: &again)
        #expect(ImportFixtures.files(in: site) == before)
        #expect(again.report.count(.written) == 0)
    }

    /// Day One trips of the same name are `-2`, `-3` by their order; a newer export with an
    /// earlier trip of that name must not move the old ones (it wrote their entries into
    /// other trips' folders).
    @Test func aNewerDayOneExportKeepsEachTripInItsFolder() throws {
        let folder = try ImportFixtures.folder("identity-dayone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (export, site) = (folder.appending(path: "export"), folder.appending(path: "site"))
        func entry(_ uuid: String, _ day: String) -> String {
            #"{"uuid": "\#(uuid)", "creationDate": "\#(day)T10:00:00Z", "text": "Day \#(uuid)", "location": {"localityName": "Lisbon"}}"#
        }
        // Trips of one month in one city share their title, "Lisbon, May 2023".
        let old = [entry("M", "2023-05-10"), entry("J", "2023-05-17"), entry("S", "2023-05-24")]
        try ImportFixtures.write(#"{"entries": [\#(old.joined(separator: ","))]}"#, to: "Journal.json", in: export)
        var first = ImportWriter(root: site)
        try DayOneImporter(export: export, label: "export").run(into: &first)
        func folderOf(_ uuid: String) throws -> String? {
            let trips = try FileManager.default.contentsOfDirectory(atPath: site.appending(path: "content/trips").path)
            return trips.first { trip in
                let path = site.appending(path: "content/trips/\(trip)").path
                let entries = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
                return entries.contains { name in
                    (try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8))?.contains("Day \(uuid)") == true
                }
            }
        }
        let placed = try ["M", "J", "S"].map(folderOf)
        #expect(placed == ["lisbon-may-2023", "lisbon-may-2023-2", "lisbon-may-2023-3"])
        let newer = [entry("F", "2023-05-02")] + old
        try ImportFixtures.write(#"{"entries": [\#(newer.joined(separator: ","))]}"#, to: "Journal.json", in: export)
        var second = ImportWriter(root: site)
        try DayOneImporter(export: export, label: "export").run(into: &second)
        #expect(try ["M", "J", "S"].map(folderOf) == placed)
        #expect(try folderOf("F") == "lisbon-may-2023-4")
        #expect(second.report.count(.kept) == 0)
    }

    @Test func aTripWhoseWritingFailsIsTakenOutWhole() throws {
        let site = try ImportFixtures.folder("identity-undo")
        defer { try? FileManager.default.removeItem(at: site) }
        try ImportFixtures.write("mine", to: "content/trips/t/notes.txt", in: site)
        var writer = ImportWriter(root: site)
        #expect(throws: ImportError.self) {
            try writer.writeTrip { writer throws(ImportError) in
                try writer.write(text: "a", to: "content/trips/t/day/index.md", kind: .entry)
                try writer.write(text: "mine", to: "content/trips/t/notes.txt", kind: .file)
                try writer.write(text: "b", to: "content/trips/u/index.md", kind: .trip)
                throw .cannotWrite("disk full")
            }
        }
        #expect(ImportFixtures.files(in: site) == ["content/trips/t/notes.txt": Data("mine".utf8)])
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "content/trips/u").path))
        #expect(writer.report.files.isEmpty)
    }
}
