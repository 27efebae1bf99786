/// Where the containers of one `StableEncoding.encode` write: they outlive the call that
/// made them, so they share the bytes through this reference.
@usableFromInline final class StableSink {
    private var encoding: StableEncoding

    @usableFromInline init(_ encoding: StableEncoding) { self.encoding = encoding }

    var shared: StableShared? { encoding.shared }

    /// The bytes written, given back (the sink is not used again).
    @usableFromInline func take() -> StableEncoding {
        defer { encoding = StableEncoding() }
        return encoding
    }

    func write(_ kind: StableEncoding.Kind, depth: Int) { encoding.write(kind, depth: depth) }

    func write(key: any CodingKey, depth: Int) { encoding.write(key.stringValue, kind: .key, depth: depth) }

    func encode(_ value: some Encodable, depth: Int) {
        if let value = value as? any StableHashable { return value.stableEncode(into: &encoding, depth: depth) }
        encodeComposite(value, depth: depth)
    }

    /// A value that writes itself through containers.
    @usableFromInline func encodeComposite(_ value: some Encodable, depth: Int) {
        do {
            try value.encode(to: StableEncoder(sink: self, depth: depth))
        } catch {
            // No container here throws; a value's own `encode(to:)` may. Its key then matches
            // nothing, here or in any other process: what it was made for is made again.
            encoding.write(.failed, UInt64.random(in: .min ... .max), depth: depth)
        }
    }
}

/// The `Encoder` a value encodes itself to, at one depth of the value being hashed.
struct StableEncoder: Encoder {
    let sink: StableSink
    let depth: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.write(.record, depth: depth)
        return KeyedEncodingContainer(Keyed(sink: sink, depth: depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.write(.list, depth: depth)
        return Unkeyed(sink: sink, depth: depth)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink, depth: depth) }

    /// A record's fields: each key one level down, its value two.
    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: StableSink
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {
            sink.write(key: key, depth: depth + 1)
            sink.write(.null, depth: depth + 2)
        }

        mutating func encode(_ value: some Encodable, forKey key: Key) {
            sink.write(key: key, depth: depth + 1)
            sink.encode(value, depth: depth + 2)
        }

        mutating func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type, forKey key: Key
        )
            -> KeyedEncodingContainer<Nested>
        {
            sink.write(key: key, depth: depth + 1)
            return StableEncoder(sink: sink, depth: depth + 2).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            sink.write(key: key, depth: depth + 1)
            return StableEncoder(sink: sink, depth: depth + 2).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            sink.write(key: key, depth: depth + 1)
            return StableEncoder(sink: sink, depth: depth + 2)
        }
    }

    /// A list's items, each one level down.
    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: StableSink
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(sink: StableSink, depth: Int) {
            self.sink = sink
            self.depth = depth
        }

        mutating func encodeNil() {
            sink.write(.null, depth: depth + 1)
            count += 1
        }

        mutating func encode(_ value: some Encodable) {
            sink.encode(value, depth: depth + 1)
            count += 1
        }

        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            count += 1
            return StableEncoder(sink: sink, depth: depth + 1).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return StableEncoder(sink: sink, depth: depth + 1).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            count += 1
            return StableEncoder(sink: sink, depth: depth + 1)
        }
    }

    /// One value, at the encoder's own depth.
    struct Single: SingleValueEncodingContainer {
        let sink: StableSink
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { sink.write(.null, depth: depth) }

        mutating func encode(_ value: some Encodable) { sink.encode(value, depth: depth) }
    }
}
