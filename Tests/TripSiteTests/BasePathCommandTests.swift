import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite check --base-url` and `tripsite build --strict --base-url` read the same
/// journals the same way: on a journal with broken links both fail with the same problems,
/// on a clean one both pass, at the root and under a subpath alike.
@Suite(.serialized) struct BasePathCommandTests {
    static let cleanSite: [String: String] = [
        "content/trips/lisbon.md": tripFile(
            "title: Lisbon", body: "On to [Porto](/trips/porto/#activity-drink-port) and [About](/about/).\n"),
        "content/trips/porto.md": tripFile("title: Porto", body: "## Activities\n- [ ] Drink port\n"),
        "content/pages/about.md": "---\ntitle: About\n---\nSee [Lisbon](/trips/lisbon/).\n",
    ]

    /// Each problem as `file:line: message`, severity left out (errors in check, in a strict build).
    func problems(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /^(.*?): (?:error|warning): (.*)$/) else { return nil }
            return "\(match.output.1): \(match.output.2)"
        }.sorted()
    }

    @Test(arguments: ["/", "https://traveller.github.io/myjournal/"])
    func checkAndBuildAgree(baseURL: String) throws {
        let e2e = EndToEndTests()
        for (files, fails) in [(SharedFixtures.brokenLinksSite, true), (Self.cleanSite, false)] {
            let site = try FixtureSite(files)
            defer { site.remove() }
            let check = try e2e.run(["check", "--base-url", baseURL], in: site.root)
            let build = try e2e.run(["build", "--strict", "--quiet", "--base-url", baseURL], in: site.root)
            #expect((check.status == 1) == fails && (build.status == 1) == fails, "\(check.stderr)\n\(build.stderr)")
            #expect(problems(check.stderr) == problems(build.stderr), "\(check.stderr)\n---\n\(build.stderr)")
            #expect(fails == !problems(check.stderr).isEmpty)
        }
    }

    @Test func checkRefusesABadBaseURLLikeBuild() throws {
        let site = try FixtureSite(Self.cleanSite)
        defer { site.remove() }
        let e2e = EndToEndTests()
        #expect(try e2e.run(["check", "--base-url", "ftp://x"], in: site.root).status == 2)
        #expect(try e2e.run(["build", "--base-url", "ftp://x"], in: site.root).status == 2)
    }
}
