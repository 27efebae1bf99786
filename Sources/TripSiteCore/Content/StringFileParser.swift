import TripSiteHTML
import Yams

/// One strings file (`i18n/fr.yml`) as written: its texts by key, each with the place it is
/// at, and the plural rule it names (`_plural:`). `StringFileParser` reads the shape;
/// `checked(against:rule:)` compares the texts with English.
package struct StringFile: Sendable {
    package struct Place: Sendable, Hashable {
        package var line: Int?
        package var column: Int?
    }

    /// A text, or a counted phrase's texts by plural form.
    package enum Value: Sendable {
        case text(String)
        case forms([Form])
    }

    package struct Form: Sendable {
        /// As written: a CLDR category (`one`) if the file is right.
        package var category: String
        package var text: String
        package var place: Place
    }

    package struct Entry: Sendable {
        package var key: String
        package var value: Value
        package var place: Place
    }

    /// Path relative to the site folder (`i18n/pt.yml`, `themes/mine/i18n/pt.yml`), or the
    /// built-in theme's (`i18n/fr.yml` of the embedded theme), for diagnostics.
    package var path: String
    /// The language it is named for: the file name's stem, lowercased (`pt`).
    package var language: String
    /// The entries in the file's order.
    package var entries: [Entry] = []
    /// `_plural:`, the rule's name as written and where, when the file has one.
    package var declaredRule: (name: String, place: Place)?

    /// The language a strings file's name gives (`pt.yml` → `pt`), or nil when the name is not
    /// a language subtag (2 to 8 letters; a region, `pt-BR.yml`, is not read) and `.yml`.
    static func language(ofFileNamed name: String) -> String? {
        guard name.hasSuffix(".yml") else { return nil }
        let stem = name.dropLast(4)
        guard (2...8).contains(stem.count), stem.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return stem.lowercased()
    }
}

/// Reads a strings file: a mapping of keys to texts, a counted phrase's texts as a mapping of
/// plural forms (`count.trips: {one: "%d trip", other: "%d trips"}`), and `_plural:`. Every
/// problem is a diagnostic at its line; reading goes on after one.
package enum StringFileParser {
    /// The key of a file's plural rule, for a language TripSite knows no rule of.
    static let ruleKey = "_plural"

    package static func parse(_ file: SourceFile, language: String) -> (StringFile?, [Diagnostic]) {
        var text = file.text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let node: Yams.Node?
        switch YAMLFields.compose(text, file: file.path, lineOffset: 0) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let value): node = value
        }
        var diagnostics = Diagnostics()
        var result = StringFile(path: file.path, language: language)
        // No document, or an empty one, is an empty file.
        let isEmpty = node.map(YAMLFields.isNull) ?? true
        guard let mapping = node?.mapping ?? (isEmpty ? Yams.Node.Mapping([]) : nil) else {
            diagnostics.error(
                "a strings file must be a mapping of keys to texts (nav.wishlist: Wishlist)", file: file.path, line: 1)
            return (nil, diagnostics.all)
        }
        if let warning = ForbiddenCharacterCheck.warning(
            for: SourceFile(path: file.path, text: text), yaml: node, lineOffset: 0)
        {
            diagnostics.append(warning)
        }
        for (key, value) in mapping {
            let place = StringFile.Place(line: key.mark?.line, column: key.mark?.column)
            guard let name = key.scalar?.string else {
                diagnostics.error("keys must be plain names", file: file.path, line: place.line, column: place.column)
                continue
            }
            if name == ruleKey {
                readRule(value, place: place, into: &result, diagnostics: &diagnostics)
            } else if let value = readValue(name, value, file: file.path, diagnostics: &diagnostics) {
                result.entries.append(StringFile.Entry(key: name, value: value, place: place))
            }
        }
        return (result, diagnostics.all)
    }

    private static func readRule(
        _ value: Yams.Node, place: StringFile.Place, into file: inout StringFile, diagnostics: inout Diagnostics
    ) {
        guard let name = value.scalar?.string, !YAMLFields.isNull(value) else {
            diagnostics.error(
                "'\(ruleKey)' must name a plural rule (\(ruleNames))", file: file.path, line: place.line,
                column: place.column)
            return
        }
        file.declaredRule = (name, StringFile.Place(line: value.mark?.line, column: value.mark?.column))
    }

    /// The names `_plural:` takes, for messages.
    static var ruleNames: String { PluralRule.allCases.map(\.rawValue).joined(separator: ", ") }

    /// A key's text, or its plural forms' texts; nil (with an error) for anything else.
    private static func readValue(
        _ key: String, _ node: Yams.Node, file: String, diagnostics: inout Diagnostics
    ) -> StringFile.Value? {
        if let scalar = node.scalar, !YAMLFields.isNull(node) { return .text(scalar.string) }
        guard let mapping = node.mapping else {
            let what = YAMLFields.isNull(node) ? "has no text" : "is a list"
            diagnostics.error(
                "'\(key)' \(what): write its text (\(key): …), or a counted phrase's forms (one: …, other: …)",
                file: file, line: node.mark?.line, column: node.mark?.column)
            return nil
        }
        var forms: [StringFile.Form] = []
        for (category, text) in mapping {
            let place = StringFile.Place(line: category.mark?.line, column: category.mark?.column)
            guard let name = category.scalar?.string else {
                diagnostics.error(
                    "the forms of '\(key)' must be named (one, other, …)", file: file, line: place.line,
                    column: place.column)
                continue
            }
            guard let value = text.scalar?.string, !YAMLFields.isNull(text) else {
                diagnostics.error(
                    "'\(key).\(name)' must be text", file: file, line: text.mark?.line ?? place.line,
                    column: text.mark?.column ?? place.column)
                continue
            }
            forms.append(StringFile.Form(category: name, text: value, place: place))
        }
        return .forms(forms)
    }
}
