import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The audit can fail: a site whose theme and journal break each rule it checks is audited,
/// and every check reports it, with the page, width, mode, rule and selector. (A test whose
/// check could never fail would prove nothing.)
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsAccessibilityAudit,
        "needs chromedriver, selenium and axe-selenium-python (scripts/ensure-deps.sh --tests installs them)"))
struct AccessibilityAuditCanaryTests {
    /// A trip with raw HTML that axe-core and the keyboard walk report (an image without
    /// alt text, inline as a `data:` URI, which the build leaves as written where it draws a
    /// file's `<img>` as a photo, a list with a redundant role, a heading three levels below the title,
    /// which raw HTML keeps, a positive tabindex); a theme whose
    /// utilities layer is replaced by one without the reduced-motion rules, with an endless
    /// animation, no focus ring and a title that cannot wrap (the page scrolls sideways on a
    /// phone).
    static let files = [
        "site.yml": FixtureSite.defaultConfig + "markdown:\n  unsafe: true\n",
        "content/trips/broken.md": tripFile(
            "title: A title far too long to stay on one line of a phone",
            body: """
                <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==">

                <h4>Three levels down</h4>

                <ul role="list"><li>one</li></ul>

                <p><a href="#x" tabindex="3">jumps the queue</a></p>
                """),
        "themes/default/css/utilities.css": "/* no preferences */\n",
        "themes/default/custom.css": """
        :focus-visible { outline: none; }
        .site-title { animation: spin 2s linear infinite; }
        @keyframes spin { to { rotate: 1turn; } }
        .trip-title { white-space: nowrap; }
        """,
    ]

    @Test func everyCheckReportsTheBrokenSite() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try AuditedSite.build(source: site.root).get()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let report = try AuditReport.run(output, pages: ["/trips/broken/"])
        let axe = report.failures("axe")
        #expect(Set(axe.map(\.rule)).isSuperset(of: ["image-alt", "aria-allowed-role", "heading-order"]), "\(axe)")
        #expect(Set(axe.map(\.mode)) == ["light", "dark", "forced-colors"] && Set(axe.map(\.width)) == [390, 1280])
        #expect(axe.contains { $0.rule == "image-alt" && $0.selector.contains("img") && $0.page == "/trips/broken/" })
        let keyboard = Set(report.failures("keyboard").map(\.rule))
        #expect(keyboard.isSuperset(of: ["positive-tabindex", "focus-indicator", "focus-order"]), "\(keyboard)")
        let motion = report.failures("motion")
        #expect(motion.contains { $0.selector.contains("site-title") && $0.detail.contains("spin") }, "\(motion)")
        let zoom = report.failures("zoom")
        #expect(zoom.contains { $0.detail.contains("sideways") && $0.width == 390 }, "\(zoom)")
        let overflow = report.failures("overflow")
        #expect(overflow.contains { $0.detail.contains("sideways") && $0.width == 390 }, "\(overflow)")
    }
}
