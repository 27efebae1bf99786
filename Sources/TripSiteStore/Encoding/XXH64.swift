/// XXH64 (seed 0): a 64-bit hash that reads eight bytes per step in four independent lanes,
/// the same in every run and on every machine: the hash of bytes (a photo's, for its cache
/// key; a page's, for its checksum; a served file's entity tag) and, through `StableHasher`,
/// of values. Not for security.
@usableFromInline package enum XXH64 {
    @inlinable static var prime1: UInt64 { 0x9E37_79B1_85EB_CA87 }
    @inlinable static var prime2: UInt64 { 0xC2B2_AE3D_27D4_EB4F }
    @inlinable static var prime3: UInt64 { 0x1656_67B1_9E37_79F9 }
    @inlinable static var prime4: UInt64 { 0x85EB_CA77_C2B2_AE63 }
    @inlinable static var prime5: UInt64 { 0x27D4_EB2F_1656_67C5 }

    /// The hash of `bytes`.
    @inlinable package static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { hash(buffer: $0) }
    }

    /// The hash of `text`'s UTF-8 bytes.
    package static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { hash(buffer: UnsafeRawBufferPointer($0)) }
    }

    /// The hash of the bytes in a buffer (a file's contents).
    @inlinable package static func hash(buffer: UnsafeRawBufferPointer) -> UInt64 {
        var lanes = initialLanes
        var offset = 0
        while offset + 32 <= buffer.count {
            stripe(&lanes, buffer, offset)
            offset += 32
        }
        return finish(lanes, total: buffer.count, tail: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
    }

    /// XXH64 of bytes given in parts: the same value as `hash` of them all at once, with no
    /// copy of them kept (what `StableHasher` writes its tokens into).
    @usableFromInline package struct Stream {
        @usableFromInline var lanes = initialLanes
        /// Bytes of an unfinished stripe.
        @usableFromInline var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        @usableFromInline var pendingCount = 0
        @usableFromInline var total = 0

        @inlinable package init() {}

        @inlinable package mutating func update(_ input: UnsafeRawBufferPointer) {
            guard let base = input.baseAddress, !input.isEmpty else { return }
            total += input.count
            var offset = 0
            if pendingCount > 0 {
                offset = min(32 - pendingCount, input.count)
                let filled = pendingCount
                withUnsafeMutableBytes(of: &pending) {
                    $0.baseAddress!.advanced(by: filled).copyMemory(from: base, byteCount: offset)
                }
                pendingCount += offset
                guard pendingCount == 32 else { return }
                let lanesBefore = lanes
                lanes = withUnsafeBytes(of: pending) { stripe in
                    var lanes = lanesBefore
                    XXH64.stripe(&lanes, stripe, 0)
                    return lanes
                }
                pendingCount = 0
            }
            while offset + 32 <= input.count {
                XXH64.stripe(&lanes, input, offset)
                offset += 32
            }
            let rest = input.count - offset
            if rest > 0 {
                withUnsafeMutableBytes(of: &pending) {
                    $0.baseAddress!.copyMemory(from: base + offset, byteCount: rest)
                }
                pendingCount = rest
            }
        }

        @inlinable package mutating func update(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { update($0) }
        }

        @inlinable package func digest() -> UInt64 {
            withUnsafeBytes(of: pending) { pending in
                XXH64.finish(lanes, total: total, tail: UnsafeRawBufferPointer(rebasing: pending[..<pendingCount]))
            }
        }
    }

    @inlinable static var initialLanes: (UInt64, UInt64, UInt64, UInt64) { (prime1 &+ prime2, prime2, 0, 0 &- prime1) }

    @inlinable @inline(__always)
    static func stripe(
        _ lanes: inout (UInt64, UInt64, UInt64, UInt64), _ buffer: UnsafeRawBufferPointer, _ offset: Int
    ) {
        lanes.0 = round(lanes.0, word(buffer, offset))
        lanes.1 = round(lanes.1, word(buffer, offset + 8))
        lanes.2 = round(lanes.2, word(buffer, offset + 16))
        lanes.3 = round(lanes.3, word(buffer, offset + 24))
    }

    /// The hash of `total` bytes, from the lanes of their whole stripes and the bytes after.
    @inlinable
    static func finish(
        _ lanes: (UInt64, UInt64, UInt64, UInt64), total: Int, tail: UnsafeRawBufferPointer
    ) -> UInt64 {
        var hash: UInt64 = prime5
        if total >= 32 {
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            hash = merge(hash, lanes.0)
            hash = merge(hash, lanes.1)
            hash = merge(hash, lanes.2)
            hash = merge(hash, lanes.3)
        }
        hash &+= UInt64(total)
        var offset = 0
        while offset + 8 <= tail.count {
            hash ^= round(0, word(tail, offset))
            hash = rotate(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= tail.count {
            hash ^= UInt64(tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* prime1
            hash = rotate(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < tail.count {
            hash ^= UInt64(tail[offset]) &* prime5
            hash = rotate(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime3
        hash ^= hash >> 32
        return hash
    }

    @inlinable @inline(__always)
    static func word(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inlinable @inline(__always)
    static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    @inlinable @inline(__always)
    static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inlinable @inline(__always)
    static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }
}
