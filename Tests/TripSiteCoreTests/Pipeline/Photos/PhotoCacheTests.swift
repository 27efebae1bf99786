import Foundation
import Testing
import TripSiteTestSupport

@testable import TripSiteCore

/// The photo cache: a warm build encodes nothing and makes the same bytes; entries no build
/// uses are pruned; a damaged entry is made again, never published.
@Suite struct PhotoCacheTests {
    static func site() throws -> FixtureSite {
        let site = try FixtureSite([
            "content/trips/lisbon/index.md": tripFile("title: Lisbon\nphoto: cover.jpg", body: "![Tram](tram.jpg)\n")
        ])
        try site.addPhoto("sideways.jpg", at: "content/trips/lisbon/cover.jpg")
        try site.addPhoto("upright.jpg", at: "content/trips/lisbon/tram.jpg")
        return site
    }

    static func entries(_ cache: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.appending(path: "photos").path)) ?? []).sorted()
    }

    @Test func aWarmBuildEncodesNothingAndMakesTheSameBytes() throws {
        let site = try Self.site()
        defer { site.remove() }
        let cold = try site.buildInMemory()
        #expect(cold.report.photos == PhotoStatistics(encoded: 2, fromCache: 0, failed: 0))
        #expect(Self.entries(site.root.appending(path: ".tripsite-cache")).count == 2, "the default cache folder")
        let warm = try site.buildInMemory()
        #expect(warm.report.photos == PhotoStatistics(encoded: 0, fromCache: 2, failed: 0))
        #expect(warm.output.files == cold.output.files)
        // A fresh cache encodes again, to the same bytes (libvips's writers are deterministic).
        let elsewhere = FileManager.default.temporaryDirectory.appending(path: "cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let fresh = try site.buildInMemory(cache: elsewhere)
        #expect(fresh.report.photos.encoded == 2)
        #expect(fresh.output.files == cold.output.files)
        #expect(Self.entries(elsewhere).count == 2, "--cache-dir is used")
    }

    @Test func entriesNoBuildUsesArePruned() throws {
        let site = try Self.site()
        defer { site.remove() }
        let cache = site.root.appending(path: ".tripsite-cache")
        _ = try site.buildInMemory()
        let before = Self.entries(cache)
        try site.write("content/trips/lisbon/index.md", tripFile("title: Lisbon\nphoto: cover.jpg"))
        // tram.jpg is now a gallery photo: other widths, so another entry; the body one goes.
        _ = try site.buildInMemory()
        let after = Self.entries(cache)
        #expect(after.count == 2 && after != before)
        #expect(Set(after).intersection(before).count == 1, "the cover's entry stays")
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/lisbon/tram.jpg"))
        _ = try site.buildInMemory()
        #expect(Self.entries(cache).count == 1)
    }

    @Test func aDamagedEntryIsMadeAgain() throws {
        let site = try Self.site()
        defer { site.remove() }
        let cache = site.root.appending(path: ".tripsite-cache/photos")
        let cold = try site.buildInMemory()
        for entry in Self.entries(site.root.appending(path: ".tripsite-cache")) {
            let files = try FileManager.default.contentsOfDirectory(atPath: cache.appending(path: entry).path)
            let variant = try #require(files.first { $0.hasSuffix(".webp") })
            // Same size, other bytes: only the checksum can tell.
            let url = cache.appending(path: entry).appending(path: variant)
            var bytes = [UInt8](try Data(contentsOf: url))
            bytes[bytes.count / 2] ^= 0xFF
            try Data(bytes).write(to: url)
        }
        let rebuilt = try site.buildInMemory()
        #expect(rebuilt.report.photos.encoded == 2)
        #expect(rebuilt.output.files == cold.output.files)
    }

    /// What a build learned of each source image (its hash, whether it records a position)
    /// is kept in the cache with the file's size and date, so the next build reads no
    /// unchanged photo: a fact stands until the file changes, and a damaged file of facts
    /// only costs the reading again.
    @Test func factsAboutSourcesOutliveTheBuildUntilTheFileChanges() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        try site.addPhoto("upright.jpg", at: "static/img/home.jpg")
        func warned() throws -> Bool {
            try site.buildInMemory().report.diagnostics.contains {
                $0.file == "static/img/home.jpg" && $0.message.contains("GPS")
            }
        }
        #expect(try warned())
        let factsFile = site.root.appending(path: ".tripsite-cache/source-facts.json")
        let photo = site.root.appending(path: "static/img/home.jpg").path
        var facts = try JSONDecoder().decode([SourceFacts.Row].self, from: Data(contentsOf: factsFile))
        #expect(facts.map(\.path) == [photo] && facts[0].fact.hasPosition == true, "\(facts)")
        // A build trusts the facts of an unchanged file: told it has no position, it does not look.
        facts[0].fact.hasPosition = false
        try JSONEncoder().encode(facts).write(to: factsFile)
        #expect(try !warned())
        // A new date is a changed file, read again.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: photo)
        #expect(try warned())
        try Data("not json".utf8).write(to: factsFile)
        #expect(try warned())
        #expect(try JSONDecoder().decode([SourceFacts.Row].self, from: Data(contentsOf: factsFile)).count == 1)
        // A file of facts in the form before this one (an object by path) is one that cannot be read.
        let now = try #require(FileSystem.signature(photo))
        try Data(
            #"{"\#(photo)":{"size":\#(now.size),"modified":\#(now.modified),"hasPosition":false}}"#.utf8
        ).write(to: factsFile)
        #expect(try warned())
    }
}
