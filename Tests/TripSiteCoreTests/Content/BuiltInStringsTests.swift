import Foundation
import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteTestSupport

/// The built-in theme's strings files, `themes/default/i18n/<language>.yml`: each has exactly
/// English's keys, every form its language's plural rule can select, and the placeholders
/// English has. Each is read here as a theme folder's file would be, so the build's own
/// checks (`StringFile.checked`) run over it and any problem is a diagnostic.
@Suite struct BuiltInStringsTests {
    static let folder = SharedFixtures.repositoryRoot.appending(path: "themes/default/i18n")

    static func file(_ language: String) throws -> SourceFile {
        let text = try String(contentsOf: folder.appending(path: "\(language).yml"), encoding: .utf8)
        return SourceFile(path: "themes/default/i18n/\(language).yml", text: text)
    }

    @Test func theThemeSpeaksSixLanguages() throws {
        #expect(StringCatalog.builtInLanguages == ["en", "ar", "de", "es", "fr", "ja"])
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == ["ar.yml", "de.yml", "en.yml", "es.yml", "fr.yml", "ja.yml"])
    }

    @Test(arguments: StringCatalog.builtInLanguages)
    func eachFileHasEveryKeyAndPlaceholderOfEnglish(_ language: String) throws {
        let catalog = StringCatalog(files: [try Self.file(language)])
        let (table, diagnostics) = catalog.table(language: language, theme: "default")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        #expect(Set(table.strings.keys) == Set(StringCatalog.english.strings.keys))
        #expect(Set(table.plurals.keys) == Set(StringCatalog.english.plurals.keys))
        #expect(table.rule == PluralRule.cldr(language: language))
    }

    @Test(arguments: StringCatalog.builtInLanguages)
    func everyCountedPhraseIsWrittenInEveryFormOfItsLanguage(_ language: String) throws {
        let (parsed, diagnostics) = StringFileParser.parse(try Self.file(language), language: language)
        let file = try #require(parsed, "\(diagnostics)")
        let rule = try #require(PluralRule.cldr(language: language))
        for entry in file.entries where StringCatalog.english.plurals[entry.key] != nil {
            guard case .forms(let forms) = entry.value else {
                Issue.record("\(language): \(entry.key) is one text, not its forms")
                continue
            }
            #expect(forms.map(\.category) == rule.categories.map(\.rawValue), "\(language): \(entry.key)")
        }
    }

    @Test(arguments: StringCatalog.builtInLanguages)
    func noEntryIsEmptyOrUntrimmed(_ language: String) throws {
        let table = StringCatalog().table(language: language).table
        let texts = Array(table.strings) + table.plurals.flatMap { key, forms in forms.map { (key, $0.value) } }
        for (key, text) in texts where key != "rule.separator" && !key.hasPrefix("badge.state.") {
            #expect(!text.isEmpty && text.first?.isWhitespace == false && text.last?.isWhitespace == false, "\(key)")
        }
    }

    /// docs/theming.md lists every key (made by scripts/string-keys).
    @Test func theDocsListEveryKey() throws {
        let docs = SharedFixtures.repositoryRoot.appending(path: "docs/theming.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let english = StringCatalog.english
        let keys = Array(english.strings.keys) + Array(english.plurals.keys)
        let missing = keys.filter { !text.contains("| `\($0)` |") }.sorted()
        #expect(missing.isEmpty, "not in docs/theming.md (run scripts/string-keys): \(missing)")
    }

    @Test func arabicCountsTakeEachPluralForm() {
        let strings = Strings.builtIn(language: "ar")
        #expect(
            [0, 1, 2, 3, 11, 100].map(strings.activities) == [
                "لا أنشطة", "نشاط واحد", "نشاطان", "٣ أنشطة", "١١ نشاطًا", "١٠٠ نشاط",
            ])
        #expect(strings.plural("progress.subtitle", count: 5, 3, 5) == "٣ من ٥ أنشطة")
    }

    @Test func frenchCountsMillionsWithDe() {
        let strings = Strings.builtIn(language: "fr")
        #expect(strings.trips(1) == "1 voyage")
        #expect(strings.trips(1_000_000) == "1\u{202F}000\u{202F}000 de voyages")
    }

    @Test func aRegionalTagGetsItsLanguagesStringsAndKeepsItsRegion() {
        let strings = Strings.builtIn(language: "de-CH")
        #expect(strings["nav.wishlist"] == "Wunschliste")
        #expect(strings.locale.identifier == "de-CH")
    }
}
