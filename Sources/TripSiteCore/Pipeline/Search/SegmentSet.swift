/// The byte strings one text has shown so far (its segments, `SearchFolding.forEachSegment`),
/// in an open-addressing table keyed by an FNV-1a hash of the bytes: cheaper per word than a
/// `Set<String>`, which would make a string of each word and hash it with SipHash. It holds
/// pointers into the text's bytes, so it lives only while they do (one `addText` call).
struct SegmentSet {
    private struct Slot {
        var hash: UInt64
        var bytes: UnsafeBufferPointer<UInt8>
    }

    private var slots: [Slot?]
    private var count = 0

    init(expected: Int) {
        var capacity = 64
        while capacity < expected * 2 { capacity *= 2 }
        slots = Array(repeating: nil, count: capacity)
    }

    /// Adds `bytes`; false when equal bytes were added before.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let hash = Self.hash(bytes)
        var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while let slot = slots[index] {
            if slot.hash == hash, slot.bytes.count == bytes.count, slot.bytes.elementsEqual(bytes) { return false }
            index = (index + 1) & (slots.count - 1)
        }
        slots[index] = Slot(hash: hash, bytes: bytes)
        count += 1
        if count * 2 > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        for case let slot? in old {
            var index = Int(truncatingIfNeeded: slot.hash) & (slots.count - 1)
            while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
            slots[index] = slot
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        // The low bits index the table: mix the high ones in.
        return hash ^ (hash >> 29)
    }
}
