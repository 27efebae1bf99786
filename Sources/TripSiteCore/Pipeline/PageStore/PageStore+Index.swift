import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension PageStore {
    /// The index's entries; nil when it is missing, of another format, damaged or truncated.
    func readIndex() -> [UInt64: Entry]? {
        StoreFile.read(folder + "/" + Self.indexName, header: header) { reader throws(StoreReader.Corrupt) in
            let entries = try reader.read([Entry].self)
            return Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Makes `kept` the store's pages: writes the index (`StoreFile`) and removes every other
    /// file of the folder (pages no build uses any more, and what a killed build left) when
    /// no other build holds the cache (`CacheLock`). Skipped when the index already lists
    /// exactly these.
    func save(_ kept: [Entry]) {
        let keys = Set(kept.map(\.key))
        if keys.count == entries.count, kept.allSatisfy({ entries[$0.key] == $0 }) { return }
        let written = StoreFile.write(folder + "/" + Self.indexName, header: header, capacity: 32 * kept.count + 64) {
            $0.write(kept.sorted { $0.key < $1.key })
        }
        guard written else { return }
        let names = Set(keys.map(Self.name(of:)) + [Self.indexName])
        func removeOthers() {
            for (name, _) in FileSystem.entries(in: folder) where !names.contains(name) { unlink(folder + "/" + name) }
        }
        guard let lock else { return removeOthers() }
        lock.alone(removeOthers)
    }
}

extension PageStore.Entry: StoreCodable {
    func write(to writer: inout StoreWriter) {
        writer.write(key)
        writer.write(size)
        writer.write(modified)
        writer.write(checksum)
    }

    init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            key: try reader.read(), size: try reader.read(), modified: try reader.read(), checksum: try reader.read())
    }
}
