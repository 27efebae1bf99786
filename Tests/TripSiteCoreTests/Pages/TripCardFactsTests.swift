import Foundation
import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteTestSupport

/// A trip's card tells the trip: a travelled one its place, dates and numbers (only those it
/// has), a posted-only one the day it was posted, a planned one its activity count; and its
/// cover falls back to an entry's photo, then its gallery's, before the placeholder.
@Suite struct TripCardFactsTests {
    static let files: [String: String] = [
        "content/trips/lisbon/index.md": tripFile(
            "title: Lisbon by Tram\nstart: 2024-09-14\nend: 2024-09-27\nlocation: Lisbon\ncountry: PT\ndistance: 86"),
        "content/trips/lisbon/2024-09-15-alfama/index.md": tripFile("title: Alfama\nphoto: tram.jpg"),
        "content/trips/lisbon/2024-09-20.md": tripFile("title: Belém", body: "Pastries.\n"),
        "content/trips/porto/index.md": tripFile(
            "title: Porto Weekend\nstart: 2023-06-01\nend: 2023-06-03\ncountry: PT"),
        "content/trips/notes.md": tripFile("title: Old Notes\nposted: 2021-05-03"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto Someday\ncountry: JP", body: "## Activities\n- [ ] Fushimi Inari\n- [ ] Arashiyama\n"),
    ]

    static func build() throws -> (site: FixtureSite, output: MemoryOutput) {
        let site = try FixtureSite(files)
        try site.addPhoto("upright.jpg", at: "content/trips/lisbon/2024-09-15-alfama/tram.jpg")
        try site.addPhoto("upright.jpg", at: "content/trips/porto/river.jpg")
        let (_, output) = try site.buildInMemory()
        return (site, output)
    }

    /// The card of the trip titled `title` on the page.
    static func card(_ title: String, in page: String) -> String? {
        page.components(separatedBy: "<article class=\"card\"").first { $0.contains(">\(title)</h") }
    }

    @Test func travelledCardShowsPlaceDatesAndNumbers() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let page = try #require(output.text("collections/recent/index.html"))
        let lisbon = try #require(Self.card("Lisbon by Tram", in: page))
        let range = try #require(
            LocaleFormat(language: "en").dateRange(from: (2024, 9, 14), to: (2024, 9, 27)))
        #expect(lisbon.contains("<p class=\"footnote card-place\">Lisbon</p>"))
        #expect(lisbon.contains("<p class=\"footnote card-dates\">\(range)</p>"), "one short range: \(range)")
        #expect(lisbon.contains("<p class=\"caption card-numbers\">13 nights · 86 km · 2 entries</p>"))
        // Porto: no place but its country's name (never the code), no distance, no entries.
        let porto = try #require(Self.card("Porto Weekend", in: page))
        #expect(porto.contains("<p class=\"footnote card-place\">Portugal</p>"))
        #expect(!porto.contains(">PT<"))
        #expect(porto.contains("<p class=\"caption card-numbers\">2 nights</p>"))
        #expect(!porto.contains("km") && !porto.contains("entr"))
    }

    @Test func postedOnlyCardSaysWhenItWasPosted() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let page = try #require(output.text("collections/recent/index.html"))
        let notes = try #require(Self.card("Old Notes", in: page))
        #expect(
            notes.contains(
                "<p class=\"footnote card-dates\">Posted <time datetime=\"2021-05-03\">3 May 2021</time></p>"))
        #expect(!notes.contains("card-place"))
        #expect(!notes.contains("card-numbers"), "no nights, distance or entries")
        #expect(notes.contains("src=\"/trips/notes/placeholder.svg\""), "nothing to fall back on")
    }

    @Test func plannedCardKeepsItsProgress() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let page = try #require(output.text("collections/recent/index.html"))
        let kyoto = try #require(Self.card("Kyoto Someday", in: page))
        #expect(kyoto.contains("<span class=\"caption card-count\">2 activities</span>"))
        #expect(kyoto.contains("<p class=\"footnote card-place\">Japan</p>"))
        #expect(!kyoto.contains("card-numbers") && !kyoto.contains("card-dates"))
    }

    @Test func coverFallsBackToAnEntryPhotoThenTheGallery() throws {
        let (site, output) = try Self.build()
        defer { site.remove() }
        let page = try #require(output.text("collections/recent/index.html"))
        for slug in ["lisbon", "porto"] {
            let title = slug == "lisbon" ? "Lisbon by Tram" : "Porto Weekend"
            let card = try #require(Self.card(title, in: page))
            #expect(card.contains("<picture") && !card.contains("placeholder.svg"), "\(slug): \(card)")
            #expect(output.files["trips/\(slug)/placeholder.svg"] == nil)
            // The trip page's hero and its link preview show the same photo.
            let tripPage = try #require(output.text("trips/\(slug)/index.html"))
            #expect(!tripPage.contains("placeholder.svg"), "\(slug)'s page")
            #expect(tripPage.contains("<meta property=\"og:image\" content=\"https://example.com/trips/\(slug)/"))
        }
        #expect(output.files["trips/notes/placeholder.svg"] != nil)
    }
}
