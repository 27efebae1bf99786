import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// axe-core's `heading-order` on texts written as imported Hugo and Jekyll posts are: a trip
/// whose journal starts at `####`, an entry at `###` skipping to `#####`, a page with `#`
/// then `###` (`HeadingLevelsTests.files`). Their headings are placed under each page's
/// title, so axe finds nothing on any of them (the canary shows it reports a raw `<h4>`
/// right under the title, which is not moved).
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsAccessibilityAudit,
        "needs chromedriver, selenium and axe-selenium-python (scripts/ensure-deps.sh --tests installs them)"))
struct HeadingOrderAuditTests {
    @Test func axeFindsNoViolationOnPagesOfImportedPosts() throws {
        let site = try FixtureSite(HeadingLevelsTests.files)
        defer { site.remove() }
        let output = try AuditedSite.build(source: site.root).get()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let pages = ["/trips/dolomites/", "/trips/dolomites/seceda/", "/about/"]
        let report = try AuditReport.run(output, pages: pages, only: "axe")
        #expect(report.runs["axe"] == pages.count * 2 * 3, "every page at 2 widths in 3 modes")
        let failures = report.failures("axe")
        #expect(failures.isEmpty, "\(failures.count) axe-core \(report.axeVersion) violations:\n\(failures)")
    }
}
