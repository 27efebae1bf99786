import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// In Chromium, `theme:` settings win over the built-in tokens whatever the selectors: the
/// current section's link takes the accent, the trip hero's progress bar (on dark material in
/// every scheme) the dark progress colour, text the font.
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct ThemeSettingsBrowserTests {
    struct Seen: Decodable, Equatable {
        var nav: String
        var progress: String
        var font: String
    }

    static let probe = """
        const style = (selector, property) => getComputedStyle(document.querySelector(selector))[property];
        document.body.setAttribute("data-probe", JSON.stringify({
          nav: style('.site-nav-link[aria-current]', "color"),
          progress: style(".progress-fill", "backgroundColor"),
          font: style("body", "fontFamily").split(",")[0],
        }));
        """

    @Test func settingsApplyOverTheTokens() throws {
        let files = [
            "site.yml":
                "title: T\ntheme: {accent: {light: \"#0a7d4f\", dark: \"#36946f\"}, progress: {light: \"#1d4ed8\", dark: \"#60a5fa\"}, font: serif}\n",
            "content/trips/a.md": tripFile("title: A\nactivities:\n  - title: Swim\n    done: true\n  - Hike"),
        ]
        let seen = try BrowserPage.probed(
            BrowserPage.dom(files, page: "trips/a/index.html", after: Self.probe), as: Seen.self)
        #expect(seen == Seen(nav: "rgb(10, 125, 79)", progress: "rgb(96, 165, 250)", font: "ui-serif"))
    }
}
