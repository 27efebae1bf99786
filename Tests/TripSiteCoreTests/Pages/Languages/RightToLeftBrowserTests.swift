import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// An Arabic site in a real browser (headless Chromium): the page is right to left, the
/// progress bar fills from the right, the search script counts with Arabic plural forms and
/// digits, as the build does. Skipped, with its reason, where Chromium is not installed
/// (outside CI).
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct RightToLeftBrowserTests {
    static let files = [
        "site.yml": "title: رحلاتي\nbaseURL: https://example.com/\nlanguage: ar\n",
        "content/trips/lisbon.md": LanguagesTests.trip,
    ]

    struct Geometry: Decodable {
        var direction: String
        var barLeft: Double
        var barRight: Double
        var fillLeft: Double
        var fillRight: Double
        var fillWidth: Double
    }

    /// Where the hero's progress bar and its fill are on the screen.
    static let measure = """
        (() => {
          const bar = document.querySelector(".completion .progress");
          const fill = bar.querySelector(".progress-fill");
          fill.getAnimations().forEach(animation => animation.finish());
          const b = bar.getBoundingClientRect(), f = fill.getBoundingClientRect();
          document.body.setAttribute("data-probe", JSON.stringify({
            direction: getComputedStyle(bar).direction,
            barLeft: b.left, barRight: b.right, fillLeft: f.left, fillRight: f.right, fillWidth: f.width
          }));
        })();
        """

    @Test func theProgressBarFillsFromTheRight() throws {
        let dom = try BrowserPage.dom(Self.files, page: "trips/lisbon/index.html", after: Self.measure)
        let bar = try BrowserPage.probed(dom, as: Geometry.self)
        #expect(bar.direction == "rtl")
        #expect(bar.fillWidth > 0)
        #expect(abs(bar.fillRight - bar.barRight) < 0.5, "the fill starts at the bar's right edge")
        #expect(bar.fillLeft > bar.barLeft + 1, "and stops short of its left edge (60%)")
        let ratio = bar.fillWidth / (bar.barRight - bar.barLeft)
        #expect(abs(ratio - 0.6) < 0.02, "\(ratio)")
    }

    /// Types two queries and records the status line each time.
    static let typing = """
        (async () => {
          const input = document.getElementById("search-input");
          const status = document.getElementById("search-status");
          const wait = ms => new Promise(resolve => setTimeout(resolve, ms));
          const results = {};
          for (const query of ["l", "s", "tram", "zzz"]) {
            input.value = query;
            input.dispatchEvent(new Event("input", { bubbles: true }));
            await wait(600);
            results[query] = status.textContent;
          }
          document.body.setAttribute("data-probe", JSON.stringify(results));
        })();
        """

    @Test func theSearchScriptCountsInArabic() throws {
        let dom = try BrowserPage.dom(Self.files, page: "search/index.html", after: Self.typing)
        let status = try BrowserPage.probed(dom, as: [String: String].self)
        #expect(status["tram"] == "النتائج: رحلة واحدة ونشاط واحد.", "the activity, and the trip by its text")
        #expect(status["zzz"] == "لا شيء يطابق «zzz».")
        #expect(status["l"] == "النتائج: رحلة واحدة.")
        #expect(status["s"] == "النتائج: نشاطان.", "the dual")
    }

    /// Opens the gallery's first photo, then presses the left arrow: the next photo in a
    /// right-to-left page. Records the counter each time.
    static let gallery = """
        (() => {
          const dialog = document.querySelector("dialog.lightbox");
          const counter = () => dialog.querySelector(".lightbox-counter").textContent;
          document.querySelector("a.gallery-link").click();
          const opened = counter();
          document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
          document.body.setAttribute("data-probe", JSON.stringify({ opened: opened, left: counter() }));
        })();
        """

    @Test func theGalleryCountsInArabicAndTheLeftArrowGoesOn() throws {
        var files = GalleryBrowserTests.files
        files["site.yml"] = "title: رحلاتي\nbaseURL: https://example.com/\nlanguage: ar\n"
        let dom = try BrowserPage.dom(
            files, photos: GalleryBrowserTests.photos, page: GalleryBrowserTests.page, after: Self.gallery)
        let counters = try BrowserPage.probed(dom, as: [String: String].self)
        #expect(counters == ["opened": "١ من ٣", "left": "٢ من ٣"])
    }
}
