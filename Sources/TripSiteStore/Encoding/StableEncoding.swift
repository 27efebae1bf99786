/// What `StableHasher` hashes: each part of a value as a token, its depth in the value, its
/// kind and its payload, in the order the value encodes itself. Written depth first with
/// every token's depth, the tokens give back the value's tree, so two values that differ
/// never give the same bytes (a record's fields, a list's items and what follows them cannot
/// be confused). Numbers and lengths are little-endian; text is its UTF-8. The tokens go
/// straight into XXH64 (`XXH64.Stream`), or, for a member of a `Set` or `Dictionary`, into
/// bytes to be sorted.
@usableFromInline package struct StableEncoding {
    @usableFromInline package enum Kind: UInt8 {
        case null, `false`, `true`, int, unsigned, double, string, bytes, list, record, key, unordered, failed
    }

    @usableFromInline var stream = XXH64.Stream()
    /// The tokens as bytes, when collected rather than hashed.
    @usableFromInline var collected: [UInt8]?
    /// The lists written so far that the values written next may refer to by number, when
    /// the bytes are for a store (`StableShared`).
    package var shared: StableShared?

    @inlinable init(collecting: Bool = false) {
        if collecting { collected = [] }
    }

    /// The tokens of `value`, as a store keeps them (`StableReader` reads them back), with
    /// the lists a document holds many times written once (`StableShared`).
    package static func bytes(
        of value: some Encodable, reservingCapacity capacity: Int = 0
    ) -> [UInt8] {
        var encoding = StableEncoding(collecting: true)
        encoding.collected!.reserveCapacity(capacity)
        encoding.shared = StableShared()
        encoding.encode(value, depth: 0)
        return encoding.bytes
    }

    /// A record's field, as a keyed container writes it: its key one level below the
    /// record's `depth`, its value two.
    @inlinable package mutating func field(_ name: String, _ value: some StableHashable, depth: Int) {
        write(name, kind: .key, depth: depth + 1)
        value.stableEncode(into: &self, depth: depth + 2)
    }

    /// A field written only when it has a value (as `encodeIfPresent` writes it).
    @inlinable package mutating func field(_ name: String, ifPresent value: (some StableHashable)?, depth: Int) {
        if let value { field(name, value, depth: depth) }
    }

    /// The hash of the tokens written.
    @inlinable var digest: UInt64 { collected.map { XXH64.hash($0) } ?? stream.digest() }

    /// The tokens written, when collecting.
    @inlinable var bytes: [UInt8] { collected ?? [] }

    @inlinable package mutating func write(_ kind: Kind, depth: Int) {
        // Depth and kind in one word: depths stay far below 2^56.
        word(UInt64(depth) << 8 | UInt64(kind.rawValue))
    }

    @inlinable package mutating func write(_ kind: Kind, _ value: UInt64, depth: Int) {
        write(kind, depth: depth)
        word(value)
    }

    @inlinable mutating func write(_ text: String, kind: Kind = .string, depth: Int) {
        var text = text
        text.withUTF8 { utf8 in
            write(kind, UInt64(utf8.count), depth: depth)
            raw(UnsafeRawBufferPointer(utf8))
        }
    }

    @inlinable mutating func write(bytes value: [UInt8], depth: Int) {
        write(.bytes, UInt64(value.count), depth: depth)
        value.withUnsafeBytes { raw($0) }
    }

    @inlinable package mutating func write(_ value: Int, depth: Int) {
        write(.int, UInt64(bitPattern: Int64(value)), depth: depth)
    }

    @inlinable mutating func write(_ value: Double, depth: Int) {
        // One zero and one NaN: values equal as numbers hash alike.
        let canonical = value == 0 ? 0 : value.isNaN ? .nan : value
        write(.double, canonical.bitPattern, depth: depth)
    }

    /// A `Set`'s or a `Dictionary`'s members, each encoded one level down by `encode`, in the
    /// order of their bytes: the order the process's hash seed gave them does not matter.
    @inlinable mutating func writeUnordered<Member>(
        _ members: some Collection<Member>, depth: Int, encode: (Member, inout StableEncoding) -> Void
    ) {
        write(.unordered, UInt64(members.count), depth: depth)
        let encoded = members.map { member in
            var one = StableEncoding(collecting: true)
            encode(member, &one)
            return one.bytes
        }
        for member in encoded.sorted(by: { $0.lexicographicallyPrecedes($1) }) { member.withUnsafeBytes { raw($0) } }
    }

    /// A value, as it encodes itself: its own tokens when it is `StableHashable`, else
    /// through its `Encodable` containers.
    @inlinable mutating func encode(_ value: some Encodable, depth: Int) {
        if let value = value as? any StableHashable { return value.stableEncode(into: &self, depth: depth) }
        // Containers write through a shared reference: the encoding moves into it and back.
        let sink = StableSink(self)
        self = StableEncoding()
        sink.encodeComposite(value, depth: depth)
        self = sink.take()
    }

    @inlinable mutating func word(_ value: UInt64) {
        if collected != nil {
            withUnsafeBytes(of: value.littleEndian) { collected!.append(contentsOf: $0) }
        } else {
            stream.update(value)
        }
    }

    @inlinable mutating func raw(_ bytes: UnsafeRawBufferPointer) {
        if collected != nil { collected!.append(contentsOf: bytes) } else { stream.update(bytes) }
    }
}
