import Foundation
import Testing
import TripSiteCore
import TripSitePreview
import TripSiteTestSupport

/// axe-core over `/_components/` (every component in each of its states, from sample data)
/// at 390 and 1280 px in light, dark and forced colours: a state that only a journal of one
/// shape would show (an earned badge, a locked one, a full progress bar, a done activity, a
/// wide card) is audited here whether or not the audited journals have it.
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsAccessibilityAudit,
        "needs chromedriver, selenium and axe-selenium-python (scripts/ensure-deps.sh --tests installs them)"))
struct ComponentsGalleryAuditTests {
    @Test func everyComponentStatePassesAxeInEveryScheme() throws {
        let site = try FixtureSite(PreviewServerTests.files)
        defer { site.remove() }
        _ = try site.buildToDisk()
        let gallery = site.output.appending(path: "_components/index.html")
        try FileManager.default.createDirectory(
            at: gallery.deletingLastPathComponent(), withIntermediateDirectories: true)
        let page = ComponentsGallery.render(config: .defaults(title: "Components"))
        try Data(page).write(to: gallery)
        // Audited with the theme it is served with, or contrast would be measured on no styles.
        #expect(String(decoding: page, as: UTF8.self).contains("href=\"/theme/style.css\""))
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "theme/style.css").path))
        let report = try AuditReport.run(site.output, pages: ["/_components/"], only: "axe")
        #expect(report.runs["axe"] == 2 * 3, "the gallery at 2 widths in 3 modes")
        let failures = report.failures("axe")
        let listed = failures.prefix(40).map { "  \($0)" }.joined(separator: "\n")
        #expect(failures.isEmpty, "\(failures.count) axe-core \(report.axeVersion) violations:\n\(listed)")
    }
}
