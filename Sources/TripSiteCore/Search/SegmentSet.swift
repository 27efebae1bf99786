#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The byte strings one text has shown so far (its segments, `SearchFolding.forEachSegment`),
/// in an open-addressing table keyed by a hash of the bytes: cheaper per word than a
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
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        let found: Bool = slots.withUnsafeMutableBufferPointer { slots in
            while let slot = slots[index] {
                if slot.hash == hash, slot.bytes.count == bytes.count,
                    bytes.isEmpty || memcmp(slot.bytes.baseAddress!, bytes.baseAddress!, bytes.count) == 0
                {
                    return true
                }
                index = (index + 1) & mask
            }
            slots[index] = Slot(hash: hash, bytes: bytes)
            return false
        }
        if found { return false }
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

    /// The table's hash of a segment: its bytes eight at a time (a segment is a word or two,
    /// so one or two loads), each step multiplied and folded as SplitMix64 mixes. A hash
    /// table's, never kept: `StableHasher` and `XXH64` are for values kept or compared
    /// between processes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return hash }
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            offset += 8
        }
        if offset < bytes.count { hash = mix(hash ^ tail(base + offset, count: bytes.count - offset)) }
        return hash
    }

    /// The last 1 to 7 bytes as one integer, read four, two and one at a time: most words
    /// are shorter than eight bytes, and a loop over them would go a byte at a time.
    @inline(__always)
    private static func tail(_ start: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(start)
        var value: UInt64 = 0
        var offset = 0
        if count & 4 != 0 {
            value = UInt64(raw.loadUnaligned(as: UInt32.self))
            offset = 4
        }
        if count & 2 != 0 {
            value |= UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << (8 * UInt64(offset))
            offset += 2
        }
        if count & 1 != 0 { value |= UInt64(start[offset]) << (8 * UInt64(offset)) }
        return value
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
