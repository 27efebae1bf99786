import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Tags, countries and years: a page per term (paged, with its own feed), an index per kind,
/// and the trip page's facts linking to them.
@Suite struct TaxonomyPagesTests {
    static let files: [String: String] = [
        "content/trips/lofoten.md": tripFile(
            "title: Lofoten\nstart: 2024-08-01\ncountry: NO\ntags: [hiking, Islands]",
            body: "## Activities\n\n- [x] Reinebringen\n- [ ] Kayak\n"),
        "content/trips/tromso.md": tripFile(
            "title: Tromsø\nstart: 2025-12-28\nend: 2026-01-03\ncountry: Norway\ntags: [Aurora, hiking]",
            body: "Northern lights.\n"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto\nstart: 2025-04-01\ncountry: jp\ntags: [東京, temples]", body: "Blossom.\n"),
        "content/trips/atlantis.md": tripFile("title: Atlantis\ncountry: Greece\ntags: [🏝️]", body: "Sunk.\n"),
    ]

    /// The site built in memory (strict), its texts by path; `language` replaces the fixture's.
    func build(
        _ files: [String: String] = files, config: String = "", language: String = "en"
    ) throws -> [String: String] {
        var all = files
        all["site.yml"] =
            FixtureSite.defaultConfig.replacingOccurrences(of: "language: en", with: "language: \(language)") + config
        let site = try FixtureSite(all)
        defer { site.remove() }
        return try site.buildInMemory(strict: true).output.files.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    static func cardTitles(_ page: String) -> [String] {
        page.matches(of: /<h2 class="[^"]*card-title[^"]*">([^<]*)<\/h2>/).map { String($0.output.1) }
    }

    @Test func everyTermHasItsPageOfTrips() throws {
        let output = try build()
        let hiking = try #require(output["tags/hiking/index.html"])
        #expect(Self.cardTitles(hiking) == ["Tromsø", "Lofoten"], "newest first, as the site orders trips")
        #expect(hiking.contains("<title>hiking · Test Trips</title>"))
        #expect(Self.cardTitles(try #require(output["tags/islands/index.html"])) == ["Lofoten"])
        #expect(Self.cardTitles(try #require(output["countries/no/index.html"])) == ["Tromsø", "Lofoten"])
        #expect(Self.cardTitles(try #require(output["countries/gr/index.html"])) == ["Atlantis"])
        // A trip over New Year is in both years; a trip without dates in none.
        #expect(Self.cardTitles(try #require(output["years/2025/index.html"])) == ["Tromsø", "Kyoto"])
        #expect(Self.cardTitles(try #require(output["years/2026/index.html"])) == ["Tromsø"])
        #expect(Self.cardTitles(try #require(output["years/2024/index.html"])) == ["Lofoten"])
        #expect(output.keys.filter { $0.hasPrefix("years/") }.count == 7, "3 years × page and feed, and the index")
    }

    /// `country: Nowhere` is a warning at its line (so `--strict` fails) and no country: no
    /// page, no term, no place on the map, nothing toward Globetrotter.
    @Test func anUnknownCountryIsAWarningAndNoCountry() throws {
        let files = [
            "content/trips/nowhere.md": tripFile("title: Nowhere\nstart: 2020-01-01\ncountry: Nowhere", body: "Far.\n")
        ]
        let site = try FixtureSite(files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(
            report.diagnostics.map(\.description) == [
                "content/trips/nowhere.md:4:10: warning: 'Nowhere' is not a country TripSite knows: write its ISO 3166 "
                    + "code (NO) or its name in English, French, German, Spanish, Japanese or Arabic (Norway); "
                    + "until then it counts as no country"
            ])
        #expect(!output.files.keys.contains { $0.hasPrefix("countries/") && $0 != "countries/index.html" })
        #expect(report.site.goals.totals.countries == 0)
        #expect(report.site.goals.statuses.first { $0.badge.id == "globetrotter" }?.count == 0)
        #expect(throws: BuildFailure.self) { try site.buildInMemory(strict: true) }
    }

    @Test func namesInOtherScriptsGetLatinFoldersAndEmojiNone() throws {
        let output = try build()
        #expect(output["tags/dong-jing/index.html"]?.contains("<h1 class=\"large-title page-title\">東京</h1>") == true)
        let kyoto = try #require(output["trips/kyoto/index.html"])
        #expect(kyoto.contains("<a href=\"/tags/dong-jing/\">東京</a>"))
        let atlantis = try #require(output["trips/atlantis/index.html"])
        #expect(!atlantis.contains("🏝️"), "a tag with no letters has no page, so it is not listed as a link")
        #expect(!output.keys.contains { $0.hasPrefix("tags/-") || $0.hasPrefix("tags//") })
    }

    @Test func aTripPageLinksItsCountryYearsAndTags() throws {
        let tromso = try #require(try build()["trips/tromso/index.html"])
        #expect(tromso.contains("<a href=\"/countries/no/\">Norway</a>"))
        #expect(
            tromso.contains("<a href=\"/years/2025/\">2025</a>") && tromso.contains("<a href=\"/years/2026/\">2026</a>")
        )
        #expect(tromso.contains("<a href=\"/tags/aurora/\">Aurora</a>"))
        #expect(tromso.contains("<a href=\"/tags/hiking/\">hiking</a>"))
    }

    @Test func countryCodesAndNamesAreOneCountryNamedInTheSiteLanguage() throws {
        let output = try build()
        #expect(output["countries/no/index.html"]?.contains(">Norway</h1>") == true, "NO and Norway: one page")
        #expect(output["countries/norway/index.html"] == nil)
        let built = try build(language: "fr")
        #expect(built["countries/no/index.html"]?.contains(">Norvège</h1>") == true)
        #expect(built["countries/jp/index.html"]?.contains(">Japon</h1>") == true)
        #expect(built["trips/tromso/index.html"]?.contains("<a href=\"/countries/no/\">Norvège</a>") == true)
    }

    @Test func eachKindHasAnIndexWithCountsAndCompletion() throws {
        let output = try build()
        let countries = try #require(output["countries/index.html"])
        let names = countries.matches(of: /class="headline term-name" href="([^"]*)">([^<]*)</).map {
            "\($0.output.1) \($0.output.2)"
        }
        #expect(names == ["/countries/gr/ Greece", "/countries/jp/ Japan", "/countries/no/ Norway"])
        #expect(
            countries.contains("aria-label=\"Norway\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"50\""))
        #expect(countries.contains("<span class=\"footnote term-count\">2 trips</span>"))
        let years = try #require(output["years/index.html"])
        #expect(
            years.matches(of: /term-name" href="\/years\/([0-9]+)\/"/).map { String($0.output.1) } == [
                "2026", "2025", "2024",
            ])
        for index in ["tags/index.html", "countries/index.html", "years/index.html"] {
            #expect(
                output["index.html"]?.contains("href=\"/\(index.dropLast("index.html".count))\"") == true,
                "\(index) in the footer")
        }
    }

    @Test func yearsAreNewestFirstByNumber() throws {
        let output = try build([
            "content/trips/old.md": tripFile("title: Old\nstart: 0999-05-01", body: "Long ago.\n"),
            "content/trips/new.md": tripFile("title: New\nstart: 2024-05-01", body: "Lately.\n"),
        ])
        let years = try #require(output["years/index.html"])
        #expect(
            years.matches(of: /term-name" href="\/years\/([0-9]+)\/"/).map { String($0.output.1) } == ["2024", "999"])
    }

    /// Years are written as the site's language writes numbers, in the same folders.
    @Test func anArabicSiteWritesItsYearsInItsDigits() throws {
        let output = try build(language: "ar")
        #expect(output["years/2025/index.html"]?.contains(">٢٠٢٥</h1>") == true)
        #expect(output["trips/tromso/index.html"]?.contains("<a href=\"/years/2026/\">٢٠٢٦</a>") == true)
        #expect(output["years/index.html"]?.contains("href=\"/years/2024/\">٢٠٢٤</a>") == true)
    }

    @Test func eachTermHasItsOwnFeed() throws {
        let output = try build()
        let feed = try #require(output["tags/hiking/feed.xml"])
        #expect(feed.contains("<title>Test Trips: hiking</title>"))
        #expect(
            feed.contains(
                "<link rel=\"self\" type=\"application/atom+xml\" href=\"https://example.com/tags/hiking/feed.xml\"/>"))
        #expect(feed.contains("<link rel=\"alternate\" type=\"text/html\" href=\"https://example.com/tags/hiking/\"/>"))
        #expect(feed.components(separatedBy: "<entry>").count - 1 == 2)
        #expect(!feed.contains("Kyoto"))
        let page = try #require(output["tags/hiking/index.html"])
        #expect(page.contains("title=\"Test Trips: hiking\" href=\"/tags/hiking/feed.xml\""), "feed readers find it")
    }

    @Test func termPagesArePagedAndInTheSitemap() throws {
        var files: [String: String] = [:]
        for index in 1...7 {
            files["content/trips/t\(index).md"] = tripFile("title: Trip \(index)\ntags: [rail]", body: "Day.\n")
        }
        let output = try build(files, config: "pagination: {pageSize: 3}\n")
        #expect(Self.cardTitles(try #require(output["tags/rail/page/3/index.html"])).count == 1)
        #expect(output["tags/rail/page/4/index.html"] == nil)
        let sitemap = try #require(output["sitemap.xml"])
        for path in ["tags/", "tags/rail/", "tags/rail/page/2/", "tags/rail/page/3/", "countries/", "years/"] {
            #expect(sitemap.contains("<loc>https://example.com/\(path)</loc>"), "\(path)")
        }
    }

    @Test func aStandalonePageCannotTakeAKindsFolder() throws {
        var files = Self.files
        files["content/pages/tags.md"] = "---\ntitle: My tags\n---\nMine.\n"
        files["site.yml"] = FixtureSite.defaultConfig
        let site = try FixtureSite(files)
        defer { site.remove() }
        let failure = #expect(throws: BuildFailure.self) { try site.buildInMemory(strict: true) }
        #expect(
            failure?.diagnostics.contains { $0.file == "content/pages/tags.md" && $0.message.contains("tags") } == true)
    }

    @Test func aLongTagIsClippedToAFolderNameFileSystemsTake() {
        let slug = Taxonomies.termSlug(String(repeating: "wander ", count: 60))
        #expect(slug.count <= Slug.maxLength && !slug.hasSuffix("-") && slug.hasPrefix("wander-wander"))
        #expect(Taxonomies.termSlug("Москва") == "moskva")
        #expect(Taxonomies.termSlug("Zürich Layover") == "zurich-layover")
    }
}

