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

    @Test func trimsSpacesAsFoundationDoes() {
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(
                CharacterSet.whitespaces.contains(scalar) == String.isSpace(scalar), "U+\(String(value, radix: 16))")
        }
        let pieces = [" ", "\t", "\n", "\r", "\u{A0}", "\u{2003}", "\u{200B}", "\u{3000}", "a", "é", "日"]
        for string in Self.randomStrings(of: pieces, count: 2000) {
            #expect(
                string.trimmingSpaces() == string.trimmingCharacters(in: .whitespaces), "\(string.debugDescription)")
        }
    }

    @Test func collapsesAsSplittingOnWhitespaceCharactersDoes() {
        let pieces = [
            "a", "Hike", " ", "  ", "\t", "\n", "\r\n", "\u{B}", "\u{C}", "\u{1C}", "é", "\u{A0}", "\u{2003}", "x-y",
            "日",
        ]
        for string in Self.randomStrings(of: pieces, count: 3000) {
            #expect(
                string.collapsingWhitespace() == string.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                "\(string.debugDescription)")
        }
    }

    /// `count` strings, each up to eight of `pieces` joined.
    static func randomStrings(of pieces: [String], count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
        }
    }
}
