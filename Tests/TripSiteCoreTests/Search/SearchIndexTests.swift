import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The build-time index's catalog: what a result row shows, in which order, and that every
/// URL in it leads somewhere real.
@Suite struct SearchIndexTests {
    @Test func holdsTripsAndActivitiesInReadingOrder() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let catalog = try SearchFixture.catalog(try site.buildInMemory().output)
        #expect(catalog.manifest["version"] as? Int == 3)
        #expect(catalog.trips.map(\.title) == SearchFixture.readingOrder, "by title ignoring accents; drafts left out")

        let joshua = try #require(catalog.trips.first { $0.title == "Joshua Tree" })
        #expect(joshua.detail == "California, United States · Spring")
        #expect(joshua.url == "/journal/trips/joshua-tree/")
        #expect(joshua.text == "Rocks.", "the journal's words, without its activities")
        let berlin = try #require(catalog.trips.first { $0.title == "Berlin Straße" })
        #expect(berlin.detail == "" && berlin.text == nil, "empty fields and texts are left out")
        #expect(catalog.trips.first { $0.title == "Kyoto" }?.detail == "Kansai, Japan")
        #expect(catalog.trips.first { $0.title == "Mount Fuji" }?.detail == "Japan", "the country without a subtitle")

        #expect(
            catalog.activities.map(\.title) == [
                "Hike Joshua Tree", "Climb Skull Rock", "Tea ceremony", "Enjoy the view from Hakone",
                "Swim in the Limmat",
            ],
            "plain-text names, by trip in reading order, then in file order")
        #expect(catalog.activities.map(\.detail) == ["Joshua Tree", "Joshua Tree", "Kyoto", "Mount Fuji", "Zürich"])
        #expect(catalog.activities.map(\.done) == [true, false, false, false, false])
        #expect(catalog.activities[0].url == "/journal/trips/joshua-tree/#activity-hike-joshua-tree")
    }

    /// Each URL is a written page, and each activity's anchor is an id on that page.
    @Test func everyURLLeadsToAPageAndAnchor() throws {
        var files = SearchFixture.files
        files["content/pages/about.md"] = "---\ntitle: About\ndescription: Who writes\n---\nHello **there**.\n"
        let site = try FixtureSite(files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let catalog = try SearchFixture.catalog(output)
        #expect(
            catalog.pages == [.init(title: "About", detail: "Who writes", url: "/journal/about/", text: "Hello there.")]
        )
        for url in (catalog.trips + catalog.activities + catalog.pages).map(\.url) {
            let parts = url.split(separator: "#", maxSplits: 1).map(String.init)
            #expect(parts[0].hasPrefix("/journal/"), "\(url) is not under the base path")
            let file = String(parts[0].dropFirst("/journal/".count)) + "index.html"
            let page = try #require(output.text(file), "\(url) leads to no page")
            if parts.count == 2 { #expect(page.contains("id=\"\(parts[1])\""), "\(url): no such anchor") }
        }
    }

    @Test func sameModelSameBytes() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let first = try SearchFixture.bundle(try site.buildInMemory().output)
        let second = try SearchFixture.bundle(try site.buildInMemory().output)
        #expect(first == second)
    }

    /// Trips whose titles fold to the same text ("Zurich", "Zürich", "ZURICH") are ordered by
    /// slug, so the order never depends on the order files were read in.
    @Test func equalTitlesAreOrderedBySlug() throws {
        let site = try FixtureSite([
            "content/trips/c.md": tripFile("title: Zurich"),
            "content/trips/a.md": tripFile("title: ZURICH"),
            "content/trips/b.md": tripFile("title: Zürich"),
            "content/trips/d.md": tripFile("title: Aarhus"),
            "content/trips/e.md": tripFile("title: Øresund"),
            "content/trips/f.md": tripFile("title: '¿Qué tal? Quito'"),
            "content/trips/g.md": tripFile("title: Oslo"),
            "content/trips/h.md": tripFile("title: Paris\ntags: [\"\", museums]"),
        ])
        defer { site.remove() }
        let catalog = try SearchFixture.catalog(try site.buildInMemory().output)
        #expect(
            catalog.trips.map(\.url) == [
                "/trips/d/", "/trips/e/", "/trips/g/", "/trips/h/", "/trips/f/", "/trips/a/", "/trips/b/", "/trips/c/",
            ],
            "Ø among the O's, leading punctuation skipped")
    }

    @Test func anEmptySiteHasAnEmptyIndex() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let catalog = try SearchFixture.catalog(output)
        #expect(catalog.trips.isEmpty && catalog.activities.isEmpty && catalog.pages.isEmpty)
        #expect(output.text("search/index.html")?.contains("No trips yet.") == true)
    }
}
