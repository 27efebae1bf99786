import Testing
import TripSiteCore

/// The one FNV-1a: the published 64-bit test vectors, for text and for bytes alike, so the
/// placeholder colours and the preview server's entity tags never drift.
@Suite struct FNV1aTests {
    @Test(arguments: [
        ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ])
    func publishedVectors(_ text: String, _ expected: UInt64) {
        #expect(FNV1a.hash(text) == expected)
        #expect(FNV1a.hash(Array(text.utf8)) == expected)
    }
}
