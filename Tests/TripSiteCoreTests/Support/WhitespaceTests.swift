import Foundation
import Testing
import TripSiteCore

/// `trimmingWhitespace()` trims what Foundation's `.whitespacesAndNewlines` trims.
struct WhitespaceTests {
    @Test func trimsWhatFoundationTrims() {
        let white = (0...0x3000).compactMap(Unicode.Scalar.init).filter(String.isTrimmed)
        let others: [Unicode.Scalar] = ["a", "é", "日", "\u{200C}", "\u{FEFF}", "\u{180E}", "<", "\u{1F30B}", "\u{0}"]
        // Every scalar Foundation trims is trimmed, and the reverse.
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let inFoundation = CharacterSet.whitespacesAndNewlines.contains(scalar)
            #expect(inFoundation == String.isTrimmed(scalar), "U+\(String(value, radix: 16))")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let scalars = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? white.randomElement(using: &generator)! : others.randomElement(using: &generator)!
            }
            let string = String(String.UnicodeScalarView(scalars))
            #expect(
                string.trimmingWhitespace() == string.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(scalars.map { String($0.value, radix: 16) })")
        }
    }
}
