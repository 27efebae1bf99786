import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The search page in a real browser (headless Chromium): a built site opened from disk
/// (`file://`, so the index must be embedded), a query in the address, and the DOM the
/// script leaves. Skipped, with its reason, where Chromium is not installed.
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct SearchBrowserTests {
    /// The search page of the fixture journal with `?q=query`, after the scripts ran.
    func dom(query: String, probe: String? = nil) throws -> String {
        try BrowserPage.dom(SearchFixture.files, page: "search/index.html", query: query, after: probe)
    }

    func section(_ dom: String, _ id: String) throws -> Substring {
        let start = try #require(dom.range(of: "id=\"\(id)\""), "no #\(id)")
        let end = try #require(dom.range(of: "</section>", range: start.upperBound..<dom.endIndex))
        let open = dom[..<start.lowerBound].range(of: "<section", options: .backwards)!
        return dom[open.lowerBound..<end.upperBound]
    }

    func openTag(_ html: Substring) -> Substring { html.prefix { $0 != ">" } }

    @Test func aQueryFiltersTripsAndActivitiesIntoGroups() throws {
        let dom = try dom(query: "jo")
        #expect(
            dom.contains("<form class=\"search-form\" role=\"search\" action=\"")
                && !dom.contains("method=\"get\" hidden"), "the script shows the field")
        let trips = try section(dom, "search-trips")
        let activities = try section(dom, "search-activities")
        let all = try section(dom, "search-all")
        #expect(!openTag(trips).contains("hidden") && !openTag(activities).contains("hidden"), "both groups shown")
        #expect(openTag(all).contains("hidden"), "the list of all trips steps aside")
        let tripTitles = trips.matches(of: /data-slot="title">(.*?)<\/span>/).map { String($0.output.1) }
        #expect(tripTitles == ["<mark>Jo</mark>shua Tree"])
        let activityTitles = activities.matches(of: /data-slot="title">(.*?)<\/span>/).map { String($0.output.1) }
        #expect(activityTitles == ["Hike <mark>Jo</mark>shua Tree", "En<mark>jo</mark>y the view from Hakone"])
        #expect(activities.contains("data-done=\"1\""), "done state carried over")
        #expect(
            activities.contains("/trips/joshua-tree/#activity-hike-joshua-tree\""), "links to the activity's anchor")
        #expect(dom.contains("Found 1 trip and 2 activities."), "the status line announces the counts")
    }

    /// A row the script makes is the build's row for the same trip, mark aside.
    @Test func rowsMadeInTheBrowserMatchTheBuild() throws {
        let dom = try dom(query: "zürich")
        let trips = try section(dom, "search-trips")
        let all = try section(dom, "search-all")
        let made = try #require(trips.firstMatch(of: /<li class="search-result search-result-trip">.*?<\/li>/)?.output)
        let built = try #require(
            all.firstMatch(of: /<li class="search-result search-result-trip">(?:(?!<\/li>).)*Zürich.*?<\/li>/)?.output)
        #expect(made.replacing("<mark>", with: "").replacing("</mark>", with: "") == built)
        #expect(dom.contains("Found 1 trip."), "an empty group is not counted")
    }

    @Test func punctuationAloneMatchesNothingAndSaysSo() throws {
        let dom = try dom(query: "!!!")
        #expect(dom.contains("Nothing matches “!!!”."))
        #expect(
            openTag(try section(dom, "search-all")).contains("hidden"), "the list of all trips would read as a match")
    }

    @Test func noMatchSaysSo() throws {
        let dom = try dom(query: "xylophone")
        #expect(dom.contains("Nothing matches “xylophone”."))
        #expect(openTag(try section(dom, "search-trips")).contains("hidden"))
        #expect(openTag(try section(dom, "search-activities")).contains("hidden"))
    }

    /// Arrow keys walk from the field through both groups and back; Escape returns to the
    /// field; clearing the field brings back the list of all trips.
    @Test func keyboardWalksTheResults() throws {
        let probe = """
            "use strict";
            const input = document.getElementById("search-input");
            const log = [];
            const where = () => document.activeElement === input ? "input"
              : (document.activeElement.querySelector("[data-slot=title]") || document.activeElement).textContent.trim();
            function key(name) {
              const shift = name.startsWith("Shift+");
              const key = shift ? name.slice(6) : name;
              document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key, shiftKey: shift, bubbles: true, cancelable: true }));
              log.push(name + " " + where());
            }
            input.focus();
            ["Shift+ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowUp", "Escape", "ArrowDown", "ArrowUp", "ArrowUp"].forEach(key);
            input.value = "";
            input.dispatchEvent(new Event("input", { bubbles: true }));
            log.push("cleared " + document.getElementById("search-all").hidden + " " + document.getElementById("search-trips").hidden);
            document.body.setAttribute("data-probe", JSON.stringify(log));
            """
        let dom = try dom(query: "jo", probe: probe)
        let log = try BrowserPage.probed(dom, as: [String].self)
        #expect(
            log == [
                "Shift+ArrowDown input",
                "ArrowDown Joshua Tree", "ArrowDown Hike Joshua Tree", "ArrowDown Enjoy the view from Hakone",
                "ArrowDown Enjoy the view from Hakone", "ArrowUp Hike Joshua Tree", "Escape input",
                "ArrowDown Joshua Tree", "ArrowUp input", "ArrowUp input",
                "cleared false true",
            ])
    }

    /// Enter in the field opens the first result; with an empty field it stays put. (Under
    /// `file://` a folder URL opens the browser's listing of that folder, which names it.)
    @Test func enterOpensTheFirstResult() throws {
        let submit = #"document.querySelector("form.search-form").requestSubmit();"#
        let opened = try dom(query: "jo", probe: submit)
        #expect(!opened.contains("class=\"page page-search\""), "still on the search page")
        #expect(opened.contains("/trips/joshua-tree/"), "\(opened.suffix(500))")
        let stayed = try dom(query: "", probe: submit)
        #expect(stayed.contains("class=\"page page-search\""))
    }
}

