import Foundation
import Testing
import TripSiteCore
import TripSiteStore
import TripSiteTestSupport

/// The photo cache: a warm build encodes nothing and makes the same bytes; entries no build
/// uses are pruned; a damaged entry is made again, never published; a disk build links the
/// variants from it.
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

    /// A cache that cannot be written costs speed, never the site: every photo is made and
    /// published (no placeholder), with one warning naming the cache.
    @Test func aReadOnlyCacheStillMakesEveryPhoto() throws {
        let site = try Self.site()
        defer { site.remove() }
        let clean = try site.buildInMemory(cache: site.root.appending(path: ".clean-cache")).output.files
        let cache = site.root.appending(path: "locked-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try #require(makeReadOnly(cache.path, true), "this file system cannot make a folder read-only")
        defer { _ = makeReadOnly(cache.path, false) }
        let (report, output) = try site.buildInMemory(cache: cache)
        #expect(report.photos == PhotoStatistics(encoded: 2, fromCache: 0, failed: 0))
        #expect(output.files == clean)
        let warnings = report.diagnostics.filter { $0.message.contains("photo cache cannot be written") }
        #expect(warnings.count == 1, "\(report.diagnostics)")
        #expect(warnings.first?.message.contains("2 photos were made without it") == true)
        #expect(!(try #require(output.text("trips/lisbon/index.html"))).contains("photo-missing"))
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

    /// Every file below `folder` by its inode number, relative path.
    static func inodes(_ folder: URL) -> [UInt64: String] {
        var result: [UInt64: String] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            var info = stat()
            if lstat(folder.path + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                result[UInt64(info.st_ino)] = path
            }
        }
        return result
    }

    /// A disk build gives each variant a second name in the output instead of copying it
    /// (the cache never changes a file where it is), and still copies the user's own files.
    /// A variant changed where it is in the output has changed its entry too: the next build
    /// finds it by its checksum, encodes the photo again and publishes the right bytes.
    @Test func aDiskBuildLinksTheVariantsButCopiesTheUsersFiles() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.addPhoto("upright.jpg", at: "static/img/home.jpg")
        let expected = try site.buildInMemory().output.files
        _ = try site.buildToDisk()
        let cached = Self.inodes(site.root.appending(path: ".tripsite-cache/photos"))
        let published = Self.inodes(site.output)
        let variants = published.filter { PhotoFiles.isProcessable($0.value) && $0.value.hasPrefix("trips/") }
        #expect(variants.count >= 4, "\(published.values.sorted())")
        for (inode, path) in variants {
            #expect(cached[inode] != nil, "\(path) is the cache's file")
        }
        let sources = Self.inodes(site.root.appending(path: "static")).merging(
            Self.inodes(site.root.appending(path: "content"))
        ) { a, _ in a }
        #expect(Set(published.keys).isDisjoint(with: sources.keys), "no file of the user's is shared")
        #expect(published.values.contains("img/home.jpg"))

        let (inode, path) = try #require(variants.first)
        let handle = try FileHandle(forWritingTo: site.output.appending(path: path))
        try handle.seek(toOffset: 40)
        try handle.write(contentsOf: Data([0x55, 0xAA]))
        try handle.close()
        #expect(Self.inodes(site.root.appending(path: ".tripsite-cache/photos"))[inode] != nil)
        let rebuilt = try site.buildToDisk()
        #expect(rebuilt.photos.encoded == 1)
        for (path, bytes) in expected where PhotoFiles.isProcessable(path) {
            #expect(
                FileManager.default.contents(atPath: site.output.appending(path: path).path) == Data(bytes), "\(path)")
        }
    }

    /// A cache on another file system (`--cache-dir`) cannot share a file with the output:
    /// each variant is copied instead, with the same bytes. (Where `/dev/shm` is on the same
    /// device as the temporary folder, or missing, there is no other file system to try.)
    @Test func variantsFromACacheOnAnotherFileSystemAreCopied() throws {
        let site = try Self.site()
        defer { site.remove() }
        var shm = stat()
        var temporary = stat()
        guard stat("/dev/shm", &shm) == 0, stat(site.root.path, &temporary) == 0, shm.st_dev != temporary.st_dev
        else { return }
        let cache = URL(fileURLWithPath: "/dev/shm/tripsite-test-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let expected = try site.buildInMemory(cache: cache).output.files
        var writer = DiskOutput(output: site.output)
        var options = BuildOptions(source: site.root, output: site.output)
        options.cacheDirectory = cache
        let report = try SiteBuilder(options: options).build(into: &writer)
        #expect(report.photos.fromCache == 2)
        let variants = expected.filter { PhotoFiles.isProcessable($0.key) }
        #expect(variants.count >= 4)
        for (path, bytes) in variants {
            #expect(
                FileManager.default.contents(atPath: site.output.appending(path: path).path) == Data(bytes), "\(path)")
        }
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
        let factsFile = site.root.appending(path: ".tripsite-cache/source-facts.bin")
        let photo = site.root.appending(path: "static/img/home.jpg").path
        var facts = try #require(SourceFacts.rows(in: factsFile))
        #expect(facts.map(\.path) == [photo] && facts[0].fact.hasPosition == true, "\(facts)")
        // A build trusts the facts of an unchanged file: told it has no position, it does not look.
        facts[0].fact.hasPosition = false
        SourceFacts.write(facts, to: factsFile)
        #expect(try !warned())
        // A new date is a changed file, read again.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: photo)
        #expect(try warned())
        try Data("not facts".utf8).write(to: factsFile)
        #expect(try warned())
        #expect(SourceFacts.rows(in: factsFile)?.count == 1)
        // A file of facts damaged by one byte (its checksum no longer matches) is not read.
        facts = try #require(SourceFacts.rows(in: factsFile))
        facts[0].fact.hasPosition = false
        SourceFacts.write(facts, to: factsFile)
        var bytes = try Data(contentsOf: factsFile)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: factsFile)
        #expect(try warned())
    }
}