/// `Taxonomies.replace`, with which `serve` patches its terms after an edit that keeps every
/// trip in its terms, gives the terms `Taxonomies.terms` lists from the edited site.
@Suite struct TaxonomyReplaceTests {
    static func site(lofoten: String, bundle: String, day: String) throws -> Site {
        let files = [
            "content/trips/lofoten.md": tripFile(
                "title: \(lofoten)\nstart: 2024-08-01\ncountry: NO\ntags: [hiking]",
                body: "## Activities\n\n- [x] Reinebringen\n- [\(lofoten == "Lofoten" ? " " : "x")] Kayak\n"),
            "content/trips/alps/index.md": tripFile(
                "title: \(bundle)\nstart: 2025-06-01\nend: 2025-06-09\ncountry: CH\ntags: [hiking]", body: "Up.\n"),
            "content/trips/alps/2025-06-03-lake.md": tripFile(
                "title: \(day)\ntags: [swimming]\ncountry: AT", body: "A lake.\n"),
            "content/trips/kyoto.md": tripFile("title: Kyoto\nstart: 2025-04-01\ncountry: jp\ntags: [hiking]"),
        ]
        let fixture = try FixtureSite(files)
        defer { fixture.remove() }
        return try fixture.buildInMemory().report.site
    }

    /// Each term as what its pages show: name, trips (slug, title), activity counts, days.
    static func shown(_ terms: [TaxonomyKind: [TaxonomyTerm]]) -> [String] {
        terms.keys.sorted { $0.rawValue < $1.rawValue }.flatMap { kind in
            terms[kind]!.map { term in
                let trips = term.trips.map { "\($0.slug):\($0.title)" }.joined(separator: ",")
                let days = term.days.map { "\($0.trip.title)/\($0.entry.title ?? "")" }.joined(separator: ",")
                return "\(kind.rawValue)/\(term.slug) \(term.name) [\(trips)] "
                    + "\(term.activitiesDone)/\(term.activitiesTotal) days [\(days)]"
            }
        }
    }

