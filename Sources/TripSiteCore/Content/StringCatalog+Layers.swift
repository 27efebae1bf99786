import Foundation
import TripSiteHTML

extension StringCatalog {
    /// The built-in theme's strings files (`themes/default/i18n/`, embedded), parsed once a
    /// process, by language. Their problems are `BuiltInStringsTests`' to find.
    static let builtInFiles: [String: StringFile] = {
        var files: [String: StringFile] = [:]
        for (path, bytes) in ThemeAssets.embedded where path.hasPrefix(folder) {
            guard let language = StringFile.language(ofFileNamed: String(path.dropFirst(folder.count))) else {
                continue
            }
            let source = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
            if let file = StringFileParser.parse(source, language: language).0 { files[language] = file }
        }
        return files
    }()

    /// Built-in English: every key a page asks for, with the text the others are checked
    /// against and that fills in what they leave out.
    package static let english: StringTable = {
        let file = builtInFiles["en"] ?? StringFile(path: "i18n/en.yml", language: "en")
        let layer = file.checked(against: nil, rule: .oneOther, languageName: "English").0
        return StringTable(
            language: "en", name: name("en"), rule: .oneOther, strings: layer.strings, plurals: layer.plurals)
    }()

    /// English's keys in its file's order, for the list of missing ones.
    static let englishKeys: [String] = builtInFiles["en"]?.entries.map(\.key) ?? []

    /// The languages the built-in theme speaks, English first.
    package static let builtInLanguages: [String] = ["en"] + builtInFiles.keys.filter { $0 != "en" }.sorted()

    /// The languages a site with the theme folder `theme` has strings for, English first.
    func languages(theme: String) -> [String] {
        let found = parsed(theme: theme)
        let extra = Set(found.site.keys).union(found.themed.keys).subtracting(Self.builtInLanguages)
        return Self.builtInLanguages + extra.sorted()
    }

    /// A language's name in English ("Portuguese"), or its subtag when Foundation has none.
    static func name(_ language: String) -> String {
        Locale(identifier: "en").localizedString(forLanguageCode: language) ?? language
    }

    /// The site's strings files and its theme folder's, parsed.
    struct SiteFiles {
        /// The site's own (`i18n/`), by language.
        var site: [String: StringFile] = [:]
        /// Its theme folder's (`themes/<name>/i18n/`), by language.
        var themed: [String: StringFile] = [:]
        var diagnostics: [Diagnostic] = []

        /// Every file, the theme's first, each group in path order.
        var all: [StringFile] {
            themed.values.sorted { $0.path < $1.path } + site.values.sorted { $0.path < $1.path }
        }

        /// The files that may name a language's rule, the site's first.
        private func naming(_ language: String) -> [StringFile] {
            [site[language], themed[language] ?? StringCatalog.builtInFiles[language]].compactMap { $0 }
        }

        /// A language's plural rule: CLDR's where TripSite has it, else the one its files
        /// name (the site's over the theme's), else one/other.
        func rule(_ language: String) -> PluralRule {
            if let known = PluralRule.cldr(language: language) { return known }
            return naming(language).lazy.compactMap { $0.declaredRule.flatMap { PluralRule(rawValue: $0.name) } }
                .first ?? .oneOther
        }

        func declaresRule(_ language: String) -> Bool {
            naming(language).contains { $0.declaredRule.flatMap { PluralRule(rawValue: $0.name) } != nil }
        }
    }

