import Testing
import TripSiteCore
import TripSiteTestSupport

/// A page has one `<h1>`, its title, and its outline never skips a level: the headings of a
/// trip's, an entry's and a standalone page's text are placed right below the title
/// (`HeadingOutline`), whatever levels the author wrote; what the author wrote in them, ids
/// included, stays.
@Suite struct HeadingLevelsTests {
    static let trip = "content/trips/dolomites"

    static let files = [
        "site.yml": FixtureSite.defaultConfig + "markdown:\n  unsafe: true\n",
        "\(trip)/index.md": tripFile(
            "title: Dolomites", body: "#### The plan\n\nHuts.\n\n###### Gear\n\nBoots.\n\n## Activities\n- [x] Walk\n"),
        // An imported post: it starts at ### under the title and skips to #####.
        "\(trip)/2025-07-03-seceda.md": tripFile(
            "title: Seceda",
            body: """
                ### Morning

                Fog; the ridge is on [day 3](#day-3).

                ##### Coffee

                ### <a id="day-3"></a>Day 3

                #### Ridge

                """),
        "content/pages/about.md": tripFile("title: About", body: "# Who\n\nMe.\n\n### Why\n\nBecause.\n"),
    ]

    @Test func anEntryStartingAtH3HasAnOutlineUnderItsTitle() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let entry = try #require(output.text("trips/dolomites/seceda/index.html"))
        #expect(HeadingTags.levels(in: entry) == [1, 2, 3, 2, 3], "\(entry)")
        #expect(entry.contains(">Seceda</h1>"))
        #expect(entry.contains("<h2 id=\"morning\">Morning</h2>") && entry.contains("<h3 id=\"coffee\">Coffee</h3>"))
        // The author's anchor is in the heading as written (which takes no id of its own), and
        // the link to it still works.
        #expect(entry.contains("<h2><a id=\"day-3\"></a>Day 3</h2>") && entry.contains("<h3 id=\"ridge\">Ridge</h3>"))
        #expect(entry.contains("href=\"#day-3\""))
        let warnings = report.diagnostics.map(\.description)
        #expect(!warnings.contains { $0.contains("broken link") }, "\(warnings)")
    }

    @Test func tripsAndPagesHaveAnOutlineUnderTheirTitles() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(output.text("trips/dolomites/index.html"))
        let levels = HeadingTags.levels(in: trip)
        #expect(HeadingTags.isOutline(levels), "\(levels)")
        // The journal's #### and ######, then the page's own sections: the timeline (its title,
        // the day's), the checklist, the badges.
        #expect(levels == [1, 2, 3, 2, 3, 2, 2], "\(levels)")
        #expect(trip.contains("<h2 id=\"the-plan\">The plan</h2>") && trip.contains("<h3 id=\"gear\">Gear</h3>"))
        #expect(report.site.trips.first?.activities.map(\.title) == ["Walk"], "Activities still found")
        let about = try #require(output.text("about/index.html"))
        #expect(HeadingTags.levels(in: about) == [1, 2, 3])
        #expect(about.contains("<h2 id=\"who\">Who</h2>") && about.contains("<h3 id=\"why\">Why</h3>"))
    }
}
