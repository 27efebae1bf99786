import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// Stale pages (`IncrementalBuilder+Stale`): the further pages of a listing that a trip's
/// coming or going shifts are left unlisted by a builder that defers pages, and made from
/// the model current when asked for. The journal is `IncrementalMembershipTests`' (two trips
/// a page), with a deferred-page limit no rebuild here reaches: only staleness defers.
@Suite struct IncrementalStaleTests {
    typealias Journal = IncrementalMembershipTests.Journal
    static let recentPage2 = "collections/recent/page/2/index.html"

    /// Lanai, the newest trip, moves every trip of "Recently added" one card on.
    static func writeLanai(_ journal: Journal) throws {
        try journal.site.write("content/trips/lanai.md", tripFile("title: Lanai\nstart: 2025-09-01\ncountry: US"))
    }

    /// The bytes a clean build of the journal as it is gives.
    static func cleanFiles(_ journal: Journal) throws -> [String: [UInt8]] {
        var options = BuildOptions(source: journal.site.root, output: journal.site.output)
        options.renderMode = .serve(liveReloadScript: "/_tripsite/live-reload.js")
        var clean = MemoryOutput()
        _ = try SiteBuilder(options: options).build(into: &clean)
        return clean.files
    }

    @Test func aShiftedPageWaitsAndIsMadeFromTheModelWhenAskedFor() throws {
        let journal = try Journal(photos: false, deferredPageLimit: 1000)
        defer { journal.site.remove() }
        while !journal.builder.makeDeferred(upTo: 100).files.isEmpty {}
        try Self.writeLanai(journal)
        let added = try journal.rebuild("content/trips/lanai.md")
        #expect(added.deferred.contains(Self.recentPage2))
        #expect(!added.rendered.contains(Self.recentPage2))
        #expect(added.files[Self.recentPage2] == nil)
        // The first page of a listing is made at once.
        #expect(added.rendered.contains("collections/recent/index.html"))
        let clean = try Self.cleanFiles(journal)
        #expect(journal.builder.bytes(of: Self.recentPage2) == clean[Self.recentPage2])
        // Made once, it is kept: Kona, second newest, now opens the second page.
        let page = try #require(journal.builder.bytes(of: Self.recentPage2))
        #expect(String(decoding: page, as: UTF8.self).contains("Kona"))
    }

    /// A page a browser shows is made before the reload, never left stale; the other pages
    /// the trip shifted or changed wait, first pages too.
    @Test func aShownPageIsMadeAndTheOthersWait() throws {
        let journal = try Journal(photos: false, deferredPageLimit: 1000)
        defer { journal.site.remove() }
        journal.builder.viewedPages = [Self.recentPage2]
        try Self.writeLanai(journal)
        let added = try journal.rebuild("content/trips/lanai.md")
        #expect(added.rendered.contains(Self.recentPage2))
        #expect(!added.deferred.contains(Self.recentPage2))
        #expect(added.deferred.contains("collections/recent/index.html"))
        #expect(!added.rendered.contains("collections/recent/index.html"))
    }

    @Test func theBackgroundMakesStalePagesAndAnotherShiftListsThemAgain() throws {
        let journal = try Journal(photos: false, deferredPageLimit: 1000)
        defer { journal.site.remove() }
        try Self.writeLanai(journal)
        _ = try journal.rebuild("content/trips/lanai.md")
        var made: Set<String> = []
        while case let batch = journal.builder.makeDeferred(upTo: 1).files, !batch.isEmpty {
            made.formUnion(batch.map(\.path))
        }
        #expect(made.contains(Self.recentPage2))
        try journal.site.write("content/trips/maui.md", tripFile("title: Maui\nstart: 2025-10-01\ncountry: US"))
        let again = try journal.rebuild("content/trips/maui.md")
        #expect(again.deferred.contains(Self.recentPage2))
    }

    /// A batch with a time budget stops after one page once the budget is spent, stale pages
    /// too: the others it listed wait with their recipes (a rebuild behind the batch waits
    /// for one page, not for every page listed). Each ends as a clean build makes it.
    @Test func aBatchOfStalePagesKeepsToItsBudget() throws {
        let journal = try Journal(photos: false, deferredPageLimit: 1000)
        defer { journal.site.remove() }
        try Self.writeLanai(journal)
        let added = try journal.rebuild("content/trips/lanai.md")
        let stale = added.deferred.filter { $0.contains("/page/") }
        #expect(stale.count > 1)
        var made: [String: [UInt8]] = [:]
        while case let batch = journal.builder.makeDeferred(upTo: 8, within: .zero).files, !batch.isEmpty {
            #expect(batch.count == 1, "\(batch.map(\.path)): one page a batch")
            for file in batch { made[file.path] = file.bytes }
        }
        let clean = try Self.cleanFiles(journal)
        for path in stale { #expect(made[path] == clean[path], "\(path)") }
    }

    /// A page left stale that the listing no longer has is removed, and left out of the sitemap.
    @Test func aStalePageTheListingLosesIsRemoved() throws {
        let journal = try Journal(photos: false, deferredPageLimit: 1000)
        defer { journal.site.remove() }
        try Self.writeLanai(journal)
        _ = try journal.rebuild("content/trips/lanai.md")
        try journal.delete("content/trips/kyoto.md")
        _ = try journal.rebuild("content/trips/kyoto.md")
        try journal.delete("content/trips/lanai.md")
        let removed = try journal.rebuild("content/trips/lanai.md")
        #expect(removed.removed.contains(Self.recentPage2))
        #expect(journal.builder.bytes(of: Self.recentPage2) == nil)
        // Nor is it listed by the next sitemap (`rebuild` compares it with a clean build's).
        try journal.delete("content/trips/oahu.md")
        _ = try journal.rebuild("content/trips/oahu.md")
        let sitemap = try #require(journal.builder.bytes(of: "sitemap.xml"))
        #expect(!String(decoding: sitemap, as: UTF8.self).contains("/collections/recent/page/2/"))
    }

    /// A build that fails keeps serving the last good site whole: a page left stale is made
    /// from the last good model, not lost with it.
    @Test func aFailedBuildStillServesStalePagesOfTheLastGoodSite() throws {
        let journal = try Journal(photos: false, deferredPageLimit: 1000)
        defer { journal.site.remove() }
        try Self.writeLanai(journal)
        _ = try journal.rebuild("content/trips/lanai.md")
        let good = try Self.cleanFiles(journal)[Self.recentPage2]
        try journal.site.write("content/trips/kona.md", "---\ntitle: Kona\nstart: 2025-13-45\n---\nBroken.\n")
        #expect(throws: BuildFailure.self) { try journal.builder.build(changedPaths: ["content/trips/kona.md"]) }
        #expect(journal.builder.bytes(of: Self.recentPage2) == good)
    }
}
