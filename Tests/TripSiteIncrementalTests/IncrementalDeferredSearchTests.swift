import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `IncrementalBuilder+DeferredSearch`: a rebuild that defers pages and moves trips in
/// reading order leaves the search index's parts and page to be made later, and what it makes
/// then is a clean build's.
@Suite struct IncrementalDeferredSearchTests {
    /// A journal whose search index is too large to travel inside its page (over
    /// `SearchShards.embedLimit`): each trip's text is 2,500 words of its own.
    static func files() -> [String: String] {
        var files = ["site.yml": FixtureSite.defaultConfig]
        for (number, name) in ["Alta", "Bodo", "Narvik", "Tromso"].enumerated() {
            files["content/trips/\(name.lowercased()).md"] = trip(name, month: number + 1)
        }
        return files
    }

    /// A trip file titled `title`, starting in `month` of 2025, with its words.
    static func trip(_ title: String, month: Int, words: String = "", of name: String? = nil) -> String {
        let own = (0..<2500).map { "\((name ?? title).lowercased())word\($0)" }.joined(separator: " ")
        return tripFile("title: \(title)\nstart: 2025-0\(month)-01", body: words + own + "\n")
    }

    static let searchPage = "search/index.html"

    /// A rebuild's part of the search index made.
    static func searchParts(_ paths: [String]) -> [String] { paths.filter { $0.hasPrefix(SearchShards.folder) } }

    /// A journal with an incremental builder that defers pages beyond `limit`.
    static func journal(limit: Int = 64) throws -> IncrementalMembershipTests.Journal {
        try IncrementalMembershipTests.Journal(files: files(), photos: false, deferredPageLimit: limit)
    }

    @Test func aTripAddedLeavesTheSearchIndexToBeMadeWhenAskedFor() throws {
        let journal = try Self.journal()
        defer { journal.site.remove() }
        let parts = Self.searchParts(Array(journal.builder.completeFiles.keys))
        #expect(!parts.isEmpty, "the index is in parts")
        try journal.site.write("content/trips/alesund.md", Self.trip("Ålesund", month: 6, of: "alesund"))
        let result = try journal.builder.build(changedPaths: ["content/trips/alesund.md"])
        let deferred = result.searchDeferred
        #expect(deferred)
        #expect(result.deferred.contains(Self.searchPage))
        #expect(Self.searchParts(result.rendered).isEmpty)
        #expect(result.rendered.contains("trips/alesund/index.html"))
        // Asked for, the page comes with its parts, and the whole site is a clean build's.
        let page = try #require(journal.builder.bytes(of: Self.searchPage))
        #expect(String(decoding: page, as: UTF8.self).contains("Ålesund"))
        try journal.expectClean("content/trips/alesund.md")
    }

    @Test func aTitleEditThatKeepsItsPlaceLeavesALargeIndexToWait() throws {
        let journal = try Self.journal()
        defer { journal.site.remove() }
        // "Bodø" reads as "Bodo" did: the trip keeps its place, and the index in parts waits.
        try journal.site.write("content/trips/bodo.md", Self.trip("Bodø", month: 2, of: "bodo"))
        let result = try journal.builder.build(changedPaths: ["content/trips/bodo.md"])
        #expect(result.searchDeferred)
        #expect(Self.searchParts(result.rendered).isEmpty)
        #expect(!result.rendered.contains(Self.searchPage))
        #expect(result.rendered.contains("trips/bodo/index.html"))
        let page = try #require(journal.builder.bytes(of: Self.searchPage))
        #expect(String(decoding: page, as: UTF8.self).contains("Bodø"))
        try journal.expectClean("content/trips/bodo.md")
    }

    @Test func aBodyEditLeavesALargeIndexToWait() throws {
        let journal = try Self.journal()
        defer { journal.site.remove() }
        let path = "content/trips/bodo.md"
        let text = try String(contentsOf: journal.site.root.appending(path: path), encoding: .utf8)
        try journal.site.write(path, text + "\nA walk to Saltstraumen.\n")
        let result = try journal.builder.build(changedPaths: [path])
        #expect(result.searchDeferred)
        #expect(Self.searchParts(result.rendered).isEmpty)
        #expect(!result.rendered.contains(Self.searchPage))
        // Its page and its book, which shows the text too.
        #expect(result.rendered == ["trips/bodo/index.html", "trips/bodo/book/index.html"])
        // Asked for, the parts are made with the new words.
        _ = try #require(journal.builder.bytes(of: Self.searchPage))
        try journal.expectClean(path)
    }

