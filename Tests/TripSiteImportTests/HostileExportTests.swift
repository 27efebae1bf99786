import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport
import ZIPFoundation

/// Exports that try to reach outside themselves or exhaust the machine: every importer reads
/// only inside the export and writes only inside the site (`ContainedPath`, `ExportFile`),
/// and each refusal is a warning naming the file. A secret outside the export must never
/// reach the site.
@Suite struct HostileExportTests {
    /// A temp folder holding `secret.txt` (outside any export) and the secret's bytes.
    private func workspace(_ name: String) throws -> (folder: URL, secret: URL, bytes: Data) {
        let folder = try ImportFixtures.folder(name)
        let bytes = Data("SECRET-\(UUID().uuidString)".utf8)
        let secret = folder.appending(path: "secret.txt")
        try bytes.write(to: secret)
        return (folder, secret, bytes)
    }

    /// Whether any file of the site holds `bytes`.
    private func siteHolds(_ bytes: Data, _ site: URL) -> Bool {
        ImportFixtures.files(in: site).values.contains { $0.range(of: bytes) != nil }
    }

    private func warnings(_ report: ImportReport) -> String {
        report.warnings.map(\.description).joined(separator: "\n")
    }

    @Test func theWriterRefusesPathsThatLeaveTheSite() throws {
        let (folder, _, _) = try workspace("writer")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appending(path: "site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.appending(path: "content").path, withDestinationPath: folder.path)
        var writer = ImportWriter(root: site)
        try writer.write(text: "x", to: "../escaped.txt", kind: .file)
        try writer.write(text: "x", to: "content/escaped.txt", kind: .file)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "escaped.txt").path))
        #expect(writer.report.files.isEmpty)
        #expect(writer.report.warnings.count == 2)
        #expect(warnings(writer.report).contains("../escaped.txt: warning: not written: the path is refused"))
    }

    /// `"md5": "../../…/escaped"` with a zip entry of that name: nothing is written outside
    /// the site (a zip slip).
    @Test func aDayOnePhotoNamedWithDotsIsNotWrittenOutside() throws {
        let (folder, _, _) = try workspace("dayone-slip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let md5 = String(repeating: "../", count: 12) + String(folder.path.dropFirst()) + "/escaped"
        let journal = """
            {"entries": [{"uuid": "E1", "creationDate": "2023-05-01T10:00:00Z", "text": "Day",
              "photos": [{"identifier": "P1", "md5": "\(md5)", "type": "sh"}]}]}
            """
        let zip = folder.appending(path: "Export.zip")
        let archive = try Archive(url: zip, accessMode: .create)
        for (path, bytes) in [("Journal.json", Data(journal.utf8)), ("photos/\(md5).sh", Data("rm -rf ~".utf8))] {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(bytes.count)) { position, size in
                bytes.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try DayOneImporter(export: zip, label: "Export.zip").run(into: &writer)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "escaped.sh").path))
        #expect(writer.report.count(.photo, .written) == 0)
        #expect(warnings(writer.report).contains("has an md5 or type that is not a plain file name"))
    }

    @Test func aDayOneFolderExportIsNotReadOutside() throws {
        let (folder, _, bytes) = try workspace("dayone-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appending(path: "export")
        try ImportFixtures.write(
            """
            {"entries": [{"uuid": "E1", "creationDate": "2023-05-01T10:00:00Z", "text": "Day",
              "photos": [{"identifier": "P1", "md5": "../../secret", "type": "txt"},
                         {"identifier": "P2", "md5": "linked", "type": "jpeg"}]}]}
            """, to: "Journal.json", in: export)
        try FileManager.default.createDirectory(
            at: export.appending(path: "photos"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: export.appending(path: "photos/linked.jpeg").path,
            withDestinationPath: folder.appending(path: "secret.txt").path)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try DayOneImporter(export: export, label: "export").run(into: &writer)
        #expect(!siteHolds(bytes, folder.appending(path: "site")))
        #expect(warnings(writer.report).contains("lies outside the export"))
    }

    /// A zip whose journal inflates past the limit is refused before it is inflated.
    @Test func aDayOneZipBombIsRefusedBeforeInflating() throws {
        let (folder, _, _) = try workspace("dayone-bomb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let zip = folder.appending(path: "Export.zip")
        let archive = try Archive(url: zip, accessMode: .create)
        let size = Int64(ExportFile.jsonLimit) + 1
        try archive.addEntry(
            with: "Journal.json", type: .file, uncompressedSize: size, compressionMethod: .deflate
        ) { _, chunk in Data(count: chunk) }
        #expect(try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int ?? 0 < 1 << 20)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try DayOneImporter(export: zip, label: "Export.zip").run(into: &writer)
        #expect(warnings(writer.report).contains("Export.zip/Journal.json: warning: is not read: it is 64 MB"))
        #expect(!writer.report.importedAnything)
    }

    /// A leaf bundle's file that is a link to a file outside the site is not copied.
    @Test func aHugoBundleLinkOutsideIsNotCopied() throws {
        let (folder, secret, bytes) = try workspace("hugo-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let blog = folder.appending(path: "blog")
        try ImportFixtures.hugo(at: blog)
        try FileManager.default.createSymbolicLink(
            atPath: blog.appending(path: "content/posts/bergen/notes.txt").path, withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(
            atPath: blog.appending(path: "content/posts/linked.md").path, withDestinationPath: secret.path)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: blog, label: "blog", generator: .hugo).run(into: &writer)
        #expect(!siteHolds(bytes, folder.appending(path: "site")))
        #expect(
            warnings(writer.report).contains(
                "blog/content/posts/bergen/notes.txt: warning: is not read: it lies outside the export"))
        #expect(warnings(writer.report).contains("blog/content/posts/linked.md: warning: is not read"))
        #expect(writer.report.count(.trip, .written) > 0)
    }

    /// Step photos and the cover that are links (Info-ZIP restores them from a zip) are not
    /// copied; a time of 1e19 neither crashes the import nor becomes a date.
    @Test func polarstepsLinksAndImpossibleTimesAreLeftOut() throws {
        let (folder, secret, bytes) = try workspace("polarsteps-hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appending(path: "export")
        try ImportFixtures.polarsteps(at: export)
        let trip = export.appending(path: "trip/iceland-ring-road_1001")
        for photo in ["reykjavik_2001/photos/harbour.jpg", "reykjavik_2001/photos/cover-uuid-77.jpg"] {
            try FileManager.default.removeItem(at: trip.appending(path: photo))
            try FileManager.default.createSymbolicLink(
                atPath: trip.appending(path: photo).path, withDestinationPath: secret.path)
        }
        try ImportFixtures.write(
            #"{"locations": [{"lat": 64.1, "lon": -21.9, "time": 1e19}, {"lat": 64.2, "lon": -21.8, "time": 1717243200}]}"#,
            to: "locations.json", in: trip)
        let json = try String(contentsOf: trip.appending(path: "trip.json"), encoding: .utf8)
        try json.replacing(/"start_time": *[0-9.]+/, with: #""start_time": 1e19"#, maxReplacements: 1)
            .write(to: trip.appending(path: "trip.json"), atomically: true, encoding: .utf8)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try PolarstepsImporter(export: export, label: "export").run(into: &writer)
        let site = folder.appending(path: "site")
        #expect(!siteHolds(bytes, site))
        let text = warnings(writer.report)
        #expect(text.contains("photos/harbour.jpg: warning: is not read: it lies outside the export"))
        #expect(text.contains("that is not a time in the years 1 to 9999; not imported"))
        #expect(text.contains("1 location without lat, lon and time (or off the globe) left out of the route"))
        let route = try String(
            contentsOf: site.appending(path: "content/trips/iceland-ring-road/route.gpx"), encoding: .utf8)
        #expect(route.contains("2024-06-01T12:00:00Z"))
        #expect(!route.contains("<time>-") && route.components(separatedBy: "<trkpt").count == 2)
    }

    /// Day One dates past year 9999 (which ISO 8601 parsing accepts) are left out, not
    /// written as dates the build refuses.
    @Test func dayOneDatesOutsideTheCalendarAreLeftOut() throws {
        let folder = try ImportFixtures.folder("dayone-years")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appending(path: "export")
        try ImportFixtures.write(
            """
            {"entries": [{"uuid": "FAR", "creationDate": "10000-01-01T00:00:00Z", "text": "Later"},
                         {"uuid": "NOW", "creationDate": "2023-05-01T10:00:00Z", "text": "Now"}]}
            """, to: "Journal.json", in: export)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try DayOneImporter(export: export, label: "export").run(into: &writer)
        #expect(
            warnings(writer.report).contains("entry FAR has a creationDate (10000-01-01T00:00:00Z) outside the years"))
        #expect(writer.report.count(.entry, .written) == 1)
    }

    /// A Jekyll `_posts` that is a link to a folder outside the site is not listed or read.
    @Test func aJekyllPostsFolderLinkedOutsideIsNotRead() throws {
        let (folder, _, _) = try workspace("jekyll-posts-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = "PRIVATE-\(UUID().uuidString)"
        try ImportFixtures.write(
            "---\ntitle: Diary\n---\n\n\(secret)\n", to: "elsewhere/2020-01-01-diary.md", in: folder)
        let blog = folder.appending(path: "blog")
        try ImportFixtures.write("title: Blog\n", to: "_config.yml", in: blog)
        try ImportFixtures.write("---\ntitle: Oslo\n---\n\nText.\n", to: "_drafts/oslo.md", in: blog)
        try FileManager.default.createSymbolicLink(
            atPath: blog.appending(path: "_posts").path, withDestinationPath: folder.appending(path: "elsewhere").path)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: blog, label: "blog", generator: .jekyll).run(into: &writer)
        #expect(!siteHolds(Data(secret.utf8), folder.appending(path: "site")))
        #expect(writer.report.count(.trip, .written) == 1)
    }

    /// A "billion laughs" in `_config.yml` is one located warning; the posts still come in.
    @Test func aJekyllConfigAliasBombIsALocatedWarning() throws {
        let folder = try ImportFixtures.folder("jekyll-bomb")
        defer { try? FileManager.default.removeItem(at: folder) }
        let blog = folder.appending(path: "blog")
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]")
        }
        try ImportFixtures.write("title: Bomb\n" + lines.joined(separator: "\n") + "\n", to: "_config.yml", in: blog)
        try ImportFixtures.write("---\ntitle: Oslo\n---\n\nText.\n", to: "_posts/2020-01-01-oslo.md", in: blog)
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: blog, label: "blog", generator: .jekyll).run(into: &writer)
        #expect(warnings(writer.report).contains("blog/_config.yml:"))
        #expect(warnings(writer.report).contains("the site's settings are not imported"))
        #expect(writer.report.count(.trip, .written) == 1)
    }
}
