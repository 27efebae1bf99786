import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite import dayone` as a user runs it, on an export with broken parts (a journal
/// file cut short, a missing photo, an entry without a date): the rest is imported, the site
/// checks without errors and builds, and a second import changes nothing.
@Suite(.serialized) struct DayOneImportCommandTests {
    let runner = EndToEndTests()

    @Test func dayOneImportChecksBuildsAndIsIdempotent() throws {
        let folder = try ImportFixtures.folder("import-dayone-command")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImportFixtures.dayOne(at: folder.appending(path: "export"))
        let first = try runner.run(["import", "dayone", "export", "--into", "journal"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("export/Broken.json:"), "the file cut short is a located warning")
        #expect(first.stderr.contains("missing222"), "the missing photo is named")
        #expect(first.stdout.contains("Written: 2 trips, 3 entries, 1 photo"), "\(first.stdout)")

        let check = try runner.run(["check", "--source", "journal"], in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("0 errors"), "\(check.stdout)")
        let output = folder.appending(path: "public")
        let build = try runner.run(["build", "--source", "journal", "--output", output.path], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let built = ImportFixtures.files(in: output).keys.filter {
            $0.hasPrefix("trips/") && $0.hasSuffix("index.html") && !$0.hasSuffix("/book/index.html")
        }
        #expect(built.count == 5, "two trips and three entries have pages: \(built.sorted())")

        let site = folder.appending(path: "journal")
        let contents = ImportFixtures.files(in: site)
        let second = try runner.run(["import", "dayone", "export", "--into", "journal"], in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Written: 0 trips, 0 entries, 0 photos"), "\(second.stdout)")
        #expect(ImportFixtures.files(in: site) == contents)
    }
}
