import Foundation

extension ParseStore {
    /// A shard file's entries; nil when it is missing, from another program or options,
    /// damaged, or truncated.
    func read(_ name: String) -> [Entry]? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
        return data.withUnsafeBytes { bytes -> [Entry]? in
            guard bytes.count >= header.count + 8 else { return nil }
            let body = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
            let checksum = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            guard XXH64.hash(buffer: body) == checksum, body.starts(with: header) else { return nil }
            var reader = StoreReader(UnsafeRawBufferPointer(rebasing: body[header.count...]))
            guard let entries = try? reader.read([Entry].self), reader.isAtEnd else { return nil }
            return entries
        }
    }

    /// Writes a shard file: the header, the entries, and the XXH64 of all that.
    func write(_ entries: [Entry], to name: String) {
        var writer = StoreWriter(capacity: 64 * 1024)
        writer.raw(header)
        writer.write(entries)
        let checksum = writer.bytes.withUnsafeBytes { XXH64.hash(buffer: $0) }
        withUnsafeBytes(of: checksum.littleEndian) { writer.raw($0) }
        let temporary =
            folder + "/.\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        do {
            try writer.bytes.withUnsafeBytes { try FileSystem.write($0, to: temporary) }
            if rename(temporary, folder + "/" + name) != 0 { unlink(temporary) }
        } catch {
            unlink(temporary)
        }
    }

    func remove(_ name: String) { unlink(folder + "/" + name) }
}

extension ParseStore.Entry: StoreCodable {
    func write(to writer: inout StoreWriter) {
        writer.write(path)
        writer.write(slug)
        writer.write(key)
        writer.write(result)
    }

    init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(path: try reader.read(), slug: try reader.read(), key: try reader.read(), result: try reader.read())
    }
}

extension MarkdownOptions: StoreCodable {
    func write(to writer: inout StoreWriter) {
        writer.write(unsafeHTML)
        writer.write(tableStyleAttributes)
        writer.write(embeds)
        writer.write(limits.markdownBytes)
        writer.write(limits.tableColumns)
        writer.write(extensions)
    }

    init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            unsafeHTML: try reader.read(), tableStyleAttributes: try reader.read(), embeds: try reader.read(),
            limits: ContentLimits(markdownBytes: try reader.read(), tableColumns: try reader.read()),
            extensions: try reader.read())
    }
}
