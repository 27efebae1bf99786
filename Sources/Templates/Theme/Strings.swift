/// The user-visible strings of the components, in one place so a site can localise them.
///
/// The table is the site's language's (`StringTable`, which TripSiteCore's `StringCatalog`
/// makes from the theme's and the site's strings files); `overrides` (site.yml's `strings:`)
/// replace any entry by key. A counted phrase has one entry per plural category of the
/// language (`count.trips.one`, `count.trips.other`); an override of the bare key
/// (`count.trips`) replaces every form. Numbers and dates are written by `LocaleFormat`.
///
/// Templates hold `%d` (a number, formatted for the locale) and `%@` (a text), taken in
/// order, or `%1$d`, `%2$@`… by position, so a language can put them in its own order.
///
/// Every component that writes words holds the strings (each activity row of a trip page
/// does), so they live in one immutable box and a copy is one retain: copying the table's
/// dictionaries and the locale's formatters field by field would retain and release each of
/// them, for each row.
public struct Strings: Sendable {
    private let fields: Fields

    public var values: [String: String] { fields.values }
    /// The table the strings come from.
    public var table: StringTable { fields.table }
    /// Numbers and dates for the site's locale.
    public var locale: LocaleFormat { fields.locale }

    private final class Fields: Sendable {
        let values: [String: String]
        let table: StringTable
        let locale: LocaleFormat

        init(values: [String: String], table: StringTable, locale: LocaleFormat) {
            self.values = values
            self.table = table
            self.locale = locale
        }
    }

    /// - Parameter language: the site's language tag (`fr-CA`), whose locale writes numbers
    ///   and dates when the table is its language's; the table's language otherwise (a site
    ///   in a language with no strings is English throughout). Nil: the table's language.
    public init(table: StringTable, language: String? = nil, overrides: [String: String] = [:]) {
        var values = table.flattened
        for (key, text) in overrides {
            if let forms = table.plurals[key] {
                for category in forms.keys { values["\(key).\(category.rawValue)"] = text }
            } else {
                values[key] = text
            }
        }
        let locale = language.flatMap { StringTable.primaryLanguage(of: $0) == table.language ? $0 : nil }
        fields = Fields(values: values, table: table, locale: LocaleFormat(language: locale ?? table.language))
    }

    public subscript(_ key: String) -> String { fields.values[key] ?? key }

    /// `format("gallery.counter", 2, 3)` → "2 of 3": each `%d` takes the next number, written
    /// for the locale ("٢ من ٣").
    public func format(_ key: String, _ numbers: Int...) -> String {
        Self.fill(self[key], numbers.map { .number($0) }, locale: locale)
    }

    /// `format("photo.alt", string: "Kona")`: each `%@` takes the string.
    public func format(_ key: String, string: String) -> String {
        let template = self[key]
        let count = Self.placeholders(in: template).count
        return Self.fill(template, Array(repeating: .text(string), count: max(count, 1)), locale: locale)
    }

    /// `format("pagination.title", string: "Fall", 2)` → "Fall, page 2": the `%@` takes the
    /// text, the `%d` the number, in the order they come.
    public func format(_ key: String, string: String, _ number: Int) -> String {
        Self.fill(self[key], [.text(string), .number(number)], locale: locale)
    }

    /// `format("search.found", strings: ["2 trips", "5 activities"])`: each `%@` the next text.
    public func format(_ key: String, strings: [String]) -> String {
        Self.fill(self[key], strings.map { .text($0) }, locale: locale)
    }

    /// The form of a counted phrase for `count` (`plural("count.trips", 3)` → "3 trips"), its
    /// `%d`s filled with `numbers` (default: the count itself).
    public func plural(_ key: String, count: Int, _ numbers: Int...) -> String {
        let category = table.rule.category(count)
        let template = values["\(key).\(category.rawValue)"] ?? values["\(key).other"] ?? key
        return Self.fill(template, (numbers.isEmpty ? [count] : numbers).map { .number($0) }, locale: locale)
    }

