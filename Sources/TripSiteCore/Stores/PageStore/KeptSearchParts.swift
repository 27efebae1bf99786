import Foundation
import Synchronization
import TripSiteStore

/// The search index's parts as the last build that made them named them, with the search
/// page's key in that build (`<cache>/search-parts.bin`).
///
/// The parts are a function of what the search page reads (every part is named by its
/// content, and the page names them all, directly or through its catalog groups). So a
/// build whose search page has that key again has the same parts: it lists them by these
/// names and takes them from the page store without making the index, which is most of a
/// warm build's `render` time on a large journal. A part or page the store can no longer
/// give is made from the index, made then, once (`SearchShardsOnDemand`).
package struct KeptSearchParts: Codable, Sendable, Equatable {
    /// The search page's key (`PageStore.key`) in the build that made these parts, had it
    /// read what the search index reads (`SearchPage.inputs`).
    package var key: UInt64
    /// The parts' names (`SearchShards.parts`), sorted; none when the index was carried
    /// inside the page.
    package var names: [String]

    package init(key: UInt64, names: [String]) {
        self.key = key
        self.names = names.sorted()
    }

    /// The file's name in the cache folder.
    package static let fileName = "search-parts.bin"
    static let header = StoreFile.header("TripSite search parts\n", 2)

    /// The record in `cacheFolder`, if one was written and is whole.
    package static func read(cacheFolder: URL) -> KeptSearchParts? {
        StoreFile.read(cacheFolder.path + "/" + fileName, header: header, as: KeptSearchParts.self)
    }

    /// Writes the record, replacing the one there (atomically; a failure costs a later
    /// build the index, nothing more).
    package func write(cacheFolder: URL) {
        StoreFile.write(
            cacheFolder.path + "/" + Self.fileName, header: Self.header, value: self, capacity: 48 * names.count + 128)
    }

    /// The record of a build's search index: its key and the parts it listed.
    static func made(by recipes: [OutputRecipe], key: UInt64) -> KeptSearchParts {
        let names = recipes.lazy.filter(\.isNamedByContent).compactMap { SearchShards.name(atPath: $0.path) }
        return KeptSearchParts(key: key, names: Array(names))
    }
}

/// A search index made the first time it is asked for, by one caller while the others
/// wait: in a build that takes the index's parts from the page store, it is made only if
/// one of them (or the search page) must be made after all.
package final class SearchShardsOnDemand: Sendable {
    private let made = Mutex<SearchShards?>(nil)
    private let make: @Sendable () -> SearchShards

    package init(_ make: @escaping @Sendable () -> SearchShards) {
        self.make = make
    }

    package var value: SearchShards {
        made.withLock { made in
            if let made { return made }
            let shards = make()
            made = shards
            return shards
        }
    }
}
