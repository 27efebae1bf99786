import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A trip told day by day: its entries found in both forms, its timeline, their pages, what
/// the trip takes from them, and every bad entry told at its file.
@Suite struct EntryPagesTests {
    static let trip = "content/trips/dolomites"

    static var files: [String: String] {
        [
            "\(trip)/index.md": tripFile("title: Dolomites Hut Trek\ntags: [hiking]", body: "Hut to hut.\n"),
            "\(trip)/2025-07-01-lago-di-braies.md": tripFile(
                "location: {name: Lago di Braies, lat: 46.694, lon: 12.085}\ncountry: IT",
                body: "We started at the lake at dawn, when the water was still and grey.\n"),
            "\(trip)/2025-07-02.md": tripFile(
                "title: Rifugio Biella\ndate: 2025-07-02 14:30", body: "Rain all afternoon; cards.\n"),
            "\(trip)/2025-07-02-morning.md": tripFile(
                "title: Morning\ndate: 2025-07-02 07:00", body: "Fog over the pass.\n"),
            "\(trip)/seceda/index.md": tripFile("title: Seceda ridge\ndate: 2025-07-04", body: "The ridge at last.\n"),
            "\(trip)/notes/deeper/index.md": tripFile("title: Not an entry", body: "x\n"),
        ]
    }

    /// Two files whose names differ only in Unicode form (NFC `café`, NFD `café`) are two
    /// files on disk with one slug: each error names the other.
    @Test func entriesNamedInTwoUnicodeFormsNameEachOther() throws {
        let (composed, decomposed) = ("2025-07-05-caf\u{E9}.md", "2025-07-05-cafe\u{301}.md")
        // Written one by one: as keys of one dictionary the two names are one.
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        try site.write("\(Self.trip)/\(composed)", tripFile("title: One", body: "x\n"))
        try site.write("\(Self.trip)/\(decomposed)", tripFile("title: Two", body: "x\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: site.root.appending(path: Self.trip).path)
        try #require(names.filter { $0.hasPrefix("2025-07-05-caf") }.count == 2, "\(names)")
        let diagnostics: [Diagnostic]
        do {
            _ = try site.buildInMemory()
            Issue.record("the build must fail")
            return
        } catch { diagnostics = error.diagnostics }
        let errors = diagnostics.filter { $0.message.contains("duplicate entry slug") }
        #expect(errors.count == 2)
        for error in errors {
            #expect(error.message.contains("(the same name in another Unicode form)"), "\(error)")
            #expect(!error.message.hasSuffix("also "), "\(error)")
        }
    }

    @Test func entriesComeInBothFormsAsPagesOfTheirOwn() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        for slug in ["lago-di-braies", "2025-07-02", "morning", "seceda"] {
            #expect(output.files["trips/dolomites/\(slug)/index.html"] != nil, "\(slug)")
        }
        #expect(output.files["trips/dolomites/deeper/index.html"] == nil)
        #expect(
            report.diagnostics.map(\.description).contains {
                $0.hasPrefix("\(Self.trip)/notes/deeper/index.md: warning: not an entry of the trip")
            })
    }

