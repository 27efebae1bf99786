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
    package func save(_ kept: [Kept]) {
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

/// An index entry writes its numbers as one list, with no field names: there are one or
/// more per output (52,000 at 10,000 trips), read on every build, and the index's header
/// names its format.
extension PageStore.Entry: StableHashable, StableDecodable {
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.list, depth: depth)
        for number in [key, page, identity.inode, checksum] { number.stableEncode(into: &encoding, depth: depth + 1) }
        for number in [identity.size, identity.modified, identity.changed] {
            number.stableEncode(into: &encoding, depth: depth + 1)
        }
        reads.stableEncode(into: &encoding, depth: depth + 1)
    }

    package init(stableFrom reader: StableReader, depth: Int) throws {
        try reader.take(.list, depth: depth)
        func unsigned() throws -> UInt64 { try UInt64(stableFrom: reader, depth: depth + 1) }
        func signed() throws -> Int64 { try Int64(stableFrom: reader, depth: depth + 1) }
        let (key, page, inode, checksum) = (try unsigned(), try unsigned(), try unsigned(), try unsigned())
        let identity = FileSystem.Identity(
            inode: inode, size: try signed(), modified: try signed(), changed: try signed())
        self.init(
            key: key, page: page, reads: try [UInt64](stableFrom: reader, depth: depth + 1), identity: identity,
            checksum: checksum)
    }
}
