import Testing
import TripSiteHTML

/// Each rule against the integer samples CLDR lists for each category in
/// `common/supplemental/plurals.xml` (CLDR 46). A sample in compact notation (`1c6`) is
/// taken at its value (1000000): counts on a page are always written in full, so `e = 0`,
/// and CLDR's `1c3`-style `other` samples keep their category at that value too.
@Suite struct PluralRulesTests {
    /// `@integer` samples per category; `…` ranges written out.
    static let samples: [(PluralRule, [PluralCategory: [Int]])] = [
        (
            .oneOther,  // en, de
            [.one: [1], .other: [0] + Array(2...16) + [100, 1000, 10000, 100_000, 1_000_000]]
        ),
        (
            .french,
            [
                .one: [0, 1],
                .many: [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000],
                .other: Array(2...17) + [100, 1000, 10000, 100_000, 1000, 2000, 3000, 4000, 5000, 6000],
            ]
        ),
        (
            .spanish,
            [
                .one: [1],
                .many: [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000],
                .other: [0] + Array(2...16) + [100, 1000, 10000, 100_000, 1000, 2000, 3000, 4000, 5000, 6000],
            ]
        ),
        (.otherOnly, [.other: Array(0...15) + [100, 1000, 10000, 100_000, 1_000_000]]),  // ja
        (
            .arabic,
            [
                .zero: [0], .one: [1], .two: [2],
                .few: Array(3...10) + Array(103...110) + [1003],
                .many: Array(11...26) + [111, 1011],
                .other: [100, 101, 102, 200, 201, 202, 300, 301, 302, 400, 401, 402, 500, 501, 502, 600]
                    + [1000, 10000, 100_000, 1_000_000],
            ]
        ),
    ]

    @Test(arguments: samples.map(\.0))
    func everyCLDRSampleSelectsItsCategory(_ rule: PluralRule) throws {
        let samples = try #require(Self.samples.first { $0.0 == rule }?.1)
        #expect(samples.keys.sorted() == rule.categories, "samples for every category, and only those")
        for (category, numbers) in samples {
            for number in numbers {
                #expect(rule.category(number) == category, "\(rule) \(number)")
            }
        }
    }

    @Test func theLanguagesTripSiteKnowsHaveTheirCLDRRules() {
        let languages = ["en", "de", "fr", "es", "ja", "ar"]
        let rules = Dictionary(uniqueKeysWithValues: languages.map { ($0, PluralRule.cldr(language: $0)) })
        #expect(
            rules == ["en": .oneOther, "de": .oneOther, "fr": .french, "es": .spanish, "ja": .otherOnly, "ar": .arabic])
        #expect(PluralRule.cldr(language: "pt") == nil, "a rule not written here: a strings file names one")
    }
}