    @Test func replacedTripsGiveTheTermsListedAgain() throws {
        let before = try Self.site(lofoten: "Lofoten", bundle: "Alps", day: "Lake")
        let after = try Self.site(lofoten: "Lofoten Islands", bundle: "The Alps", day: "Lake Day")
        var terms = Taxonomies.terms(before)
        let changed = after.trips.filter { ["lofoten", "alps"].contains($0.slug) }
        Taxonomies.replace(changed, in: &terms)
        let expected = Self.shown(Taxonomies.terms(after))
        #expect(Self.shown(terms) == expected)
        #expect(expected.contains { $0.hasPrefix("tags/hiking ") && $0.contains("2/2") }, "\(expected)")
        #expect(expected.contains { $0.hasPrefix("tags/swimming ") && $0.contains("The Alps/Lake Day") }, "\(expected)")
        #expect(Self.shown(Taxonomies.terms(before)) != expected)
    }
}

/// `Taxonomies.adding` and `removing`, with which `serve` patches its terms when a trip comes
/// or goes, give the terms `Taxonomies.terms` lists from the site with or without it: a trip
/// that goes first in a term and names it as it writes it, one that makes new terms and is
/// their only trip, one with days in terms of its own.
@Suite struct TaxonomyMembershipTests {
    static let kept: [String: String] = [
        "content/trips/lofoten.md": tripFile(
            "title: Lofoten\nstart: 2024-08-01\ncountry: NO\ntags: [hiking]", body: "- [x] Reinebringen\n"),
        "content/trips/alps/index.md": tripFile(
            "title: Alps\nstart: 2025-06-01\nend: 2025-06-09\ncountry: CH\ntags: [hiking]", body: "Up.\n"),
        "content/trips/alps/2025-06-03-lake.md": tripFile(
            "title: Lake\ntags: [swimming]\ncountry: AT", body: "A lake.\n"),
        "content/trips/kyoto.md": tripFile("title: Kyoto\nstart: 2025-04-01\ncountry: jp\ntags: [hiking, Reef]"),
    ]

