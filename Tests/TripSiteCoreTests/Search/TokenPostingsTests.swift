import Testing
import TripSiteCore

/// `TokenPostings`, the search tables' own hash table, holds what a dictionary by the
/// tokens' bytes would after any sequence of additions, changes, removals and tokens coming
/// back. (Folded tokens are in NFC, so for them bytes and `String` equality agree.)
@Suite struct TokenPostingsTests {
    /// Tokens that share their first eight bytes, that differ only after them, that are
    /// empty, non-ASCII, or long: every length the hash reads differently.
    static let tokens: [String] = {
        var tokens = ["", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi"]
        tokens += [
            "alfama", "alfamb", "caf\u{E9}", "cafe\u{301}", "東京", "東", "\u{1F3D4}",
            "x" + String(repeating: "y", count: 40),
        ]
        tokens += (0..<300).map { "token\($0)" }
        return tokens
    }()

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomOperationsMatchADictionary(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var table = TokenPostings()
        var reference = Reference()
        for step in 0..<5_000 {
            let token = Self.tokens.randomElement(using: &generator)!
            let value = UInt64(step)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                table.modify(token) { $0.append(value) }
                reference[token, default: []].append(value)
            case 5..<7:
                table[token] = nil
                reference[token] = nil
            case 7:
                table[token] = [value, value + 1]
                reference[token] = [value, value + 1]
            case 8:
                table.reserveCapacity(Int.random(in: 0..<600, using: &generator))
            default:
                #expect(table.contains(token) == (reference[token] != nil))
            }
            #expect(table[token] == reference[token], "step \(step): \(token)")
        }
        #expect(table.count == reference.count)
        #expect(table.isEmpty == reference.isEmpty)
        #expect(Set(table.tokens.map { Array($0.utf8) }) == Set(reference.lists.keys))
        #expect(table.tokens.count == reference.count)
        var seen = Reference()
        table.forEachToken { token, _, list in seen[token] = list }
        #expect(seen.lists == reference.lists)
        for token in Self.tokens { #expect(table[token] == reference[token], "\(token)") }
    }

    /// The reference: lists by the tokens' UTF-8 bytes.
    struct Reference {
        var lists: [[UInt8]: [UInt64]] = [:]
        var count: Int { lists.count }
        var isEmpty: Bool { lists.isEmpty }
        subscript(token: String) -> [UInt64]? {
            get { lists[Array(token.utf8)] }
            set { lists[Array(token.utf8)] = newValue }
        }
        subscript(token: String, default value: [UInt64]) -> [UInt64] {
            get { lists[Array(token.utf8), default: value] }
            set { lists[Array(token.utf8)] = newValue }
        }
    }

    /// Equal strings are one token, whatever their storage; canonically equal but
    /// differently encoded ones are two, as the search index's tokens are bytes.
    @Test func tokensAreTheirBytes() {
        var table = TokenPostings()
        let built = String(["ab", "cdefghijklmnopqrstuv"].joined())
        table["abcdefghijklmnopqrstuv"] = [1]
        table.modify(built) { $0.append(2) }
        #expect(table.count == 1 && table[built] == [1, 2])
        table["caf\u{E9}"] = [3]
        #expect(table["cafe\u{301}"] == nil, "é precomposed and decomposed are other bytes")
    }
}
