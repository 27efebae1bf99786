import Foundation

/// What a `ShardedStore` keeps of one source file: its path, and the files the value was
/// made from with their texts' keys (the file's own, and any others it took in).
package protocol ShardedStoreEntry: Codable, Sendable {
    var path: String { get }
    var keys: [(String, ContentKey)] { get }
}

/// Values made from source files, kept between builds in one folder of shard files, each
/// value in the shard its path hashes to, so that an edit rewrites one shard, not the
/// journal. (The parse store, `<cache>/parsed/`, keeps parsed trips this way, as Hugo keeps
/// processed images in `resources/_gen`.)
///
/// The shard files are `<prefix>-<shards>-<n>.bin` (`StoreFile`). Each starts with a
/// header naming what the values depend on besides the files' texts: the store's format,
/// the running program's build ID (any other TripSite, even one built from a one-line
/// change, may make other values) and the caller's `dependencies`. A file with another
/// header, a wrong checksum or bytes that do not read is ignored, and its values made
/// again. Without a build ID (not Linux) nothing is stored.
package struct ShardedStore<Entry: ShardedStoreEntry>: Sendable {
    /// What the shard files held when read: the entries by path, and each readable file's
    /// paths and keys, to know which files a save must write again; and the name of every
    /// shard file found, read or not, to know which to remove.
    package struct Loaded: Sendable {
        package var entries: [String: Entry] = [:]
        var files: [String: [String: ContentKey]] = [:]
        var names: Set<String> = []

        package init() {}
    }

    /// What every shard of this program and these dependencies depends on.
    private struct Header<Dependencies: Encodable>: Encodable {
        var format: UInt64
        var program: String
        var dependencies: Dependencies
    }

    let folder: String
    /// What shard files' names start with.
    let prefix: String
    /// The bytes every shard file of this program and these dependencies starts with.
    let header: [UInt8]

    /// The store in `folder`, its shard files named `<prefix>-…`, for values of this
    /// `format` that depend on `dependencies`; nil when the program has no build ID to tell
    /// its values from another's.
    package init?(folder: String, prefix: String, magic: String, format: UInt64, dependencies: some Encodable) {
        guard let program = BuildID.running else { return nil }
        self.folder = folder
        self.prefix = prefix
        header = StoreFile.header(magic, Header(format: format, program: program, dependencies: dependencies))
    }

    /// The stored values, every shard file read on every core.
    package func load() -> Loaded {
        let names = FileSystem.entries(in: folder).map(\.name).filter { isShardName($0) }
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
    /// ones no longer used (of another shard count, or of another program). A file is
    /// written beside and renamed into place, so a build that reads it meanwhile sees the old
    /// one or the new one. Failures are ignored: they cost a later build the work again,
    /// nothing more.
    package func save(_ entries: [Entry], loaded: Loaded) {
        let count = Self.shardCount(for: entries.count)
        let shards = Self.shards(entries, count: count)
        let names = shards.indices.map { name(shard: $0, count: count) }
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
    /// shard for its count; one that could not be read left its values to be made again.)
    package func isLaidOut(_ loaded: Loaded) -> Bool {
        let count = Self.shardCount(for: loaded.entries.count)
        return loaded.names
            == Set(loaded.entries.keys.map { name(shard: Self.shard(of: $0, count: count), count: count) })
    }

    /// The entries in `count` shards, each in path order (so a shard's bytes do not depend on
    /// the order the caller lists them in).
    static func shards(_ entries: [Entry], count: Int) -> [[Entry]] {
        var shards = [[Entry]](repeating: [], count: count)
        for entry in entries { shards[shard(of: entry.path, count: count)].append(entry) }
        return shards.map { $0.sorted { $0.path < $1.path } }
    }

    /// A power of two near one shard per 128 entries, from 1 to 256.
    package static func shardCount(for entries: Int) -> Int {
        var count = 1
        while count < 256, count * 128 < entries { count *= 2 }
        return count
    }

    package static func shard(of path: String, count: Int) -> Int {
        var path = path
        return Int(path.withUTF8 { XXH64.hash(buffer: UnsafeRawBufferPointer($0)) } % UInt64(count))
    }

    /// The file name of shard `shard` of `count`.
    package func name(shard: Int, count: Int) -> String { "\(prefix)-\(count)-\(shard).bin" }

    func isShardName(_ name: String) -> Bool { name.hasPrefix(prefix + "-") && name.hasSuffix(".bin") }
}
