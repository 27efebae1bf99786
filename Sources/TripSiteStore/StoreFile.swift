import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A file of one of TripSite's stores (the parse store's shards, the page store's index,
/// the search parts' record, a route's summary, the photos' source facts):
/// a header naming what its contents depend on, the contents (a value's `StableEncoding`
/// tokens, the bytes its cache key is hashed from), and the XXH64 of both. A file with
/// another header, a wrong checksum or contents that do not read to their end as the value
/// asked for is not read at all.
package enum StoreFile {
    /// The value in the file at `path`; nil when it is missing, has another header, is
    /// damaged or truncated, or is not a whole `Value`.
    package static func read<Value: Decodable>(_ path: String, header: [UInt8], as type: Value.Type) -> Value? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { bytes -> Value? in
            guard bytes.count >= header.count + 8 else { return nil }
            let contents = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
            let checksum = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            guard XXH64.hash(buffer: contents) == checksum, contents.starts(with: header) else { return nil }
            return try? StableReader.value(type, from: UnsafeRawBufferPointer(rebasing: contents[header.count...]))
        }
    }

    /// Writes the header, `value`'s tokens and their checksum beside `path` (a name of this
    /// process's own), then renames it into place: a build reading the file meanwhile sees
    /// the old one or the new one. False, and nothing left behind, when that failed.
    @discardableResult
    package static func write(_ path: String, header: [UInt8], value: some Encodable, capacity: Int = 64 * 1024) -> Bool
    {
        var bytes = header
        bytes += StableEncoding.bytes(of: value, reservingCapacity: capacity)
        let checksum = bytes.withUnsafeBytes { XXH64.hash(buffer: $0) }
        withUnsafeBytes(of: checksum.littleEndian) { bytes += $0 }
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let temporary =
            String(path[..<slash]) + "." + String(path[slash...])
            + "-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try bytes.withUnsafeBytes { try FileSystem.write($0, to: temporary) }
            if rename(temporary, path) == 0 { return true }
        } catch {}
        unlink(temporary)
        return false
    }

    /// A store's header: its name, then the tokens of what its contents depend on.
    package static func header(_ magic: String, _ dependencies: some Encodable) -> [UInt8] {
        Array(magic.utf8) + StableEncoding.bytes(of: dependencies)
    }
}
