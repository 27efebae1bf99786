import Testing
import TripSiteHTML

/// `StringTable`: which language a tag is matched on, and what is wrong with an override's
/// key. (The shipped tables are data files, checked by TripSiteCore's `StringFileTests`.)
@Suite struct StringTableTests {
    @Test func aTagIsMatchedOnItsLanguage() {
        #expect(StringTable.primaryLanguage(of: "fr") == "fr")
        #expect(StringTable.primaryLanguage(of: "fr-CA") == "fr")
        #expect(StringTable.primaryLanguage(of: "fr_CA") == "fr")
        #expect(StringTable.primaryLanguage(of: "AR-eg") == "ar")
        #expect(StringTable.primaryLanguage(of: "ja-JP-u-ca-japanese") == "ja")
        #expect(StringTable.primaryLanguage(of: "") == "")
    }

    @Test func anOverrideKeyIsCheckedAgainstTheLanguage() {
        let english = StringTable.testEnglish
        #expect(english.overrideProblem("nav.wishlist") == nil)
        #expect(english.overrideProblem("count.trips") == nil)
        #expect(english.overrideProblem("count.trips.one") == nil)
        #expect(StringTable.testArabic.overrideProblem("count.trips.few") == nil)
        #expect(english.overrideProblem("count.trips.few") == "English has no 'few' form (its forms: one, other)")
        #expect(english.overrideProblem("trips.many") == "it is now 'count.trips.other'")
        #expect(english.overrideProblem("Nav.Wishlist") == "no such key; did you mean 'nav.wishlist'?")
        #expect(english.overrideProblem("nav.home") == "no such key")
    }
}
