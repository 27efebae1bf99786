import Testing
import TripSiteCore

/// A document's tokens: ASCII words are cut in their bytes (a fast path), every other word
/// scalar by scalar. Both must give what the scalar-at-a-time rules give.
struct SearchTokensTests {
    @Test func tokensAgreeWithTheRulesAppliedAScalarAtATime() {
        let pool = [
            "a", "ab", "abc", "Alfama", "don't", "x2", "2020", "Zürich", "東京2020", "京都の寺", "Straße",
            "supercalifragilisticexpialidocious", "abcdefghijklmnopqrstuvwxyz0123", "ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ",
            "naïve-café", "l'été", "ΣΊΣΥΦΟΣ", "München", "日", "ab東", "—", ",", " ", "\n",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pool.randomElement(using: &generator)! }.joined(separator: " ")
            var tokens = SearchTokens()
            tokens.addTitle(text)
            tokens.addField(text)
            tokens.addText(text)
            let expected = Self.reference(title: text, field: text, text: text)
            #expect(tokens.words == expected.words, "\(text)")
            #expect(tokens.more == expected.more, "\(text)")
        }
    }

    /// `addText` folds each distinct segment of a text once: its tokens are those of every
    /// segment added in turn, repeated or not. Over the GFM spec's examples, a text of the
    /// same words in several cases and scripts many times over, and one of 5,000 distinct
    /// words (the table of segments seen grows several times).
    @Test func aTextGivesTheTokensOfEverySegmentAddedInTurn() {
        let repeated = String(repeating: "Tromsø tromsø TROMSØ don't dont 東京 東京2020 ", count: 50)
        let distinct = (0..<5_000).map { "w\($0)x" }.joined(separator: " ")
        let texts = GFMExample.all.map(\.markdown) + [repeated, distinct]
        #expect(texts.count > 700)
        for text in texts {
            var tokens = SearchTokens()
            tokens.addText(text)
            var reference = SearchTokens()
            SearchFolding.forEachSegment(in: text) { segment, isASCII in
                reference.addTextSegment(segment, isASCII: isASCII)
            }
            #expect(tokens == reference, "\(text.prefix(80))")
        }
    }

    @Test func anASCIIWordGivesItsStartAndEveryInnerPartOfTwoLetters() {
        var tokens = SearchTokens()
        tokens.addField("Alfama")
        #expect(tokens.words == ["alfama": .fieldStart])
        #expect(Set(tokens.more.keys) == ["lfama", "fama", "ama", "ma"])
        tokens.addText("abcdefghijklmnopqrstuvwxyz")
        #expect(tokens.more["abcdefghijklmnopqrstuvwx"] == .text, "clipped to 24")
    }

    typealias Flags = SearchTokens.Flags
    typealias Tables = (words: [String: Flags], more: [String: Flags])

    /// The tokens by the rules alone: each folded word's start (clipped to 24 scalars), its
    /// inner parts of two scalars or more (or of one spaceless scalar), the text's word
    /// starts, and spaceless runs by pairs.
    static func reference(title: String, field: String, text: String) -> Tables {
        var words: [String: Flags] = [:]
        var more: [String: Flags] = [:]
        func add(_ word: String, start: Flags, inside: Flags) {
            let scalars = Array(word.unicodeScalars)
            words[clip(scalars), default: []].formUnion(start)
            for offset in scalars.indices.dropFirst()
            where scalars.count - offset >= 2 || SearchFolding.isSpaceless(scalars[offset]) {
                more[clip(Array(scalars[offset...])), default: []].formUnion(inside)
            }
        }
        for (position, word) in SearchFolding.words(title).enumerated() {
            add(word, start: [.titleStart, .titleWord(position)], inside: .titleInside)
        }
        for word in SearchFolding.words(field) { add(word, start: .fieldStart, inside: .fieldInside) }
        for word in SearchFolding.words(text) {
            let keys =
                SearchFolding.hasSpaceless(word)
                ? SearchTokens.scriptRuns(word).flatMap(SearchTokens.keys) : [clip(Array(word.unicodeScalars))]
            for key in keys { more[key, default: []].insert(.text) }
        }
        return (words, more)
    }

    static func clip(_ scalars: [Unicode.Scalar]) -> String {
        String(String.UnicodeScalarView(scalars.prefix(SearchFolding.maxTokenLength)))
    }
}
