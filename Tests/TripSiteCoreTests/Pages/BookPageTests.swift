import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// A travelled trip's book page (`/trips/<slug>/book/`): what it holds with and without
/// entries, photos and a route, in what order; its paper; where it is and is not published.
@Suite struct BookPageTests {
    static let trip = "content/trips/alps"

    /// A travelled trip with a cover photo, a route, a text, and two entries (one with its
    /// own photo and a gallery of three, one without a photo).
    static func journey(config: String = "", frontMatter: String = "") throws -> FixtureSite {
        let site = try RouteFixtures.site(
            [
                "\(trip)/index.md": tripFile(
                    "title: Alps & Lakes\nsubtitle: Hut to hut\nstart: 2025-07-01\nend: 2025-07-04\ncountry: CH\n"
                        + "photo: cover.jpg\ndistance: 12\n" + frontMatter,
                    body: "Why we went: the *huts*.\n"),
                "\(trip)/2025-07-01-lake.md": tripFile(
                    "title: The lake\nlocation: {name: Oeschinensee, lat: 45.01, lon: 6.0}\ncountry: CH\n"
                        + "photo: lake.jpg\ngallery: [a.jpg, {file: b.jpg, caption: The pass}, c.jpg]",
                    body: "Cold water.\n"),
                "\(trip)/2025-07-03.md": tripFile(
                    "location: {name: Chamonix, lat: 45.06, lon: 6.0}\ncountry: FR", body: "Rain, then sun.\n"),
            ], config: config)
        for name in ["cover.jpg", "lake.jpg", "a.jpg", "b.jpg", "c.jpg"] {
            try site.addPhoto("upright.jpg", at: "\(trip)/\(name)")
        }
        return site
    }

    static func build(_ site: FixtureSite) throws -> MemoryOutput {
        try site.buildInMemory(cache: site.root.appending(path: "cache")).output
    }

