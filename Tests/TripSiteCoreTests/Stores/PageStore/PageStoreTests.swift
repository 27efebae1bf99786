import Foundation
import Testing
import TripSiteCore
import TripSiteStore
import TripSiteTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Pages kept between disk builds (`PageStore`): taken from the store only when every input
/// is as it was, never when the kept file changed, and the output always a clean build's.
/// (`IncrementalEquivalenceTests` compares store-backed builds with clean ones over sequences
/// of every kind of edit.)
@Suite struct PageStoreTests {
    private static func journal() throws -> FixtureSite {
        try FixtureSite([
            "content/trips/kona.md": SharedFixtures.kona,
            "content/trips/kyoto.md": tripFile("title: Kyoto\nseason: spring\nstart: 2025-04-01", body: "Temples.\n"),
            "content/trips/lofoten.md": tripFile("title: Lofoten\nseason: winter\ntags: [north]", body: "Light.\n"),
            "content/pages/about.md": tripFile("title: About", body: "Hi.\n"),
        ])
    }

    private func storeFolder(_ site: FixtureSite) -> String {
        site.root.appending(path: ".tripsite-cache/pages").path
    }

    private func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// What a build with no store at all makes of the same files.
    private func cleanBuild(_ site: FixtureSite) throws -> [String: [UInt8]] {
        try site.buildInMemory(cache: site.root.appending(path: ".clean-cache")).output.files
    }

    @Test func aSecondBuildTakesEveryPageFromTheStore() throws {
        let site = try Self.journal()
        defer { site.remove() }
        let first = try site.buildToDisk()
        #expect(first.pagesFromStore == 0)
        let kept = try FileManager.default.contentsOfDirectory(atPath: storeFolder(site))
            .filter { $0 != PageStore.indexName }
        #expect(kept.count > 20)
        let second = try site.buildToDisk()
        #expect(second.pagesFromStore == kept.count)
        #expect(site.outputFiles() == (try cleanBuild(site)))
        // The output's page is the kept file itself.
        let stored = Set(kept.compactMap { inode(storeFolder(site) + "/" + $0) })
        #expect(stored.contains(try #require(inode(site.output.appending(path: "trips/kyoto/index.html").path))))
    }