    @Test func anEntryEditLeavesALargeIndexToWaitAndReachesIt() throws {
        var files = Self.files()
        files["content/trips/lofoten/index.md"] = tripFile("title: Lofoten", body: "Islands.\n")
        for day in 1...3 {
            files["content/trips/lofoten/2025-08-0\(day)-day\(day).md"] = tripFile("title: Day \(day)", body: "Fish.\n")
        }
        let journal = try IncrementalMembershipTests.Journal(files: files, photos: false, deferredPageLimit: 64)
        defer { journal.site.remove() }
        let path = "content/trips/lofoten/2025-08-02-day2.md"
        try journal.site.write(path, tripFile("title: Reine", body: "Stockfish racks at Reine.\n"))
        let result = try journal.builder.build(changedPaths: [path])
        #expect(result.timings.map(\.stage) == [.parse, .model, .render, .write], "the summary path")
        #expect(result.searchDeferred)
        #expect(Self.searchParts(result.rendered).isEmpty)
        #expect(result.rendered.contains("trips/lofoten/day2/index.html"))
        _ = try #require(journal.builder.bytes(of: Self.searchPage))
        let parts = journal.builder.completeFiles.filter { $0.key.hasPrefix(SearchShards.folder) }.values
        #expect(parts.contains { String(decoding: $0, as: UTF8.self).contains("Stockfish racks") })
        try journal.expectClean(path)
    }

    @Test func workTakenBeforeARebuildIsDroppedAndTheNextIsKept() throws {
        let journal = try Self.journal()
        defer { journal.site.remove() }
        try journal.site.write("content/trips/alesund.md", Self.trip("Ålesund", month: 6, of: "alesund"))
        _ = try journal.builder.build(changedPaths: ["content/trips/alesund.md"])
        // The server takes the work, and runs it away from the builder; a trip added meanwhile
        // makes it out of date: it is dropped, and the index still waits.
        var stale = try #require(journal.builder.deferredSearchWork())
        try journal.site.write("content/trips/bergen.md", Self.trip("Bergen", month: 7, of: "bergen"))
        #expect(try journal.builder.build(changedPaths: ["content/trips/bergen.md"]).searchDeferred)
        stale.run()
        #expect(journal.builder.finishDeferredSearch(stale).files.isEmpty)
        // Work taken now is the model's: kept, with the search page.
        var work = try #require(journal.builder.deferredSearchWork())
        work.run()
        let made = journal.builder.finishDeferredSearch(work).files
        #expect(made.map(\.path) == [Self.searchPage])
        #expect(String(decoding: made[0].bytes, as: UTF8.self).contains("Bergen"))
        #expect(journal.builder.deferredSearchWork() == nil)
        try journal.expectClean("content/trips/bergen.md")
    }

    @Test func editsWhileTheIndexWaitsReachIt() throws {
        let journal = try Self.journal()
        defer { journal.site.remove() }
        try journal.site.write("content/trips/alesund.md", Self.trip("Ålesund", month: 6, of: "alesund"))
        let added = try journal.builder.build(changedPaths: ["content/trips/alesund.md"]).searchDeferred
        #expect(added)
        // A body edit, and a title that moves its trip, before anything asks for the index.
        try journal.site.write(
            "content/trips/alta.md", Self.trip("Alta", month: 1, words: "Northern lights over Alta. "))
        let body = try journal.builder.build(changedPaths: ["content/trips/alta.md"])
        #expect(Self.searchParts(body.rendered).isEmpty)
        try journal.site.write("content/trips/narvik.md", Self.trip("Akureyri", month: 3, of: "narvik"))
        let moved = try journal.builder.build(changedPaths: ["content/trips/narvik.md"])
        let deferred = moved.searchDeferred
        #expect(deferred)
        #expect(Self.searchParts(moved.rendered).isEmpty)
        try journal.expectClean("content/trips/narvik.md")
        let text = journal.builder.completeFiles.filter { $0.key.hasPrefix(SearchShards.folder) }.values
        #expect(text.contains { String(decoding: $0, as: UTF8.self).contains("Northern lights") })
    }

    @Test func pagesMadeInTheBackgroundStartWithTheSearchPage() throws {
        let journal = try Self.journal(limit: 1)
        defer { journal.site.remove() }
        _ = journal.builder.completeFiles
        try journal.delete("content/trips/bodo.md")
        let deferred = try journal.builder.build(changedPaths: ["content/trips/bodo.md"]).searchDeferred
        #expect(deferred)
        let first = journal.builder.makeDeferred(upTo: 8)
        #expect(first.files.map(\.path) == [Self.searchPage])
        #expect(journal.builder.bytes(of: Self.searchPage) == first.files.first?.bytes)
        try journal.expectClean("content/trips/bodo.md")
    }

    @Test func aBuilderThatMakesEveryPageMakesTheIndexToo() throws {
        let journal = try IncrementalMembershipTests.Journal(files: Self.files(), photos: false)
        defer { journal.site.remove() }
        try journal.site.write("content/trips/alesund.md", Self.trip("Ålesund", month: 6, of: "alesund"))
        let result = try journal.rebuild("content/trips/alesund.md")
        let deferred = result.searchDeferred
        #expect(!deferred)
        #expect(result.rendered.contains(Self.searchPage))
        #expect(!Self.searchParts(result.rendered).isEmpty)
    }
}
