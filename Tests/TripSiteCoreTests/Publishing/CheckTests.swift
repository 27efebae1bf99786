import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite check`, broken links and anchors in journals, `--strict`.
@Suite struct CheckTests {
    @Test func linkCheckerFindsBrokenLinksAndAnchorsWithLines() throws {
        let site = try FixtureSite(SharedFixtures.brokenLinksSite)
        defer { site.remove() }
        let report = try site.buildInMemory().report
        let links = report.diagnostics.filter { $0.message.contains("link") }.map(\.description)
        #expect(
            links == [
                "content/trips/kona.md:7: warning: broken link '/trips/nowhere/': nothing is published at /journal/trips/nowhere/",
                "content/trips/kona.md:8: warning: broken link '/trips/kyoto/#activity-missing': no element with id 'activity-missing' on /journal/trips/kyoto/",
                "content/trips/kona.md:9: warning: broken link '/journal/trips/kyoto/': nothing is published at /journal/journal/trips/kyoto/; links are paths in the site, which the build writes under the base path /journal/: write /trips/kyoto/",
                "content/trips/kona.md:11: warning: broken link '/photos/missing.jpg': nothing is published at /journal/photos/missing.jpg",
            ], "\(links)")
    }

    @Test func normalizesRelativePaths() {
        #expect(LinkChecker.normalize("trips/kona/../kyoto/") == "trips/kyoto/")
        #expect(LinkChecker.normalize("trips/./kona") == "trips/kona")
        #expect(LinkChecker.normalize("../x") == nil)
    }

    /// What a link is taken to be, before and after its query and fragment: a scheme before
    /// the first slash makes it external; anything else is a path in the site.
    @Test(
        arguments: [
            ("mailto:me@example.org", nil),
            ("https://example.org/x", nil),
            ("tel:+4412345", nil),
            ("//cdn.example/x.js", nil),
            ("../kyoto/", nil),
            ("../kyoto/?from=kona#activity-a", nil),
            ("?only=query", nil),
            ("#activity-a", "no element with id 'activity-a' on /trips/kona/"),
            ("../../../x", "goes above the site's root"),
            ("/trips/ky:oto/", "nothing is published at /trips/ky:oto/"),
            ("caf%C3%A9/", nil),
            ("café/", nil),
            ("../kyoto", nil),
        ] as [(String, String?)])
    func aLinkIsExternalOrAPathInTheSite(_ url: String, _ problem: String?) {
        let files: Set<String> = ["trips/kona/index.html", "trips/kyoto/index.html", "trips/kona/café/index.html"]
        let found = LinkChecker.problem(url, folder: "trips/kona/", isFile: files.contains, basePath: "/") { page in
            page == "trips/kyoto/index.html" ? #"<p id="activity-a">"# : "<p>"
        }
        if let problem {
            #expect(found?.contains(problem) == true, "\(found ?? "nil")")
        } else {
            #expect(found == nil, "\(found ?? "nil")")
        }
    }

    @Test func strictTurnsWarningsIntoErrorsAndLeavesTheOutput() throws {
        let site = try FixtureSite(SharedFixtures.brokenLinksSite)
        defer { site.remove() }
        var options = BuildOptions(source: site.root, output: site.output)
        options.strict = true
        var writer = DiskOutput(output: site.output)
        let failure = try #require(throws: BuildFailure.self) { try SiteBuilder(options: options).build(into: &writer) }
        #expect(failure.kind == .content)
        #expect(failure.diagnostics.allSatisfy { $0.severity == .error })
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test func jsonDiagnostics() {
        let json = Diagnostic.json([
            Diagnostic(
                severity: .error, file: "content/trips/a.md", line: 3, column: 8, message: "bad \"date\"", stage: .parse
            )
        ])
        #expect(
            json
                == #"[{"column":8,"file":"content/trips/a.md","line":3,"message":"bad \"date\"","severity":"error","stage":"parse"}]"#
        )
    }
}