/// A journal too large to carry its index inside the page: the script loads the parts a
/// query needs as scripts (from `file://` here), shows the passage that matched, and shows
/// more results on request.
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct SearchPartsBrowserTests {
    struct Probe: Decodable {
        var titles: [String]
        var passages: [String]
        var parts: [String]
        var status: String
        var afterMore: Int
        var focused: String
        var buttonHidden: Bool
    }

    /// The start of a probe: `wait`, `input`, and `loaded`, the names of the parts the page
    /// loads (each part's file hands it to `window.tripsiteSearch`: they are counted on the way).
    static let counting = """
        const wait = ms => new Promise(resolve => setTimeout(resolve, ms));
        const input = document.getElementById("search-input");
        const loaded = [], deliver = window.tripsiteSearch;
        window.tripsiteSearch = (name, part) => { loaded.push(name); deliver(name, part); };
        """

    static let probe = """
        (async () => {
          \(counting)
          await wait(300);
          input.value = "word42x3";
          input.dispatchEvent(new Event("input", { bubbles: true }));
          await wait(800);
          const trips = document.getElementById("search-trips");
          const titles = [...trips.querySelectorAll("[data-slot=title]")].map(e => e.textContent);
          const passages = [...trips.querySelectorAll("[data-slot=passage]:not([hidden])")].map(e => e.innerHTML);
          const parts = loaded.slice();
          const status = document.getElementById("search-status").textContent;
          input.value = "trip";
          input.dispatchEvent(new Event("input", { bubbles: true }));
          await wait(800);
          const button = trips.querySelector(".search-show-more");
          button.click();
          await wait(800);
          const afterMore = trips.querySelectorAll("li").length;
          const focused = document.activeElement.querySelector("[data-slot=title]")?.textContent || "";
          document.body.setAttribute("data-probe", JSON.stringify({ titles, passages, parts, status, afterMore, focused, buttonHidden: button.hidden }));
        })();
        """

    @Test func aLargeIndexLoadsOnlyThePartsAQueryNeeds() throws {
        let dom = try BrowserPage.dom(
            SearchPageTests.largeJournal(trips: 300), page: "search/index.html", after: Self.probe)
        #expect(!dom.contains(" data-index=\""), "the index is in parts")
        let found = try BrowserPage.probed(dom, as: Probe.self)
        #expect(found.titles == ["Trip 42"])
        #expect(found.passages.count == 1 && found.passages[0].contains("<mark>word42x3</mark>"), "\(found.passages)")
        #expect(found.status == "Found 1 trip.")
        let chunks = found.parts.filter { $0.hasPrefix("w-") || $0.hasPrefix("m-") }
        #expect(!chunks.isEmpty && chunks.count <= 4, "chunks loaded: \(chunks)")
        #expect(found.parts.filter { $0.hasPrefix("c-") }.count == 1, "one catalog group")
        #expect(found.parts.filter { $0.hasPrefix("t-") }.count == 1, "one text, for the passage")
        #expect(found.afterMore == 20, "Show more adds ten rows")
        #expect(found.focused == "Trip 107", "focus moves to the first new row: \(found.focused)")
        #expect(!found.buttonHidden, "more remain")
    }
}

extension SearchPartsBrowserTests {
    struct Typed: Decodable {
        var titles: [String]
        var parts: [String]
    }

    /// A word typed quickly loads the rows of the word, not of each of its prefixes: rows
    /// that need parts not yet loaded wait for the reader to pause.
    @Test func typingQuicklyLoadsOnlyTheRowsOfWhatWasTyped() throws {
        let probe = """
            (async () => {
              \(Self.counting)
              await wait(300);
              for (const typed of ["w", "wo", "wor", "word", "word4", "word42", "word42x", "word42x3"]) {
                input.value = typed;
                input.dispatchEvent(new Event("input", { bubbles: true }));
                await wait(40);
              }
              await wait(800);
              const titles = [...document.querySelectorAll("#search-trips [data-slot=title]")].map(e => e.textContent);
              document.body.setAttribute("data-probe", JSON.stringify({ titles, parts: loaded }));
            })();
            """
        let dom = try BrowserPage.dom(SearchPageTests.largeJournal(trips: 300), page: "search/index.html", after: probe)
        let typed = try BrowserPage.probed(dom, as: Typed.self)
        #expect(typed.titles == ["Trip 42"])
        #expect(typed.parts.filter { $0.hasPrefix("c-") }.count == 1, "\(typed.parts)")
        #expect(typed.parts.filter { $0.hasPrefix("t-") }.count == 1, "\(typed.parts)")
    }
}