    /// "1 activity" / "7 activities".
    public func activities(_ count: Int) -> String { plural("count.activities", count: count) }

    public func trips(_ count: Int) -> String { plural("count.trips", count: count) }

    /// "3 of 5 activities", the form chosen by the total.
    public func progress(done: Int, total: Int) -> String { plural("progress.subtitle", count: total, done, total) }

    /// A count on its own, for the locale ("1,234", "1 234", "١٬٢٣٤").
    public func number(_ value: Int) -> String { locale.number(value) }

    /// A decimal in the site's language, with `fractionDigits` digits after the separator.
    public func decimal(_ value: Double, fractionDigits: Int) -> String {
        locale.decimal(value, fractionDigits: fractionDigits)
    }

    /// A whole percentage, for the locale ("50%", "50 %", "٥٠٪").
    public func percent(_ value: Int) -> String { locale.percent(value) }

    /// Every form of a counted phrase, by category name, for scripts (`data-text-*`).
    public func forms(_ key: String) -> [(category: PluralCategory, text: String)] {
        table.rule.categories.map { ($0, values["\(key).\($0.rawValue)"] ?? key) }
    }

    // MARK: Placeholders

    enum Argument {
        case number(Int)
        case text(String)
    }

    /// One placeholder of a template: its position among the arguments (0-based) and kind.
    public struct Placeholder: Hashable, Sendable, Comparable {
        public var index: Int
        public var isNumber: Bool

        public init(index: Int, isNumber: Bool) {
            self.index = index
            self.isNumber = isNumber
        }

        public static func < (lhs: Placeholder, rhs: Placeholder) -> Bool {
            (lhs.index, lhs.isNumber ? 1 : 0) < (rhs.index, rhs.isNumber ? 1 : 0)
        }
    }

    /// The placeholders of a template, in the order they appear (`%d of %d` → 0, 1;
    /// `%2$d件中%1$d件` → 1, 0).
    public static func placeholders(in template: String) -> [Placeholder] {
        scan(template).compactMap(\.placeholder)
    }

    static func fill(_ template: String, _ arguments: [Argument], locale: LocaleFormat) -> String {
        var result = ""
        for piece in scan(template) {
            switch piece {
            case .literal(let text): result += text
            case .placeholder(let placeholder, let source):
                guard placeholder.index < arguments.count else {
                    result += source
                    continue
                }
                switch arguments[placeholder.index] {
                case .number(let number): result += locale.number(number)
                case .text(let text): result += text
                }
            }
        }
        return result
    }

    private enum Piece {
        case literal(Substring)
        case placeholder(Placeholder, source: Substring)

        var placeholder: Placeholder? {
            if case .placeholder(let placeholder, _) = self { placeholder } else { nil }
        }
    }

    /// Splits a template into literal text and placeholders: `%d`, `%@`, `%N$d`, `%N$@`.
    private static func scan(_ template: String) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(template)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            pieces.append(.literal(rest[..<percent]))
            var cursor = rest.index(after: percent)
            let digits = rest[cursor...].prefix(while: \.isASCIIDigit)
            var position: Int?
            if !digits.isEmpty, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "$" {
                position = Int(digits).map { $0 - 1 }
                cursor = rest.index(after: digits.endIndex)
            }
            guard cursor < rest.endIndex, rest[cursor] == "d" || rest[cursor] == "@", position ?? 0 >= 0 else {
                pieces.append(.literal(rest[percent..<cursor]))
                rest = rest[cursor...]
                continue
            }
            let end = rest.index(after: cursor)
            let index = position ?? next
            if position == nil { next += 1 }
            pieces.append(
                .placeholder(Placeholder(index: index, isNumber: rest[cursor] == "d"), source: rest[percent..<end]))
            rest = rest[end...]
        }
        pieces.append(.literal(rest))
        return pieces
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
