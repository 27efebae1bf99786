import CMark
import Foundation
import TripSiteStore

/// Trip files' parse results kept between builds, in `<cache>/parsed/`: a build parses only
/// the files whose text is not there. A result is stored with the file's path, slug and
/// text's `ContentKey`, and is used only for the same three (`ParseCache`). Its shard files
/// (`ShardedStore`) depend besides on cmark-gfm's version and the Markdown options.
package typealias ParseStore = ShardedStore<StoredTrip>

extension ShardedStore where Entry == StoredTrip {
    static let format: UInt64 = 11

    /// What the results depend on besides the program and the texts.
    private struct Dependencies: Encodable {
        var cmark: String
        var markdown: MarkdownOptions
    }

    /// Nil when the program has no build ID to tell its results from another's.
    package init?(cacheFolder: URL, markdown: MarkdownOptions) {
        self.init(
            folder: cacheFolder.path + "/parsed", prefix: "trips", magic: "TripSite parsed trips\n",
            format: Self.format,
            dependencies: Dependencies(cmark: String(cString: cmark_version_string()), markdown: markdown))
    }
}

/// A trip file's parse result and what it was parsed from, with its bundle's entries'.
package struct StoredTrip: ShardedStoreEntry {
    package var path: String
    package var slug: String
    package var key: ContentKey
    package var result: TripParser.Result
    package var entries: [StoredEntryResult] = []

    package init(
        path: String, slug: String, key: ContentKey, result: TripParser.Result, entries: [StoredEntryResult] = []
    ) {
        self.path = path
        self.slug = slug
        self.key = key
        self.result = result
        self.entries = entries
    }

    /// The files it was made from, with their keys: the trip's and its entries'.
    package var keys: [(String, ContentKey)] { [(path, key)] + entries.map { ($0.path, $0.key) } }
}
