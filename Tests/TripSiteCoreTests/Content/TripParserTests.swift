import Testing
import TripSiteCore
import TripSiteTestSupport

@Suite struct TripParserTests {
    func parse(_ text: String, path: String = "content/trips/kona.md") -> TripParser.Result {
        TripParser.parse(SourceFile(path: path, text: text), slug: "kona", markdown: MarkdownOptions())
    }

    func errors(_ text: String) -> [String] {
        parse(text).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func readsEveryFrontMatterField() throws {
        let result = parse(
            tripFile(
                """
                title: Kona Deep Dive
                subtitle: Hawaii, United States
                country: United States
                photo: kona.jpg
                season: summer
                start: 2025-06-01
                end: 2025-06-09
                created: 2025-01-12
                tags: [ocean, diving]
                featured: true
                draft: false
                """, body: "Warm water.\n"))
        let trip = try #require(result.trip)
        #expect(trip.title == "Kona Deep Dive")
        #expect(trip.subtitle == "Hawaii, United States")
        #expect(trip.country == "United States")
        #expect(trip.season == .summer)
        #expect(trip.start?.iso == "2025-06-01" && trip.end?.iso == "2025-06-09" && trip.created?.iso == "2025-01-12")
        #expect(trip.tags == ["ocean", "diving"])
        #expect(trip.isFeatured && !trip.isDraft)
        #expect(trip.bodyHTML.html == "<p>Warm water.</p>\n")
        #expect(result.photoReference?.value == "kona.jpg")
        #expect(result.photoReference?.line == 5)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func bomAndCRLF() throws {
        let trip = try #require(parse("\u{FEFF}---\r\ntitle: Kona\r\nstart: 2025-01-05\r\n---\r\nText\r\n").trip)
        #expect(trip.title == "Kona")
        #expect(trip.season == .winter)
    }

    @Test func seasonIsDerivedFromStartAndAutumnMeansFall() throws {
        #expect(try #require(parse(tripFile("title: A\nstart: 2025-10-01")).trip).season == .fall)
        #expect(try #require(parse(tripFile("title: A\nseason: autumn")).trip).season == .fall)
        #expect(try #require(parse(tripFile("title: A")).trip).season == nil)
    }

    @Test func missingTitle() {
        #expect(errors(tripFile("subtitle: x")) == ["content/trips/kona.md:1: error: missing 'title' in front matter"])
        #expect(errors(tripFile("title: \"  \"")).first?.hasPrefix("content/trips/kona.md:2: error:") == true)
    }

    @Test func malformedYAMLNamesTheLine() {
        let found = errors("---\ntitle: Kona\nsubtitle: [unclosed\ncountry: x\n---\n")
        #expect(found.count == 1)
        let first = found.first ?? ""
        #expect(first.hasPrefix("content/trips/kona.md:"), "\(first)")
        #expect(first.contains("error: invalid YAML"))
        // The problem is on file line 3 or 4 (libyaml reports where it noticed it).
        #expect(
            first.hasPrefix("content/trips/kona.md:3:") || first.hasPrefix("content/trips/kona.md:4:")
                || first.hasPrefix("content/trips/kona.md:5:"), "\(first)")
    }

    @Test func badIndentationIsReportedAtItsLine() {
        let found = errors("---\ntitle: Kona\n  subtitle: x\n---\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("content/trips/kona.md:3:") == true, "\(found)")
    }

    @Test func unterminatedFence() {
        #expect(
            errors("---\ntitle: Kona\n\nNo closing fence.\n") == [
                "content/trips/kona.md:1:1: error: front matter is not closed: no '---' line after the opening one"
            ])
    }

    @Test func noFrontMatter() {
        #expect(errors("# Just Markdown\n").first?.contains("missing front matter") == true)
    }

