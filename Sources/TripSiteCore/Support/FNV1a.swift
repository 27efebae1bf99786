/// FNV-1a, 64-bit: a small hash that is the same in every run and on every machine (Swift's
/// `hashValue` is seeded per process). For values derived from content that must not change
/// between builds: a placeholder's colours, the preview server's entity tags. Not for security.
package enum FNV1a {
    /// The hash of `bytes`.
    package static func hash(_ bytes: [UInt8]) -> UInt64 { hash(of: bytes) }

    /// The hash of `text`'s UTF-8 bytes.
    package static func hash(_ text: String) -> UInt64 { hash(of: text.utf8) }

    /// The hash of the bytes in a buffer (a file's contents).
    package static func hash(buffer: UnsafeRawBufferPointer) -> UInt64 { hash(of: buffer) }

    private static func hash(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
