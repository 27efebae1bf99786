import Testing
import TripSiteHTML

/// Numbers and dates by Foundation for each shipped language (swift-foundation's ICU data).
@Suite struct LocaleFormatTests {
    @Test(arguments: [
        ("en", "18 May 2025"), ("en-US", "May 18, 2025"), ("fr", "18 mai 2025"), ("fr-CA", "18 mai 2025"),
        ("de", "18. Mai 2025"), ("es", "18 de mayo de 2025"), ("ja", "2025年5月18日"),
        ("ar", "١٨ مايو، ٢٠٢٥"), ("ar-u-nu-latn", "18 مايو، 2025"),
    ])
    func longDates(_ language: String, _ expected: String) {
        #expect(LocaleFormat(language: language).date(year: 2025, month: 5, day: 18) == expected)
    }

    @Test func arabicDatesStayGregorianInSaudiArabia() {
        #expect(LocaleFormat(language: "ar-SA").date(year: 2025, month: 5, day: 18) == "١٨ مايو، ٢٠٢٥")
    }

    @Test(arguments: [
        ("en", "1,234,567", "50%"), ("fr", "1\u{202F}234\u{202F}567", "50\u{A0}%"),
        ("de", "1.234.567", "50\u{A0}%"), ("ja", "1,234,567", "50%"),
        ("ar", "١٬٢٣٤٬٥٦٧", "٥٠٪؜"), ("ar-MA", "1.234.567", "50\u{200E}%\u{200E}"),
    ])
    func numbersAndPercentages(_ language: String, _ number: String, _ percent: String) {
        let format = LocaleFormat(language: language)
        #expect(format.number(1_234_567) == number)
        #expect(format.percent(50) == percent)
    }

    @Test func yearsAreNotGrouped() {
        #expect(LocaleFormat(language: "en").year(2025) == "2025")
        #expect(LocaleFormat(language: "ar").year(2025) == "٢٠٢٥")
    }

    @Test func plainArabicGetsArabicIndicDigitsAndPlainEnglishDayFirst() {
        #expect(LocaleFormat(language: "ar").identifier == "ar-u-nu-arab")
        #expect(LocaleFormat(language: "ar-EG").identifier == "ar-EG")
        #expect(LocaleFormat(language: "en").identifier == "en-001")
        #expect(LocaleFormat(language: "fr_CA").identifier == "fr-CA")
    }

    @Test func aDayThatDoesNotExistHasNoText() {
        #expect(LocaleFormat(language: "en").date(year: 2025, month: 13, day: 1) == nil)
    }
}
