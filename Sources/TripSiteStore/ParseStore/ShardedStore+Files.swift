import Foundation

extension ShardedStore {
    /// A shard file's entries; nil when it is missing, from another program or dependencies,
    /// damaged, or truncated.
    func read(_ name: String) -> [Entry]? {
        StoreFile.read(folder + "/" + name, header: header, as: [Entry].self)
    }

    /// Writes a shard file (`StoreFile`: the header, the entries' tokens, and the XXH64 of all that).
    func write(_ entries: [Entry], to name: String) {
        StoreFile.write(folder + "/" + name, header: header, value: entries)
    }

    func remove(_ name: String) { unlink(folder + "/" + name) }
}
