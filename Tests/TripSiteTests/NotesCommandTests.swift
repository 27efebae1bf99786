import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Notes (how a Hugo or Jekyll key was read) are printed by `build` and `check` with
/// `--verbose` only, and never reach `check --format json`, whose entries are problems.
@Suite struct NotesCommandTests {
    @Test func notesShowWithVerboseOnly() throws {
        let site = try FixtureSite([
            "site.yml": "title: Journal\n",
            "content/trips/lake.md": tripFile("title: Lake\ndate: 2021-07-04", body: "A lake.\n"),
        ])
        defer { site.remove() }
        let note =
            "content/trips/lake.md:3: note: 'date' read as the day the trip was 'posted' (2021-07-04), not as its dates"
        let runner = EndToEndTests()
        let quiet = try runner.run(["build"], in: site.root)
        #expect(quiet.status == 0)
        #expect(!quiet.stderr.contains("note:"))
        let verbose = try runner.run(["build", "--verbose"], in: site.root)
        #expect(verbose.stderr.contains(note))
        #expect(try runner.run(["check", "--verbose"], in: site.root).stderr.contains(note))
        let json = try runner.run(["check", "--format", "json", "--verbose"], in: site.root)
        #expect(json.status == 0)
        #expect(!json.stdout.contains("note"))
    }
}
