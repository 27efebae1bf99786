/// One language's interface strings: plain entries, counted phrases by plural category, and
/// the CLDR plural rule that picks the category. A value: where the texts come from (the
/// theme's `i18n/<language>.yml`, the site's own, English for what they leave out) is
/// TripSiteCore's business (`StringCatalog`); this module only looks texts up.
public struct StringTable: Hashable, Sendable {
    /// The primary language subtag (`fr`), which `language:` in site.yml is matched on.
    public let language: String
    /// The language's name in English, for messages and docs.
    public let name: String
    public let rule: PluralRule
    public let strings: [String: String]
    /// Counted phrases: a form per category of `rule` (`other` always).
    public let plurals: [String: [PluralCategory: String]]

    public init(
        language: String, name: String, rule: PluralRule, strings: [String: String],
        plurals: [String: [PluralCategory: String]]
    ) {
        self.language = language
        self.name = name
        self.rule = rule
        self.strings = strings
        self.plurals = plurals
    }

    /// The primary subtag of a language tag, lowercased: `fr`, `fr-CA`, `fr_CA` and `FR` all
    /// give `fr`; empty for an empty tag.
    public static func primaryLanguage(of tag: String) -> String {
        tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
    }

    /// Every entry under one key space: plain keys, and `key.category` for each form.
    var flattened: [String: String] {
        var values = strings
        for (key, forms) in plurals {
            for (category, text) in forms { values["\(key).\(category.rawValue)"] = text }
        }
        return values
    }

    /// Why `key` cannot be overridden for this language, or nil when it can: a plain key, a
    /// counted phrase (`count.trips`, all its forms) or one of its forms (`count.trips.one`).
    public func overrideProblem(_ key: String) -> String? {
        if strings[key] != nil || plurals[key] != nil { return nil }
        if let dot = key.lastIndex(of: "."), let forms = plurals[String(key[..<dot])] {
            let category = key[key.index(after: dot)...]
            if forms.keys.contains(where: { $0.rawValue == category }) { return nil }
            let known = rule.categories.map(\.rawValue).joined(separator: ", ")
            return "\(name) has no '\(category)' form (its forms: \(known))"
        }
        if let renamed = Self.renamed[key] { return "it is now '\(renamed)'" }
        if let suggestion = suggestion(for: key) { return "no such key; did you mean '\(suggestion)'?" }
        return "no such key"
    }

    /// Keys of earlier versions, and what replaced them.
    static let renamed = [
        "activity.one": "count.activities.one", "activity.many": "count.activities.other",
        "trips.one": "count.trips.one", "trips.many": "count.trips.other",
        "unit.activities.one": "badge.progress.activities.one",
        "unit.activities.many": "badge.progress.activities.other",
        "unit.trips.one": "badge.progress.trips.one", "unit.trips.many": "badge.progress.trips.other",
        "unit.countries.one": "badge.progress.countries.one",
        "unit.countries.many": "badge.progress.countries.other",
        "unit.seasons.one": "badge.progress.seasons.one", "unit.seasons.many": "badge.progress.seasons.other",
        "badge.earned": "badge.earnedOn", "badge.estimated": "badge.earnedEstimated",
        "months": "nothing: dates are written for `language:` by Foundation",
    ]

    /// A known key that differs from `key` only in case.
    private func suggestion(for key: String) -> String? {
        let lower = key.lowercased()
        return (Array(strings.keys) + Array(plurals.keys)).sorted().first { $0.lowercased() == lower }
    }
}
