import Testing
import TripSiteCore
import TripSiteTestSupport

/// The home page of a journal (most trips travelled): the latest journey on a wide card,
/// the other journeys by year, newest first, each once, then the plans; a wishlist's home
/// as it was; site.yml's `home.collections` over both; the navigation's first item naming
/// what the site is, or what `nav:` says.
@Suite struct JournalHomeTests {
    /// Four travelled trips over three years, a trip to come and one without dates, built on
    /// 2025-07-01.
    static let journal = [
        "lisbon": "start: 2025-06-10\nend: 2025-06-14",
        "rome": "start: 2024-09-01",
        "oslo": "start: 2024-05-01\nend: 2024-05-04",
        "porto": "start: 2023-03-01",
        "someday": "start: 2026-09-01\nactivities:\n  - {title: Book, done: true}\n  - {title: Go}",
        "lima": "",
    ]

    /// The sections of a home page (`<section id="…">`) in order, each with the trips it links to.
    static func sections(in html: String) -> [(id: String, trips: [String])] {
        html.components(separatedBy: "<section").dropFirst().map { part in
            let id = part.firstMatch(of: /id="([a-z0-9-]+)"/).map { String($0.output.1) } ?? ""
            return (id, HomePageTests.trips(in: part))
        }
    }

    static func home(_ trips: [String: String], config: String = FixtureSite.defaultConfig) throws -> String {
        let site = try HomePageTests.site(config: config, trips)
        defer { site.remove() }
        return try #require(try site.buildInMemory(sourceDateEpoch: HomePageTests.julyFirst).output.text("index.html"))
    }

    /// The navigation's first item's text.
    static func firstNavigationItem(_ html: String) -> String? {
        html.firstMatch(of: /class="site-nav-label">([^<]*)</).map { String($0.output.1) }
    }

    @Test func aJournalLeadsWithItsLatestJourneyThenYearsThenPlans() throws {
        let home = try Self.home(Self.journal)
        let sections = Self.sections(in: home)
        #expect(sections.map(\.id) == ["home-latest", "home-year-2024", "home-year-2023", "home-plans"])
        #expect(sections.map(\.trips) == [["lisbon"], ["rome", "oslo"], ["porto"], ["someday", "lima"]])
        let latest = home.components(separatedBy: "id=\"home-year-2024\"")[0]
        #expect(latest.contains("data-variant=\"wide\""), "the latest journey is a wide card")
        #expect(latest.contains(">Latest journey</h2>"))
        #expect(home.contains(">2024</h2>") && home.contains(">2 trips</p>"))
        #expect(home.contains("href=\"/years/2024/\""), "a year's row leads to the year's page")
        #expect(home.contains(">Plans</h2>"))
        // The plans keep their progress (the card's activity count).
        #expect(sections[3].trips.first == "someday")
        for wishlistWording in ["Recently added", "newest places on the list", "Wishlist"] {
            #expect(!home.contains(wishlistWording), "\(wishlistWording)")
        }
    }

    @Test func noTripIsShownTwiceOnAJournalsHome() throws {
        var trips = Self.journal
        for day in 1...15 { trips["day-\(day)"] = "start: 2024-01-\(day < 10 ? "0" : "")\(day)" }
        let home = try Self.home(trips)
        let shown = Self.sections(in: home).flatMap(\.trips)
        #expect(Set(shown).count == shown.count, "\(shown)")
        let year = try #require(Self.sections(in: home).first { $0.id == "home-year-2024" })
        #expect(year.trips.count == 12, "a row shows twelve cards, and the year's page the rest")
        #expect(home.contains(">17 trips</p>"))
    }

    @Test func journeysWithoutAStartGoByTheDayTheyWerePostedThenUndatedLast() throws {
        let home = try Self.home([
            "blog": "posted: 2022-08-01", "rome": "start: 2024-09-01", "marked": "travelled: true",
        ])
        #expect(Self.sections(in: home).map(\.id) == ["home-latest", "home-year-2022", "home-year-undated"])
        #expect(home.contains(">Undated</h2>"))
    }

    @Test func aWishlistKeepsItsHome() throws {
        let home = try Self.home(["oslo": "start: 2999-05-01", "lima": "", "rome": "start: 2024-09-01"])
        #expect(HomePageTests.rows(in: home).prefix(2) == ["recent", "journeys"])
        #expect(home.contains("The newest places on the list"))
        #expect(!home.contains("home-latest"))
        #expect(Self.firstNavigationItem(home) == "Wishlist")
    }

    @Test func homeCollectionsStillChooseTheRowsOfAJournal() throws {
        let config = FixtureSite.defaultConfig + "home: {collections: [journeys, recent]}\n"
        let home = try Self.home(Self.journal, config: config)
        #expect(HomePageTests.rows(in: home) == ["journeys", "recent"])
        #expect(!home.contains("home-latest"))
        #expect(Self.firstNavigationItem(home) == "Trips")
    }

    @Test func theFirstNavigationItemNamesWhatTheSiteIs() throws {
        #expect(Self.firstNavigationItem(try Self.home(Self.journal)) == "Trips")
        let german = FixtureSite.defaultConfig.replacingOccurrences(of: "language: en", with: "language: de")
        #expect(Self.firstNavigationItem(try Self.home(Self.journal, config: german)) == "Reisen")
        #expect(Self.firstNavigationItem(try Self.home(["lima": ""], config: german)) == "Wunschliste")
        let germanHome = try Self.home(Self.journal, config: german)
        #expect(germanHome.contains(">Letzte Reise</h2>") && germanHome.contains(">Pläne</h2>"))
        let named = FixtureSite.defaultConfig + "nav: Our travels\n"
        #expect(Self.firstNavigationItem(try Self.home(Self.journal, config: named)) == "Our travels")
        #expect(Self.firstNavigationItem(try Self.home(["lima": ""], config: named)) == "Our travels")
    }

    @Test func theNavigationSaysTripsOnEveryPageOfAJournal() throws {
        let site = try HomePageTests.site(Self.journal)
        defer { site.remove() }
        let output = try site.buildInMemory(sourceDateEpoch: HomePageTests.julyFirst).output
        for path in ["goals/index.html", "trips/rome/index.html", "collections/journeys/index.html"] {
            #expect(Self.firstNavigationItem(try #require(output.text(path))) == "Trips", "\(path)")
        }
        let notFound = try #require(output.text("404.html"))
        #expect(notFound.contains(">Back to the trips</a>") && !notFound.contains("Try the wishlist"))
        let recent = try #require(output.text("collections/recent/index.html"))
        #expect(!recent.contains("on the list"), "a journal's Recently added is not a wishlist's")
    }
}