    @Test func theTimelineIsInDateOrderAndTheTripTakesItsDatesAndPlace() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(report.site.trips.first)
        #expect(trip.entries.map(\.slug) == ["lago-di-braies", "morning", "2025-07-02", "seceda"])
        #expect(trip.start?.iso == "2025-07-01" && trip.end?.iso == "2025-07-04" && trip.season == .summer)
        #expect(trip.location?.name == "Lago di Braies" && trip.country == "IT")
        let page = try #require(output.text("trips/dolomites/index.html"))
        let links = page.matches(of: /class="timeline-link" href="\/trips\/dolomites\/([a-z0-9-]+)\/"/).map {
            String($0.output.1)
        }
        #expect(links == ["lago-di-braies", "morning", "2025-07-02", "seceda"])
        #expect(page.contains(">Day by day</h2>"))
        #expect(page.contains("<span class=\"timeline-day\">Day 4</span><time datetime=\"2025-07-04\">"))
        #expect(page.contains("We started at the lake at dawn, when the water was still and grey."))
    }

    @Test func anEntryPageHasItsStoryAndTheWayAround() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("trips/dolomites/2025-07-02/index.html"))
        #expect(page.contains(">Rifugio Biella</h1>"))
        #expect(page.contains("<title>Rifugio Biella · Dolomites Hut Trek"))
        #expect(page.contains("<span class=\"entry-day\">Day 2</span>"))
        #expect(page.contains("<span class=\"entry-time\">14:30</span>"))
        #expect(page.contains("<p>Rain all afternoon; cards.</p>"))
        #expect(page.contains("href=\"/trips/dolomites/morning/\" rel=\"prev\""))
        #expect(page.contains("href=\"/trips/dolomites/seceda/\" rel=\"next\""))
        #expect(page.contains(">Back to Dolomites Hut Trek</a>"))
    }

    /// A located entry's page shows its place on the trip's stops joined: its own numbered,
    /// the others as dots; an entry without a position, or the only stop of a trip without a
    /// route, has no map.
    @Test func aLocatedEntryShowsItsPlaceAmongTheTripsStops() throws {
        var files = Self.files
        files["\(Self.trip)/seceda/index.md"] = tripFile(
            "title: Seceda ridge\ndate: 2025-07-04\nlocation: {name: Seceda, lat: 46.598, lon: 11.724}",
            body: "The ridge at last.\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let output = try site.buildInMemory().output
        let seceda = try #require(output.text("trips/dolomites/seceda/index.html"))
        #expect(seceda.contains("<figure class=\"route-map entry-map\">"))
        #expect(seceda.contains("role=\"img\" aria-label=\"Seceda ridge among the trip"))
        #expect(seceda.contains("<g class=\"route-stop route-here\"><circle"))
        #expect(seceda.matches(of: /<text[^>]*>4<\/text>/).count == 1, "its number, the fourth day")
        #expect(seceda.matches(of: /class="route-stop-dot"/).count == 1, "Lago di Braies, a dot")
        let figure = try #require(seceda.firstRange(of: /<figure class="route-map entry-map">.*?<\/figure>/))
        #expect(!seceda[figure].contains("<a "), "an image, without links")
        #expect(output.text("trips/dolomites/morning/index.html")?.contains("entry-map") == false, "no position")
        let alone = try FixtureSite(Self.files)
        defer { alone.remove() }
        let braies = try alone.buildInMemory().output.text("trips/dolomites/lago-di-braies/index.html")
        #expect(braies?.contains("entry-map") == false, "one stop and no route: no map")
    }

    @Test func anEntryWithoutTitleOrPlaceIsNamedByItsDate() throws {
        let site = try FixtureSite([
            "\(Self.trip)/index.md": tripFile("title: T", body: "x\n"),
            "\(Self.trip)/2025-07-01.md": tripFile("draft: false", body: "Quiet day.\n"),
        ])
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("trips/dolomites/2025-07-01/index.html"))
        #expect(page.contains(">1 July 2025</h1>"))
    }

    @Test func draftEntriesAreLeftOutUnlessAskedFor() throws {
        var files = Self.files
        files["\(Self.trip)/2025-07-03-secret.md"] = tripFile("draft: true", body: "Not yet.\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        #expect(try site.buildInMemory().output.files["trips/dolomites/secret/index.html"] == nil)
        #expect(try site.buildInMemory(drafts: true).output.files["trips/dolomites/secret/index.html"] != nil)
    }

    @Test func anEntryOutsideItsTripsDatesIsAWarningNamingBoth() throws {
        var files = Self.files
        files["\(Self.trip)/index.md"] = tripFile(
            "title: Dolomites\nstart: 2025-07-01\nend: 2025-07-03", body: "x\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let warnings = try site.buildInMemory().report.diagnostics.map(\.description)
        #expect(
            warnings.contains(
                "\(Self.trip)/seceda/index.md:1: warning: the entry's date 2025-07-04 is outside its trip's dates "
                    + "(2025-07-01…2025-07-03 in \(Self.trip)/index.md)"))
    }

    @Test func badEntriesAreErrorsAtTheirFiles() throws {
        var files = Self.files
        files["\(Self.trip)/undated.md"] = tripFile("title: When?", body: "x\n")
        files["\(Self.trip)/2025-07-05-seceda.md"] = tripFile("title: Seceda again", body: "x\n")
        files["\(Self.trip)/2025-07-06-bad.md"] = tripFile("location: {lat: 46}", body: "x\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let diagnostics: [String]
        do {
            _ = try site.buildInMemory()
            Issue.record("bad entries must fail the build")
            return
        } catch { diagnostics = error.diagnostics.map(\.description) }
        for expected in [
            "\(Self.trip)/undated.md:1: error: an entry needs a date",
            "\(Self.trip)/2025-07-05-seceda.md:1: error: duplicate entry slug 'seceda' in the trip: also \(Self.trip)/seceda/index.md",
            "\(Self.trip)/seceda/index.md:1: error: duplicate entry slug 'seceda' in the trip: also \(Self.trip)/2025-07-05-seceda.md",
            "\(Self.trip)/2025-07-06-bad.md:2:11: error: 'location' needs both 'lat' and 'lon'",
        ] {
            #expect(diagnostics.contains { $0.hasPrefix(expected) }, "\(expected) not in \(diagnostics)")
        }
    }

    @Test func aFolderBesideASingleFileTripSaysToMoveTheTrip() throws {
        let site = try FixtureSite([
            "content/trips/oslo.md": tripFile("title: Oslo", body: "Fjords.\n"),
            "content/trips/oslo/2025-05-01-opera.md": tripFile("title: Opera", body: "x\n"),
        ])
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(output.files["trips/oslo/index.html"] != nil, "the trip still builds")
        #expect(
            report.diagnostics.map(\.description).contains {
                $0.hasPrefix("content/trips/oslo: warning: a folder beside the single-file trip content/trips/oslo.md")
                    && $0.contains("move content/trips/oslo.md to content/trips/oslo/index.md")
            })
    }

    @Test func linksInAnEntryLeadWhereItsFileIsAndAreChecked() throws {
        var files = Self.files
        files["\(Self.trip)/ticket.txt"] = "Bus 445.\n"
        files["\(Self.trip)/seceda/map.txt"] = "Trail 2B.\n"
        files["\(Self.trip)/2025-07-01-lago-di-braies.md"] = tripFile(
            "location: Braies",
            body: "[Ticket](ticket.txt), [next](/trips/dolomites/seceda/), [gone](missing.txt), [top](#x).\n")
        files["\(Self.trip)/seceda/index.md"] = tripFile("date: 2025-07-04", body: "[Map](map.txt)\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let lake = try #require(output.text("trips/dolomites/lago-di-braies/index.html"))
        #expect(lake.contains("href=\"../ticket.txt\"") && lake.contains("href=\"/trips/dolomites/seceda/\""))
        #expect(lake.contains("href=\"#x\""))
        #expect(try #require(output.text("trips/dolomites/seceda/index.html")).contains("href=\"map.txt\""))
        let warnings = report.diagnostics.map(\.description).filter { $0.contains("broken link") }
        #expect(
            warnings == [
                "\(Self.trip)/2025-07-01-lago-di-braies.md:4: warning: broken link 'missing.txt': nothing is published at /trips/dolomites/missing.txt",
                "\(Self.trip)/2025-07-01-lago-di-braies.md:4: warning: broken link '#x': no element with id 'x' on /trips/dolomites/lago-di-braies/",
            ])
    }

    @Test func theFeedHasTheNewestEntriesOfTravelledTrips() throws {
        var files = Self.files
        files["content/trips/someday/index.md"] = tripFile("title: Someday", body: "Later.\n")
        files["content/trips/someday/2999-01-01-plan.md"] = tripFile("title: The plan", body: "Maybe.\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let feed = try #require(try site.buildInMemory().output.text("feed.xml"))
        let titles = feed.matches(of: /<entry><title>([^<]+)<\/title>/).map { String($0.output.1) }
        // Newest first: by date, a time ordering a day's entries, a trip before its entries of
        // its start's day.
        #expect(
            titles == [
                "Someday", "Seceda ridge · Dolomites Hut Trek", "Rifugio Biella · Dolomites Hut Trek",
                "Morning · Dolomites Hut Trek", "Dolomites Hut Trek", "Lago di Braies · Dolomites Hut Trek",
            ], "\(titles)")
        #expect(!feed.contains("The plan"), "a planned trip's entries are not news")
        #expect(feed.contains("<id>https://example.com/trips/dolomites/seceda/</id>"))
        #expect(feed.contains("&lt;p&gt;The ridge at last.&lt;/p&gt;"))
    }
}
