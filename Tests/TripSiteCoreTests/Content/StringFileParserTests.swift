import Testing
import TripSiteCore

/// Strings files that are not right: each problem is a diagnostic at its file, line and
/// column, and every one of a file is reported at once.
@Suite struct StringFileParserTests {
    /// The diagnostics of a site whose `i18n/pt.yml` is `text`, in Portuguese.
    static func problems(_ text: String, language: String = "pt") -> [String] {
        let catalog = StringCatalog(files: [SourceFile(path: "i18n/\(language).yml", text: text)])
        return catalog.table(language: language).diagnostics.filter { $0.line != 1 || $0.column != nil }
            .map(\.description)
    }

    @Test func aYAMLSyntaxErrorIsAtItsLine() {
        #expect(
            Self.problems("nav.wishlist: Lista\nnav.goals: Metas: e mais\nnav.search: Busca\n") == [
                "i18n/pt.yml:2:17: error: invalid YAML: mapping values are not allowed in this context"
            ])
    }

    @Test func aFileThatIsNotAMappingIsAnError() {
        let catalog = StringCatalog(files: [SourceFile(path: "i18n/pt.yml", text: "- nav.wishlist\n")])
        #expect(
            catalog.table(language: "pt").diagnostics.map(\.description) == [
                "i18n/pt.yml:1: error: a strings file must be a mapping of keys to texts (nav.wishlist: Wishlist)"
            ])
    }

    @Test func everyProblemOfAFileIsReportedAtItsPlace() {
        let found = Self.problems(
            """
            _plural: klingon
            nav.wishlist: Lista de desejos
            nav.goals: [Metas]
            nav.search:
            done: {one: Feito}
            nav.home: Início
            photo.alt: Foto
            count.trips:
              one: "%d viagem"
              few: "%d viagens"
              other: "%@ viagens"

            """)
        #expect(
            found == [
                "i18n/pt.yml:3:12: error: 'nav.goals' is a list: write its text (nav.goals: …), or a counted phrase's "
                    + "forms (one: …, other: …)",
                "i18n/pt.yml:4:12: error: 'nav.search' has no text: write its text (nav.search: …), or a counted "
                    + "phrase's forms (one: …, other: …)",
                "i18n/pt.yml:1:10: error: '_plural' must be one of oneOther, french, spanish, otherOnly, arabic, "
                    + "not 'klingon'",
                "i18n/pt.yml:5:1: error: 'done' is not a counted phrase: give it one text (done: …)",
                "i18n/pt.yml:6:1: warning: unknown key 'nav.home': no such key; it is not used",
                "i18n/pt.yml:7:1: error: 'photo.alt' takes nothing, where English (\"Photo: %@\") takes %@",
                "i18n/pt.yml:10:3: error: 'count.trips.few': Portuguese has no 'few' form (its forms: one, other)",
                "i18n/pt.yml:11:3: error: 'count.trips.other' takes %@, where English (\"%d trips\") takes %d",
            ])
    }

    @Test func aFormForOneNumberMayLeaveItsNumberOut() {
        let found = Self.problems("count.trips:\n  one: uma viagem\n  other: \"%d viagens\"\n")
        #expect(found.isEmpty, "\(found)")
        #expect(
            Self.problems("count.trips:\n  one: \"%@ viagem\"\n  other: \"%d viagens\"\n") == [
                "i18n/pt.yml:2:3: error: 'count.trips.one' takes %@, which English (\"%d trips\") does not"
            ])
    }

    @Test func aKnownLanguagesRuleIsCLDRs() {
        #expect(
            Self.problems("_plural: oneOther\nnav.wishlist: Mes envies\n", language: "fr") == [
                "i18n/fr.yml:1:10: warning: '_plural: oneOther' is not used: French counts by CLDR's rule, 'french'"
            ])
    }

    @Test func aFileNamedForARegionIsNotRead() {
        let catalog = StringCatalog(files: [SourceFile(path: "i18n/pt-BR.yml", text: "nav.wishlist: Lista\n")])
        let (table, diagnostics) = catalog.table(language: "pt-BR")
        #expect(table == StringCatalog.english)
        #expect(
            diagnostics.map(\.description) == [
                "i18n/pt-BR.yml: warning: not read: a strings file is named for its language's primary subtag: "
                    + "pt.yml (not pt-BR.yml or pt.yaml)"
            ])
    }
}
