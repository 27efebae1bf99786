import TripSiteHTML

extension StringFile {
    /// The texts a file gives, as a layer of its language's table.
    struct Layer: Sendable {
        var strings: [String: String] = [:]
        var plurals: [String: [PluralCategory: String]] = [:]
    }

    /// The file's texts for a table of `rule`, checked against English: a key English does
    /// not have is a warning (and is left out); a text where English counts, or forms where
    /// it does not, a form `rule` cannot select and placeholders English does not take are
    /// errors. A text for a counted phrase is every form of it, as under `strings:` in
    /// site.yml, and so is `count.trips.one: …` one form. `english` is nil for the
    /// built-in English file, the reference, which is only held to its rule.
    func checked(against english: StringTable?, rule: PluralRule, languageName: String) -> (Layer, [Diagnostic]) {
        var check = Check(file: self, english: english, rule: rule, languageName: languageName)
        for entry in entries {
            switch entry.value {
            case .text(let text): check.text(text, of: entry)
            case .forms(let forms): check.forms(forms, of: entry)
            }
        }
        return (check.layer, check.diagnostics.all)
    }

    /// The checks of one file, with what they keep.
    private struct Check {
        let file: StringFile
        let english: StringTable?
        let rule: PluralRule
        let languageName: String
        var layer = Layer()
        var diagnostics = Diagnostics()

        mutating func text(_ text: String, of entry: Entry) {
            let key = entry.key
            guard let english else {
                layer.strings[key] = text
                return
            }
            if let reference = english.strings[key] {
                placeholders(text, key: key, english: reference, exact: true, at: entry.place)
                layer.strings[key] = text
            } else if let forms = english.plurals[key] {
                placeholders(text, key: key, english: forms[.other] ?? "", exact: true, at: entry.place)
                for category in rule.categories { layer.plurals[key, default: [:]][category] = text }
            } else if let dot = key.lastIndex(of: "."), english.plurals[String(key[..<dot])] != nil {
                let form = Form(category: String(key[key.index(after: dot)...]), text: text, place: entry.place)
                forms([form], of: Entry(key: String(key[..<dot]), value: .forms([form]), place: entry.place))
            } else {
                unknown(key, at: entry.place)
            }
        }

        mutating func forms(_ forms: [Form], of entry: Entry) {
            let key = entry.key
            if let english, english.plurals[key] == nil {
                if english.strings[key] != nil {
                    error("'\(key)' is not a counted phrase: give it one text (\(key): …)", at: entry.place)
                } else {
                    unknown(key, at: entry.place)
                }
                return
            }
            for form in forms {
                guard let category = PluralCategory(rawValue: form.category), rule.categories.contains(category)
                else {
                    let known = rule.categories.map(\.rawValue).joined(separator: ", ")
                    error(
                        "'\(key).\(form.category)': \(languageName) has no '\(form.category)' form (its forms: \(known))",
                        at: form.place)
                    continue
                }
                if let reference = english?.plurals[key]?[.other] {
                    placeholders(
                        form.text, key: "\(key).\(category.rawValue)", english: reference, exact: category == .other,
                        at: form.place)
                }
                layer.plurals[key, default: [:]][category] = form.text
            }
        }

        /// An error unless `text` takes English's placeholders: the same ones (`exact`), or
        /// some of them, as a form for one exact number may say it in words ("رحلتان").
        mutating func placeholders(_ text: String, key: String, english: String, exact: Bool, at place: Place) {
            let found = Strings.placeholders(in: text)
            let expected = Strings.placeholders(in: english)
            if exact ? found.sorted() == expected.sorted() : Set(found).isSubset(of: expected) { return }
            let takes =
                exact
                ? ", where English (\"\(english)\") takes \(Self.describe(expected))"
                : ", which English (\"\(english)\") does not"
            error("'\(key)' takes \(Self.describe(found))\(takes)", at: place)
        }

        /// Placeholders as a translator writes them, in argument order: `%d, %@`; "nothing".
        static func describe(_ placeholders: [Strings.Placeholder]) -> String {
            guard !placeholders.isEmpty else { return "nothing" }
            let inOrder = placeholders.sorted()
            let sequential = inOrder.map(\.index) == Array(inOrder.indices)
            return inOrder.map { placeholder in
                (sequential ? "%" : "%\(placeholder.index + 1)$") + (placeholder.isNumber ? "d" : "@")
            }.joined(separator: ", ")
        }

        mutating func unknown(_ key: String, at place: Place) {
            let problem = english?.overrideProblem(key) ?? "no such key"
            diagnostics.warning(
                "unknown key '\(key)': \(problem); it is not used", file: file.path, line: place.line,
                column: place.column)
        }

        mutating func error(_ message: String, at place: Place) {
            diagnostics.error(message, file: file.path, line: place.line, column: place.column)
        }
    }
}
