import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// Waiting pages made in a batch (`makeDeferred(upTo:)`, as the server's background task
/// makes them): a page of the batch listed again from the model while the others wait to be
/// made must still count them among the site's pages.
@Suite struct IncrementalDeferredBatchTests {
    /// Lofoten's title edited while most pages wait: the pages that show it (its cards, the
    /// featured collection, the sitemap) are listed again from the model when their batch
    /// comes. So they must be when they come after others in the batch (the batch's order is
    /// the waiting table's), and the sitemap must count the pages of the batch not made yet.
    @Test func pagesMadeInOneBatchAreACleanBuilds() async throws {
        let journal = try EditedJournal(mode: IncrementalEquivalenceTests.serve, deferredPageLimit: 1)
        defer { journal.remove() }
        let first = try journal.watched.build(changedPaths: nil)
        #expect(first.deferred.contains("sitemap.xml"))
        let changed = try journal.apply(.title, to: "content/trips/lofoten/index.md")
        let edited = try journal.watched.build(changedPaths: changed)
        #expect(!edited.timings.contains { $0.stage == .photos }, "the summary path")
        #expect(edited.files["sitemap.xml"] == nil, "the sitemap still waits")
        // The search index's parts first, alone; then every waiting page in one batch.
        while !journal.watched.makeDeferred(upTo: 10_000).files.isEmpty {}
        var options = BuildOptions(source: journal.site.root, output: journal.site.output)
        options.renderMode = IncrementalEquivalenceTests.serve
        var clean = MemoryOutput()
        _ = try SiteBuilder(options: options).build(into: &clean)
        EditedJournal.expectSame(journal.watched.completeFiles, clean.files, "one batch of every waiting page")
    }

    /// A batch with a time budget stops once it is spent, after one page at least (`serve`
    /// gives 10 ms, so an edit waits for little more than one page); the pages it left are
    /// made by the next batches, and the site is a clean build's.
    @Test func aBatchStopsWhenItsTimeIsSpent() async throws {
        let journal = try EditedJournal(mode: IncrementalEquivalenceTests.serve, deferredPageLimit: 1)
        defer { journal.remove() }
        let first = try journal.watched.build(changedPaths: nil)
        #expect(first.deferred.count > 3)
        // The search index's parts come first, alone.
        _ = journal.watched.makeDeferred(upTo: 10_000, within: .zero)
        #expect(journal.watched.makeDeferred(upTo: 10_000, within: .zero).files.count == 1)
        #expect(journal.watched.makeDeferred(upTo: 2, within: .seconds(60)).files.count == 2)
        var batches = 0
        while !journal.watched.makeDeferred(upTo: 10_000, within: .zero).files.isEmpty { batches += 1 }
        #expect(batches > 1)
        var options = BuildOptions(source: journal.site.root, output: journal.site.output)
        options.renderMode = IncrementalEquivalenceTests.serve
        var clean = MemoryOutput()
        _ = try SiteBuilder(options: options).build(into: &clean)
        EditedJournal.expectSame(journal.watched.completeFiles, clean.files, "pages made one at a time")
    }
}
