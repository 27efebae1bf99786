import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteStore
import TripSiteTestSupport

@Suite struct ParseStoreTests {
    private func store(_ site: FixtureSite, _ markdown: MarkdownOptions = MarkdownOptions()) throws -> ParseStore {
        try #require(ParseStore(cacheFolder: site.root.appending(path: ".tripsite-cache"), markdown: markdown))
    }

    /// A journal of `trips` one-line trips, `t0.md`, `t1.md`, …
    private static func journal(trips: Int) throws -> FixtureSite {
        try FixtureSite(
            Dictionary(uniqueKeysWithValues: (0..<trips).map { ("content/trips/t\($0).md", tripFile("title: T\($0)")) })
        )
    }

    private func shardFiles(_ site: FixtureSite) -> [String: Data] {
        let folder = site.root.appending(path: ".tripsite-cache/parsed").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: folder + "/" + $0)!) })
    }

    /// Stores, for `content/trips/a.md`, the result of a trip titled "Stored" under the key
    /// of `text` (or `key`), as if it had parsed to that.
    private func plant(
        in site: FixtureSite, for text: String, key: ContentKey? = nil, slug: String = "a",
        options: MarkdownOptions = MarkdownOptions()
    ) throws {
        let stored = TripParser.parse(
            SourceFile(path: "content/trips/a.md", text: tripFile("title: Stored")), slug: "a",
            markdown: MarkdownOptions())
        try store(site, options).save(
            [StoredTrip(path: "content/trips/a.md", slug: slug, key: key ?? ContentKey(text), result: stored)],
            loaded: ParseStore.Loaded())
    }

    @Test func theRunningProgramHasABuildID() throws {
        let id = try #require(BuildID.running)
        #expect(id.count >= 32 && id.allSatisfy(\.isHexDigit))
        #expect(BuildID.running == id)
    }

    /// The first build stores every trip; the second reads them back and makes the same site.
    @Test func aSecondBuildReadsTheStoreAndMakesTheSameSite() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A\ntags: [sea]", body: "A *journal*.\n\n- [x] Swim\n- [ ] Dive\n"),
            "content/trips/b.md": tripFile("title: B\nmood: calm", body: "![x](missing.jpg)\n"),
        ])
        defer { site.remove() }
        let first = try site.buildInMemory()
        #expect(first.report.diagnostics.count == 2)
        let loaded = try store(site).load()
        #expect(Set(loaded.entries.keys) == ["content/trips/a.md", "content/trips/b.md"])
        let second = try site.buildInMemory()
        #expect(second.output.files == first.output.files)
        #expect(second.report.diagnostics == first.report.diagnostics)

        // A trip with an error fails the second build as it failed the first.
        try site.write("content/trips/c.md", tripFile("title: C\nstart: 2025-13-45"))
        let failures = (0..<2).map { _ in #expect(throws: BuildFailure.self) { try site.buildInMemory() } }
        #expect(failures[0]?.diagnostics == failures[1]?.diagnostics)
        #expect(failures[0]?.diagnostics.contains { $0.file == "content/trips/c.md" && $0.line == 3 } == true)
    }

    /// Proof the store is read: a stored result for the file's exact text is used even though
    /// the text would parse otherwise.
    @Test func aStoredResultForTheSameTextIsUsedInsteadOfParsing() throws {
        let text = tripFile("title: Written")
        let site = try FixtureSite(["content/trips/a.md": text])
        defer { site.remove() }
        try plant(in: site, for: text)
        let page = try #require(try site.buildInMemory().output.text("trips/a/index.html"))
        #expect(page.contains("Stored") && !page.contains("Written"))
    }

    /// The same stored result, for another text, another slug, or other Markdown options, is
    /// not used.
    @Test func aStoredResultIsUsedOnlyForItsTextSlugAndOptions() throws {
        let text = tripFile("title: Written")
        let mismatches: [(ContentKey, String, MarkdownOptions)] = [
            (ContentKey(text + " "), "a", MarkdownOptions()), (ContentKey(text), "b", MarkdownOptions()),
            (ContentKey(text), "a", MarkdownOptions(unsafeHTML: true)),
        ]
        for (key, slug, options) in mismatches {
            let site = try FixtureSite(["content/trips/a.md": text])
            defer { site.remove() }
            try plant(in: site, for: text, key: key, slug: slug, options: options)
            let page = try #require(try site.buildInMemory().output.text("trips/a/index.html"))
            #expect(page.contains("Written") && !page.contains("Stored"))
        }
    }

    /// The preview server's first build reads the store too; an edit while serving is parsed.
    @Test func theServersFirstBuildReadsTheStore() throws {
        let text = tripFile("title: Written")
        let site = try FixtureSite(["content/trips/a.md": text])
        defer { site.remove() }
        try plant(in: site, for: text)
        let builder = IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output), mode: .serve(liveReloadScript: "/r.js"))
        let first = try builder.build()
        #expect(String(decoding: try #require(first.files["trips/a/index.html"]), as: UTF8.self).contains("Stored"))
        try site.write("content/trips/a.md", tripFile("title: Edited"))
        let second = try builder.build(changedPaths: ["content/trips/a.md"])
        let page = try #require(second.files["trips/a/index.html"])
        #expect(String(decoding: page, as: UTF8.self).contains("Edited"))
    }

    /// An edited trip is parsed again and its shard rewritten; a removed one leaves the store.
    @Test func editsAndRemovalsReachTheStore() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"), "content/trips/b.md": tripFile("title: B"),
        ])
        defer { site.remove() }
        _ = try site.buildInMemory()
        try site.write("content/trips/a.md", tripFile("title: A again"))
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/b.md"))
        let page = try #require(try site.buildInMemory().output.text("trips/a/index.html"))
        #expect(page.contains("A again"))
        let entries = try store(site).load().entries
        #expect(Set(entries.keys) == ["content/trips/a.md"])
        #expect(entries["content/trips/a.md"]?.result.trip?.title == "A again")
    }

    /// A trip's entries are kept with it; an edit of one entry is stored, and a stored entry
    /// result for the file's exact text is used instead of parsing it.
    @Test func entriesAreStoredWithTheirTripAndUsed() throws {
        let entry = "content/trips/alps/2025-07-01-valley.md"
        let site = try FixtureSite([
            "content/trips/alps/index.md": tripFile("title: Alps", body: "x\n"), entry: tripFile("title: Valley"),
        ])
        defer { site.remove() }
        _ = try site.buildInMemory()
        try site.write(entry, tripFile("title: Valley again"))
        _ = try site.buildInMemory()
        var stored = try #require(try store(site).load().entries["content/trips/alps/index.md"])
        #expect(stored.entries.map(\.path) == [entry])
        #expect(stored.entries.first?.result.entry?.title == "Valley again")
        #expect(stored.entries.first?.nameDate == Day(iso: "2025-07-01") && stored.entries.first?.slug == "valley")
        // A result planted for the same text is what the next build shows.
        stored.entries[0].result.entry?.title = "Planted"
        try store(site).save([stored], loaded: ParseStore.Loaded())
        let page = try #require(try site.buildInMemory().output.text("trips/alps/valley/index.html"))
        #expect(page.contains(">Planted</h1>"))
    }

    /// A shard cut short, or with one byte changed, is not read; the build parses its trips
    /// and writes it whole again.
    @Test func aDamagedShardIsIgnoredAndWrittenAgain() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A", body: "Text.\n")])
        defer { site.remove() }
        let first = try site.buildInMemory()
        let (name, bytes) = try #require(shardFiles(site).first)
        let path = site.root.appending(path: ".tripsite-cache/parsed/" + name)
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x20
        for damaged in [bytes.prefix(bytes.count - 3), flipped] {
            try Data(damaged).write(to: path)
            #expect(try store(site).load().entries.isEmpty)
            #expect(try site.buildInMemory().output.files == first.output.files)
            #expect(shardFiles(site)[name] == bytes)
        }
    }

    /// A shard file no build of this journal would write (another shard count, another
    /// program's bytes) is removed, so the folder holds only what the next build reads.
    @Test func shardFilesNoLongerUsedAreRemoved() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        _ = try site.buildInMemory()
        let folder = site.root.appending(path: ".tripsite-cache/parsed")
        try Data("another program's shard".utf8).write(to: folder.appending(path: "trips-8-3.bin"))
        try Data("damaged".utf8).write(to: folder.appending(path: "trips-1-0.bin"))
        _ = try site.buildInMemory()
        #expect(Set(shardFiles(site).keys) == ["trips-1-0.bin"])
        #expect(try store(site).load().entries.keys.sorted() == ["content/trips/a.md"])
    }

    /// A build that parses nothing and loses no trip leaves the store's files as they are;
    /// a stray file among them (a shard name the journal does not fill) is still removed.
    @Test func aBuildWithNothingNewWritesNothing() throws {
        let site = try Self.journal(trips: 300)
        defer { site.remove() }
        _ = try site.buildInMemory()
        let folder = site.root.appending(path: ".tripsite-cache/parsed").path
        func dates() throws -> [String: Date] {
            Dictionary(
                uniqueKeysWithValues: try shardFiles(site).keys.map { name in
                    (
                        name,
                        try #require(
                            FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.modificationDate]
                                as? Date)
                    )
                })
        }
        let before = try dates()
        Thread.sleep(forTimeInterval: 0.05)
        _ = try site.buildInMemory()
        #expect(try dates() == before, "no shard was written again")
        try Data("stray".utf8).write(to: URL(fileURLWithPath: folder + "/trips-4-9.bin"))
        _ = try site.buildInMemory()
        #expect(Set(shardFiles(site).keys) == Set(before.keys))
        #expect(try dates() == before)
    }

    /// A cache folder that cannot be made (a file has its name) costs only the parsing: the
    /// builds succeed and make the same site.
    @Test func aStoreThatCannotBeWrittenIsNotAnError() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A", body: "Text.\n"), ".tripsite-cache": "not a folder",
        ])
        defer { site.remove() }
        let first = try site.buildInMemory()
        let second = try site.buildInMemory()
        #expect(second.output.files == first.output.files)
        #expect(first.report.diagnostics.isEmpty)
        #expect(try store(site).load().entries.isEmpty)
    }

    /// With 300 trips in four shards, an edit rewrites the one shard that holds the trip.
    @Test func anEditRewritesOnlyItsShard() throws {
        let site = try Self.journal(trips: 300)
        defer { site.remove() }
        _ = try site.buildInMemory()
        let before = shardFiles(site)
        #expect(before.count == 4)
        try site.write("content/trips/t7.md", tripFile("title: T7 again"))
        _ = try site.buildInMemory()
        let after = shardFiles(site)
        #expect(Set(after.keys) == Set(before.keys))
        let changed = after.filter { before[$0.key] != $0.value }.map(\.key)
        let expected = "trips-4-\(ParseStore.shard(of: "content/trips/t7.md", count: 4)).bin"
        #expect(changed == [expected])
    }

    @Test func theShardCountGrowsWithTheJournal() {
        #expect(
            [0, 1, 128, 129, 256, 300, 10_000, 50_000, 1_000_000].map(ParseStore.shardCount(for:)) == [
                1, 1, 1, 2, 2, 4, 128, 256, 256,
            ])
    }
}
