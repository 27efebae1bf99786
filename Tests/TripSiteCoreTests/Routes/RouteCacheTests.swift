import Foundation
import Testing
import TripSiteCore
import TripSiteStore
import TripSiteTestSupport

/// GPX files are read once: the summary is kept in the cache folder by the file's bytes and
/// the privacy radius, used by the next build, and pruned when no trip has the file any more.
@Suite struct RouteCacheTests {
    static func entries(_ cache: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.appending(path: "routes").path)) ?? [])
            .filter { !$0.hasPrefix(".") }
    }

    @Test func aSecondBuildTakesTheRouteFromTheCache() throws {
        let site = try RouteFixtures.site()
        defer { site.remove() }
        let cache = site.root.appending(path: "cache")
        _ = try site.buildInMemory(cache: cache)
        let names = Self.entries(cache)
        #expect(names.count == 1)
        // Change what the entry says: a build that shows it read the cache, not the file.
        let routes = RouteCache(folder: cache)
        var summary = try #require(try routes.stored(names[0])?.get())
        summary.statistics.distance = 42_000
        routes.store(.success(summary), as: names[0])
        let page = try site.buildInMemory(cache: cache).output.text("trips/alps/index.html") ?? ""
        #expect(page.contains(">42.0 km<"))
        // A damaged entry is not read: the file is read again.
        let entry = cache.appending(path: "routes/\(names[0])")
        var bytes = try Data(contentsOf: entry)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: entry)
        #expect(routes.stored(names[0]) == nil)
        let again = try site.buildInMemory(cache: cache).output.text("trips/alps/index.html") ?? ""
        #expect(!again.contains(">42.0 km<"))
    }

    /// Entries another build may be using stay while it holds the cache; the last build
    /// alone removes what it did not use, a killed build's temporary files with them.
    @Test func unusedEntriesGoOnlyWhileNoOtherBuildHoldsTheCache() throws {
        let site = try RouteFixtures.site()
        defer { site.remove() }
        let cache = site.root.appending(path: "cache")
        _ = try site.buildInMemory(cache: cache)
        let stray = cache.appending(path: "routes/.0123-20-v7.bin-99-1")
        try Data("half".utf8).write(to: stray)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/alps/route.gpx"))
        var other: CacheLock? = CacheLock(folder: cache)
        _ = try site.buildInMemory(cache: cache)
        #expect(other != nil && Self.entries(cache).count == 1)
        #expect(FileManager.default.fileExists(atPath: stray.path))
        other = nil
        _ = try site.buildInMemory(cache: cache)
        #expect(Self.entries(cache).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: stray.path))
    }

    @Test func anotherRadiusOrAnotherFileIsAnotherEntryAndUnusedOnesGo() throws {
        let site = try RouteFixtures.site()
        defer { site.remove() }
        let cache = site.root.appending(path: "cache")
        _ = try site.buildInMemory(cache: cache)
        let first = Self.entries(cache)
        try site.write("site.yml", FixtureSite.defaultConfig + "map: {hideRouteEnds: 0}\n")
        _ = try site.buildInMemory(cache: cache)
        let second = Self.entries(cache)
        #expect(second.count == 1 && second != first)
        try site.write("content/trips/alps/route.gpx", RouteFixtures.walk(count: 50))
        _ = try site.buildInMemory(cache: cache)
        #expect(Self.entries(cache).count == 1 && Self.entries(cache) != second)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/alps/route.gpx"))
        _ = try site.buildInMemory(cache: cache)
        #expect(Self.entries(cache).isEmpty)
    }

    @Test func aBadFilesProblemsAreCachedToo() throws {
        let site = try RouteFixtures.site(["content/trips/alps/route.gpx": "<gpx>\n<trk>\n"])
        defer { site.remove() }
        let cache = site.root.appending(path: "cache")
        let first = try site.buildInMemory(cache: cache).report.diagnostics.map(\.description)
        #expect(Self.entries(cache).count == 1)
        let second = try site.buildInMemory(cache: cache).report.diagnostics.map(\.description)
        #expect(!first.isEmpty && first == second)
    }
}
