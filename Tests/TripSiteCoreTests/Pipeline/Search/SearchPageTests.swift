import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `/search/`: the page without JavaScript, how it carries the index, the navigation item,
/// and which edits make it again.
@Suite struct SearchPageTests {
    func page(_ output: MemoryOutput) throws -> String {
        try #require(output.text("search/index.html"))
    }

    /// The part of the page between two markers.
    func slice(_ html: String, from start: String, to end: String) throws -> Substring {
        let lower = try #require(html.range(of: start), "no \(start)")
        let upper = try #require(
            html.range(of: end, range: lower.upperBound..<html.endIndex), "no \(end) after \(start)")
        return html[lower.lowerBound..<upper.lowerBound]
    }

    @Test func withoutJavaScriptThePageListsEveryTrip() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let html = try page(try site.buildInMemory().output)
        // The list of all trips is plain HTML, visible, in reading order, each a link.
        let all = try slice(html, from: "<section class=\"search-group\" id=\"search-all\"", to: "</section>")
        #expect(!all.prefix { $0 != ">" }.contains("hidden"))
        let titles = all.matches(of: /data-slot="title">([^<]*)</).map { String($0.output.1) }
        #expect(titles == SearchFixture.readingOrder)
        #expect(
            all.contains("<a href=\"/journal/trips/joshua-tree/\" class=\"search-result-link\" data-slot=\"link\">"))
        #expect(all.contains("California, United States · Spring"), "the trip's second line")
        #expect(!all.contains("Secret"), "drafts are not listed")
        // The field, which needs the script, starts hidden; so do the result groups.
        #expect(
            html.contains(
                "<form class=\"search-form\" role=\"search\" action=\"/journal/search/\" method=\"get\" autocomplete=\"off\" hidden>"
            ))
        #expect(
            html.contains(
                "<section class=\"search-group\" id=\"search-trips\" aria-labelledby=\"search-trips-title\" hidden>"))
        #expect(
            html.contains(
                "<section class=\"search-group\" id=\"search-activities\" aria-labelledby=\"search-activities-title\" hidden>"
            ))
        // Results are announced.
        #expect(html.contains("id=\"search-status\" role=\"status\" aria-live=\"polite\""))
        #expect(
            html.contains(
                "<label class=\"callout search-label\" for=\"search-input\">Search trips and activities</label>"))
        #expect(html.contains("<script src=\"/journal/theme/search.js\" defer></script>"))
        // Rows for the script to clone are inert templates, one per kind.
        #expect(html.contains("<template id=\"search-trip-row\"><li class=\"search-result search-result-trip\">"))
        #expect(
            html.contains(
                "<template id=\"search-activity-row\"><li class=\"search-result search-result-activity\" data-done=\"0\">"
            ))
    }

    @Test func aSmallIndexIsEmbeddedAndEqualsTheJSONFile() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let html = try page(output)
        let attribute = try #require(html.firstMatch(of: /data-index="([^"]*)"/)?.output.1)
        let json = try #require(output.text("search-index.json"))
        #expect(decodeAttribute(attribute) + "\n" == json)
        #expect(!html.contains("data-index-url"))
    }

    @Test func aLargeIndexIsFetchedInstead() throws {
        var config = SiteConfig.defaults()
        config.baseURL = "https://user.github.io/journal/"
        let urls = SiteURLs(config: config)
        let small = String(repeating: "x", count: 10)
        #expect(SearchPage.IndexSource(json: small, urls: urls, limit: 10) == .embedded(json: small))
        #expect(SearchPage.IndexSource(json: small + "x", urls: urls, limit: 10) == .url("/journal/search-index.json"))
        #expect(
            SearchPage.IndexSource(json: String(repeating: "é", count: 6), urls: urls, limit: 10)
                == .url("/journal/search-index.json"),
            "the limit counts bytes, not characters")

        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let index = try SearchFixture.index(output)
        let context = RenderContext(config: config, pages: [], themeFiles: ["search.js"])
        let html = SearchPage.render(index, source: .url("/journal/search-index.json"), context: context)
        #expect(html.contains("data-index-url=\"/journal/search-index.json\""))
        #expect(!html.contains("data-index="))
        #expect(html.contains("Joshua Tree"), "the list of all trips is there either way")
    }

    @Test func titlesAreEscapedInTheEmbeddedIndex() throws {
        let site = try FixtureSite(["content/trips/x.md": tripFile("title: 'Tom & \"Jerry\" <b>bold</b> it''s'")])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let html = try page(output)
        #expect(!html.contains("<b>bold</b>"))
        let attribute = try #require(html.firstMatch(of: /data-index="([^"]*)"/)?.output.1)
        let index = try JSONDecoder().decode(SearchIndex.self, from: Data(decodeAttribute(attribute).utf8))
        #expect(index.trips.first?.title == "Tom & \"Jerry\" <b>bold</b> it's")
    }

    @Test func theNavigationHasSearch() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let search = "<a href=\"/journal/search/\" class=\"site-nav-link\""
        for path in ["index.html", "trips/kyoto/index.html", "goals/index.html", "404.html"] {
            let html = try #require(output.text(path))
            #expect(html.contains(search + ">"), "\(path): Search not in the navigation, or marked current")
        }
        let html = try page(output)
        #expect(html.contains(search + " aria-current=\"page\">"))
        let labels = html.matches(of: /class="site-nav-label">([^<]*)</).map { String($0.output.1) }
        #expect(labels == ["Wishlist", "Goals", "Search"])
    }

    @Test func theSitemapListsTheSearchPage() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let sitemap = try #require(try site.buildInMemory().output.text("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://user.github.io/journal/search/</loc>"))
        #expect(!sitemap.contains("search-index.json"))
    }

    /// The page and the index depend on what they show: checking off an activity makes them
    /// again; an edit to a journal's text does not.
    @Test func onlyEditsToIndexedFieldsRemakeThem() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        _ = try builder.build()
        let path = "content/trips/joshua-tree.md"
        let original = try #require(SearchFixture.files[path])
        try site.write(path, original.replacingOccurrences(of: "Rocks.", with: "Many rocks."))
        let bodyEdit = try builder.build(changedPaths: [path])
        #expect(!bodyEdit.rendered.contains("search/index.html") && !bodyEdit.rendered.contains("search-index.json"))

        try site.write(
            path, original.replacingOccurrences(of: "- [ ] Climb Skull Rock", with: "- [x] Climb Skull Rock"))
        let checked = try builder.build(changedPaths: [path])
        #expect(checked.rendered.contains("search/index.html") && checked.rendered.contains("search-index.json"))
        let index = try JSONDecoder().decode(
            SearchIndex.self, from: Data(try #require(checked.files["search-index.json"])))
        #expect(index.activities.first { $0.name == "Climb Skull Rock" }?.done == true)
    }
}