    /// Trips that come and go: the newest, with new terms, another spelling and days; the
    /// oldest; one between the others in a term of a single trip.
    static let comers: [String: [String: String]] = [
        "fiji": [
            "content/trips/fiji/index.md": tripFile(
                "title: Fiji\nstart: 2026-02-01\ncountry: Atlantis Isles\ntags: [Hiking, islands]",
                body: "## Activities\n\n- [x] Dive\n- [ ] Sail\n"),
            "content/trips/fiji/2026-02-03-reef.md": tripFile(
                "title: Reef\ntags: [reef, swimming]\ncountry: FJ", body: "Fish.\n"),
        ],
        "early": ["content/trips/early.md": tripFile("title: Early\nstart: 2001-05-01\ncountry: NO\ntags: [hiking]")],
        "between": [
            "content/trips/between.md": tripFile("title: Between\nstart: 2025-05-01\ncountry: CH\ntags: [reef]")
        ],
    ]

    static func site(_ files: [String: String]) throws -> Site {
        let fixture = try FixtureSite(files)
        defer { fixture.remove() }
        return try fixture.buildInMemory().report.site
    }

    @Test(arguments: ["fiji", "early", "between"])
    func aTripThatComesOrGoesGivesTheTermsListedAgain(_ slug: String) throws {
        let without = try Self.site(Self.kept)
        let with = try Self.site(Self.kept.merging(Self.comers[slug]!) { _, new in new })
        let trip = try #require(with.trips.first { $0.slug == slug })
        let (before, after) = (Taxonomies.terms(without), Taxonomies.terms(with))
        #expect(TaxonomyReplaceTests.shown(before) != TaxonomyReplaceTests.shown(after))
        var added = before
        Taxonomies.adding(trip, to: &added, config: with.config)
        #expect(TaxonomyReplaceTests.shown(added) == TaxonomyReplaceTests.shown(after))
        var removed = after
        Taxonomies.removing(trip, from: &removed, config: with.config)
        #expect(TaxonomyReplaceTests.shown(removed) == TaxonomyReplaceTests.shown(before))
    }
}