    /// The search index's parts, named by their content, are kept by their path: a journal
    /// large enough to have them (over `SearchShards.embedLimit`) takes every one from the
    /// store when its text did not change, and only the changed text's parts are new.
    @Test func searchPartsAreKeptByTheirNames() throws {
        var files: [String: String] = [:]
        for trip in 0..<60 {
            let words = (0..<300).map { "w\(trip)x\($0 * 7 % 301)" }.joined(separator: " ")
            files["content/trips/t\(trip).md"] = tripFile("title: T\(trip)", body: words + "\n")
        }
        let site = try FixtureSite(files)
        defer { site.remove() }
        _ = try site.buildToDisk()
        let parts = site.outputFiles().keys.filter { $0.hasPrefix("search/index/") }
        #expect(parts.count > 4)
        _ = try site.buildToDisk()
        let stored = Set(
            try FileManager.default.contentsOfDirectory(atPath: storeFolder(site)).compactMap {
                inode(storeFolder(site) + "/" + $0)
            })
        for part in parts { #expect(stored.contains(inode(site.output.appending(path: part).path) ?? 0), "\(part)") }
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    @Test func anEditMakesThePagesThatReadIt() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let kyoto = site.output.appending(path: "trips/kyoto/index.html").path
        let lofoten = site.output.appending(path: "trips/lofoten/index.html").path
        let (kyotoBefore, lofotenBefore) = (inode(kyoto), inode(lofoten))
        try site.write(
            "content/trips/kyoto.md", tripFile("title: Kyoto\nseason: spring\nstart: 2025-04-01", body: "Moss.\n"))
        let second = try site.buildToDisk()
        #expect(second.pagesFromStore > 0)
        #expect(inode(kyoto) != kyotoBefore)
        #expect(inode(lofoten) == lofotenBefore)
        #expect(site.outputFiles() == (try cleanBuild(site)))
        #expect(String(decoding: site.outputFiles()["trips/kyoto/index.html"] ?? [], as: UTF8.self).contains("Moss."))
    }

    /// Removing the output by hand unlinks a second name of every kept page, which moves its
    /// status-change time: the pages are still taken from the store (checked by their bytes),
    /// and the build after that trusts them by their new identity again.
    @Test func anOutputRemovedByHandKeepsEveryPage() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let kept = try FileManager.default.contentsOfDirectory(atPath: storeFolder(site)).count - 1
        try FileManager.default.removeItem(at: site.output)
        #expect(try site.buildToDisk().pagesFromStore == kept)
        #expect(try site.buildToDisk().pagesFromStore == kept)
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// The theme's settings go into the stylesheet alone: a new accent colour keeps every
    /// page, and the stylesheet is a clean build's.
    @Test func aNewAccentColourKeepsEveryPage() throws {
        let site = try Self.journal()
        defer { site.remove() }
        try site.write("site.yml", "title: Journal\n")
        _ = try site.buildToDisk()
        let kept = try FileManager.default.contentsOfDirectory(atPath: storeFolder(site)).count - 1
        try site.write("site.yml", "title: Journal\ntheme: {accent: {light: \"#b42318\", dark: \"#f4a09a\"}}\n")
        #expect(try site.buildToDisk().pagesFromStore == kept)
        #expect(site.outputFiles() == (try cleanBuild(site)))
        #expect(String(decoding: site.outputFiles()["theme/style.css"] ?? [], as: UTF8.self).contains("#b42318"))
    }

    @Test func aPageChangedInPlaceIsMadeAgain() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let page = site.output.appending(path: "trips/kona/index.html").path
        // Written through the same inode, as an editor saving in place would: the kept file
        // changes with it.
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("changed by hand".utf8))
        try handle.close()
        let second = try site.buildToDisk()
        let kept = try FileManager.default.contentsOfDirectory(atPath: storeFolder(site)).count - 1
        #expect(second.pagesFromStore == kept - 1)
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// Sets a file's modification time (and access time) to what `stat` gave.
    private func restoreTimes(_ path: String, _ info: stat) {
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    /// Size and modification time are not enough: an edit of the same size, the times put
    /// back, is still seen (by its status-change time, or by its bytes when it falls in the
    /// index's clock tick), and the page is made again.
    @Test func aSameSizeEditWithItsTimeRestoredIsMadeAgain() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let page = site.output.appending(path: "trips/kona/index.html").path
        var before = stat()
        #expect(stat(page, &before) == 0)
        var bytes = try #require(FileManager.default.contents(atPath: page))
        let title = try #require(bytes.firstRange(of: Data("<title>".utf8)))
        bytes[title.upperBound] = UInt8(ascii: "X")
        let handle = try #require(FileHandle(forWritingAtPath: page))
        try handle.write(contentsOf: bytes)
        try handle.close()
        restoreTimes(page, before)
        _ = try site.buildToDisk()
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    /// Two kept pages of the same size swapped in the store, their times put back: neither
    /// is published under the other's path.
    @Test func swappedKeptPagesAreNotPublished() throws {
        var files: [String: String] = [:]
        for name in ["aaaa", "bbbb", "cccc", "dddd"] {
            files["content/trips/\(name).md"] = tripFile("title: \(name.capitalized)\ntags: [\(name)]", body: "One.\n")
        }
        let site = try FixtureSite(files)
        defer { site.remove() }
        _ = try site.buildToDisk()
        let folder = storeFolder(site)
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != PageStore.indexName }
            .map { folder + "/" + $0 }
        let bySize = Dictionary(grouping: kept) { FileSystem.signature($0)?.size ?? -1 }
        let pair = try #require(
            bySize.values.lazy.compactMap { same -> (String, String)? in
                guard let a = same.first,
                    let b = same.dropFirst().first(where: {
                        FileManager.default.contents(atPath: $0) != FileManager.default.contents(atPath: a)
                    })
                else { return nil }
                return (a, b)
            }.first, "two kept pages of one size")
        let (a, b) = pair
        var (infoA, infoB) = (stat(), stat())
        #expect(stat(a, &infoA) == 0 && stat(b, &infoB) == 0)
        #expect(rename(a, folder + "/swap") == 0 && rename(b, a) == 0 && rename(folder + "/swap", b) == 0)
        restoreTimes(a, infoA)
        restoreTimes(b, infoB)
        try FileManager.default.removeItem(at: site.output)
        _ = try site.buildToDisk()
        #expect(site.outputFiles() == (try cleanBuild(site)))
    }

    @Test func aDamagedIndexKeepsNothingUntilWrittenAgain() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        let index = storeFolder(site) + "/" + PageStore.indexName
        var bytes = try #require(FileManager.default.contents(atPath: index))
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: index))
        #expect(try site.buildToDisk().pagesFromStore == 0)
        #expect(site.outputFiles() == (try cleanBuild(site)))
        #expect(try site.buildToDisk().pagesFromStore > 20)
    }

    @Test func pagesNoBuildUsesAreRemoved() throws {
        let site = try Self.journal()
        defer { site.remove() }
        _ = try site.buildToDisk()
        try "stray".write(toFile: storeFolder(site) + "/.left-by-a-killed-build", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/lofoten.md"))
        _ = try site.buildToDisk()
        let names = try FileManager.default.contentsOfDirectory(atPath: storeFolder(site))
        let store = try #require(
            PageStore(
                cacheFolder: site.root.appending(path: ".tripsite-cache"), mode: .build, sourceDateEpoch: nil,
                includeDrafts: false))
        #expect(Set(names) == Set(store.entries.keys.map(PageStore.name(of:)) + [PageStore.indexName]))
        #expect(!names.contains(".left-by-a-killed-build"))
    }

    /// A store on another file system (`--cache-dir`) keeps copies, and gives copies back.
    /// (Where `/dev/shm` is on the same device as the temporary folder, or missing, there is
    /// no other file system to try.)
    @Test func aStoreOnAnotherFileSystemKeepsCopies() throws {
        let site = try Self.journal()
        defer { site.remove() }
        var shm = stat()
        var temporary = stat()
        guard stat("/dev/shm", &shm) == 0, stat(site.root.path, &temporary) == 0, shm.st_dev != temporary.st_dev
        else { return }
        let cache = URL(fileURLWithPath: "/dev/shm/tripsite-test-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        var options = BuildOptions(source: site.root, output: site.output)
        options.cacheDirectory = cache
        var writer = DiskOutput(output: site.output)
        #expect(try SiteBuilder(options: options).build(into: &writer).pagesFromStore == 0)
        #expect(try SiteBuilder(options: options).build(into: &writer).pagesFromStore > 20)
        #expect(site.outputFiles() == (try cleanBuild(site)))
        let page = site.output.appending(path: "trips/kyoto/index.html").path
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.path + "/pages")
        #expect(!kept.contains { inode(cache.path + "/pages/" + $0) == inode(page) })
    }

    @Test func keysDependOnTheInputsAndTheBuildsSettings() throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "page-store-keys-\(UUID().uuidString)")
        func store(epoch: Int? = nil, drafts: Bool = false, mode: RenderMode = .build) throws -> PageStore {
            try #require(PageStore(cacheFolder: cache, mode: mode, sourceDateEpoch: epoch, includeDrafts: drafts))
        }
        let prints = InputFingerprints(values: [.config: 7, .trip(slug: "kona"): 1])
        let inputs: Set<BuildInput> = [.config, .trip(slug: "kona")]
        let key = try store().key(path: "trips/kona/index.html", inputs: inputs, values: ReadValues(prints))
        #expect(key != nil)
        #expect(try store().key(path: "trips/kona/index.html", inputs: inputs, values: ReadValues(prints)) == key)
        #expect(
            try store(epoch: 1).key(path: "trips/kona/index.html", inputs: inputs, values: ReadValues(prints)) != key)
        #expect(
            try store(drafts: true).key(path: "trips/kona/index.html", inputs: inputs, values: ReadValues(prints))
                != key)
        #expect(
            try store(mode: .serve(liveReloadScript: "/r.js")).key(
                path: "trips/kona/index.html", inputs: inputs, values: ReadValues(prints)) != key)
        #expect(try store().key(path: "trips/kona/other.html", inputs: inputs, values: ReadValues(prints)) != key)
        var changed = prints
        changed[.trip(slug: "kona")] = 2
        #expect(try store().key(path: "trips/kona/index.html", inputs: inputs, values: ReadValues(changed)) != key)
        // An input without a fingerprint: the page is not kept.
        #expect(
            try store().key(
                path: "trips/kona/index.html", inputs: inputs.union([.trip(slug: "nowhere")]),
                values: ReadValues(prints))
                == nil)
    }
}
