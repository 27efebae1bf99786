import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteTestSupport

/// The strings a site's language gets: the theme's file (the built-in one, or its theme
/// folder's in its place), the site's `i18n/` file over it key by key, English for what
/// neither gives, with one warning that lists it.
@Suite struct StringCatalogTests {
    static func catalog(_ files: [String: String]) -> StringCatalog {
        StringCatalog(files: files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    @Test func withNoFilesALanguageHasTheBuiltInTable() {
        let (french, diagnostics) = StringCatalog().table(language: "fr-CA")
        #expect(diagnostics.isEmpty)
        #expect(french.language == "fr" && french.name == "French" && french.rule == .french)
        #expect(french.strings["nav.wishlist"] == "Mes envies")
        #expect(StringCatalog().table(language: "en").table == StringCatalog.english)
        #expect(StringCatalog().table(language: "tlh").table == StringCatalog.english, "no file: English")
    }

    @Test func theSitesFileGoesOverTheThemesKeyByKeyAndFormByForm() {
        let catalog = Self.catalog([
            "i18n/fr.yml": "nav.wishlist: Carnet\ncount.trips:\n  many: \"%d de périples\"\n"
        ])
        let (table, diagnostics) = catalog.table(language: "fr")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(table.strings["nav.wishlist"] == "Carnet")
        #expect(table.strings["nav.goals"] == "Objectifs")
        #expect(table.plurals["count.trips"] == [.one: "%d voyage", .many: "%d de périples", .other: "%d voyages"])
    }

    @Test func aThemeFoldersFileReplacesTheBuiltInOne() {
        let catalog = Self.catalog([
            "themes/mine/i18n/fr.yml": "nav.wishlist: Envies\n", "themes/other/i18n/fr.yml": "nav.wishlist: Non\n",
        ])
        let (table, diagnostics) = catalog.table(language: "fr", theme: "mine")
        #expect(table.strings["nav.wishlist"] == "Envies")
        #expect(table.strings["nav.goals"] == "Goals", "the rest of the built-in French is replaced with it")
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.description.hasPrefix(
                "themes/mine/i18n/fr.yml:1: warning: \(SharedFixtures.stringKeyCount - 1) strings are missing from French, so pages show them in "
                    + "English: nav.label, nav.goals, nav.search,") == true)
        #expect(catalog.table(language: "fr", theme: "default").table.strings["nav.wishlist"] == "Mes envies")
    }

    @Test func aNewLanguageWarnsOnceListingWhatIsEnglish() throws {
        let catalog = Self.catalog([
            "themes/mine/i18n/pt.yml": "nav.wishlist: Lista de desejos\nnav.goals: Objetivos\n",
            "i18n/pt.yml": "nav.goals: Metas\ncount.trips:\n  one: \"%d viagem\"\n",
        ])
        let (table, diagnostics) = catalog.table(language: "pt-BR", theme: "mine")
        #expect(table.language == "pt" && table.name == "Portuguese" && table.rule == .oneOther)
        #expect(table.strings["nav.wishlist"] == "Lista de desejos")
        #expect(table.strings["nav.goals"] == "Metas", "the site's over the theme's")
        #expect(table.strings["nav.search"] == "Search")
        #expect(table.plurals["count.trips"] == [.one: "%d viagem", .other: "%d trips"])
        let warning = try #require(diagnostics.only).description
        #expect(
            warning.hasPrefix(
                "i18n/pt.yml:1: warning: \(SharedFixtures.stringKeyCount - 2) strings are missing from Portuguese, so pages "
            ))
        #expect(warning.contains(" English: nav.label, nav.search, skip,"))
        #expect(warning.contains(", count.trips.other, progress.subtitle,"), "a missing form is listed as one")
        #expect(
            warning.hasSuffix(
                "; TripSite knows no plural rule for 'pt', so counted phrases take 'one' for 1 and 'other' otherwise; "
                    + "name the language's rule with _plural: (oneOther, french, spanish, otherOnly, arabic)"))
    }

    @Test func aNewLanguageNamesItsRule() {
        let catalog = Self.catalog([
            "i18n/pt.yml": "_plural: french\ncount.trips:\n  one: \"%d viagem\"\n  many: \"%d de viagens\"\n"
                + "  other: \"%d viagens\"\n"
        ])
        let (table, diagnostics) = catalog.table(language: "pt")
        #expect(table.rule == .french)
        let strings = Strings(table: table, language: "pt")
        #expect([0, 2, 1_000_000].map(strings.trips) == ["0 viagem", "2 viagens", "1.000.000 de viagens"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("plural rule") == false)
    }

    @Test func stringsInSiteYmlCountAsGiven() {
        let catalog = Self.catalog(["i18n/pt.yml": "nav.wishlist: Lista de desejos\n"])
        let overrides = Dictionary(
            uniqueKeysWithValues: StringCatalog.english.strings.keys.map { ($0, "x") }
                + StringCatalog.english.plurals.keys.map { ($0, "x") })
        #expect(
            catalog.table(language: "pt", overrides: overrides).diagnostics.map(\.message) == [
                "TripSite knows no plural rule for 'pt', so counted phrases take 'one' for 1 and 'other' otherwise; "
                    + "name the language's rule with _plural: (oneOther, french, spanish, otherOnly, arabic)"
            ])
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
