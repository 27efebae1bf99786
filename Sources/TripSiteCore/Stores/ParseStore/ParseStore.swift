import CBuildID
import CMark
import Foundation

/// Trip files' parse results kept between builds, in `<cache>/parsed/`: a build parses only
/// the files whose text is not there, as Hugo keeps processed images in `resources/_gen`.
///
/// A result is stored with the file's path, slug and text's `ContentKey`, and is used only
/// for the same three. The results live in shard files (`trips-<shards>-<n>.bin`, a trip in
/// the shard its path hashes to) so that an edit rewrites one shard, not the journal. Each
/// file starts with a header naming what the results depend on besides the text: the
/// store's format, the running program's build ID (any other TripSite, even one built from
/// a one-line change, may parse differently), cmark-gfm's version and the Markdown
/// options. A file with another header, a wrong checksum or bytes that do not read is
/// ignored, and its trips parsed again. Without a build ID (not Linux) nothing is stored.
package struct ParseStore: Sendable {
    /// A trip file's result and what it was parsed from, with its bundle's entries'.
    package struct Entry: Codable, Sendable {
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
        var keys: [(String, ContentKey)] { [(path, key)] + entries.map { ($0.path, $0.key) } }
    }

    /// What the shard files held when read: the entries by path, and each readable file's
    /// paths and keys, to know which files a save must write again; and the name of every
    /// shard file found, read or not, to know which to remove.
    package struct Loaded: Sendable {
        package var entries: [String: Entry] = [:]
        var files: [String: [String: ContentKey]] = [:]
        var names: Set<String> = []

        package init() {}
    }

    static let format: UInt64 = 10
    static let magic = "TripSite parsed trips\n"

    /// What every shard of this program and these options depends on.
    private struct Header: Encodable {
        var format: UInt64
        var program: String
        var cmark: String
        var markdown: MarkdownOptions
    }

    let folder: String
    /// The bytes every shard file of this program and these options starts with.
    let header: [UInt8]

    /// Nil when the program has no build ID to tell its results from another's.
    package init?(cacheFolder: URL, markdown: MarkdownOptions) {
        guard let program = Self.buildID() else { return nil }
        folder = cacheFolder.path + "/parsed"
        header = StoreFile.header(
            Self.magic,
            Header(
                format: Self.format, program: program, cmark: String(cString: cmark_version_string()),
                markdown: markdown))
    }

    /// The running executable's GNU build ID, as hexadecimal digits; read once (the
    /// preview server makes a store for each rebuild's parse).
    package static func buildID() -> String? { runningBuildID }

    private static let runningBuildID: String? = {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = bytes.withUnsafeMutableBufferPointer { tripsite_build_id($0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        return bytes[..<count].map { String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16) }.joined()
    }()

    /// The stored results, every shard file read on every core.
    package func load() -> Loaded {
        let names = FileSystem.entries(in: folder).map(\.name).filter { Self.isShardName($0) }
        let shards = parallelMap(names, minimumCount: 2) { name in (name, read(name)) }
        var loaded = Loaded()
        loaded.names = Set(names)
        for case (let name, let entries?) in shards {
            loaded.files[name] = Dictionary(entries.flatMap(\.keys), uniquingKeysWith: { _, last in last })
            for entry in entries { loaded.entries[entry.path] = entry }
        }
        return loaded
    }

    /// Writes the shard files whose entries differ from what `loaded` read, and removes the
    /// ones no longer used (of another shard count, or of another program). A file is written beside and renamed into place, so a build that
    /// reads it meanwhile sees the old one or the new one. Failures are ignored: they cost a
    /// later build the parsing again, nothing more.
    package func save(_ entries: [Entry], loaded: Loaded) {
        let count = Self.shardCount(for: entries.count)
        let shards = Self.shards(entries, count: count)
        let names = shards.indices.map { "trips-\(count)-\($0).bin" }
        let changed = shards.indices.filter { index in
            (loaded.files[names[index]] ?? [:])
                != Dictionary(shards[index].flatMap(\.keys), uniquingKeysWith: { first, _ in first })
        }
        if !changed.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        _ = parallelMap(changed, minimumCount: 2) { index in
            shards[index].isEmpty ? remove(names[index]) : write(shards[index], to: names[index])
        }
        for name in loaded.names.subtracting(names) { remove(name) }
    }

    /// Whether `loaded` came from the files `save` writes for its entries and no others:
    /// then saving the same entries changes nothing. (A shard file holds the entries of its
    /// shard for its count; one that could not be read left its trips to be parsed again.)
    func isLaidOut(_ loaded: Loaded) -> Bool {
        let count = Self.shardCount(for: loaded.entries.count)
        return loaded.names == Set(loaded.entries.keys.map { "trips-\(count)-\(Self.shard(of: $0, count: count)).bin" })
    }

    /// The entries in `count` shards, each in path order (so a shard's bytes do not depend on
    /// the order the cache lists them in).
    static func shards(_ entries: [Entry], count: Int) -> [[Entry]] {
        var shards = [[Entry]](repeating: [], count: count)
        for entry in entries { shards[shard(of: entry.path, count: count)].append(entry) }
        return shards.map { $0.sorted { $0.path < $1.path } }
    }

    /// A power of two near one shard per 128 trips, from 1 to 256.
    package static func shardCount(for trips: Int) -> Int {
        var count = 1
        while count < 256, count * 128 < trips { count *= 2 }
        return count
    }

    package static func shard(of path: String, count: Int) -> Int {
        var path = path
        return Int(path.withUTF8 { XXH64.hash(buffer: UnsafeRawBufferPointer($0)) } % UInt64(count))
    }

    static func isShardName(_ name: String) -> Bool { name.hasPrefix("trips-") && name.hasSuffix(".bin") }
}
