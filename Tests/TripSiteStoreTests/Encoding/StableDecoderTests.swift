import Foundation
import Testing
import TripSiteStore

/// What the stores keep is a value's `StableEncoding` tokens, the bytes its cache key is
/// hashed from, read back by `StableReader` through the value's own `Decodable` conformance.
@Suite struct StableDecoderTests {
    private func bytes(_ value: some Encodable) -> [UInt8] { StableEncoding.bytes(of: value) }

    private func read<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try bytes.withUnsafeBytes { try StableReader.value(type, from: $0) }
    }

    private func roundTrip<Value: Codable>(_ value: Value) throws -> Value { try read(Value.self, from: bytes(value)) }

    @Test func numbersAndTextComeBackAsWritten() throws {
        for number in [0, 1, -1, 63, -64, 64, 127, 128, 300, -300, Int(Int32.max), Int.max, Int.min] {
            #expect(try roundTrip(number) == number)
        }
        for number: UInt64 in [0, 127, 128, 16_383, 16_384, .max] { #expect(try roundTrip(number) == number) }
        for number in [0.0, 1.5, -273.15, .infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            #expect(try roundTrip(number).bitPattern == number.bitPattern)
        }
        // The hash's one zero and one NaN.
        #expect(try roundTrip(-0.0) == 0)
        #expect(try roundTrip(Double.nan).isNaN)
        for text in [
            "", "a", "fifteen bytes!!", "sixteen bytes!!!", "Ålesund — 北海道 🏔️", String(repeating: "x", count: 70_000),
        ] {
            #expect(try roundTrip(text) == text)
        }
        #expect(try roundTrip([true, false]) == [true, false])
        #expect(try roundTrip([UInt8]([0, 1, 255])) == [0, 1, 255])
        #expect(try roundTrip([[1, 2], [], [3]]) == [[1, 2], [], [3]])
        #expect(try roundTrip([Int?.none, 2, nil]) == [nil, 2, nil])
        #expect(try roundTrip(Set(["b", "a"])) == ["a", "b"])
        #expect(try roundTrip(["x": [1], "y": []]) == ["x": [1], "y": []])
    }

    /// The stored bytes are the bytes the cache key hashes: `StableHasherTests`' known answer
    /// for the same value, which no process's own seed could give. They read back equal.
    @Test func aStoredValuesBytesAreItsKeysBytesInEveryProcess() throws {
        let sample = StableHasherTests.sample
        let stored = bytes(sample)
        #expect(XXH64.hash(stored) == StableHasherTests.knownSample)
        #expect(stored == StableHasher.encoded(sample))
        #expect(try roundTrip(sample) == sample)
        var stay = sample
        stay.kind = .stay
        stay.note = "late"
        #expect(try roundTrip(stay) == stay)
    }
}
