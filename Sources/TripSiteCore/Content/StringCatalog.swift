import Foundation
import TripSiteHTML

/// The strings files a site's pages draw on, and the table they make for its language
/// (docs/theming.md, "Languages"). Three layers, each over the one before:
///
/// 1. the theme's `i18n/<language>.yml`: the built-in theme's (embedded in the binary, as
///    every file of `themes/default/`), or the site's theme folder's file of that path,
///    which replaces it whole, as every theme file does;
/// 2. the site's own `i18n/<language>.yml`, key by key (form by form for a counted phrase);
/// 3. `strings:` in site.yml, key by key (`Strings` applies them; `ConfigParser` reads them).
///
/// A key none of them gives keeps English's text (the built-in `i18n/en.yml`, the reference
/// every file is checked against), and one warning lists them all. Every strings file of
/// the site and of its theme folder is read and checked, whatever the site's language.
package struct StringCatalog: Sendable {
    /// The site's strings files as the `load` stage read them: its own (`i18n/pt.yml`) and
    /// its theme folders' (`themes/mine/i18n/pt.yml`).
    var files: [SourceFile]

    package init(files: [SourceFile] = []) {
        self.files = files
    }

    /// The folder of strings files, in a site and in a theme.
    static let folder = "i18n/"

    /// A language's table, with everything found on the way.
    struct Resolution {
        var table: StringTable
        var diagnostics: [Diagnostic] = []
        /// Whether a strings file exists for the language (none: the table is English's).
        var hasFile = false
        /// The keys, and forms of counted phrases (`count.trips.many`), that no file gives,
        /// in English's order: their texts are English's.
        var missing: [String] = []
        /// The file the missing keys' warning names: the site's, or else the theme's.
        var file = ""
        /// Why the plural rule is one/other: TripSite knows none for the language and its
        /// files name none.
        var ruleNote: String?
    }

    /// The table for a site in `language` with the theme folder `theme`, and every problem
    /// of the strings files, with the warning listing what neither they nor `overrides`
    /// (`strings:`) give.
    package func table(
        language: String, theme: String = "default", overrides: [String: String] = [:]
    ) -> (table: StringTable, diagnostics: [Diagnostic]) {
        let resolution = resolve(language: language, theme: theme)
        let warning = resolution.hasFile ? resolution.warning(overrides: overrides) : nil
        return (resolution.table, resolution.diagnostics + (warning.map { [$0] } ?? []))
    }

    /// The table for a site in `tag` (`pt-BR` reads `pt.yml`) with the theme folder `theme`.
    func resolve(language tag: String, theme: String) -> Resolution {
        let language = StringTable.primaryLanguage(of: tag)
        let found = parsed(theme: theme)
        var diagnostics = found.diagnostics
        var layers: [String: StringFile.Layer] = [:]
        for file in found.all {
            let rule = found.rule(file.language)
            let (layer, problems) = file.checked(
                against: Self.english, rule: rule, languageName: Self.name(file.language))
            diagnostics += Self.ruleProblems(file) + problems
            layers[file.path] = layer
        }
        let rule = found.rule(language)
        // The built-in file is checked by tests, not at every build.
        let themeLayer =
            found.themed[language].flatMap { layers[$0.path] }
            ?? Self.builtInFiles[language]?.checked(against: Self.english, rule: rule, languageName: "").0
        let siteLayer = found.site[language].flatMap { layers[$0.path] }
        guard let shown = found.site[language] ?? found.themed[language] ?? Self.builtInFiles[language] else {
            return Resolution(table: Self.english, diagnostics: diagnostics)
        }
        let (table, missing) = Self.table(language, rule: rule, layers: [themeLayer, siteLayer].compactMap { $0 })
        var resolution = Resolution(
            table: table, diagnostics: diagnostics, hasFile: true, missing: missing, file: shown.path)
        if PluralRule.cldr(language: language) == nil, !found.declaresRule(language) {
            resolution.ruleNote =
                "TripSite knows no plural rule for '\(language)', so counted phrases take 'one' for 1 and 'other' "
                + "otherwise; name the language's rule with \(StringFileParser.ruleKey): "
                + "(\(StringFileParser.ruleNames))"
        }
        return resolution
    }
}

/// The table of a site's language as its `SiteConfig` holds it: the model names no
/// TripSiteHTML type (docs/architecture.md, "Modules"), so the table travels in this value.
struct InterfaceTable: Hashable, Sendable {
    var table: StringTable

    static let english = InterfaceTable(table: StringCatalog.english)
}

extension InterfaceTable: Encodable {
    /// Its table's contents, for `StableHasher`: an edit of a strings file changes the
    /// configuration's fingerprint.
    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(table.language)
        try fields.encode(table.name)
        try fields.encode(table.rule.rawValue)
        try fields.encode(table.strings)
        let plurals = table.plurals.mapValues { forms in
            Dictionary(uniqueKeysWithValues: forms.map { ($0.key.rawValue, $0.value) })
        }
        try fields.encode(plurals)
    }
}

extension SiteConfig {
    /// The strings pages are written with: the language's table, `strings:` over it.
    package var interfaceStrings: Strings {
        Strings(table: interfaceTable.table, language: language, overrides: strings)
    }
}

extension Strings {
    /// The built-in theme's strings for `language` (English's for a language it has none
    /// of), `overrides` over them: for tests and tools that render without a site.
    package static func builtIn(language: String = "en", overrides: [String: String] = [:]) -> Strings {
        Strings(table: StringCatalog().table(language: language).table, language: language, overrides: overrides)
    }
}
