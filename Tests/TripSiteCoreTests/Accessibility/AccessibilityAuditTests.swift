import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The accessibility audit of every page type of the example journal and of a generated
/// 200-trip journal, in headless Chromium (`Tests/browser/a11y_audit.py`): axe-core at 390
/// and 1280 px in light, dark and forced colours with no violation of any impact; a
/// keyboard walk (skip link first and working, every stop visibly focused, in document
/// order); no motion under `prefers-reduced-motion`; no lost text at 200 % text size on a
/// phone; no page wider than the window at 390 and 1280 px. Each site is audited once; each test asserts one check. Skipped outside CI,
/// saying so, without chromedriver, selenium and axe-selenium-python (`scripts/test`
/// installs them); in CI they always run.
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsAccessibilityAudit,
        "needs chromedriver, selenium and axe-selenium-python (scripts/ensure-deps.sh --tests installs them)"))
struct AccessibilityAuditTests {
    static let example = Result { () throws -> AuditReport in
        try AuditReport.run(AuditedSite.example.get(), pages: AuditedSite.examplePages)
    }
    static let generated = Result { () throws -> AuditReport in
        try AuditReport.run(AuditedSite.generated.get(), pages: AuditedSite.generatedPages)
    }

    enum Site: String, CaseIterable, Sendable {
        case example, generated

        /// The site's report, made (the first time) on a thread of its own: an audit of
        /// minutes must not hold one of the cooperative pool's threads, which the preview
        /// server's tests need.
        func report() async throws -> AuditReport {
            let site = self
            return try await offThePool {
                try (site == .example ? AccessibilityAuditTests.example : AccessibilityAuditTests.generated).get()
            }
        }

        var pageCount: Int {
            (self == .example ? AuditedSite.examplePages : AuditedSite.generatedPages).count
        }
    }

    /// Every audited page is in the built site (a missing one would be audited as the
    /// loopback server's error page).
    @Test func everyAuditedPageWasBuilt() throws {
        for (site, pages) in [
            (try AuditedSite.example.get(), AuditedSite.examplePages),
            (try AuditedSite.generated.get(), AuditedSite.generatedPages),
        ] {
            for address in pages {
                let page = String(address.prefix { $0 != "?" })
                let file = site.appending(path: page.hasSuffix("/") ? page + "index.html" : page)
                #expect(FileManager.default.fileExists(atPath: file.path), "\(page) was not built in \(site.path)")
            }
        }
    }

    @Test(arguments: Site.allCases) func axeFindsNoViolationOfAnyImpact(_ site: Site) async throws {
        let report = try await site.report()
        #expect(report.runs["axe"] == site.pageCount * 2 * 3, "every page at 2 widths in 3 modes")
        let failures = report.failures("axe")
        #expect(failures.isEmpty, "\(failures.count) axe-core \(report.axeVersion) violations:\n\(list(failures))")
    }

    @Test(arguments: Site.allCases) func everyPageWorksFromTheKeyboard(_ site: Site) async throws {
        let report = try await site.report()
        #expect(report.runs["keyboard"] == site.pageCount)
        let failures = report.failures("keyboard")
        #expect(failures.isEmpty, "\(failures.count) keyboard failures:\n\(list(failures))")
    }

    @Test(arguments: Site.allCases) func reducedMotionStopsEveryAnimation(_ site: Site) async throws {
        let report = try await site.report()
        #expect(report.runs["motion"] == site.pageCount * 2)
        let failures = report.failures("motion")
        #expect(failures.isEmpty, "\(failures.count) animations under reduced motion:\n\(list(failures))")
    }

    @Test(arguments: Site.allCases) func doubleTextSizeLosesNoContent(_ site: Site) async throws {
        let report = try await site.report()
        #expect(report.runs["zoom"] == site.pageCount)
        let failures = report.failures("zoom")
        #expect(failures.isEmpty, "\(failures.count) losses at 200 % text:\n\(list(failures))")
    }

    @Test(arguments: Site.allCases) func noPageScrollsSideways(_ site: Site) async throws {
        let report = try await site.report()
        #expect(report.runs["overflow"] == site.pageCount * 2, "every page at 390 and 1280 px")
        let failures = report.failures("overflow")
        #expect(failures.isEmpty, "\(failures.count) pages wider than the window:\n\(list(failures))")
    }

    func list(_ failures: [AuditReport.Failure]) -> String {
        failures.prefix(40).map { "  " + $0.description }.joined(separator: "\n")
    }
}
