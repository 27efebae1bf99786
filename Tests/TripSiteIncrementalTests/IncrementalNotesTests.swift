import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// A Hugo post's keys read as TripSite's are notes, which change no page: editing the text
/// of such a trip or entry takes `serve`'s summary path, as for any trip, and leaves what a
/// clean build makes.
@Suite struct IncrementalNotesTests {
    @Test func aTripWithNotesTakesTheSummaryPath() throws {
        let trip = "content/trips/lake/index.md"
        let entry = "content/trips/lake/2021-07-05.md"
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig,
            trip: tripFile("title: Lake\ndate: 2021-07-04\nlayout: post", body: "A lake.\n"),
            entry: "---\npublishDate: 2021-07-05\ncomments: true\n---\nA swim.\n",
        ])
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        for (path, text) in [
            (trip, tripFile("title: Lake\ndate: 2021-07-04\nlayout: post", body: "A cold lake.\n")),
            (entry, "---\npublishDate: 2021-07-05\ncomments: true\n---\nA long swim.\n"),
        ] {
            try site.write(path, text)
            let after = try builder.build(changedPaths: [path])
            #expect(after.timings.map(\.stage) == [.parse, .model, .render, .write], "\(path): the summary path")
            let clean = try site.serveBuilder().build()
            #expect(after.warnings.isEmpty && clean.warnings.isEmpty)
            #expect(after.files == clean.files, "\(path): what a clean build makes")
        }
        #expect(try site.serveBuilder().build().text("trips/lake/2021-07-05/index.html").contains("A long swim."))
    }
}
