import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Embed cards in a real browser (headless Chromium): nothing is requested from the provider
/// with the page; a click puts the privacy-minded player in the card's place and focus in
/// it; a click with a modifier key is left to the link. Skipped, with its reason, where
/// Chromium is not installed (outside CI).
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct EmbedBrowserTests {
    static let files = [
        "content/trips/kyoto/index.md": tripFile(
            "title: Kyoto\nseason: spring",
            body: """
                Temples at dawn.

                [Dawn at Nanzen-ji](https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90)

                https://www.openstreetmap.org/#map=14/35.0116/135.7681

                """)
    ]

    struct Log: Decodable {
        var framesBefore: Int
        var providerRequests: [String]
        var src: String
        var title: String
        var allow: String
        var focused: Bool
        var cardsLeft: Int
        var notes: Int
        var modifierPrevented: Bool
        var framesAfterModifierClick: Int
    }

    /// Records what the page loaded, clicks the first card, then ctrl-clicks the second (a
    /// listener on the window, which runs after the theme's on the document, records whether
    /// the theme took it and then keeps the browser from following the link).
    static let probe = """
        (() => {
          const providers = /youtube|vimeo|openstreetmap/i;
          const log = { framesBefore: document.querySelectorAll("iframe").length };
          log.providerRequests = performance.getEntriesByType("resource").map(e => e.name).filter(n => providers.test(n));
          const cards = document.querySelectorAll("a.embed-facade");
          cards[0].focus();
          cards[0].click();
          const frame = document.querySelector("figure.embed iframe");
          log.src = frame ? frame.getAttribute("src") : "";
          log.title = frame ? frame.title : "";
          log.allow = frame ? frame.getAttribute("allow") : "";
          log.focused = frame !== null && document.activeElement === frame;
          log.cardsLeft = document.querySelectorAll("a.embed-facade").length;
          log.notes = document.querySelectorAll("figure.embed .embed-note").length;
          window.addEventListener("click", event => {
            log.modifierPrevented = event.defaultPrevented;
            event.preventDefault();
          });
          cards[1].dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
          log.framesAfterModifierClick = document.querySelectorAll("iframe").length;
          if (frame) frame.src = "about:blank";
          document.body.setAttribute("data-probe", JSON.stringify(log));
        })();
        """

    @Test func aClickLoadsThePlayerAndNothingBefore() throws {
        let dom = try BrowserPage.dom(Self.files, page: "trips/kyoto/index.html", after: Self.probe)
        let log = try BrowserPage.probed(dom, as: Log.self)
        #expect(log.framesBefore == 0)
        #expect(log.providerRequests.isEmpty, "requested before a click: \(log.providerRequests)")
        #expect(log.src == "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90")
        #expect(log.title == "Dawn at Nanzen-ji")
        #expect(log.allow.contains("fullscreen"))
        #expect(log.focused, "focus moves into the player")
        #expect(log.cardsLeft == 1, "the clicked card is replaced, the map's stays")
        #expect(log.notes == 2, "the privacy notes stay")
        #expect(log.modifierPrevented == false && log.framesAfterModifierClick == 1, "a ctrl-click is the link's")
    }
}
