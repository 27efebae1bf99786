import Foundation

extension StringProtocol {
    /// The range of the first `needle`, found byte for byte in the UTF-8 storage (`memchr`
    /// for its first byte, then `memcmp`).
    /// Foundation's `range(of:)` and `contains(_:)` go through `CFStringFind` over UTF-16,
    /// costly where every page looks for its markers; markup needles (`<input `,
    /// `<!--tripsite-`) need no Unicode comparison. Nil for an empty needle.
    package func utf8Range(of needle: String) -> Range<Index>? {
        var needle = needle
        let found: Int?? = utf8.withContiguousStorageIfAvailable { haystack in
            needle.withUTF8 { Self.offset(of: $0, in: haystack) }
        }
        guard let found else { return needle.isEmpty ? nil : range(of: needle) }
        guard let offset = found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: offset)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }

    private static func offset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first, let base = haystack.baseAddress, let wanted = needle.baseAddress else {
            return nil
        }
        var start = 0
        while start + needle.count <= haystack.count {
            guard let hit = memchr(base + start, Int32(first), haystack.count - start - needle.count + 1) else {
                return nil
            }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, wanted, needle.count) == 0 { return at }
            start = at + 1
        }
        return nil
    }

    /// Whether `needle` occurs, compared byte for byte in UTF-8 (`utf8Range(of:)`).
    package func utf8Contains(_ needle: String) -> Bool { utf8Range(of: needle) != nil }
}

extension String.UTF8View {
    /// How many times `byte` occurs, counted in the string's own storage. Walked by the
    /// view's iterator, a byte costs many times what it costs in the buffer (the table
    /// limit counts pipes over every trip file).
    func count(of byte: UInt8) -> Int {
        withContiguousStorageIfAvailable { buffer in
            var count = 0
            for element in buffer where element == byte { count += 1 }
            return count
        } ?? reduce(0) { $0 + ($1 == byte ? 1 : 0) }
    }
}
