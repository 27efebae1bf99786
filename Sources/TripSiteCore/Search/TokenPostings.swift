/// A search table's postings by token (`SearchTable.postings`): an open-addressing table
/// keyed by a hash of the token's UTF-8 bytes (`SegmentSet.hash`). A `[String: [UInt64]]`
/// would hash every token with SipHash, making and finishing a `Hasher` for each of the
/// millions of tokens a build adds.
///
/// A removed token keeps its entry, marked removed, so that probing never has to step over
/// a hole; the entry comes back if the token does, and growing the table drops it.
package struct TokenPostings: Sendable {
    private struct Entry: Sendable {
        var token: String
        var hash: UInt64
        var list: [UInt64]
        var isRemoved = false
    }

    /// Per slot, the index of its entry plus one; 0 for an empty slot.
    private var slots: [Int32] = Array(repeating: 0, count: 16)
    private var entries: [Entry] = []
    private var removed = 0

    package init() {}

    /// How many tokens have postings.
    package var count: Int { entries.count - removed }
    package var isEmpty: Bool { count == 0 }

    /// Every token with postings, in no particular order.
    package var tokens: [String] { entries.compactMap { $0.isRemoved ? nil : $0.token } }

    /// Room for `capacity` tokens without growing.
    package mutating func reserveCapacity(_ capacity: Int) {
        if capacity * 2 > slots.count { rehash(capacity: capacity) }
        entries.reserveCapacity(capacity)
    }

    /// A token's postings; nil when it has none. Setting nil removes the token.
    package subscript(token: String) -> [UInt64]? {
        get { find(token, hash: Self.hash(token)).flatMap { entries[$0].isRemoved ? nil : entries[$0].list } }
        set {
            guard let newValue else { return remove(token) }
            modify(token) { $0 = newValue }
        }
    }

    /// Whether `token` has postings.
    package func contains(_ token: String) -> Bool { self[token] != nil }

    /// Changes the postings of `token` in place, starting from none when it has none.
    package mutating func modify(_ token: String, _ body: (inout [UInt64]) -> Void) {
        modify(token, hash: Self.hash(token), body)
    }

    /// Calls `body` with every token, its hash and its postings, in no particular order.
    package func forEachToken(_ body: (String, UInt64, [UInt64]) -> Void) {
        for entry in entries where !entry.isRemoved { body(entry.token, entry.hash, entry.list) }
    }

    /// `modify(_:_:)` for a token whose hash is known (`forEachToken` gives it).
    mutating func modify(_ token: String, hash: UInt64, _ body: (inout [UInt64]) -> Void) {
        let index = entryIndex(token, hash: hash)
        body(&entries[index].list)
    }

    /// The entry of `token`, made (or brought back, empty) when it has none.
    private mutating func entryIndex(_ token: String, hash: UInt64) -> Int {
        if let index = find(token, hash: hash) {
            if entries[index].isRemoved {
                entries[index].isRemoved = false
                entries[index].list = []
                removed -= 1
            }
            return index
        }
        if (entries.count + 1) * 2 > slots.count { rehash(capacity: max(count + 1, entries.count)) }
        entries.append(Entry(token: token, hash: hash, list: []))
        slots[freeSlot(hash)] = Int32(entries.count)
        return entries.count - 1
    }

    private mutating func remove(_ token: String) {
        guard let index = find(token, hash: Self.hash(token)), !entries[index].isRemoved else { return }
        entries[index].isRemoved = true
        entries[index].list = []
        removed += 1
    }

    private func find(_ token: String, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if entries[index].hash == hash, entries[index].token == token { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func freeSlot(_ hash: UInt64) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    /// Slots for at least `capacity` tokens at half load; removed entries are dropped.
    private mutating func rehash(capacity: Int) {
        if removed > 0 {
            entries.removeAll(where: \.isRemoved)
            removed = 0
        }
        var size = 16
        while size < max(capacity, entries.count) * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        for index in entries.indices { slots[freeSlot(entries[index].hash)] = Int32(index + 1) }
    }

    private static func hash(_ token: String) -> UInt64 {
        var token = token
        return token.withUTF8 { SegmentSet.hash($0) }
    }
}
