import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension PageStore {
    /// The index's entries; nil when it is missing, of another format, damaged or truncated.
    func readIndex() -> [UInt64: Entry]? {
        StoreFile.read(folder + "/" + Self.indexName, header: header, as: [Entry].self).map { entries in
            Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Makes `kept` the store's pages, once the build has replaced the output: removes every
    /// other file of the folder (pages no build uses any more, and what a killed build left)
    /// when no other build holds the cache (`CacheLock`), then writes the index (`StoreFile`)
    /// with each page's identity as it is now. In that order: unlinking a second name of a
    /// kept page (a rename over the same file leaves one) changes its identity.
    func save(_ kept: [Kept]) {
        let names = Set(kept.map { Self.name(of: $0.key) } + [Self.indexName])
        func removeOthers() {
            for (name, _) in FileSystem.entries(in: folder) where !names.contains(name) { unlink(folder + "/" + name) }
        }
        if let lock { lock.alone(removeOthers) } else { removeOthers() }
        let entries = parallelMap(kept, minimumCount: 1024) { page -> Entry? in
            (page.identity ?? FileSystem.identity(path(of: page.key))).map {
                Entry(key: page.key, page: page.page, reads: page.reads, identity: $0, checksum: page.checksum)
            }
        }.compactMap { $0 }
        let reads = entries.reduce(0) { $0 + $1.reads.count }
        StoreFile.write(
            folder + "/" + Self.indexName, header: header, value: entries.sorted { $0.key < $1.key },
            capacity: 280 * entries.count + 16 * reads + 64)
    }
}
