import Foundation
import Testing
import TripSiteHTML

/// The shipped string tables: each has exactly English's keys, every form its language's
/// plural rule can select, and the placeholders English has.
@Suite struct StringTableTests {
    static let translations = StringTable.all.filter { $0.language != "en" }
    static let english = StringTable.english

    @Test(arguments: translations.map(\.language))
    func hasExactlyTheEnglishKeys(_ language: String) throws {
        let table = try #require(StringTable.forLanguage(language))
        let plain = Set(table.strings.keys)
        let expected = Set(Self.english.strings.keys)
        #expect(plain.subtracting(expected).isEmpty, "keys English does not have: \(plain.subtracting(expected))")
        #expect(expected.subtracting(plain).isEmpty, "missing: \(expected.subtracting(plain).sorted())")
        #expect(Set(table.plurals.keys) == Set(Self.english.plurals.keys))
    }

    @Test(arguments: StringTable.all.map(\.language))
    func everyCountedPhraseHasEveryFormOfItsLanguage(_ language: String) throws {
        let table = try #require(StringTable.forLanguage(language))
        for (key, forms) in table.plurals {
            #expect(forms.keys.sorted() == table.rule.categories, "\(language): \(key)")
        }
    }

    @Test(arguments: translations.map(\.language))
    func placeholdersMatchEnglish(_ language: String) throws {
        let table = try #require(StringTable.forLanguage(language))
        for (key, english) in Self.english.strings {
            let text = try #require(table.strings[key])
            #expect(
                Strings.placeholders(in: text).sorted() == Strings.placeholders(in: english).sorted(),
                "\(language): \(key) = \(text)")
        }
        for (key, englishForms) in Self.english.plurals {
            let expected = Strings.placeholders(in: englishForms[.other] ?? "").sorted()
            for (category, text) in table.plurals[key] ?? [:] {
                let found = Set(Strings.placeholders(in: text))
                if category == .other {
                    #expect(found.sorted() == expected, "\(language): \(key).other = \(text)")
                } else {
                    // A form for one exact number ("رحلتان", "une activité") may say it in words.
                    #expect(found.isSubset(of: expected), "\(language): \(key).\(category) = \(text)")
                }
            }
        }
    }

    @Test(arguments: StringTable.all.map(\.language))
    func noEntryIsEmptyOrUntrimmed(_ language: String) throws {
        let table = try #require(StringTable.forLanguage(language))
        let texts = Array(table.strings) + table.plurals.flatMap { key, forms in forms.map { (key, $0.value) } }
        for (key, text) in texts where key != "rule.separator" && !key.hasPrefix("badge.state.") {
            #expect(!text.isEmpty && text.first?.isWhitespace == false && text.last?.isWhitespace == false, "\(key)")
        }
    }

    /// docs/theming.md lists every key (made by scripts/string-keys).
    @Test func theDocsListEveryKey() throws {
        let docs = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appending(path: "docs/theming.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let keys = Array(Self.english.strings.keys) + Array(Self.english.plurals.keys)
        let missing = keys.filter { !text.contains("| `\($0)` |") }.sorted()
        #expect(missing.isEmpty, "not in docs/theming.md (run scripts/string-keys): \(missing)")
    }

    @Test func aTagIsMatchedOnItsLanguage() {
        #expect(StringTable.forLanguage("fr")?.language == "fr")
        #expect(StringTable.forLanguage("fr-CA")?.language == "fr")
        #expect(StringTable.forLanguage("fr_CA")?.language == "fr")
        #expect(StringTable.forLanguage("AR-eg")?.language == "ar")
        #expect(StringTable.forLanguage("ja-JP-u-ca-japanese")?.language == "ja")
        #expect(StringTable.forLanguage("tlh") == nil)
        #expect(StringTable.forLanguage("") == nil)
    }

    @Test func anOverrideKeyIsCheckedAgainstTheLanguage() {
        #expect(StringTable.english.overrideProblem("nav.wishlist") == nil)
        #expect(StringTable.english.overrideProblem("count.trips") == nil)
        #expect(StringTable.english.overrideProblem("count.trips.one") == nil)
        #expect(StringTable.arabic.overrideProblem("count.trips.few") == nil)
        #expect(
            StringTable.english.overrideProblem("count.trips.few")
                == "English has no 'few' form (its forms: one, other)")
        #expect(StringTable.english.overrideProblem("trips.many") == "it is now 'count.trips.other'")
        #expect(StringTable.english.overrideProblem("Nav.Wishlist") == "no such key; did you mean 'nav.wishlist'?")
        #expect(StringTable.english.overrideProblem("nav.home") == "no such key")
    }
}
