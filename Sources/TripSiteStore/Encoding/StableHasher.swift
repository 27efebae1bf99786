/// TripSite's one stable hash: XXH64 (seed 0) of an explicit encoding of the values combined,
/// the same in every process and on every machine of either byte order. Fingerprints of a
/// build's inputs, the page store's keys, the photo cache's keys, entity tags and placeholder
/// colours all come from it (Swift's `Hasher` is seeded per process, so its values cannot be
/// kept between builds). Not for security.
///
/// Values are combined as they encode themselves (`Encodable`), through `StableEncoding`:
/// each part written with its kind and its depth in the value, so different values never
/// give the same bytes; a `Set`'s or a `Dictionary`'s members in a fixed order (sorted by
/// their encoding), whatever order the process's hash seed gives them.
@usableFromInline package struct StableHasher {
    @usableFromInline var encoding = StableEncoding()

    @inlinable package init() {}

    /// A value that writes its own tokens (text, numbers, collections, the model's dates…).
    @inlinable package mutating func combine(_ value: some StableHashable) {
        value.stableEncode(into: &encoding, depth: 0)
    }

    /// Any other value, as it encodes itself.
    @inlinable package mutating func combine(_ value: some Encodable) { encoding.encode(value, depth: 0) }

    /// The hash of what was combined.
    @inlinable package func finalize() -> Int { Int(truncatingIfNeeded: finalizeUnsigned()) }

    /// The hash of what was combined, as the 64 bits XXH64 gives.
    @inlinable package func finalizeUnsigned() -> UInt64 { encoding.digest }

    /// The stable hash of one value.
    @inlinable package static func hash(_ value: some Encodable) -> Int {
        var hasher = StableHasher()
        hasher.combine(value)
        return hasher.finalize()
    }

    /// The bytes a value encodes to: what its hash is of (for tests and for debugging a key).
    package static func encoded(_ value: some Encodable) -> [UInt8] {
        var encoding = StableEncoding(collecting: true)
        encoding.encode(value, depth: 0)
        return encoding.bytes
    }
}
