import Testing
import TripSiteCore
import TripSiteTestSupport

/// Strings files in a site: `i18n/<language>.yml` beside site.yml, and a theme folder's
/// `i18n/`. What pages show, what the build says, and what it does not publish.
@Suite struct StringsFilesTests {
    static func config(_ language: String, extra: String = "") -> String {
        LanguagesTests.config(language, extra: extra)
    }

    @Test func aSitesFileOverridesTheThemesStrings() throws {
        let (pages, diagnostics) = try LanguagesTests.build(
            Self.config("fr"),
            files: ["i18n/fr.yml": "nav.trips: Carnet de route\ncount.activities:\n  other: \"%d choses à faire\"\n"]
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let trip = try #require(pages["trips/lisbon/index.html"])
        #expect(trip.contains(">Carnet de route<"))
        #expect(!trip.contains(">Voyages<"))
        #expect(trip.contains(">Objectifs<"), "the other strings stay the theme's")
        #expect(try #require(pages["index.html"]).contains("5 choses à faire"))
    }

    @Test func stringsInSiteYmlWinOverTheSitesFile() throws {
        let (pages, diagnostics) = try LanguagesTests.build(
            Self.config("fr", extra: "strings:\n  nav.trips: Envies\n"),
            files: ["i18n/fr.yml": "nav.trips: Carnet de route\nnav.goals: Buts\n"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let trip = try #require(pages["trips/lisbon/index.html"])
        #expect(trip.contains(">Envies<") && trip.contains(">Buts<"))
    }

    @Test func aLanguageComesFromAStringsFileAlone() throws {
        let portuguese = """
            nav.wishlist: Lista de desejos
            nav.goals: Metas
            count.activities:
              one: "%d atividade"
              other: "%d atividades"

            """
        let (pages, diagnostics) = try LanguagesTests.build(Self.config("pt"), files: ["i18n/pt.yml": portuguese])
        let trip = try #require(pages["trips/lisbon/index.html"])
        #expect(trip.contains("<html lang=\"pt\" dir=\"ltr\""))
        #expect(trip.contains(">Metas<"))
        #expect(trip.contains(">Search<") && trip.contains(">Trips<"), "a key the file leaves out is English")
        #expect(trip.contains("<time datetime=\"2025-05-18\">18 de maio de 2025</time>"), "dates for pt, by Foundation")
        #expect(try #require(pages["index.html"]).contains("5 atividades"))
        #expect(diagnostics.count == 1, "one warning, however many keys: \(diagnostics)")
        let warning = try #require(diagnostics.first)
        #expect(
            warning.hasPrefix(
                "i18n/pt.yml:1: warning: \(SharedFixtures.stringKeyCount - 3) strings are missing from Portuguese, so pages show "
            ))
        #expect(warning.contains("nav.label, nav.search, skip, showAll,"))
        #expect(warning.contains("TripSite knows no plural rule for 'pt'"))
    }

    @Test func aThemeFolderCanBringALanguage() throws {
        let (pages, diagnostics) = try LanguagesTests.build(
            Self.config("pt", extra: "theme: mine\n"),
            files: ["themes/mine/i18n/pt.yml": "_plural: french\nnav.trips: Viagens\n"])
        #expect(try #require(pages["trips/lisbon/index.html"]).contains(">Viagens<"))
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.hasPrefix(
                "themes/mine/i18n/pt.yml:1: warning: \(SharedFixtures.stringKeyCount - 1) strings are missing") == true)
        #expect(diagnostics.first?.contains("plural rule") == false, "the file names its rule")
    }

    @Test func aMalformedFileStopsTheBuildAtItsLines() throws {
        let site = try FixtureSite([
            "site.yml": Self.config("fr"), "content/trips/lisbon.md": LanguagesTests.trip,
            "i18n/fr.yml": "nav.wishlist: [Carnet]\ngallery.counter: \"%d\"\n",
        ])
        defer { site.remove() }
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(
            failure.messages == [
                "i18n/fr.yml:1:15: error: 'nav.wishlist' is a list: write its text (nav.wishlist: …), or a counted "
                    + "phrase's forms (one: …, other: …)",
                "i18n/fr.yml:2:1: error: 'gallery.counter' takes %d, where English (\"%d of %d\") takes %d, %d",
            ])
    }

    @Test func stringsFilesAreNotPublished() throws {
        let site = try FixtureSite([
            "site.yml": Self.config("fr", extra: "theme: mine\n"), "content/trips/lisbon.md": LanguagesTests.trip,
            "i18n/fr.yml": "nav.wishlist: Carnet\n", "themes/mine/i18n/de.yml": "nav.wishlist: Wunschliste\n",
        ])
        defer { site.remove() }
        let paths = try site.buildInMemory().output.files.keys
        #expect(paths.contains("theme/style.css"))
        #expect(paths.filter { $0.contains("i18n") || $0.hasSuffix(".yml") }.isEmpty, "\(paths.sorted())")
    }
}
