import Testing
import TripSiteHTML

/// `Strings`: a table's texts, overrides, counted phrases and placeholders, and the locale
/// numbers and dates are written for.
@Suite struct StringsTests {
    @Test func arabicCountsTakeEachPluralForm() {
        let strings = Strings(table: .testArabic)
        #expect(
            [0, 1, 2, 3, 11, 100].map(strings.trips) == [
                "لا رحلات", "رحلة واحدة", "رحلتان", "٣ رحلات", "١١ رحلة", "١٠٠ رحلة",
            ])
        #expect(strings.format("gallery.counter", 3, 5) == "٣ من ٥")
    }

    @Test func frenchCountsZeroAsOneAndMillionsAsMany() {
        let strings = Strings(table: .testFrench)
        #expect(strings.trips(0) == "0 voyage")
        #expect(strings.trips(1) == "1 voyage")
        #expect(strings.trips(2) == "2 voyages")
        #expect(strings.trips(1_000_000) == "1\u{202F}000\u{202F}000 de voyages")
        #expect(strings.trips(1_000_001) == "1\u{202F}000\u{202F}001 voyages")
    }

    @Test func positionalPlaceholdersPutNumbersInTheLanguagesOrder() {
        let strings = Strings(table: .testJapanese)
        #expect(strings.plural("progress.subtitle", count: 5, 3, 5) == "5件中3件完了")
        #expect(strings.format("search.more", 50, 120) == "120件中、最初の50件を表示しています。")
    }

    @Test func overridesWin() {
        let strings = Strings(
            table: .testFrench,
            overrides: ["nav.wishlist": "Envies", "count.trips": "%d périples", "count.activities.one": "%d chose"])
        #expect(strings["nav.wishlist"] == "Envies")
        #expect(strings["nav.goals"] == "Objectifs", "the rest stays the table's")
        #expect(strings.trips(1) == "1 périples", "a bare counted key replaces every form")
        #expect(strings.trips(7) == "7 périples")
        #expect(strings.trips(1_000_000) == "1\u{202F}000\u{202F}000 périples")
        #expect(strings.activities(1) == "1 chose")
        #expect(strings.activities(3) == "3 activités")
    }

    @Test func aTagOfAnotherLanguageThanTheTablesIsWrittenInTheTables() {
        let strings = Strings(table: .testEnglish, language: "tlh")
        #expect(strings["nav.wishlist"] == "Wishlist")
        #expect(strings.locale.identifier == "en-001")
        #expect(strings.trips(1234) == "1,234 trips")
    }

    @Test func aRegionalTagKeepsItsRegionForNumbersAndDates() {
        let strings = Strings(table: .testFrench, language: "fr-CA")
        #expect(strings["nav.wishlist"] == "Mes envies")
        #expect(strings.locale.identifier == "fr-CA")
        #expect(Strings(table: .testFrench).locale.identifier == "fr", "no tag: the table's language")
    }

    @Test func textPlaceholdersAndMissingArguments() {
        let strings = Strings(table: .testEnglish)
        #expect(strings.format("photo.alt", string: "Kona") == "Photo: Kona")
        #expect(
            strings.format("search.found", strings: ["2 trips", "5 activities"]) == "Found 2 trips and 5 activities.")
        #expect(strings.format("gallery.counter", 1) == "1 of %d", "a placeholder without a value stays")
        #expect(strings["no.such.key"] == "no.such.key")
        #expect(
            Strings.placeholders(in: "%2$d件中%1$d件 100% %3$@") == [
                .init(index: 1, isNumber: true), .init(index: 0, isNumber: true), .init(index: 2, isNumber: false),
            ])
    }
}
