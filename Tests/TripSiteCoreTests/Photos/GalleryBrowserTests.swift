import Foundation
import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteTestSupport

/// A trip's gallery in a real browser (headless Chromium): with the theme's `gallery.js` a
/// thumbnail opens the full-size photo in a lightbox dialog, the arrow keys and buttons move,
/// and closing it returns focus to the thumbnail; without the script every thumbnail shows
/// and links to a real image file. Skipped, with its reason, where Chromium is not installed
/// (outside CI).
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct GalleryBrowserTests {
    /// A trip whose gallery lists the three photos of its bundle, the first with a caption.
    /// The close button's name is localised, to show the script takes its strings from the
    /// page.
    static let files = [
        "site.yml": FixtureSite.defaultConfig + "strings:\n  gallery.close: Schließen\n",
        "content/trips/lights/index.md": tripFile(
            """
            title: Northern Lights
            gallery:
              - {file: a-harbour.jpg, caption: The harbour at dawn}
              - b-ridge.jpg
              - c-beach.png
            """, body: "Three nights under the aurora.\n"),
    ]
    static let photos = [
        "content/trips/lights/a-harbour.jpg": "upright.jpg",
        "content/trips/lights/b-ridge.jpg": "sideways.jpg",
        "content/trips/lights/c-beach.png": "gps.png",
    ]
    static let page = "trips/lights/index.html"

    /// What the lightbox shows at one moment.
    struct State: Decodable, Equatable {
        var open: Bool
        /// The gallery link whose photo the dialog shows (-1: none).
        var shown: Int
        var counter: String
        var label: String
        var caption: String
        /// The focused element: `link N`, a button's accessible name, or its tag.
        var focus: String
    }

    struct Log: Decodable {
        var dialogs: Int
        var loaded: State
        var steps: [String: State]
        var naturalWidth: Int
        var dataWidth: Int
        var buttons: [String]
    }

    /// Opens the first photo, walks with the arrow keys and the buttons, closes (with the same
    /// close request Escape makes: a page cannot press the browser's Escape key itself), then
    /// opens the second photo and clicks beside it. Records the state after each step.
    static let walk = """
        (async () => {
          const links = Array.from(document.querySelectorAll("a.gallery-link"));
          const dialog = document.querySelector("dialog.lightbox");
          const image = dialog.querySelector(".lightbox-image");
          const focus = () => {
            const at = links.indexOf(document.activeElement);
            return at >= 0 ? "link " + at : document.activeElement.getAttribute("aria-label") || document.activeElement.tagName;
          };
          const state = () => ({
            open: dialog.open, shown: links.findIndex(link => image.src === link.href),
            counter: dialog.querySelector(".lightbox-counter").textContent, label: dialog.getAttribute("aria-label") || "",
            caption: dialog.querySelector(".lightbox-caption").hidden ? "" : dialog.querySelector(".lightbox-caption").textContent,
            focus: focus()
          });
          // Resolves once the dialog's close handlers ran, or after 500 ms: headless Chromium
          // does not always deliver the close event before it prints the page.
          const closing = () => new Promise(resolve => {
            dialog.addEventListener("close", () => setTimeout(resolve, 0), { once: true });
            setTimeout(resolve, 500);
          });
          const key = name => document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
          const log = { dialogs: document.querySelectorAll("dialog").length, loaded: state(), steps: {} };
          links[0].click();
          log.steps.opened = state();
          await image.decode().catch(() => {});
          log.naturalWidth = image.naturalWidth;
          log.dataWidth = Number(links[0].getAttribute("data-width"));
          key("ArrowRight");
          log.steps.right = state();
          key("ArrowLeft");
          key("ArrowLeft");
          log.steps.leftTwice = state();
          dialog.querySelector(".lightbox-next").click();
          log.steps.nextButton = state();
          log.buttons = Array.from(dialog.querySelectorAll("button")).map(b => b.getAttribute("aria-label"));
          let closed = closing();
          dialog.requestClose();
          await closed;
          log.steps.closed = state();
          links[1].click();
          closed = closing();
          dialog.dispatchEvent(new MouseEvent("click", { bubbles: true }));
          await closed;
          log.steps.backdrop = state();
          document.body.setAttribute("data-probe", JSON.stringify(log));
        })();
        """

    @Test func aThumbnailOpensTheLightboxAndFocusComesBack() throws {
        let dom = try BrowserPage.dom(Self.files, photos: Self.photos, page: Self.page, after: Self.walk)
        let log = try BrowserPage.probed(dom, as: Log.self)
        #expect(log.dialogs == 1, "the script makes one dialog")
        #expect(log.loaded == State(open: false, shown: -1, counter: "", label: "", caption: "", focus: "BODY"))
        #expect(
            log.steps["opened"]
                == State(
                    open: true, shown: 0, counter: "1 of 3", label: "The harbour at dawn",
                    caption: "The harbour at dawn",
                    focus: "Schließen"))
        #expect(
            log.naturalWidth > 0 && log.naturalWidth == log.dataWidth, "the full-size file, at the size the link gives")
        #expect(
            log.steps["right"]
                == State(
                    open: true, shown: 1, counter: "2 of 3", label: "Photo 2 of 3", caption: "", focus: "Schließen"))
        #expect(log.steps["leftTwice"]?.shown == 2, "moving back from the first photo goes round to the last")
        #expect(log.steps["leftTwice"]?.counter == "3 of 3")
        #expect(log.steps["nextButton"]?.shown == 0)
        #expect(log.buttons == ["Schließen", "Previous photo", "Next photo"])
        #expect(log.steps["closed"]?.open == false, "the close request closes")
        #expect(log.steps["closed"]?.focus == "link 0", "focus is back on the thumbnail")
        #expect(log.steps["backdrop"]?.open == false, "a click beside the photo closes")
        #expect(log.steps["backdrop"]?.focus == "link 1", "focus goes back to the thumbnail that opened it")
    }

    /// Without the script the gallery is a grid of visible thumbnails, and a click opens the
    /// photo's file in the browser.
    @Test func withoutTheScriptEveryThumbnailShowsAndLinksToTheImage() throws {
        let withoutScript = { (html: String) in
            html.replacing(/<script src="[^"]*gallery\.js"[^>]*><\/script>/, with: "")
        }
        let probe = """
            (async () => {
              const gallery = document.querySelector("section.gallery");
              gallery.scrollIntoView();
              const images = Array.from(gallery.querySelectorAll("img"));
              await Promise.race([Promise.all(images.map(i => i.decode().catch(() => {}))), new Promise(r => setTimeout(r, 1500))]);
              // <picture> lays out as its <img> (display: contents); <source> is never shown.
              const hidden = Array.from(gallery.querySelectorAll("*")).filter(e => !["PICTURE", "SOURCE"].includes(e.tagName))
                .filter(e => { const box = e.getBoundingClientRect(), style = getComputedStyle(e);
                  return style.display === "none" || style.visibility === "hidden" || box.width < 1 || box.height < 1; })
                .map(e => e.tagName + "." + e.className);
              document.body.setAttribute("data-probe", JSON.stringify({
                scripts: Array.from(document.scripts).map(s => s.src).filter(s => s.includes("gallery")).length,
                dialogs: document.querySelectorAll("dialog").length, hidden,
                loaded: images.filter(i => i.naturalWidth > 0).length, images: images.length
              }));
            })();
            """
        struct Seen: Decodable {
            var scripts: Int
            var dialogs: Int
            var hidden: [String]
            var loaded: Int
            var images: Int
        }
        let dom = try BrowserPage.dom(
            Self.files, photos: Self.photos, page: Self.page, after: probe, edit: withoutScript)
        let seen = try BrowserPage.probed(dom, as: Seen.self)
        #expect(seen.scripts == 0 && seen.dialogs == 0, "the page runs without gallery.js")
        #expect(seen.images == 3 && seen.loaded == 3, "every thumbnail loads")
        #expect(seen.hidden.isEmpty, "hidden without the script: \(seen.hidden)")

        let click = #"document.querySelector("a.gallery-link").click();"#
        let opened = try BrowserPage.dom(
            Self.files, photos: Self.photos, page: Self.page, after: click, edit: withoutScript)
        #expect(!opened.contains("class=\"page page-trip"), "the click left the trip page")
        #expect(
            opened.contains(#/<img[^>]* src="file:///[^"]*/trips/lights/a-harbour-300\.[0-9a-f]{8}\.webp"/#),
            "\(opened.prefix(600))")
    }

    /// A gallery written in the text (a `<div>` of images) opens its own photos in a dialog
    /// of its own, beside the trip's gallery of the bundle's other photos.
    @Test func aGalleryInTheTextOpensItsOwnPhotos() throws {
        let files = [
            "content/trips/camps/index.md": tripFile(
                "title: Camps",
                body: "<div class=\"gallery\">\n<img src=\"a.jpg\" alt=\"First camp\">\n"
                    + "<img src=\"b.jpg\" alt=\"Second camp\">\n</div>\n")
        ]
        let photos = [
            "content/trips/camps/a.jpg": "upright.jpg", "content/trips/camps/b.jpg": "sideways.jpg",
            "content/trips/camps/c.png": "gps.png",
        ]
        let probe = """
            (() => {
              const inText = document.querySelector("figure.gallery a.gallery-link");
              inText.click();
              const open = Array.from(document.querySelectorAll("dialog")).filter(d => d.open);
              document.body.setAttribute("data-probe", JSON.stringify({
                dialogs: document.querySelectorAll("dialog").length, open: open.length,
                inText: open.length === 1 && inText.closest(".gallery").contains(open[0]),
                counter: open.length ? open[0].querySelector(".lightbox-counter").textContent : ""
              }));
            })();
            """
        struct Seen: Decodable, Equatable {
            var dialogs: Int
            var open: Int
            var inText: Bool
            var counter: String
        }
        let dom = try BrowserPage.dom(files, photos: photos, page: "trips/camps/index.html", after: probe)
        let seen = try BrowserPage.probed(dom, as: Seen.self)
        #expect(seen == Seen(dialogs: 2, open: 1, inText: true, counter: "1 of 2"))
    }

    /// The links point at files the build wrote, and those are WebP images of the size the
    /// links promise (the lightbox reserves that box before the file arrives).
    @Test func linksPointAtTheFullSizeFiles() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        for (path, name) in Self.photos { try site.write(path, bytes: TestPhotos.bytes(name)) }
        let output = try site.buildInMemory().output
        let html = try #require(output.text(Self.page))
        let links = html.matches(of: /<a class="gallery-link" href="\/([^"]+)" data-width="(\d+)" data-height="(\d+)"/)
        #expect(links.count == 3)
        for link in links {
            let bytes = try #require(output.files[String(link.output.1)], "\(link.output.1) was not written")
            #expect(
                bytes.count > 12 && Array(bytes[0..<4]) == Array("RIFF".utf8)
                    && Array(bytes[8..<12]) == Array("WEBP".utf8))
            #expect(link.output.2 == "300" && link.output.3 == "200", "the photos are 300 × 200, never enlarged")
        }
        #expect(html.contains(#"data-text-counter="%d of %d""#) && html.contains(#"data-text-close="Schließen""#))
        #expect(html.contains("/theme/gallery.js\""), "the trip page loads the lightbox")
    }
}

