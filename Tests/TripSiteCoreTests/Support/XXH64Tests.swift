import Testing
import TripSiteCore

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
}
