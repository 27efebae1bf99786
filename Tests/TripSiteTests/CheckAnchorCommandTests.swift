import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite check` warns about a link to a heading that is not there, at its line, and
/// passes; `check --strict` fails on it.
@Suite struct CheckAnchorCommandTests {
    @Test func aBrokenAnchorWarnsAndStrictFails() throws {
        let site = try FixtureSite([
            "content/trips/lake.md": tripFile(
                "title: Lake", body: "## Day 1\n\n[Day 1](#day-1) and [day 2](#day-2).\n")
        ])
        defer { site.remove() }
        let runner = EndToEndTests()
        let check = try runner.run(["check"], in: site.root)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(
            check.stderr.contains(
                "content/trips/lake.md:6: warning: broken link '#day-2': no element with id 'day-2' on /trips/lake/"),
            "\(check.stderr)")
        #expect(!check.stderr.contains("'#day-1'"))
        let strict = try runner.run(["check", "--strict"], in: site.root)
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("content/trips/lake.md:6: error: broken link '#day-2'"), "\(strict.stderr)")
    }
}
