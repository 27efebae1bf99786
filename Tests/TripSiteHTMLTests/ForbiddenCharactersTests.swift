import Testing
import TripSiteHTML

/// `ForbiddenCharacters.occur(in:)` passes over eight plain ASCII bytes at a time. The word
/// test must refuse every byte that is not plain ASCII, at every position; and a forbidden
/// character must be found wherever it falls against the eight-byte steps, in texts of
/// every length around them.
@Suite struct ForbiddenCharactersTests {
    @Test func theWordTestRefusesEveryByteThatIsNotPlainASCII() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(
                    ForbiddenCharacters.isPlainASCII(word) == (0x20..<0x7F).contains(byte), "\(byte) at \(position)")
            }
        }
    }

    @Test func aForbiddenCharacterIsFoundWhereverItFalls() throws {
        // Swift string literals refuse noncharacters: they are made from their values.
        let values: [UInt32] = [
            0x0, 0x1, 0x9, 0xA, 0xB, 0xD, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0x85, 0x9F, 0xA0, 0xE9, 0xFDD0, 0xFDEF, 0xFDF0,
            0xFFFD, 0xFFFE, 0xFFFF, 0x6771, 0x1FFFE, 0x1FFFF, 0x10FFFF, 0x1F30B,
        ]
        for value in values {
            let scalar = try #require(Unicode.Scalar(value))
            for length in 0..<20 {
                for offset in 0...length {
                    var scalars = String.UnicodeScalarView(repeating: "x", count: length)
                    scalars.insert(scalar, at: scalars.index(scalars.startIndex, offsetBy: offset))
                    #expect(
                        ForbiddenCharacters.occur(in: String(scalars)) == ForbiddenCharacters.isForbidden(scalar),
                        "U+\(String(value, radix: 16)) at \(offset) of \(length + 1)")
                }
            }
        }
    }
}