    @Test func impossibleDateNamesItsLine() {
        #expect(
            errors(tripFile("title: Kona\nstart: 2025-13-45")) == [
                "content/trips/kona.md:3:8: error: 'start' is not a valid date: '2025-13-45' (expected YYYY-MM-DD)"
            ])
    }

    @Test func unknownSeason() {
        #expect(
            errors(tripFile("title: Kona\nseason: monsoon")) == [
                "content/trips/kona.md:3:9: error: unknown season 'monsoon': use spring, summer, fall (or autumn) or winter"
            ])
    }

    @Test func everyErrorOfAFileIsReported() {
        let found = errors(tripFile("season: monsoon\nstart: 2025-02-30\nfeatured: maybe"))
        #expect(found.count == 4, "\(found)")
    }

    @Test func endBeforeStart() {
        #expect(
            errors(tripFile("title: Kona\nstart: 2025-06-09\nend: 2025-06-01")).first?.contains(
                "'end' (2025-06-01) is before 'start'") == true)
    }

    @Test func bothActivitySourcesIsAnError() {
        let text = tripFile(
            "title: Kona\nactivities:\n  - {title: Snorkel, done: true}",
            body: "\n## Activities\n- [ ] Whale watching\n")
        let found = errors(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("content/trips/kona.md:7:") == true, "\(found)")
        #expect(found.first?.contains("activities are defined twice") == true)
    }

    @Test func frontMatterActivities() throws {
        let trip = try #require(
            parse(
                tripFile(
                    """
                    title: Zermatt
                    activities:
                      - {title: Ride the *Glacier Express*, done: true, date: 2024-12-28}
                      - {title: Fondue in Zermatt, done: false, notes: Book ahead.}
                      - Ski the Matterhorn glacier
                    """)
            ).trip)
        #expect(
            trip.activities.map(\.title) == [
                "Ride the Glacier Express", "Fondue in Zermatt", "Ski the Matterhorn glacier",
            ])
        #expect(trip.activities[0].nameHTML.html == "Ride the <em>Glacier Express</em>")
        #expect(trip.activities[0].isDone && trip.activities[0].date?.iso == "2024-12-28")
        #expect(trip.activities[1].notesHTML?.html == "<p>Book ahead.</p>\n")
        #expect(trip.activities[2].isDone == false)
        #expect(trip.activities[0].line == 4)
    }

    @Test func badFrontMatterActivity() {
        let found = errors(tripFile("title: Z\nactivities:\n  - {done: yes}\n  - {title: A, date: 2024-02-30}"))
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.hasPrefix("content/trips/kona.md:4:") && $0.contains("no 'title'") })
        #expect(
            found.contains { $0.hasPrefix("content/trips/kona.md:5:") && $0.contains("'date' is not a valid date") })
    }

    @Test func unknownKeysAreWarnings() throws {
        let result = parse(tripFile("title: Kona\nweather: sunny", body: "Text.\n"))
        #expect(result.trip != nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/kona.md:3:1: warning: unknown front-matter key 'weather' (known: activities, book, country, created, description, distance, draft, end, featured, gallery, gpx, imported, location, params, photo, posted, season, start, subtitle, tags, title, travelled); keys of your own go under params:"
            ])
    }

    @Test func paramsKeepAnyYAMLValueForThemes() throws {
        let result = parse(
            tripFile(
                """
                title: Kona
                params:
                  location: {name: Kailua-Kona, lat: 19.64, lon: -155.99}
                  rating: 5
                  rebooked: false
                  companions: [Ana, "Tom"]
                  quoted: "42"
                  nothing: ~
                """, body: "Text.\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let params = try #require(result.trip?.params)
        #expect(
            params["location"]
                == .map(["name": .text("Kailua-Kona"), "lat": .number(19.64), "lon": .number(-155.99)]))
        #expect(params["rating"] == .integer(5) && params["rebooked"] == .bool(false))
        #expect(params["companions"] == .list([.text("Ana"), .text("Tom")]))
        #expect(params["quoted"] == .text("42"), "quoted text stays text")
        #expect(params["nothing"] == .null)
    }

    @Test func paramsMustBeAMapping() {
        let result = parse(tripFile("title: Kona\nparams: [a, b]", body: "Text.\n"))
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/kona.md:3:9: error: 'params' must be a mapping of names to values, e.g. params: {location: Lisbon}"
            ])
    }

    @Test func anEmptyTripIsAWarning() {
        #expect(
            parse(tripFile("title: Kona")).diagnostics.map(\.description) == [
                "content/trips/kona.md:4: warning: the trip has no journal text and no activities"
            ])
        #expect(parse(tripFile("title: Kona", body: "## Activities\n- [ ] A\n")).diagnostics.isEmpty)
    }

    @Test func activityDatesAndAnchors() throws {
        let result = parse(
            tripFile(
                "title: K",
                body: "## Activities\n- [x] Snorkel (2025-06-03)\n- [ ] Snorkel\n- [x] Bad date (2025-02-30)\n"))
        #expect(result.trip == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "content/trips/kona.md:7: error: activity 'Bad date' has an invalid date '2025-02-30' (expected YYYY-MM-DD)"
            ])
        let good = try #require(
            parse(tripFile("title: K", body: "## Activities\n- [x] Snorkel (2025-06-03)\n- [ ] Snorkel\n")).trip)
        #expect(good.activities.map(\.anchor) == ["activity-snorkel", "activity-snorkel-2"])
        #expect(good.activities.map(\.line) == [5, 6])
        #expect(good.activities[0].date?.iso == "2025-06-03")
    }
}
