import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite import` as a user runs it: the imported site checks and builds clean, and a
/// second identical import writes nothing and changes no file.
@Suite(.serialized) struct ImportCommandTests {
    let runner = EndToEndTests()

    @Test func polarstepsImportChecksBuildsAndIsIdempotent() throws {
        let folder = try ImportFixtures.folder("import-command")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImportFixtures.polarsteps(at: folder.appending(path: "export"))
        let first = try runner.run(["import", "polarsteps", "export/", "--into", "journal"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Written: 2 trips, 4 entries, 3 photos and 1 route, and site.yml.\n"))
        #expect(first.stderr.contains("export/trip/broken_1002/trip.json:7:"))
        #expect(first.stderr.contains("export/trip/iceland-ring-road_1001/trip.json:34: warning: step 2002 'Vík'"))
        let site = folder.appending(path: "journal")
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "site.yml").path))

        let check = try runner.run(["check", "--source", "journal"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("0 errors"), "\(check.stdout)")
        let output = folder.appending(path: "public")
        let build = try runner.run(["build", "--source", "journal", "--output", output.path], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: output.appending(path: "trips/iceland-ring-road/vik/index.html").path))

        let before = try listing(site)
        let contents = ImportFixtures.files(in: site)
        let second = try runner.run(["import", "polarsteps", "export", "--into", "journal"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Written: 0 trips, 0 entries, 0 photos and 0 routes.\nUnchanged: 10 files.\n"))
        #expect(try listing(site) == before)
        #expect(ImportFixtures.files(in: site) == contents)
    }

    @Test func hugoImportChecksBuildsAndIsIdempotent() throws {
        let folder = try ImportFixtures.folder("import-hugo")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImportFixtures.hugo(at: folder.appending(path: "blog"))
        let first = try runner.run(["import", "hugo", "blog", "--into", "journal"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout.contains("Written: 2 trips, 0 entries, 2 photos, 0 routes and 1 page, and site.yml.\n"),
            "\(first.stdout)")
        #expect(first.stderr.contains("blog/content/posts/oslo.md:18: warning: shortcode 'gallery'"))

        let check = try runner.run(["check", "--source", "journal"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("0 errors"), "\(check.stdout)")
        let output = folder.appending(path: "public")
        let build = try runner.run(["build", "--source", "journal", "--output", output.path], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "trips/rainy-bergen/index.html").path))
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "about/index.html").path))

        let site = folder.appending(path: "journal")
        let contents = ImportFixtures.files(in: site)
        let second = try runner.run(["import", "hugo", "blog/", "--into", "journal"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Written: 0 trips, 0 entries, 0 photos and 0 routes.\nUnchanged: 5 files.\n"))
        #expect(ImportFixtures.files(in: site) == contents)
        let notASite = try runner.run(["import", "hugo", "journal/content", "--into", "x"], in: folder)
        #expect(notASite.status == 1)
        #expect(try runner.run(["import", "hugo", "blog", "--group-by", "year"], in: folder).status == 2)
    }

    @Test func exitCodes() throws {
        let folder = try ImportFixtures.folder("import-command-codes")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImportFixtures.write("{}", to: "empty/user/user.json", in: folder)
        let unreadable = try runner.run(["import", "polarsteps", "empty"], in: folder)
        #expect(unreadable.status == 1)
        #expect(unreadable.stderr.contains("error: no trip in empty"))
        #expect(try runner.run(["import", "polarsteps"], in: folder).status == 2)
        #expect(try runner.run(["import", "nowhere", "x"], in: folder).status == 2)
    }

    /// Each file's modification time, by path.
    func listing(_ root: URL) throws -> [String: Double] {
        var listing: [String: Double] = [:]
        for path in ImportFixtures.files(in: root).keys {
            let attributes = try FileManager.default.attributesOfItem(atPath: root.appending(path: path).path)
            listing[path] = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        }
        return listing
    }
}
