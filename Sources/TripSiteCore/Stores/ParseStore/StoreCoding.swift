/// A value the parse store can keep: written as bytes by `StoreWriter` and read back by
/// `StoreReader`, field by field in a fixed order, with no names and no padding. A type's
/// `write` and `init(from:)` list the same fields in the same order; `StoreCodingTests`
/// checks every stored type both ways and counts its fields, so one added later without
/// being stored fails there.
package protocol StoreCodable {
    func write(to writer: inout StoreWriter)
    init(from reader: inout StoreReader) throws(StoreReader.Corrupt)
}

/// Bytes for the parse store. Integers are LEB128 varints (signed ones zigzagged, so a
/// small negative number stays short), doubles their 8 bytes, strings a length and their
/// UTF-8, optionals and arrays a count first.
package struct StoreWriter {
    package private(set) var bytes: [UInt8] = []
    /// The lists `writeShared` wrote, by value, with their numbers.
    private var sharedImages: [[MarkdownImage]: Int] = [:]
    private var sharedEmbeds: [[MarkdownEmbed]: Int] = [:]

    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    package mutating func write(_ value: some StoreCodable) { value.write(to: &self) }

    mutating func write<Value: StoreCodable>(_ value: Value?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        value.write(to: &self)
    }

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A document's images: written once, then by number. Each activity's name and notes
    /// hold the whole document's lists (their markers count in them), so a trip of twenty
    /// activities would store its images twenty times, and read back twenty lists where the
    /// parse made one.
    mutating func writeShared(_ images: [MarkdownImage]) {
        var table = sharedImages
        sharedImages = [:]
        writeShared(images, in: &table)
        sharedImages = table
    }

    mutating func writeShared(_ embeds: [MarkdownEmbed]) {
        var table = sharedEmbeds
        sharedEmbeds = [:]
        writeShared(embeds, in: &table)
        sharedEmbeds = table
    }

    /// 0 for none, 1 and the list the first time, 2 + its number after.
    private mutating func writeShared<Element: StoreCodable & Hashable>(
        _ list: [Element], in table: inout [[Element]: Int]
    ) {
        if list.isEmpty { return unsigned(0) }
        if let number = table[list] { return unsigned(UInt64(number) + 2) }
        table[list] = table.count
        unsigned(1)
        write(list)
    }

    /// Bytes as they are, with no count (the reader must know how many).
    mutating func raw(_ data: some Collection<UInt8>) { bytes.append(contentsOf: data) }
}

/// Reads what `StoreWriter` wrote, from a buffer it does not own (the caller keeps the bytes
/// alive around the reads). Every read checks the bounds: a truncated or damaged file is
/// `Corrupt`, never a crash.
package struct StoreReader {
    package struct Corrupt: Error {}

    private let buffer: UnsafeRawBufferPointer
    private(set) var offset = 0
    /// The lists `readShared` read, in order: the writer's numbers.
    private var sharedImages: [[MarkdownImage]] = []
    private var sharedEmbeds: [[MarkdownEmbed]] = []

    package init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    package var isAtEnd: Bool { offset == buffer.count }

    package mutating func read<Value: StoreCodable>(_ type: Value.Type = Value.self) throws(Corrupt) -> Value {
        try Value(from: &self)
    }

    package mutating func read<Value: StoreCodable>(_ type: Value?.Type = Value?.self) throws(Corrupt) -> Value? {
        switch try byte() {
        case 0: return nil
        case 1: return try Value(from: &self)
        default: throw Corrupt()
        }
    }

    /// A list `StoreWriter.writeShared` wrote: the same array (one storage) each time.
    mutating func readShared(_ type: [MarkdownImage].Type) throws(Corrupt) -> [MarkdownImage] {
        var table = sharedImages
        sharedImages = []
        defer { sharedImages = table }
        return try readShared(in: &table)
    }

    mutating func readShared(_ type: [MarkdownEmbed].Type) throws(Corrupt) -> [MarkdownEmbed] {
        var table = sharedEmbeds
        sharedEmbeds = []
        defer { sharedEmbeds = table }
        return try readShared(in: &table)
    }

    private mutating func readShared<Element: StoreCodable>(in table: inout [[Element]]) throws(Corrupt) -> [Element] {
        switch try unsigned() {
        case 0: return []
        case 1:
            let list: [Element] = try read()
            table.append(list)
            return list
        case let number:
            guard number - 2 < UInt64(table.count) else { throw Corrupt() }
            return table[Int(number - 2)]
        }
    }

    mutating func byte() throws(Corrupt) -> UInt8 {
        guard offset < buffer.count else { throw Corrupt() }
        defer { offset += 1 }
        return buffer[offset]
    }

    mutating func unsigned() throws(Corrupt) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            guard shift < 64 else { throw Corrupt() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A count of things that follow, each at least a byte: never more than the bytes left.
    mutating func count() throws(Corrupt) -> Int {
        let count = try unsigned()
        guard count <= UInt64(buffer.count - offset) else { throw Corrupt() }
        return Int(count)
    }

    /// The next `count` bytes, read where they are.
    mutating func raw(_ count: Int) throws(Corrupt) -> UnsafeRawBufferPointer {
        guard count >= 0, count <= buffer.count - offset else { throw Corrupt() }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count])
    }
}

extension Array: StoreCodable where Element: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.unsigned(UInt64(count))
        for element in self { element.write(to: &writer) }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        let count = try reader.count()
        self.init()
        // Not for none: the empty array then stays the shared one, allocating nothing.
        if count > 0 { reserveCapacity(count) }
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
}

extension UInt64: StoreCodable {
    package func write(to writer: inout StoreWriter) { writer.unsigned(self) }
    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) { self = try reader.unsigned() }
}

extension Int: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        writer.unsigned(UInt64(bitPattern: Int64((self << 1) ^ (self >> (Int.bitWidth - 1)))))
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        let zigzag = try reader.unsigned()
        self = Int(truncatingIfNeeded: Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    }
}

extension Bool: StoreCodable {
    package func write(to writer: inout StoreWriter) { writer.raw(CollectionOfOne(self ? 1 : 0)) }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        switch try reader.byte() {
        case 0: self = false
        case 1: self = true
        default: throw StoreReader.Corrupt()
        }
    }
}

extension Double: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        withUnsafeBytes(of: bitPattern.littleEndian) { writer.raw($0) }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        let bytes = try reader.raw(8)
        self = Double(bitPattern: UInt64(littleEndian: bytes.loadUnaligned(as: UInt64.self)))
    }
}

extension String: StoreCodable {
    package func write(to writer: inout StoreWriter) {
        var copy = self
        copy.withUTF8 { utf8 in
            writer.unsigned(UInt64(utf8.count))
            writer.raw(utf8)
        }
    }

    package init(from reader: inout StoreReader) throws(StoreReader.Corrupt) {
        let bytes = try reader.raw(try reader.count())
        self = String(decoding: bytes, as: UTF8.self)
    }
}
