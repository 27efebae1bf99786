import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The build-time index: what it holds, in which order, and that every URL in it leads
/// somewhere real.
@Suite struct SearchIndexTests {
    @Test func holdsTripsAndActivitiesInReadingOrder() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let index = try SearchFixture.index(try site.buildInMemory().output)
        #expect(index.version == 1)
        #expect(index.trips.map(\.title) == SearchFixture.readingOrder, "by title ignoring accents; drafts left out")

        let joshua = try #require(index.trips.first { $0.title == "Joshua Tree" })
        #expect(joshua.subtitle == "California, United States")
        #expect(joshua.country == "United States")
        #expect(joshua.tags == ["desert", "hiking"])
        #expect(joshua.season == "Spring")
        #expect(joshua.url == "/journal/trips/joshua-tree/")
        let berlin = try #require(index.trips.first { $0.title == "Berlin Straße" })
        #expect(
            berlin.subtitle == nil && berlin.country == nil && berlin.season == nil && berlin.tags == nil,
            "empty fields are left out")

        #expect(
            index.activities.map(\.name) == [
                "Hike Joshua Tree", "Climb Skull Rock", "Tea ceremony", "Enjoy the view from Hakone",
                "Swim in the Limmat",
            ],
            "plain-text names, by trip in reading order, then in file order")
        #expect(
            index.activities.map { index.trips[$0.trip].title } == [
                "Joshua Tree", "Joshua Tree", "Kyoto", "Mount Fuji", "Zürich",
            ])
        #expect(index.activities.map(\.done) == [true, false, false, false, false])
        for activity in index.activities {
            #expect(activity.url.hasPrefix(index.trips[activity.trip].url + "#activity-"), "\(activity.url)")
        }
    }

    /// Each URL is a written page, and each activity's anchor is an id on that page.
    @Test func everyURLLeadsToAPageAndAnchor() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let index = try SearchFixture.index(output)
        for url in index.trips.map(\.url) + index.activities.map(\.url) {
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
        let first = try site.buildInMemory().output.files["search-index.json"]
        let second = try site.buildInMemory().output.files["search-index.json"]
        #expect(first != nil && first == second)
        let text = String(decoding: try #require(first), as: UTF8.self)
        #expect(text.hasPrefix("{\"activities\":["), "sorted keys")
        #expect(text.hasSuffix("}\n"))
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
        let index = try SearchFixture.index(try site.buildInMemory().output)
        #expect(
            index.trips.map(\.url) == [
                "/trips/d/", "/trips/e/", "/trips/g/", "/trips/h/", "/trips/f/", "/trips/a/", "/trips/b/", "/trips/c/",
            ],
            "Ø among the O's, leading punctuation skipped")
        #expect(index.trips.first { $0.title == "Paris" }?.tags == ["museums"], "empty tags are left out")
    }

    @Test func anEmptySiteHasAnEmptyIndex() throws {
        let site = try FixtureSite([:])
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let index = try SearchFixture.index(output)
        #expect(index.trips.isEmpty && index.activities.isEmpty)
        #expect(output.text("search/index.html")?.contains("No trips yet.") == true)
    }
}

extension SearchIndexTests {
    /// `json()` writes entry by entry; it must say exactly what the encoder says of the whole.
    @Test func jsonIsWhatTheEncoderWritesForTheWholeIndex() throws {
        let site = try FixtureSite(SearchFixture.files)
        defer { site.remove() }
        let index = try SearchFixture.index(try site.buildInMemory().output)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(index.json() == String(decoding: try encoder.encode(index), as: UTF8.self))
        let emptySite = try FixtureSite([:])
        defer { emptySite.remove() }
        let empty = try SearchFixture.index(try emptySite.buildInMemory().output)
        #expect(empty.json() == String(decoding: try encoder.encode(empty), as: UTF8.self))
        #expect(empty.json() == "{\"activities\":[],\"trips\":[],\"version\":1}")
    }
}
