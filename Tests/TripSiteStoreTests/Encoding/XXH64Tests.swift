import Testing
import TripSiteStore

/// XXH64 with seed 0 against the reference implementation's values (python-xxhash 3.x), for
/// each path through it: under 32 bytes (no lanes), the 8-, 4- and 1-byte tails, and several
/// 32-byte stripes; so photos' cache keys and file names never drift.
@Suite struct XXH64Tests {
    @Test(arguments: [
        ("", 0xef46_db37_51d8_e999 as UInt64), ("a", 0xd24e_c4f1_a98c_6e5b), ("abc", 0x44bc_2cf5_ad77_0999),
        ("0123456789abcdefghijklmnopqrstuvwxyz", 0x6919_6c1b_3af0_bff9),
    ])
    func referenceVectors(_ text: String, _ expected: UInt64) {
        #expect(XXH64.hash(Array(text.utf8)) == expected)
    }

    @Test func severalStripesAndEveryTail() {
        let bytes = (0..<768).map { UInt8($0 % 256) } + Array("xyz".utf8)
        #expect(XXH64.hash(bytes) == 0xe921_a1b4_5bd7_79f8)
        #expect(bytes.withUnsafeBytes { XXH64.hash(buffer: $0) } == 0xe921_a1b4_5bd7_79f8)
    }

    /// Bytes given in parts of every size give the hash of the whole.
    @Test func aStreamInPartsHashesAsTheWhole() {
        let bytes = (0..<300).map { UInt8(($0 * 7 + 3) % 256) }
        for length in [0, 1, 3, 31, 32, 33, 64, 100, 300] {
            let whole = Array(bytes.prefix(length))
            for part in [1, 2, 5, 8, 31, 32, 33, 97] {
                var stream = XXH64.Stream()
                var offset = 0
                while offset < whole.count {
                    let end = min(offset + part, whole.count)
                    whole[offset..<end].withUnsafeBytes { stream.update($0) }
                    offset = end
                }
                #expect(stream.digest() == XXH64.hash(whole), "\(length) bytes in parts of \(part)")
            }
        }
    }
}
