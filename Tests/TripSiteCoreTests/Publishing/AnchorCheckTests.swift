import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A link to a `#anchor` that is not on its page (headings' ids included) is a warning at its
/// line, in `build` and in `check`; `--strict` fails on it. Links to headings that are there
/// are not reported.
@Suite struct AnchorCheckTests {
    static let broken = [
        "content/trips/bergen.md:4: warning: broken link '/trips/oslo/#the-harbour': no element with id 'the-harbour' on /trips/oslo/",
        "content/trips/oslo/2025-07-01-fjord.md:6: warning: broken link './#nowhere': no element with id 'nowhere' on /trips/oslo/",
        "content/trips/oslo/index.md:6: warning: broken link '#day-9': no element with id 'day-9' on /trips/oslo/",
    ]

    func anchorWarnings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map(\.description).filter { $0.contains("broken link") }.sorted()
    }

    @Test func brokenAnchorsAreWarningsAtTheirLines() throws {
        let site = try FixtureSite(AnchorFixtures.files)
        defer { site.remove() }
        #expect(anchorWarnings(try site.buildInMemory().report.diagnostics) == Self.broken)
    }

    @Test func checkWarnsAndStrictFails() throws {
        let site = try FixtureSite(AnchorFixtures.files)
        defer { site.remove() }
        var options = BuildOptions(source: site.root, output: site.output)
        options.brokenLinks = .error
        var writer = MemoryOutput()
        let report = try SiteBuilder(options: options).build(into: &writer)
        #expect(anchorWarnings(report.diagnostics) == Self.broken)
        options.strict = true
        let failure = try #require(throws: BuildFailure.self) { try SiteBuilder(options: options).build(into: &writer) }
        #expect(anchorWarnings(failure.diagnostics).filter { $0.contains("warning:") }.isEmpty)
        #expect(failure.diagnostics.map(\.description).filter { $0.contains("error: broken link") }.count == 3)
    }

    @Test func aPercentEncodedAnchorFindsItsHeading() {
        let files: Set<String> = ["trips/kyoto/index.html"]
        let found = LinkChecker.problem(
            "/trips/kyoto/#%E6%9D%B1%E4%BA%AC", folder: "", isFile: files.contains, basePath: "/"
        ) {
            _ in "<h2 id=\"東京\">東京</h2>"
        }
        #expect(found == nil)
    }
}
