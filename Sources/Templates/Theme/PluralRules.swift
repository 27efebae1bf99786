/// A CLDR plural category: which form of a counted phrase a number takes.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The cardinal plural rules of the languages TripSite ships, written from CLDR's
/// `common/supplemental/plurals.xml` (CLDR 46, https://github.com/unicode-org/cldr/blob/main/common/supplemental/plurals.xml;
/// rules explained at https://www.unicode.org/reports/tr35/tr35-numbers.html#Language_Plural_Rules).
///
/// Only whole, non-negative counts reach a page, so the operands reduce to `n` (= `i`): `v`
/// (visible fraction digits) is 0 and `e` (compact exponent) is 0, because counts are written
/// in full ("1 000 000", never "1 M").
///
/// A strings file for a language this enum does not know names its rule by raw value
/// (`_plural: french`; docs/theming.md, "Adding a language").
public enum PluralRule: String, Sendable, CaseIterable {
    /// en, de: one: `i = 1 and v = 0`.
    case oneOther
    /// fr: one: `i = 0,1`; many: `e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5`.
    case french
    /// es: one: `n = 1`; many: as French.
    case spanish
    /// ja: no plural forms, every count is `other`.
    case otherOnly
    /// ar: zero: `n = 0`; one: `n = 1`; two: `n = 2`; few: `n % 100 = 3..10`;
    /// many: `n % 100 = 11..99`.
    case arabic

    /// CLDR's rule for a language, by its primary subtag (`fr`); nil for a language whose
    /// rule is not written here.
    public static func cldr(language: String) -> PluralRule? {
        switch language {
        case "en", "de": .oneOther
        case "fr": .french
        case "es": .spanish
        case "ja": .otherOnly
        case "ar": .arabic
        default: nil
        }
    }

    /// The categories this rule can select, in CLDR order (what a string table must provide).
    public var categories: [PluralCategory] {
        switch self {
        case .oneOther: [.one, .other]
        case .french, .spanish: [.one, .many, .other]
        case .otherOnly: [.other]
        case .arabic: [.zero, .one, .two, .few, .many, .other]
        }
    }

    public func category(_ count: Int) -> PluralCategory {
        let n = count.magnitude
        let isRoundMillion = n != 0 && n % 1_000_000 == 0
        switch self {
        case .oneOther: return n == 1 ? .one : .other
        case .french: return n <= 1 ? .one : isRoundMillion ? .many : .other
        case .spanish: return n == 1 ? .one : isRoundMillion ? .many : .other
        case .otherOnly: return .other
        case .arabic: return Self.arabic(n)
        }
    }

    private static func arabic(_ n: UInt) -> PluralCategory {
        switch (n, n % 100) {
        case (0, _): .zero
        case (1, _): .one
        case (2, _): .two
        case (_, 3...10): .few
        case (_, 11...99): .many
        default: .other
        }
    }
}
