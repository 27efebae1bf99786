import Testing
import TripSiteCore
import TripSiteTestSupport

/// Sites in other languages: the interface strings, counts, numbers and dates follow
/// `language:`; a site's `i18n/<language>.yml` goes over the theme's, and `strings:` over
/// both; a language with no strings file is English with a located warning.
@Suite struct LanguagesTests {
    /// A trip with five activities, three done, the first on 18 May 2025.
    static let trip = tripFile(
        """
        title: Lisbon Lanes
        season: spring
        start: 2025-05-16
        end: 2025-05-20
        created: 2025-01-12
        """,
        body: """
            Trams and tiles.

            ## Activities
            - [x] Ride tram 28 (2025-05-18)
            - [x] Eat pastéis de nata
            - [x] See the tiles museum
            - [ ] Fado night
            - [ ] Day trip to Sintra
            """)

    static func config(_ language: String, extra: String = "") -> String {
        "title: Trips\nbaseURL: https://example.com/\nlanguage: \(language)\n" + extra
    }

    static func build(
        _ config: String, files: [String: String] = [:]
    ) throws -> (pages: [String: String], diagnostics: [String]) {
        let site = try FixtureSite(files.merging(["site.yml": config, "content/trips/lisbon.md": trip]) { $1 })
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let pages = [
            "index.html", "trips/lisbon/index.html", "goals/index.html", "search/index.html",
            "collections/spring/index.html",
        ]
        return (
            Dictionary(uniqueKeysWithValues: pages.map { ($0, output.text($0) ?? "") }),
            report.diagnostics.map(\.description)
        )
    }

    @Test func aFrenchSiteSpeaksFrench() throws {
        let (pages, diagnostics) = try Self.build(Self.config("fr"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let trip = try #require(pages["trips/lisbon/index.html"])
        #expect(trip.contains("<html lang=\"fr\" dir=\"ltr\""))
        #expect(trip.contains("<time datetime=\"2025-05-18\">18 mai 2025</time>"))
        #expect(trip.contains("du <time datetime=\"2025-05-16\">16 mai 2025</time> au <time"))
        #expect(trip.contains(">60\u{A0}%</p>"), "the percentage, written the French way")
        #expect(trip.contains("aria-valuenow=\"60\""), "machine-readable values stay plain")
        #expect(trip.contains("3 sur 5 activités"))
        // A journal (its one trip travelled): "Voyages", not "Mes envies".
        #expect(trip.contains(">Voyages<"))
        #expect(trip.contains(">Printemps</a>"))
        #expect(!trip.contains("Wishlist"))
        #expect(pages["collections/spring/index.html"]?.contains("Réveil du printemps") == true)
        let home = try #require(pages["index.html"])
        #expect(home.contains(">Dernier voyage</h2>"))
        #expect(home.contains("5 activités"))
        let goals = try #require(pages["goals/index.html"])
        #expect(goals.contains("Prochaines étapes"))
        #expect(goals.contains(">Premier pas<"), "the built-in badges are translated")
        #expect(goals.contains(">10 activités<"))
    }

    @Test func aBuiltInBadgeRetitledInGoalsYamlKeepsItsTitle() throws {
        let site = try FixtureSite([
            "site.yml": Self.config("fr"), "content/trips/lisbon.md": Self.trip,
            "content/goals.yml": "badges:\n  - {id: first-activity, title: Le début}\n",
        ])
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("badges/first-activity/index.html"))
        #expect(page.contains(">Le début<"))
        #expect(page.contains("Cochez votre première activité."), "its description, not retold, is translated")
    }

    @Test func anArabicSiteIsRightToLeftWithArabicDigitsAndPlurals() throws {
        let (pages, diagnostics) = try Self.build(Self.config("ar"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let trip = try #require(pages["trips/lisbon/index.html"])
        #expect(trip.contains("<html lang=\"ar\" dir=\"rtl\""))
        #expect(trip.contains("<time datetime=\"2025-05-18\">١٨ مايو، ٢٠٢٥</time>"))
        #expect(trip.contains("٣ من ٥ أنشطة"))
        #expect(trip.contains(">٦٠٪؜</p>"))
        let search = try #require(pages["search/index.html"])
        for form in ["zero", "one", "two", "few", "many", "other"] {
            #expect(search.contains("data-text-trip-\(form)="), "\(form)")
        }
        #expect(search.contains("data-locale=\"ar-u-nu-arab\""))
    }

    @Test func aRegionalTagUsesItsLanguagesStrings() throws {
        let (pages, diagnostics) = try Self.build(Self.config("fr-CA"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(pages["trips/lisbon/index.html"]?.contains("<html lang=\"fr-CA\"") == true)
        #expect(pages["trips/lisbon/index.html"]?.contains(">Voyages<") == true)
    }

    @Test func overridesWinOverTheLanguagesTable() throws {
        let extra = "strings:\n  nav.trips: Carnet\n  progress.subtitle: \"%d/%d\"\n"
        let (pages, diagnostics) = try Self.build(Self.config("fr", extra: extra))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let trip = try #require(pages["trips/lisbon/index.html"])
        #expect(trip.contains(">Carnet<"))
        #expect(!trip.contains(">Voyages<"))
        #expect(trip.contains(">3/5<"))
        #expect(trip.contains(">Objectifs<"), "the other strings stay French")
    }

    @Test func anUnknownLanguageFallsBackToEnglishWithALocatedWarning() throws {
        let (pages, diagnostics) = try Self.build("title: Trips\nbaseURL: https://example.com/\nlanguage: tlh\n")
        #expect(
            diagnostics == [
                "site.yml:3:11: warning: TripSite has no interface strings for language 'tlh' (it has en (English), "
                    + "ar (Arabic), de (German), es (Spanish), fr (French), ja (Japanese)); pages use English, "
                    + "with lang=\"tlh\"; translate them in i18n/tlh.yml (docs/theming.md, \"Adding a language\")"
            ])
        let trip = try #require(pages["trips/lisbon/index.html"])
        #expect(trip.contains("<html lang=\"tlh\""))
        #expect(trip.contains("3 of 5 activities"))
        #expect(trip.contains("<time datetime=\"2025-05-18\">18 May 2025</time>"))
    }

    @Test func anUnknownStringsKeyIsALocatedWarning() throws {
        let extra = "strings:\n  nav.wishlist: Carnet\n  trips.many: \"%d périples\"\n  count.trips.few: x\n"
        let (_, diagnostics) = try Self.build(Self.config("fr", extra: extra))
        #expect(
            diagnostics == [
                "site.yml:6:3: warning: unknown key 'strings.trips.many': it is now 'count.trips.other'",
                "site.yml:7:3: warning: unknown key 'strings.count.trips.few': French has no 'few' form "
                    + "(its forms: one, many, other)",
            ])
    }
}
