import Foundation
import Testing
import TripSiteCore

/// The bundled example journal (the repository's `site.yml` and `content/`) builds cleanly.
@Suite struct ExampleSiteTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func exampleJournalBuildsWithoutWarnings() throws {
        var writer = MemoryOutput()
        let report = try SiteBuilder(
            options: BuildOptions(source: Self.root, output: Self.root.appending(path: "public"))
        ).build(into: &writer)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        #expect(report.site.trips.count >= 12)
        #expect(Set(report.site.trips.compactMap(\.season)) == Set(Season.allCases))
        #expect(report.site.trips.filter { $0.activities.isEmpty }.count >= 2)
        #expect(report.site.trips.allSatisfy { !$0.isDraft })
        #expect(report.site.trips.contains { if case .bundle = $0.photo { true } else { false } })
        #expect(writer.files["about/index.html"] != nil)
        for trip in report.site.trips {
            let html = try #require(writer.text("trips/\(trip.slug)/index.html"))
            if let completion = trip.completion {
                #expect(html.contains(">\(completion.percent)%</p>"))
                #expect(html.contains("data-done=\"\(completion.done)\" data-total=\"\(completion.total)\""))
            } else {
                #expect(!html.contains("role=\"progressbar\""))
            }
        }
    }
}
