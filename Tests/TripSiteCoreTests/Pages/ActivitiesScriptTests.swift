import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The theme's activity sorting (`themes/default/activities.js`) on a built trip page in
/// headless Chromium: every order it makes is the order the build makes for that
/// `activitySort`, the choice is remembered, and a remembered choice is applied on load.
@Suite(
    .enabled(if: ExternalTool.runsBrowserTests, "needs Chromium (apt-get install chromium; scripts/test installs it)"))
struct ActivitiesScriptTests {
    /// File order: Banana, Apple (done, 3 June), Cherry (1 June), Durian (done, no date).
    static let trip = tripFile(
        "title: Orchard",
        body: """
            ## Activities
            - [ ] Banana
            - [x] apple (2025-06-03)
            - [ ] Cherry (2025-06-01)
            - [x] Durian

            """)

    static func files(sort: String) -> [String: String] {
        ["site.yml": "title: T\nactivitySort: \(sort)\n", "content/trips/orchard.md": trip]
    }

    /// The activity names of a trip page, in the order of its list.
    static func order(_ html: String) -> [String] {
        html.matches(of: /<li class="activity[^"]*" id="activity-([a-z]+)"/).map { String($0.output.1) }
    }

    /// Records the order on load, then after choosing each sort (with reduced motion the
    /// script re-sorts at once; each choice still waits a moment, as a reader would).
    static let record = """
        (async () => {
          const names = () => Array.from(document.querySelectorAll("ul.activity-list > li.activity")).map(li => li.id.replace("activity-", ""));
          const settle = () => new Promise(resolve => setTimeout(resolve, 300));
          const select = document.getElementById("sort-activities");
          const log = { loaded: names(), selected: select.value, controlHidden: select.closest(".activity-sort").hidden, orders: {} };
          for (const value of ["title", "date", "completed"]) {
            select.value = value;
            select.dispatchEvent(new Event("change"));
            await settle();
            log.orders[value] = names();
          }
          select.value = "date";
          select.dispatchEvent(new Event("change"));
          await settle();
          log.stored = localStorage.getItem("tripsite.activitySort");
          document.body.setAttribute("data-probe", JSON.stringify(log));
        })();
        """

    struct Log: Decodable {
        var loaded: [String]
        var selected: String
        var controlHidden: Bool
        var orders: [String: [String]]
        var stored: String?
    }

    @Test func everyOrderIsTheBuildsOrderAndTheChoiceIsRemembered() throws {
        let dom = try BrowserPage.dom(
            Self.files(sort: "completed"), page: "trips/orchard/index.html", after: Self.record)
        let log = try BrowserPage.probed(dom, as: Log.self)
        #expect(log.loaded == ["apple", "durian", "banana", "cherry"], "the build's order stands on load")
        #expect(log.selected == "completed" && !log.controlHidden, "the control is shown, on the build's choice")
        for sort in ["title", "date", "completed"] {
            var writer = MemoryOutput()
            let site = try FixtureSite(Self.files(sort: sort))
            defer { site.remove() }
            _ = try SiteBuilder(options: BuildOptions(source: site.root, output: site.output)).build(into: &writer)
            let built = Self.order(try #require(writer.text("trips/orchard/index.html")))
            #expect(built.count == 4)
            #expect(log.orders[sort] == built, "\(sort): the script's order differs from the build's")
        }
        #expect(log.orders["title"] == ["apple", "banana", "cherry", "durian"], "by title, ignoring case")
        #expect(
            log.orders["date"] == ["cherry", "apple", "banana", "durian"],
            "dated first, oldest first; undated in file order")
        #expect(log.stored == "date")
    }

    /// The log of a page loaded with `value` already stored as the reader's choice.
    func loaded(remembering value: String) throws -> Log {
        let remember = "localStorage.setItem(\"tripsite.activitySort\", \"\(value)\");"
        let dom = try BrowserPage.dom(
            Self.files(sort: "completed"), page: "trips/orchard/index.html", before: remember, after: Self.record)
        return try BrowserPage.probed(dom, as: Log.self)
    }

    @Test func aRememberedChoiceIsAppliedOnLoad() throws {
        let log = try loaded(remembering: "title")
        #expect(log.loaded == ["apple", "banana", "cherry", "durian"])
        #expect(log.selected == "title")
    }

    @Test func anUnknownRememberedValueIsIgnored() throws {
        let log = try loaded(remembering: "__proto__")
        #expect(log.loaded == ["apple", "durian", "banana", "cherry"])
        #expect(log.selected == "completed")
    }
}
