import Foundation

/// Where a GPX document's bytes are: an open file (read with pread(2), a buffer at a time, so
/// the file is never held in memory) or bytes already in memory (tests, fuzzing).
enum GPXSource {
    case descriptor(Int32, size: Int)
    case bytes(UnsafeRawBufferPointer)

    var size: Int {
        switch self {
        case .descriptor(_, let size): size
        case .bytes(let bytes): bytes.count
        }
    }

    /// Up to `count` bytes from `offset` (fewer at the end, none when unreadable).
    func window(at offset: Int, count: Int) -> [UInt8] {
        let count = max(0, min(count, size - offset))
        switch self {
        case .descriptor(let descriptor, _):
            var window = [UInt8](repeating: 0, count: count)
            let read = window.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return Array(window.prefix(max(0, read)))
        case .bytes(let bytes):
            return Array(bytes[offset..<offset + count])
        }
    }
}

/// What libxml2 pulls a document from: optionally a head of bytes given first (the second
/// half of a split file gets a copy of the file's head), then `source` from `offset` to `end`.
struct GPXInput {
    var head: UnsafeRawBufferPointer?
    var headOffset = 0
    var source: GPXSource
    var offset: Int
    var end: Int

    init(source: GPXSource, from offset: Int = 0, to end: Int? = nil, head: UnsafeRawBufferPointer? = nil) {
        self.source = source
        self.offset = offset
        self.end = end ?? source.size
        self.head = head
    }

    /// Fills up to `length` bytes; the count, 0 at the end, -1 on an error.
    mutating func read(into buffer: UnsafeMutablePointer<CChar>, length: Int) -> Int32 {
        if let head, headOffset < head.count {
            let count = min(length, head.count - headOffset)
            UnsafeMutableRawPointer(buffer).copyMemory(from: head.baseAddress! + headOffset, byteCount: count)
            headOffset += count
            return Int32(count)
        }
        let count = min(length, end - offset)
        guard count > 0 else { return 0 }
        switch source {
        case .descriptor(let descriptor, _):
            let read = pread(descriptor, buffer, count, off_t(offset))
            guard read >= 0 else { return -1 }
            offset += read
            return Int32(read)
        case .bytes(let bytes):
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
            offset += count
            return Int32(count)
        }
    }
}
