import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// In `serve`, a changed photo is encoded again alone, and what shows it is made again.
@Suite struct PhotoIncrementalTests {
    @Test func aChangedPhotoReencodesOnlyItself() throws {
        let site = try FixtureSite([
            "content/trips/lisbon/index.md": tripFile("title: Lisbon\nphoto: cover.jpg", body: "![Tram](tram.jpg)\n")
        ])
        defer { site.remove() }
        try site.addPhoto("sideways.jpg", at: "content/trips/lisbon/cover.jpg")
        try site.addPhoto("upright.jpg", at: "content/trips/lisbon/tram.jpg")
        let builder = IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output), mode: .serve(liveReloadScript: "/r.js"))
        let first = try builder.build()
        #expect(first.photos.encoded == 2)
        try site.addPhoto("tiny.jpg", at: "content/trips/lisbon/cover.jpg")
        let second = try builder.build(changedPaths: ["content/trips/lisbon/cover.jpg"])
        #expect(second.photos == PhotoStatistics(encoded: 1, fromCache: 1, failed: 0))
        #expect(second.modified.contains("trips/lisbon/index.html"))
        #expect(second.modified.contains("index.html"), "cards show the cover")
        #expect(second.removed.contains { $0.hasPrefix("trips/lisbon/cover-300.") })
        #expect(second.files.keys.contains { $0.hasPrefix("trips/lisbon/cover-40.") })
        // Same bytes as a clean build.
        let clean = try site.buildInMemory(cache: FileManager.default.temporaryDirectory.appending(path: "c-\(UUID())"))
        let served = second.files.filter { !$0.key.hasSuffix(".html") }
        let built = clean.output.files.filter { !$0.key.hasSuffix(".html") }
        #expect(served == built)
    }
}
