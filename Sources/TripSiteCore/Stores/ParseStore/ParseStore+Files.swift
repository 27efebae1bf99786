import Foundation

extension ParseStore {
    /// A shard file's entries; nil when it is missing, from another program or options,
    /// damaged, or truncated.
    func read(_ name: String) -> [Entry]? {
        StoreFile.read(folder + "/" + name, header: header) { reader throws(StoreReader.Corrupt) in
            try reader.read([Entry].self)
        }
    }

    /// Writes a shard file (`StoreFile`: the header, the entries, and the XXH64 of all that).
    func write(_ entries: [Entry], to name: String) {
        StoreFile.write(folder + "/" + name, header: header) { $0.write(entries) }
    }

    func remove(_ name: String) { unlink(folder + "/" + name) }
}

extension ParseStore.Entry: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(path)
        writer.write(slug)
        writer.write(key)
        writer.write(result)
        writer.write(entries)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            path: try reader.read(), slug: try reader.read(), key: try reader.read(), result: try reader.read(),
            entries: try reader.read())
    }
}

extension MarkdownOptions: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.write(unsafeHTML)
        writer.write(tableStyleAttributes)
        writer.write(embeds)
        writer.write(figures)
        writer.write(htmlImages)
        writer.write(limits.markdownBytes)
        writer.write(limits.tableColumns)
        writer.write(extensions)
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        self.init(
            unsafeHTML: try reader.read(), tableStyleAttributes: try reader.read(), embeds: try reader.read(),
            figures: try reader.read(), htmlImages: try reader.read(),
            limits: ContentLimits(markdownBytes: try reader.read(), tableColumns: try reader.read()),
            extensions: try reader.read())
    }
}
