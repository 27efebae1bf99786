import Foundation
import Testing
@testable import TripSite

/// The search page in a real browser (headless Chromium): a built site opened from disk
/// (`file://`, so the index must be embedded), a query in the address, and the DOM the
/// script leaves. Skipped, with its reason, where Chromium is not installed.
@Suite(.enabled(if: ExternalTool.chromium != nil, "needs Chromium (apt-get install chromium)"))
struct SearchBrowserTests {
    /// The DOM of `search/?q=…` after the script ran, from a site built with its own folder
    /// as the base path, so root-relative links resolve under `file://`.
    func dom(query: String) throws -> String {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        var writer = DiskOutput(output: site.output)
        let options = BuildOptions(source: site.root, output: site.output, baseURL: site.output.path + "/")
        _ = try SiteBuilder(options: options).build(into: &writer)
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        let url = "file://" + site.output.path + "/search/index.html?q=" + encoded
        let chromium = try #require(ExternalTool.chromium)
        let run = try chromium.run([
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--virtual-time-budget=3000", "--dump-dom", url,
        ])
        #expect(run.status == 0, "\(run.stderr.suffix(500))")
        return run.stdout
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
        #expect(dom.contains("<form class=\"search-form\" role=\"search\" action=\"") && !dom.contains("method=\"get\" hidden"), "the script shows the field")
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
        #expect(activities.contains("/trips/joshua-tree/#activity-hike-joshua-tree\""), "links to the activity's anchor")
        #expect(dom.contains("Found 1 trip and 2 activities."), "the status line announces the counts")
    }

    /// A row the script makes is the build's row for the same trip, mark aside.
    @Test func rowsMadeInTheBrowserMatchTheBuild() throws {
        let dom = try dom(query: "zürich")
        let trips = try section(dom, "search-trips")
        let all = try section(dom, "search-all")
        let made = try #require(trips.firstMatch(of: /<li class="search-result search-result-trip">.*?<\/li>/)?.output)
        let built = try #require(all.firstMatch(of: /<li class="search-result search-result-trip">(?:(?!<\/li>).)*Zürich.*?<\/li>/)?.output)
        #expect(made.replacing("<mark>", with: "").replacing("</mark>", with: "") == built)
    }

    @Test func noMatchSaysSo() throws {
        let dom = try dom(query: "xylophone")
        #expect(dom.contains("Nothing matches “xylophone”."))
        #expect(openTag(try section(dom, "search-trips")).contains("hidden"))
        #expect(openTag(try section(dom, "search-activities")).contains("hidden"))
    }
}
