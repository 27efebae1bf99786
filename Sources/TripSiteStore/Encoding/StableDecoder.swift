/// The `Decoder` a value reads itself from, at one depth of the tokens `StableEncoding` wrote
/// for it: what `StableEncoder` encoded, read back in the same order. A record's fields are
/// read in the order they were written (as `Codable`'s synthesised conformances read and
/// write them); a field written `IfPresent` and absent reads as nil.
struct StableDecoder: Decoder {
    let reader: StableReader
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try reader.take(.record, depth: depth)
        return KeyedDecodingContainer(Keyed(reader: reader, depth: depth))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try reader.take(.list, depth: depth)
        return Unkeyed(reader: reader, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(reader: reader, depth: depth) }

    /// A record's fields: each key one level down, its value two.
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: StableReader
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        /// The next field's key only: the one an enum's case is told by.
        var allKeys: [Key] { reader.nextKey(depth: depth + 1).flatMap(Key.init(stringValue:)).map { [$0] } ?? [] }

        func contains(_ key: Key) -> Bool { reader.nextKeyIs(key.stringValue, depth: depth + 1) }

        /// True when the field is absent, or holds a null (taken then); false, taking nothing,
        /// when it holds a value.
        func decodeNil(forKey key: Key) throws -> Bool {
            contains(key) ? reader.takeNullField(key.stringValue, depth: depth + 1) : true
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard reader.takeKey(key.stringValue, depth: depth + 1) else { throw StableReader.Corrupt() }
            return try reader.decode(type, depth: depth + 2)
        }

        /// A field written `IfPresent`: nil when its key is not next.
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard try present(key) else { return nil }
            return try reader.decode(type, depth: depth + 2)
        }

        // The model's most frequent fields, read without a dynamic cast.
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try field(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try field(type, key) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try field(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try field(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try field(type, key) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }

        private func field<T: StableDecodable>(_ type: T.Type, _ key: Key) throws -> T {
            guard reader.takeKey(key.stringValue, depth: depth + 1) else { throw StableReader.Corrupt() }
            return try T(stableFrom: reader, depth: depth + 2)
        }

        private func optional<T: StableDecodable>(_ type: T.Type, _ key: Key) throws -> T? {
            guard try present(key) else { return nil }
            return try T(stableFrom: reader, depth: depth + 2)
        }

        /// Takes the field's key when it is next; false, having taken the field, when it
        /// holds a null.
        private func present(_ key: Key) throws -> Bool {
            guard reader.takeKey(key.stringValue, depth: depth + 1) else { return false }
            guard reader.peek(depth: depth + 2) == .null else { return true }
            try reader.take(.null, depth: depth + 2)
            return false
        }

        func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<Nested> {
            guard reader.takeKey(key.stringValue, depth: depth + 1) else { throw StableReader.Corrupt() }
            return try StableDecoder(reader: reader, depth: depth + 2).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            guard reader.takeKey(key.stringValue, depth: depth + 1) else { throw StableReader.Corrupt() }
            return try StableDecoder(reader: reader, depth: depth + 2).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { try superDecoder(forKey: Key(stringValue: "super")!) }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            guard reader.takeKey(key.stringValue, depth: depth + 1) else { throw StableReader.Corrupt() }
            return StableDecoder(reader: reader, depth: depth + 2)
        }

    }

    /// A list's items, each one level down, until a token that is not.
    struct Unkeyed: UnkeyedDecodingContainer {
        let reader: StableReader
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var count: Int? { nil }
        private(set) var currentIndex = 0

        init(reader: StableReader, depth: Int) {
            self.reader = reader
            self.depth = depth
        }

        var isAtEnd: Bool { reader.peek(depth: depth + 1) == nil }

        mutating func decodeNil() throws -> Bool {
            guard reader.peek(depth: depth + 1) == .null else { return false }
            try reader.take(.null, depth: depth + 1)
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            defer { currentIndex += 1 }
            return try reader.decode(type, depth: depth + 1)
        }

        mutating func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type
        ) throws -> KeyedDecodingContainer<Nested> {
            defer { currentIndex += 1 }
            return try StableDecoder(reader: reader, depth: depth + 1).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            defer { currentIndex += 1 }
            return try StableDecoder(reader: reader, depth: depth + 1).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            defer { currentIndex += 1 }
            return StableDecoder(reader: reader, depth: depth + 1)
        }
    }

    /// One value, at the decoder's own depth.
    struct Single: SingleValueDecodingContainer {
        let reader: StableReader
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        /// True, taking it, when the value is a null.
        func decodeNil() -> Bool {
            guard reader.peek(depth: depth) == .null else { return false }
            return (try? reader.take(.null, depth: depth)) != nil
        }

        func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decode(type, depth: depth) }
    }
}
