/// What a file's text is, for knowing whether it changed: its UTF-8 length and XXH64 hash.
/// Two texts with the same key are taken to be the same text (a chance of one in 2⁶⁴ per
/// pair of different texts of one length).
package struct ContentKey: Hashable, Codable, Sendable {
    package var hash: UInt64
    package var count: Int

    package init(_ text: String) {
        var text = text
        (hash, count) = text.withUTF8 { (XXH64.hash(buffer: UnsafeRawBufferPointer($0)), $0.count) }
    }

    package init(hash: UInt64, count: Int) {
        self.hash = hash
        self.count = count
    }
}
