import Testing
import TripSiteCore
import TripSiteTestSupport

/// A trip's entries in the taxonomies, the goals and the maps: a trip crosses every country
/// its entries are in and has every tag they have, and a term's page lists the days that put
/// their trip there.
@Suite struct EntryTermsTests {
    static let trip = "content/trips/alps"

    /// An Italian trek whose third day crosses into Austria, and whose second day is the one
    /// with a swim; a Norwegian trip beside it, without entries.
    static var files: [String: String] {
        [
            "site.yml": FixtureSite.defaultConfig,
            "\(trip)/index.md": tripFile("title: Alps Traverse\ncountry: Italy\ntags: [hiking]", body: "North.\n"),
            "\(trip)/2025-07-01-braies.md": tripFile("title: Braies\ncountry: IT", body: "The lake.\n"),
            "\(trip)/2025-07-02-sorapis.md": tripFile(
                "title: Lago di Sorapis\ntags: [swimming, hiking]", body: "A cold swim.\n"),
            "\(trip)/2025-07-03-lienz.md": tripFile("title: Over to Lienz\ncountry: Austria", body: "Cake.\n"),
            "content/trips/oslo.md": tripFile("title: Oslo\nstart: 2024-05-01\ncountry: NO", body: "Fjords.\n"),
        ]
    }

    @Test func aTripIsInEachCountryOfItsEntriesAndItsDaysAreListed() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(report.site.trips.first { $0.slug == "alps" })
        #expect(trip.countries == ["Italy", "Austria"])
        let austria = try #require(output.text("countries/at/index.html"))
        #expect(austria.contains("href=\"/trips/alps/\""), "the trip is in Austria")
        #expect(austria.contains(">Days</h2>"))
        #expect(austria.contains("href=\"/trips/alps/lienz/\""))
        #expect(austria.contains("Alps Traverse · Day 3"))
        #expect(!austria.contains("href=\"/trips/alps/braies/\""), "a day in Italy is not in Austria")
        // Italy is the trip's own country: its card says so, with no days listed.
        let italy = try #require(output.text("countries/it/index.html"))
        #expect(italy.contains("href=\"/trips/alps/\"") && !italy.contains(">Days</h2>"))
        let countries = try #require(output.text("countries/index.html"))
        #expect(countries.contains("href=\"/countries/at/\""))
    }

    @Test func anEntrysTagPutsItsTripOnTheTagsPage() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let swimming = try #require(output.text("tags/swimming/index.html"))
        #expect(swimming.contains("href=\"/trips/alps/\""))
        #expect(swimming.contains("href=\"/trips/alps/sorapis/\""))
        // The trip is tagged hiking itself: the day is not listed again.
        let hiking = try #require(output.text("tags/hiking/index.html"))
        #expect(hiking.contains("href=\"/trips/alps/\"") && !hiking.contains("href=\"/trips/alps/sorapis/\""))
        #expect(output.text("years/2025/index.html")?.contains("href=\"/trips/alps/\"") == true)
    }

    @Test func theGoalsAndTheMapCountEveryCountryCrossed() throws {
        var files = Self.files
        files["content/goals.yml"] = """
            badges:
              - id: borders
                title: Borders
                description: Visit two countries
                rule: {countries: 2}
              - id: austria
                title: Austria
                description: A trip in Austria
                rule: {trips: 1, country: AT}
            """
        let site = try FixtureSite(files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let goals = report.site.goals
        // Travelled (its dates are past): Italy and Austria; Oslo too.
        #expect(goals.totals.countries == 3)
        #expect(goals.statuses.first { $0.badge.id == "borders" }?.isEarned == true)
        #expect(goals.statuses.first { $0.badge.id == "austria" }?.isEarned == true)
        let map = try #require(output.text("map/index.html"))
        #expect(map.contains("map-country-name map-key map-key-done\">Austria<"), "Austria is marked visited")
    }
}