/// The gallery's markup, without a browser: the lightbox's strings for the script, and a
/// caption kept apart from the date it was taken.
struct GalleryMarkupTests {
    @Test func theSectionCarriesTheLightboxStringsAndCaptionsKeepApartFromDates() {
        let picture = Picture(
            sources: [], fallback: [.init(url: "/a-960.jpg", width: 960)], sizes: Gallery.sizes, width: 960,
            height: 640, alt: "Harbour at dawn")
        let item = Gallery.Item(
            picture: picture, fullSize: "/a-2400.webp", fullWidth: 2400, fullHeight: 1600, caption: "Harbour at dawn",
            date: DateLabel(iso: "2024-06-03", text: "3 June 2024"))
        let html = Gallery(
            title: "Fotos", items: [item], strings: Strings.builtIn(overrides: ["gallery.next": "Nächstes Foto"])
        ).render()
        #expect(
            html.contains(
                #"data-text-previous="Previous photo" data-text-next="Nächstes Foto" data-text-close="Close" data-text-counter="%d of %d""#
            ))
        #expect(html.contains(#"Harbour at dawn · <time datetime="2024-06-03">3 June 2024</time></figcaption>"#))
        #expect(html.contains(#"<a class="gallery-link" href="/a-2400.webp" data-width="2400" data-height="1600">"#))
    }
}
