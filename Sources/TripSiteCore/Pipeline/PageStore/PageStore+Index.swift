import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension PageStore {
    /// The index's entries; nil when it is missing, of another format, damaged or truncated.
    func readIndex() -> [UInt64: Entry]? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + Self.indexName) else { return nil }
        return data.withUnsafeBytes { bytes -> [UInt64: Entry]? in
            guard bytes.count >= header.count + 8 else { return nil }
            let body = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
            let checksum = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            guard XXH64.hash(buffer: body) == checksum, body.starts(with: header) else { return nil }
            var reader = StoreReader(UnsafeRawBufferPointer(rebasing: body[header.count...]))
            guard let entries = try? reader.read([Entry].self), reader.isAtEnd else { return nil }
            return Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// Makes `kept` the store's pages: writes the index (beside, then renamed into place)
    /// and removes every other file of the folder (pages no build uses any more, and what a
    /// killed build left). Skipped when the index already lists exactly these.
    func save(_ kept: [Entry]) {
        let keys = Set(kept.map(\.key))
        if keys.count == entries.count, kept.allSatisfy({ entries[$0.key] == $0 }) { return }
        var writer = StoreWriter(capacity: 32 * kept.count + 64)
        writer.raw(header)
        writer.write(kept.sorted { $0.key < $1.key })
        let checksum = writer.bytes.withUnsafeBytes { XXH64.hash(buffer: $0) }
        withUnsafeBytes(of: checksum.littleEndian) { writer.raw($0) }
        let temporary = folder + "/.\(Self.indexName)-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try writer.bytes.withUnsafeBytes { try FileSystem.write($0, to: temporary) }
            guard rename(temporary, folder + "/" + Self.indexName) == 0 else {
                unlink(temporary)
                return
            }
        } catch {
            unlink(temporary)
            return
        }
        let names = Set(keys.map(Self.name(of:)) + [Self.indexName])
        for (name, _) in FileSystem.entries(in: folder) where !names.contains(name) { unlink(folder + "/" + name) }
    }
}

extension PageStore.Entry: StoreCodable {
    func write(to writer: inout StoreWriter) {
        writer.write(key)
        writer.write(size)
        writer.write(modified)
    }

    init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(key: try reader.read(), size: try reader.read(), modified: try reader.read())
    }
}
