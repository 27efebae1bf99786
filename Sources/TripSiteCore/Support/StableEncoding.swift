/// The bytes `StableHasher` hashes: each part of a value as a token, its depth in the value,
/// its kind and its payload, in the order the value encodes itself. Written depth first with
/// every token's depth, the tokens give back the value's tree, so two values that differ
/// never give the same bytes (a record's fields, a list's items and what follows them cannot
/// be confused). Numbers and lengths are little-endian; text is its UTF-8.
package struct StableEncoding {
    enum Kind: UInt8 {
        case null, `false`, `true`, int, unsigned, double, string, bytes, list, record, key, unordered, failed
    }

    private(set) var bytes: [UInt8] = []

    mutating func write(_ kind: Kind, depth: Int) {
        word(UInt64(depth))
        bytes.append(kind.rawValue)
    }

    mutating func write(_ kind: Kind, _ value: UInt64, depth: Int) {
        write(kind, depth: depth)
        word(value)
    }

    mutating func write(_ text: String, kind: Kind = .string, depth: Int) {
        write(kind, UInt64(text.utf8.count), depth: depth)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(bytes value: [UInt8], depth: Int) {
        write(.bytes, UInt64(value.count), depth: depth)
        bytes.append(contentsOf: value)
    }

    mutating func write(_ value: Double, depth: Int) {
        // One zero and one NaN: values equal as numbers hash alike.
        let canonical = value == 0 ? 0 : value.isNaN ? .nan : value
        write(.double, canonical.bitPattern, depth: depth)
    }

    /// A `Set`'s or a `Dictionary`'s members, each encoded one level down, sorted by their
    /// bytes: the order the process's hash seed gave them does not matter.
    mutating func writeUnordered(_ members: [[UInt8]], depth: Int) {
        write(.unordered, UInt64(members.count), depth: depth)
        for member in members.sorted(by: { $0.lexicographicallyPrecedes($1) }) { bytes.append(contentsOf: member) }
    }

    /// A value, as it encodes itself.
    mutating func encode(_ value: some Encodable, depth: Int) {
        if writePrimitive(value, depth: depth) { return }
        if let members = value as? any StableUnordered { return members.writeMembers(into: &self, depth: depth) }
        // Containers write through a shared reference: the bytes move into it and back.
        let sink = StableSink(self)
        self = StableEncoding()
        sink.encodeComposite(value, depth: depth)
        self = sink.take()
    }

    /// Writes `value` when it is one of the kinds written directly; false otherwise.
    mutating func writePrimitive(_ value: some Encodable, depth: Int) -> Bool {
        switch value {
        case let text as String: write(text, depth: depth)
        case let number as Int: write(.int, UInt64(bitPattern: Int64(number)), depth: depth)
        case let flag as Bool: write(flag ? .true : .false, depth: depth)
        case let number as Double: write(number, depth: depth)
        case let data as [UInt8]: write(bytes: data, depth: depth)
        case let number as Int64: write(.int, UInt64(bitPattern: number), depth: depth)
        case let number as UInt64: write(.unsigned, number, depth: depth)
        case let number as Int32: write(.int, UInt64(bitPattern: Int64(number)), depth: depth)
        case let number as UInt32: write(.unsigned, UInt64(number), depth: depth)
        case let number as Int16: write(.int, UInt64(bitPattern: Int64(number)), depth: depth)
        case let number as UInt16: write(.unsigned, UInt64(number), depth: depth)
        case let number as Int8: write(.int, UInt64(bitPattern: Int64(number)), depth: depth)
        case let number as UInt8: write(.unsigned, UInt64(number), depth: depth)
        case let number as UInt: write(.unsigned, UInt64(number), depth: depth)
        case let number as Float: write(Double(number), depth: depth)
        default: return false
        }
        return true
    }

    private mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Collections whose members have no order of their own.
protocol StableUnordered {
    func writeMembers(into encoding: inout StableEncoding, depth: Int)
}

extension Set: StableUnordered where Element: Encodable {
    func writeMembers(into encoding: inout StableEncoding, depth: Int) {
        encoding.writeUnordered(
            map { member in
                var one = StableEncoding()
                one.encode(member, depth: depth + 1)
                return one.bytes
            }, depth: depth)
    }
}

extension Dictionary: StableUnordered where Key: Encodable, Value: Encodable {
    func writeMembers(into encoding: inout StableEncoding, depth: Int) {
        encoding.writeUnordered(
            map { key, value in
                var one = StableEncoding()
                one.write(.list, depth: depth + 1)
                one.encode(key, depth: depth + 2)
                one.encode(value, depth: depth + 2)
                return one.bytes
            }, depth: depth)
    }
}
