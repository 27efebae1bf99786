import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A file of one of TripSite's stores (the parse store's shards, the page store's index):
/// a header naming what its contents depend on, the contents (`StoreWriter`'s bytes), and
/// the XXH64 of both. A file with another header, a wrong checksum or contents that do not
/// read to their end is not read at all.
enum StoreFile {
    /// The contents of the file at `path`, read by `body`; nil when it is missing, has
    /// another header, is damaged or truncated, or `body` leaves bytes unread.
    static func read<Value>(
        _ path: String, header: [UInt8], _ body: (inout StoreReader) throws(StoreReader.Corrupt) -> Value
    ) -> Value? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { bytes -> Value? in
            guard bytes.count >= header.count + 8 else { return nil }
            let contents = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
            let checksum = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            guard XXH64.hash(buffer: contents) == checksum, contents.starts(with: header) else { return nil }
            var reader = StoreReader(UnsafeRawBufferPointer(rebasing: contents[header.count...]))
            guard let value = try? body(&reader), reader.isAtEnd else { return nil }
            return value
        }
    }

    /// Writes the header, what `body` writes and their checksum beside `path` (a name of
    /// this process's own), then renames it into place: a build reading the file meanwhile
    /// sees the old one or the new one. False, and nothing left behind, when that failed.
    @discardableResult
    static func write(
        _ path: String, header: [UInt8], capacity: Int = 64 * 1024, _ body: (inout StoreWriter) -> Void
    ) -> Bool {
        var writer = StoreWriter(capacity: capacity)
        writer.raw(header)
        body(&writer)
        let checksum = writer.bytes.withUnsafeBytes { XXH64.hash(buffer: $0) }
        withUnsafeBytes(of: checksum.littleEndian) { writer.raw($0) }
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let temporary =
            String(path[..<slash]) + "." + String(path[slash...])
            + "-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try writer.bytes.withUnsafeBytes { try FileSystem.write($0, to: temporary) }
            if rename(temporary, path) == 0 { return true }
        } catch {}
        unlink(temporary)
        return false
    }
}
