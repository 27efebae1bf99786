import Foundation

/// Countries by their ISO 3166-1 code, named in the site's language (`table`, generated from
/// Debian's iso-codes by `scripts/iso-countries`). A trip's `country:` may be a code
/// (`NO`), or a name in any of the languages (`Norway`, `Norvège`) or one of the `aliases`
/// (`UK`, `Russia`), which stands for the same country; anything else is no country (the
/// parsers warn).
package enum CountryNames {
    /// The languages of `table`'s names, in order.
    static let languages = ["en", "fr", "de", "es", "ja", "ar"]

    /// Every name of every country, folded (`norvege`), and two-letter codes → the code.
    private static let codes: [String: String] = {
        var codes: [String: String] = [:]
        for (code, names) in table {
            for name in names { codes[fold(name)] = codes[fold(name)] ?? code }
        }
        for code in table.keys { codes[code.lowercased()] = code }
        for (name, code) in aliases { codes[fold(name)] = codes[fold(name)] ?? code }
        return codes
    }()

    /// Every ISO 3166-1 alpha-2 code the table names.
    package static var allCodes: Dictionary<String, [String]>.Keys { table.keys }

    /// The code `written` stands for, or nil: an alpha-2 code in any case, or a name.
    package static func code(for written: String) -> String? {
        let trimmed = written.trimmingSpaces()
        guard !trimmed.isEmpty else { return nil }
        return codes[fold(trimmed)]
    }

    /// The country's name in `language` (a BCP 47 tag), English for a language without names.
    package static func name(code: String, language: String) -> String? {
        guard let names = table[code] else { return nil }
        let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        return names[languages.firstIndex(of: primary.lowercased()) ?? 0]
    }

    /// Case, accents and width folded, for matching names as people type them.
    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
