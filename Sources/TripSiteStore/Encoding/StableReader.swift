#if canImport(Glibc)
import Glibc
#endif

/// Reads the tokens `StableEncoding` collected, in the order they were written, from a
/// buffer it does not own (the caller keeps the bytes alive around the reads). Every read
/// checks the bounds and the token's depth and kind: bytes that are not what the value being
/// read would have written, truncated or damaged, are `Corrupt`, never a crash.
///
/// A class: the containers of one `StableDecoder` read on from where the last one stopped.
package final class StableReader {
    package struct Corrupt: Error {
        package init() {}
    }

    private let buffer: UnsafeRawBufferPointer
    private var offset = 0
    /// The lists of a document read so far (`StableShared`), when the bytes were written
    /// sharing them.
    package var shared: StableShared?

    package init(_ buffer: UnsafeRawBufferPointer, shared: StableShared? = nil) {
        self.buffer = buffer
        self.shared = shared
    }

    package var isAtEnd: Bool { offset == buffer.count }

    /// The one whole value that `bytes` hold (a store's tokens, its lists shared); `Corrupt`
    /// when they are not one whole `Value`, or hold more.
    package static func value<Value: Decodable>(_ type: Value.Type, from bytes: UnsafeRawBufferPointer) throws -> Value
    {
        let reader = StableReader(bytes, shared: StableShared())
        let value = try reader.decode(type, depth: 0)
        guard reader.isAtEnd else { throw Corrupt() }
        return value
    }

    /// A value written at `depth`: through its own `StableDecodable` reading when it has one,
    /// else through `Decodable`'s containers.
    package func decode<Value: Decodable>(_ type: Value.Type = Value.self, depth: Int) throws -> Value {
        if let stable = type as? any StableDecodable.Type { return try Self.read(stable, from: self, depth: depth) }
        return try Value(from: StableDecoder(reader: self, depth: depth))
    }

    private static func read<Value, Stable: StableDecodable>(
        _ type: Stable.Type, from reader: StableReader, depth: Int
    ) throws -> Value {
        guard let value = try Stable(stableFrom: reader, depth: depth) as? Value else { throw Corrupt() }
        return value
    }

    /// Reads a `Set`'s or `Dictionary`'s members: each was encoded apart from the others
    /// and the rest of the value, then sorted, so none refers to a shared list.
    func unshared(_ body: () throws -> Void) rethrows {
        let kept = shared
        shared = nil
        defer { shared = kept }
        try body()
    }

    /// The next token's kind, if it is at `depth` (nil at the end or at another depth).
    func peek(depth: Int) -> StableEncoding.Kind? {
        guard let word = try? word(at: offset), word >> 8 == UInt64(depth) else { return nil }
        return StableEncoding.Kind(rawValue: UInt8(truncatingIfNeeded: word))
    }

    /// Takes the next token, which must be `kind` at `depth`.
    package func take(_ kind: StableEncoding.Kind, depth: Int) throws(Corrupt) {
        guard try word(at: offset) == UInt64(depth) << 8 | UInt64(kind.rawValue) else { throw Corrupt() }
        offset += 8
    }

    /// Takes a `kind` token at `depth` and the word that follows it.
    func payload(_ kind: StableEncoding.Kind, depth: Int) throws(Corrupt) -> UInt64 {
        try take(kind, depth: depth)
        defer { offset += 8 }
        return try word(at: offset)
    }

    /// The bytes of a text, key or byte-string token.
    func bytes(_ kind: StableEncoding.Kind, depth: Int) throws(Corrupt) -> UnsafeRawBufferPointer {
        let count = try payload(kind, depth: depth)
        guard count <= UInt64(buffer.count - offset) else { throw Corrupt() }
        defer { offset += Int(count) }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + Int(count)])
    }

    func text(_ kind: StableEncoding.Kind = .string, depth: Int) throws(Corrupt) -> String {
        String(decoding: try bytes(kind, depth: depth), as: UTF8.self)
    }

    /// Whether the next token is the key `name` at `depth`; takes it when it is.
    func takeKey(_ name: String, depth: Int) -> Bool {
        let start = offset
        guard let key = try? bytes(.key, depth: depth), Self.equal(key, name) else {
            offset = start
            return false
        }
        return true
    }

    /// The field `name` of the record at `depth` (`StableEncoding.field`).
    package func field<Value: StableDecodable>(_ name: String, depth: Int) throws -> Value {
        guard takeKey(name, depth: depth + 1) else { throw Corrupt() }
        return try Value(stableFrom: self, depth: depth + 2)
    }

    /// The field `name` when it is next (written `IfPresent`), else nil.
    package func field<Value: StableDecodable>(ifPresent name: String, depth: Int) throws -> Value? {
        guard takeKey(name, depth: depth + 1) else { return nil }
        if peek(depth: depth + 2) == .null {
            try take(.null, depth: depth + 2)
            return nil
        }
        return try Value(stableFrom: self, depth: depth + 2)
    }

    /// Whether the field `name` at `depth` holds a null; takes the field when it does.
    func takeNullField(_ name: String, depth: Int) -> Bool {
        let start = offset
        guard takeKey(name, depth: depth), (try? take(.null, depth: depth + 1)) != nil else {
            offset = start
            return false
        }
        return true
    }

    /// Whether the next token is the key `name` at `depth`; takes nothing.
    func nextKeyIs(_ name: String, depth: Int) -> Bool {
        let start = offset
        defer { offset = start }
        return takeKey(name, depth: depth)
    }

    /// The next token's key, when it is a key at `depth`; takes nothing.
    func nextKey(depth: Int) -> String? {
        let start = offset
        defer { offset = start }
        return try? text(.key, depth: depth)
    }

    private static func equal(_ bytes: UnsafeRawBufferPointer, _ name: String) -> Bool {
        var name = name
        return name.withUTF8 { name in
            name.count == bytes.count
                && (name.isEmpty || memcmp(name.baseAddress!, bytes.baseAddress!, name.count) == 0)
        }
    }

    private func word(at position: Int) throws(Corrupt) -> UInt64 {
        guard position >= 0, position <= buffer.count - 8 else { throw Corrupt() }
        return UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    }
}

/// The lists a document's values hold many times (`MarkdownHTML`'s images and embeds: each
/// activity's name and notes hold the whole document's), written once in a store's bytes and
/// after that by their number. Only a store asks for it; a hash sees every list whole.
package final class StableShared {
    var numbers: [AnyHashable: Int] = [:]
    var lists: [Any] = []

    package init() {}

    /// The number of `list` if it was written before; else nil, and it is numbered now.
    package func number<Element: Hashable>(of list: [Element]) -> Int? {
        if let number = numbers[list] { return number }
        numbers[list] = numbers.count
        return nil
    }

    /// A list read in full, numbered as its writer numbered it.
    package func keep(_ list: some Any) { lists.append(list) }

    package func list<Element>(_ number: UInt64) throws(StableReader.Corrupt) -> [Element] {
        guard number < UInt64(lists.count), let list = lists[Int(number)] as? [Element] else {
            throw StableReader.Corrupt()
        }
        return list
    }
}