    @Test func aJourneyHasItsCoverContentsMapChaptersAndNumbersInOrder() throws {
        let site = try Self.journey()
        defer { site.remove() }
        let page = try #require(try Self.build(site).text("trips/alps/book/index.html"))
        let order = [
            "class=\"book-cover\"", "class=\"book-contents\"", "class=\"book-map\"", "id=\"about\"", "id=\"day-1\"",
            "id=\"day-2\"", "class=\"book-numbers\"",
        ].map { page.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(order)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(page.contains("<h1 class=\"book-title\">Alps &amp; Lakes</h1>"))
        #expect(page.contains("<img class=\"book-cover-photo\" src=\"/trips/alps/cover-"))
        // The contents: each chapter by its day and title, linking to it.
        #expect(page.contains("<a href=\"#day-1\"><span class=\"book-contents-day\">Day 1</span>"))
        #expect(page.contains("<span class=\"book-contents-title\">The lake</span>"))
        // The second entry has no title: its date stands for it; it is day 3 of the trip.
        #expect(page.contains("<span class=\"book-contents-day\">Day 3</span>"))
        // The entry's photo above its text; its gallery of three landscape photos after it, a
        // row each, two rows to a page of photos.
        let lake = try #require(page.range(of: "id=\"day-1\"")).upperBound
        let chapter = String(page[lake...].split(separator: "</section>")[0])
        #expect(chapter.contains("class=\"book-lead\""))
        #expect(chapter.components(separatedBy: "<div class=\"book-photo-page\">").count == 3)
        #expect(chapter.components(separatedBy: "<figure class=\"book-photo book-photo-wide\">").count == 4)
        #expect(chapter.contains("<figcaption class=\"book-caption\">The pass</figcaption>"))
        #expect(chapter.contains("Day 1 · <time datetime=\"2025-07-01\">"))
        #expect(chapter.contains("Oeschinensee, Switzerland"))
        // The numbers: nights, days written, distance, climb, countries and photos.
        let numbers = try #require(page.range(of: "class=\"book-numbers\"")).upperBound
        let closing = String(page[numbers...])
        for (label, value) in [
            ("Nights away", "3"), ("Days written", "2"), ("Countries", "Switzerland, France"), ("Photos", "5"),
        ] {
            #expect(closing.contains("<dt>\(label)</dt><dd>\(value)</dd>"), "\(label)")
        }
        #expect(closing.contains("<dt>Distance</dt>") && closing.contains("<dt>Climb</dt>"))
    }

    @Test func itIsMadeForPaperWithoutTheSitesNavigation() throws {
        let site = try Self.journey()
        defer { site.remove() }
        let output = try Self.build(site)
        let page = try #require(output.text("trips/alps/book/index.html"))
        #expect(!page.contains("site-header") && !page.contains("site-footer") && !page.contains("<nav class=\"nav"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/theme/book.css\">"))
        #expect(page.contains("@page { size: 148mm 210mm;"))
        #expect(page.contains("@bottom-center { content: counter(page); }"))
        #expect(page.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.com/trips/alps/\">"))
        // The map's colours are inside its drawing, and no image waits to be scrolled to.
        #expect(page.contains("<svg viewBox=") && page.contains("<style>.route-line {"))
        #expect(!page.contains("loading=\"lazy\""))
        let css = try #require(output.text("theme/book.css"))
        #expect(css.contains(".book-chapter {\n  break-before: page;"))
        #expect(!css.contains("@layer") && !css.contains("display: grid"))
        // The trip page leads to it; the sitemap leaves it out (it is the trip's page, for paper).
        #expect(
            try #require(output.text("trips/alps/index.html")).contains(
                "<a href=\"/trips/alps/book/\">Print this journey</a>"))
        #expect(!(try #require(output.text("sitemap.xml"))).contains("/trips/alps/book/"))
    }

    @Test func aTripWithoutEntriesPhotosOrRouteIsOneChapterOnAPlainCover() throws {
        let site = try FixtureSite([
            "content/trips/lisbon.md": tripFile("title: Lisbon\nstart: 2024-05-01\nend: 2024-05-03", body: "Tiles.\n")
        ])
        defer { site.remove() }
        let page = try #require(try Self.build(site).text("trips/lisbon/book/index.html"))
        #expect(page.contains("<section class=\"book-cover book-cover-plain\">"))
        #expect(!page.contains("book-cover-photo") && !page.contains("class=\"book-map\""))
        // One chapter needs no contents.
        #expect(!page.contains("class=\"book-contents\""))
        #expect(page.components(separatedBy: "class=\"book-chapter\"").count == 2)
        #expect(page.contains("<h2>About this journey</h2>"))
        #expect(page.contains("<dt>Nights away</dt><dd>2</dd>") && !page.contains("<dt>Photos</dt>"))
    }

    @Test func locatedEntriesWithoutARouteAreJoinedOnTheMap() throws {
        let site = try FixtureSite([
            "content/trips/coast/index.md": tripFile("title: Coast", body: ""),
            "content/trips/coast/2024-05-01.md": tripFile("location: {name: Porto, lat: 41.15, lon: -8.61}"),
            "content/trips/coast/2024-05-02.md": tripFile("location: {name: Aveiro, lat: 40.64, lon: -8.65}"),
        ])
        defer { site.remove() }
        let page = try #require(try Self.build(site).text("trips/coast/book/index.html"))
        #expect(page.contains("class=\"book-map\""))
        #expect(page.contains("<a href=\"#day-1\"") && page.contains("<a href=\"#day-2\""))
        #expect(!page.contains("class=\"route-start\""))
    }

    @Test func theMapPlacesNoPhotoEvenWhenTheSiteShowsPositions() throws {
        let site = try Self.journey(config: "photos: {showLocation: true}\n")
        defer { site.remove() }
        try site.addPhoto("gps.png", at: "\(Self.trip)/cover.jpg")
        let output = try Self.build(site)
        let page = try #require(output.text("trips/alps/book/index.html"))
        #expect(!page.contains("route-photo") && !page.contains("-9.139") && !page.contains("38.72"))
    }

    @Test func noBookForAPlannedTripOneThatSaysNoOrASiteThatPublishesNone() throws {
        for (config, frontMatter) in [("", "book: false\n"), ("book: {publish: false}\n", "")] {
            let site = try Self.journey(config: config, frontMatter: frontMatter)
            defer { site.remove() }
            let output = try Self.build(site)
            #expect(output.files["trips/alps/book/index.html"] == nil, "\(config)\(frontMatter)")
            #expect(try #require(output.text("trips/alps/index.html")).contains("Print this journey") == false)
        }
        let planned = try FixtureSite([
            "content/trips/someday.md": tripFile("title: Someday\nstart: 2099-01-01", body: "Plans.\n")
        ])
        defer { planned.remove() }
        #expect(try Self.build(planned).files["trips/someday/book/index.html"] == nil)
    }

    @Test func thePaperFollowsTheSettingElseTheLanguage() throws {
        for (config, size) in [
            ("", "148mm 210mm"), ("language: en-US\n", "215.9mm 279.4mm"), ("language: es-MX\n", "215.9mm 279.4mm"),
            ("language: fr\n", "148mm 210mm"), ("language: en-US\nbook: {paper: a4}\n", "210mm 297mm"),
        ] {
            let site = try FixtureSite([
                "site.yml": FixtureSite.defaultConfig.replacingOccurrences(of: "language: en\n", with: "") + config,
                "content/trips/lisbon.md": tripFile("title: Lisbon\nstart: 2024-05-01", body: "Tiles.\n"),
            ])
            defer { site.remove() }
            let page = try #require(try Self.build(site).text("trips/lisbon/book/index.html"))
            #expect(page.contains("@page { size: \(size);"), "\(config)")
        }
    }

    @Test func aWrongBookSettingIsAnErrorAtItsLine() throws {
        let site = try FixtureSite([
            "site.yml": FixtureSite.defaultConfig + "book:\n  paper: B5\n  colour: red\n",
            "content/trips/lisbon.md": tripFile("title: Lisbon\nstart: 2024-05-01", body: "Tiles.\n"),
        ])
        defer { site.remove() }
        do {
            _ = try site.buildInMemory()
            Issue.record("the build must fail")
        } catch {
            let shown = error.diagnostics.map(\.description)
            #expect(
                shown.contains {
                    $0.hasPrefix("site.yml:9:") && $0.contains("'book.paper' must be one of A5, A4, Letter, not 'B5'")
                }, "\(shown)")
            #expect(shown.contains { $0.hasPrefix("site.yml:10:") && $0.contains("colour") }, "\(shown)")
        }
    }

    @Test func serveMakesTheBookAgainWhenAnEntryChangesAndDropsItForBookFalse() throws {
        let site = try Self.journey()
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        try site.write(
            "\(Self.trip)/2025-07-03.md", tripFile("location: {name: Chamonix}\ncountry: FR", body: "Snow!\n"))
        let edited = try builder.build(changedPaths: ["\(Self.trip)/2025-07-03.md"])
        #expect(edited.rendered.contains("trips/alps/book/index.html"))
        #expect(edited.text("trips/alps/book/index.html").contains("Snow!"))
        try site.write(
            "\(Self.trip)/index.md",
            tripFile(
                "title: Alps & Lakes\nsubtitle: Hut to hut\nstart: 2025-07-01\nend: 2025-07-04\ncountry: CH\n"
                    + "photo: cover.jpg\ndistance: 12\nbook: false", body: "Why we went: the *huts*.\n"))
        let off = try builder.build(changedPaths: ["\(Self.trip)/index.md"])
        #expect(off.removed.contains("trips/alps/book/index.html"))
        #expect(!off.text("trips/alps/index.html").contains("Print this journey"))
    }

    @Test func anEntryCalledBookIsAnErrorWhileTheTripHasABook() throws {
        let site = try Self.journey()
        defer { site.remove() }
        try site.write("\(Self.trip)/2025-07-02-book.md", tripFile("title: The book I read", body: "Pages.\n"))
        do {
            _ = try site.buildInMemory()
            Issue.record("the build must fail")
        } catch {
            #expect(
                error.diagnostics.map(\.description).contains(
                    "\(Self.trip)/2025-07-02-book.md:1: error: the entry's slug 'book' is where the trip's book is "
                        + "published (/trips/alps/book/): rename the file, or set 'book: false' on the trip"),
                "\(error.diagnostics)")
        }
        try site.write(
            "\(Self.trip)/index.md", tripFile("title: Alps & Lakes\nstart: 2025-07-01\nbook: false", body: "x\n"))
        let output = try Self.build(site)
        #expect(try #require(output.text("trips/alps/book/index.html")).contains("The book I read"))
    }

    @Test func portraitPhotosShareARowAndAPageWithoutTextStartsOnTheChaptersOwn() throws {
        let site = try FixtureSite([
            "content/trips/porto/index.md": tripFile(
                "title: Porto\nstart: 2024-05-01\ngallery: [a.jpg, b.jpg, c.jpg, d.jpg]", body: "")
        ])
        defer { site.remove() }
        for name in ["a.jpg", "b.jpg", "d.jpg"] { try site.addPhoto("portrait.jpg", at: "content/trips/porto/\(name)") }
        try site.addPhoto("upright.jpg", at: "content/trips/porto/c.jpg")
        let page = try #require(try Self.build(site).text("trips/porto/book/index.html"))
        let photos = try #require(page.range(of: "id=\"photos\"")).upperBound
        let chapter = String(page[photos...].split(separator: "</section>")[0])
        // Two portraits, a landscape, a lone portrait: three rows on two pages, the first on
        // the chapter's own page (it has no text).
        let places = chapter.matches(of: /<figure class="book-photo ([a-z -]+)">/).map { String($0.output.1) }
        #expect(
            places == [
                "book-photo-tall book-photo-start", "book-photo-tall book-photo-end", "book-photo-wide",
                "book-photo-tall book-photo-alone",
            ])
        #expect(chapter.contains("<div class=\"book-photo-page book-photo-page-first\">"))
        #expect(chapter.components(separatedBy: "<div class=\"book-photo-page").count == 3)
    }
}
