import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A build whose search page reads what it read in the last build takes the index's parts
/// from the page store by the names that build recorded (`KeptSearchParts`), without
/// making the index; any change to what search reads makes it again, and a part the store
/// lost is made.
@Suite struct KeptSearchPartsTests {
    /// A journal whose index is larger than `SearchShards.embedLimit`, so it has parts.
    private static func journal() throws -> FixtureSite {
        var files: [String: String] = [:]
        for trip in 0..<60 {
            let words = (0..<300).map { "w\(trip)x\($0 * 7 % 301)" }.joined(separator: " ")
            files["content/trips/t\(trip).md"] = tripFile("title: T\(trip)", body: words + "\n")
        }
        return try FixtureSite(files)
    }

    private func cacheFolder(_ site: FixtureSite) -> URL { site.root.appending(path: ".tripsite-cache") }

    private func parts(_ site: FixtureSite) -> Set<String> {
        Set(site.outputFiles().keys.filter { $0.hasPrefix(SearchShards.folder) })
    }

    private func cleanBuild(_ site: FixtureSite) throws -> [String: [UInt8]] {
        try site.buildInMemory(cache: site.root.appending(path: ".clean-cache")).output.files
    }

    @Test func aBuildRecordsItsPartsAndTheNextListsThemFromTheRecord() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let record = try #require(KeptSearchParts.read(cacheFolder: cacheFolder(site)))
        #expect(Set(record.names.map(SearchShards.path)) == parts(site))
        #expect(parts(site).count > 4)
        // The next build lists the parts the record names, not an index's: a record missing
        // one (never written so, but it shows which is read) leaves that part out.
        let dropped = try #require(record.names.last)
        KeptSearchParts(key: record.key, names: record.names.dropLast()).write(cacheFolder: cacheFolder(site))
        _ = try site.buildToDisk()
        #expect(!parts(site).contains(SearchShards.path(dropped)))
        #expect(parts(site).count == record.names.count - 1)
    }

    @Test func anUnchangedJournalKeepsTheSameParts() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let record = KeptSearchParts.read(cacheFolder: cacheFolder(site))
        _ = try site.buildToDisk()
        #expect(KeptSearchParts.read(cacheFolder: cacheFolder(site)) == record)
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// A trip's new text changes what the search page reads: the index is made again, its
    /// new parts written and recorded.
    @Test func anEditMakesTheIndexAgain() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let before = try #require(KeptSearchParts.read(cacheFolder: cacheFolder(site)))
        try site.write("content/trips/t3.md", tripFile("title: T3", body: "Glaciers and fjords.\n"))
        _ = try site.buildToDisk()
        let after = try #require(KeptSearchParts.read(cacheFolder: cacheFolder(site)))
        #expect(after.key != before.key)
        #expect(after.names != before.names)
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// A part whose kept file is gone from the store is made from the index, made for it.
    @Test func aPartTheStoreLostIsMade() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let store = cacheFolder(site).path + "/pages"
        let part = try #require(parts(site).sorted().first)
        let inode = try #require(Self.inode(site.output.appending(path: part).path))
        let kept = try FileManager.default.contentsOfDirectory(atPath: store).first {
            Self.inode(store + "/" + $0) == inode
        }
        try FileManager.default.removeItem(atPath: store + "/" + (try #require(kept)))
        _ = try site.buildToDisk()
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    private static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }
}
