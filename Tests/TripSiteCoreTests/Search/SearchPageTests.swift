import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
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

    @Test func aSmallIndexTravelsInsideThePage() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let html = try page(output)
        #expect(html.contains(" data-index=\""))
        #expect(!html.contains("data-index-manifest") && !html.contains("data-index-base"))
        #expect(output.files.keys.filter { $0.hasPrefix("search/index/") }.isEmpty, "one file: the page")
        #expect(!output.files.keys.contains("search-index.json"))
    }

    /// A journal of this many trips, each with a text of its own words.
    static func largeJournal(trips: Int, config: String = "") -> [String: String] {
        var files = ["site.yml": "title: Large\nbaseURL: https://user.github.io/journal/\n" + config]
        for number in 0..<trips {
            let words = (0..<40).map { "word\(number)x\($0)" }.joined(separator: " ")
            files["content/trips/t\(number).md"] = tripFile("title: Trip \(number)", body: words + "\n")
        }
        return files
    }

    @Test func aLargeIndexIsSplitIntoPartsNamedByTheirContent() throws {
        let site = try FixtureSite(Self.largeJournal(trips: 300))
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let html = try page(output)
        #expect(!html.contains(" data-index=\""))
        #expect(SearchFixture.attribute("data-index-base", in: html) == "/journal/search/index/")
        let catalog = try SearchFixture.catalog(output)
        #expect(catalog.trips.count == 300)
        let files = Set(output.files.keys.filter { $0.hasPrefix("search/index/") })
        #expect(files.count == catalog.parts.count, "every part is a file, and every file a part")
        let chunks = ["w", "m"].flatMap { (catalog.manifest[$0] as? [[String]]) ?? [] }
        #expect(chunks.count > 2, "the tables are split: \(chunks.count) chunks")
        let named = chunks.map { $0[1] } + (catalog.manifest["c"] as? [String] ?? [])
        #expect(named.allSatisfy { files.contains("search/index/\($0).js") })
        #expect(catalog.trips.compactMap(\.text).count == 300, "each trip's text is a part")

        // Another build of the same journal names every part the same; an edit renames only
        // what it changed.
        try site.write("content/trips/t7.md", tripFile("title: Trip 7", body: "Alfama at dusk\n"))
        let edited = Set(try site.buildInMemory().output.files.keys.filter { $0.hasPrefix("search/index/") })
        #expect(edited.subtracting(files).count <= 8, "\(edited.subtracting(files).sorted())")
        #expect(edited.count > 250)
    }

    @Test func relativeURLsLoadPartsBesideThePage() throws {
        let site = try FixtureSite(Self.largeJournal(trips: 300, config: "relativeURLs: true\n"))
        defer { site.remove() }
        let output = try site.buildInMemory().output
        #expect(SearchFixture.attribute("data-index-base", in: try page(output)) == "index/")
        #expect(try SearchFixture.catalog(output).trips.first?.url == "../trips/t0/index.html")
    }

    @Test func titlesAreEscapedInTheEmbeddedIndex() throws {
        let site = try FixtureSite(["content/trips/x.md": tripFile("title: 'Tom & \"Jerry\" <b>bold</b> it''s'")])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let html = try page(output)
        #expect(!html.contains("<b>bold</b>"))
        #expect(try SearchFixture.catalog(output).trips.first?.title == "Tom & \"Jerry\" <b>bold</b> it's")
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

    /// The page and the index depend on what they show, the journal's text included: an
    /// edit to a trip's text takes the fast path, writes the parts it changed, removes the
    /// ones no longer used, and leaves the index the full build makes.
    @Test func editsRemakeTheIndexAsAFullBuildWould() throws {
        let site = try FixtureSite(Self.largeJournal(trips: 300))
        defer { site.remove() }
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        _ = try builder.build()
        let path = "content/trips/t42.md"
        try site.write(path, tripFile("title: Trip 42", body: "Fado in the Alfama, then word42x3.\n"))
        let bodyEdit = try builder.build(changedPaths: [path])
        #expect(bodyEdit.timings.map(\.stage) == [.parse, .model, .render, .write], "the summary path")
        #expect(bodyEdit.rendered.contains("search/index.html"))
        #expect(bodyEdit.rendered.contains { $0.hasPrefix("search/index/t-") }, "the new text")
        #expect(bodyEdit.removed.contains { $0.hasPrefix("search/index/t-") }, "the old text")
        #expect(bodyEdit.rendered.count < 20, "\(bodyEdit.rendered.count) outputs made")

        var full = MemoryOutput()
        _ = try SiteBuilder(options: BuildOptions(source: site.root, output: site.output)).build(into: &full)
        #expect(try SearchFixture.bundle(files: bodyEdit.files) == SearchFixture.bundle(full))
        #expect(
            Set(bodyEdit.files.keys.filter { $0.hasPrefix("search/") })
                == Set(full.files.keys.filter { $0.hasPrefix("search/") }))
    }

    /// A full rebuild patches the kept index when its documents stay in place (a title
    /// edit that keeps the trip's place in reading order, a new activity): few parts change,
    /// and the index is the clean build's.
    @Test func aFullRebuildPatchesTheIndexInPlace() throws {
        let site = try FixtureSite(Self.largeJournal(trips: 300))
        defer { site.remove() }
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        let first = try builder.build()
        let path = "content/trips/t42.md"
        try site.write(path, tripFile("title: Trip 42b", body: "Lisbon.\n\n## Activities\n- [x] Ride tram 28\n"))
        let edited = try builder.build(changedPaths: [path])
        #expect(edited.timings.contains { $0.stage == .model }, "the full path")
        let parts = { (files: [String: [UInt8]]) in Set(files.keys.filter { $0.hasPrefix("search/index/") }) }
        let made = parts(edited.files).subtracting(parts(first.files))
        #expect(made.count <= 10, "\(made.sorted())")
        var full = MemoryOutput()
        _ = try SiteBuilder(options: BuildOptions(source: site.root, output: site.output)).build(into: &full)
        #expect(try SearchFixture.bundle(files: edited.files) == SearchFixture.bundle(full))
        #expect(try SearchFixture.catalog(files: edited.files).activities.map(\.title) == ["Ride tram 28"])
    }

    @Test func checkingOffAnActivityRemakesTheIndex() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        _ = try builder.build()
        let path = "content/trips/joshua-tree.md"
        let original = try #require(SearchFixture.files[path])
        try site.write(
            path, original.replacingOccurrences(of: "- [ ] Climb Skull Rock", with: "- [x] Climb Skull Rock"))
        let checked = try builder.build(changedPaths: [path])
        #expect(checked.rendered.contains("search/index.html"))
        #expect(
            try SearchFixture.catalog(files: checked.files).activities.first { $0.title == "Climb Skull Rock" }?.done
                == true)
    }
}