    /// The site's strings files and its theme folder's, parsed, by language; a file in
    /// `i18n/` named for no language is a warning.
    func parsed(theme: String) -> SiteFiles {
        var found = SiteFiles()
        let themeFolder = "themes/\(theme)/\(Self.folder)"
        for source in files {
            let folder = source.path.hasPrefix(Self.folder) ? Self.folder : themeFolder
            guard source.path.hasPrefix(folder) else { continue }
            guard let language = StringFile.language(ofFileNamed: String(source.path.dropFirst(folder.count))) else {
                found.diagnostics.append(
                    .warning(
                        "not read: a strings file is named for its language's primary subtag: pt.yml (not pt-BR.yml "
                            + "or pt.yaml)",
                        file: source.path))
                continue
            }
            let (file, problems) = StringFileParser.parse(source, language: language)
            found.diagnostics += problems
            guard let file else { continue }
            if folder == Self.folder { found.site[language] = file } else { found.themed[language] = file }
        }
        return found
    }

    /// What is wrong with a file's `_plural:`: a name that is no rule (an error), or a rule for
    /// a language whose CLDR rule TripSite has (a warning: CLDR's is used).
    static func ruleProblems(_ file: StringFile) -> [Diagnostic] {
        guard let (name, place) = file.declaredRule else { return [] }
        guard let rule = PluralRule(rawValue: name) else {
            return [
                .error(
                    "'\(StringFileParser.ruleKey)' must be one of \(StringFileParser.ruleNames), not '\(name)'",
                    file: file.path, line: place.line, column: place.column)
            ]
        }
        guard let known = PluralRule.cldr(language: file.language), known != rule else { return [] }
        return [
            .warning(
                "'\(StringFileParser.ruleKey): \(name)' is not used: \(Self.name(file.language)) counts by CLDR's rule, "
                    + "'\(known.rawValue)'", file: file.path, line: place.line, column: place.column)
        ]
    }

    /// The table the layers make, each over the one before, with English's texts for what
    /// none gives; and what that is, in English's order.
    static func table(
        _ language: String, rule: PluralRule, layers: [StringFile.Layer]
    ) -> (table: StringTable, missing: [String]) {
        var strings: [String: String] = [:]
        var plurals: [String: [PluralCategory: String]] = [:]
        for layer in layers {
            strings.merge(layer.strings) { _, new in new }
            for (key, forms) in layer.plurals { plurals[key, default: [:]].merge(forms) { _, new in new } }
        }
        var missing: [String] = []
        for key in englishKeys {
            if let text = english.strings[key] {
                if strings[key] == nil { missing.append(key) }
                strings[key] = strings[key] ?? text
            } else if let englishForms = english.plurals[key] {
                let given = plurals[key] ?? [:]
                if given.isEmpty { missing.append(key) }
                var forms: [PluralCategory: String] = [:]
                for category in rule.categories {
                    if !given.isEmpty, given[category] == nil { missing.append("\(key).\(category.rawValue)") }
                    forms[category] = given[category] ?? given[.other] ?? englishForms[category] ?? englishForms[.other]
                }
                plurals[key] = forms
            }
        }
        let table = StringTable(
            language: language, name: name(language), rule: rule, strings: strings, plurals: plurals)
        return (table, missing)
    }
}

extension StringCatalog.Resolution {
    /// One warning for every key no file gives and `strings:` (`overrides`) does not either,
    /// with the note on the plural rule; nil when there is nothing to say.
    func warning(overrides: [String: String]) -> Diagnostic? {
        let shown = missing.filter { key in
            if overrides[key] != nil { return false }
            if let forms = table.plurals[key] {
                return !forms.keys.allSatisfy { overrides["\(key).\($0.rawValue)"] != nil }
            }
            guard let dot = key.lastIndex(of: ".") else { return true }
            return overrides[String(key[..<dot])] == nil
        }
        var parts: [String] = []
        if !shown.isEmpty {
            parts.append(
                "\(shown.count) \(shown.count == 1 ? "string is" : "strings are") missing from \(table.name), "
                    + "so pages show \(shown.count == 1 ? "it" : "them") in English: \(shown.joined(separator: ", "))")
        }
        if let ruleNote { parts.append(ruleNote) }
        guard !parts.isEmpty else { return nil }
        return .warning(parts.joined(separator: "; "), file: file, line: 1)
    }
}
