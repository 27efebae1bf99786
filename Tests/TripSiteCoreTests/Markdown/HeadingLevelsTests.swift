import Testing
import TripSiteCore
import TripSiteTestSupport

/// A page has one `<h1>`, its title: a journal written with `#` headings (`# Day 1`) has them
/// moved one level down, in trips and standalone pages; one starting at `##` is unchanged.
@Suite struct HeadingLevelsTests {
    static func count(_ tag: String, in html: String) -> Int {
        html.components(separatedBy: "<\(tag)").count - 1
    }

    @Test func dayHeadingsAreMovedBelowThePagesTitle() throws {
        let body =
            "# Day 1\n\nArrived.\n\n## Morning\n\nCoffee.\n\n# Day 2\n\n###### Note\n\n## Activities\n- [x] Swim\n"
        let site = try FixtureSite([
            "content/trips/days.md": tripFile("title: Days", body: body),
            "content/pages/about.md": "---\ntitle: About\n---\n# Who\n\nMe.\n",
            "content/trips/plain.md": tripFile("title: Plain", body: "## Morning\n\nText.\n"),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(output.text("trips/days/index.html"))
        #expect(Self.count("h1", in: trip) == 1, "only the title")
        #expect(trip.contains(">Day 1</h2>") && trip.contains(">Day 2</h2>"), "\(trip)")
        #expect(trip.contains(">Morning</h3>") && trip.contains(">Note</h6>"))
        #expect(report.site.trips.first { $0.slug == "days" }?.activities.count == 1, "Activities still found")
        let about = try #require(output.text("about/index.html"))
        #expect(Self.count("h1", in: about) == 1 && about.contains(">Who</h2>"))
        let plain = try #require(output.text("trips/plain/index.html"))
        #expect(plain.contains(">Morning</h2>"), "a journal that starts at ## keeps its levels")
    }
}
