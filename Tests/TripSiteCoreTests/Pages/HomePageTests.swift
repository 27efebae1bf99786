import Testing
import TripSiteCore
import TripSiteTestSupport

/// The home page: the site's title, and a row per collection with trips, "Journeys" (the
/// travelled trips) among them, in the order site.yml's `home:` gives (a journal's home:
/// `JournalHomeTests`).
@Suite struct HomePageTests {
    /// 2025-07-01T00:00:00Z.
    static let julyFirst = 1_751_328_000

    static func site(config: String = FixtureSite.defaultConfig, _ trips: [String: String]) throws -> FixtureSite {
        var files = ["site.yml": config]
        for (slug, frontMatter) in trips {
            files["content/trips/\(slug).md"] = tripFile("title: \(slug.capitalized)\n" + frontMatter, body: "Went.\n")
        }
        return try FixtureSite(files)
    }

    /// The trips a page links to, in order, each once.
    static func trips(in html: String) -> [String] {
        var seen: Set<String> = []
        return html.matches(of: /href="\/trips\/([a-z0-9-]+)\/"/).map { String($0.output.1) }.filter {
            seen.insert($0).inserted
        }
    }

    /// The ids of the home page's rows, in order.
    static func rows(in html: String) -> [String] {
        html.matches(of: /href="\/collections\/([a-z0-9-]+)\/"/).map { String($0.output.1) }
    }

    @Test func theHeadingIsTheSitesTitle() throws {
        let site = try Self.site(["oslo": "start: 2999-05-01"])
        defer { site.remove() }
        let home = try #require(try site.buildInMemory().output.text("index.html"))
        #expect(home.contains(">Test Trips</h1>"))
        #expect(!home.contains(">Wishlist</h1>"))
    }

    @Test func journeysHoldTheTravelledTripsNewestFirst() throws {
        let site = try Self.site([
            "oslo": "start: 2024-05-01\nend: 2024-05-04",
            "lisbon": "start: 2025-06-10",
            "someday": "start: 2026-09-01",
            "undated": "activities:\n  - {title: Go, done: true}",
            "marked": "travelled: true",
        ])
        defer { site.remove() }
        let output = try site.buildInMemory(sourceDateEpoch: Self.julyFirst).output
        let journeys = try #require(output.text("collections/journeys/index.html"))
        // Dated first, newest first; then the undated ones by title.
        #expect(Self.trips(in: journeys) == ["lisbon", "oslo", "marked", "undated"])
        #expect(journeys.contains(">Journeys</h1>"))
        // Three of five travelled: a journal's home, its latest journey first.
        let home = try #require(output.text("index.html"))
        #expect(JournalHomeTests.sections(in: home).first?.trips == ["lisbon"])
    }

    @Test func aJournalOfPastTripsShowsItsJourneysNotAnEmptyWishlist() throws {
        let site = try Self.site(["oslo": "start: 2024-05-01", "lisbon": "start: 2025-06-10"])
        defer { site.remove() }
        let home = try #require(try site.buildInMemory(sourceDateEpoch: Self.julyFirst).output.text("index.html"))
        #expect(JournalHomeTests.sections(in: home).map(\.trips) == [["lisbon"], ["oslo"]])
        #expect(!home.contains("No trips yet"))
    }

    @Test func aWishlistHasNoJourneys() throws {
        let site = try Self.site(["oslo": "start: 2999-05-01", "lima": ""])
        defer { site.remove() }
        let output = try site.buildInMemory(sourceDateEpoch: Self.julyFirst).output
        #expect(output.files["collections/journeys/index.html"] == nil)
        #expect(!Self.rows(in: try #require(output.text("index.html"))).contains("journeys"))
    }

    @Test func siteYMLChoosesTheRowsAndTheirOrder() throws {
        let config =
            FixtureSite.defaultConfig
            + "collections:\n  - {id: islands, title: Island Time, tag: islands}\nhome:\n  collections: [islands, journeys, winter]\n"
        let site = try Self.site(
            config: config,
            ["kona": "start: 2024-02-01\nseason: winter\ntags: [islands]", "oslo": "start: 2999-05-01\nseason: spring"])
        defer { site.remove() }
        let output = try site.buildInMemory(sourceDateEpoch: Self.julyFirst).output
        let home = try #require(output.text("index.html"))
        #expect(Self.rows(in: home) == ["islands", "journeys", "winter"])
        #expect(!home.contains("href=\"/trips/oslo/\""), "Oslo is only in rows left out")
        #expect(output.files["collections/recent/index.html"] != nil, "a collection left out keeps its page")
    }

    @Test func anEmptyListShowsNoRowsAndNoEmptyMessage() throws {
        let site = try Self.site(config: FixtureSite.defaultConfig + "home: {collections: []}\n", ["oslo": ""])
        defer { site.remove() }
        let home = try #require(try site.buildInMemory().output.text("index.html"))
        #expect(Self.rows(in: home).isEmpty)
        #expect(!home.contains("No trips yet"))
    }
}
