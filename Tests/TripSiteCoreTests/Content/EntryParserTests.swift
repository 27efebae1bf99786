import Testing
import TripSiteCore
import TripSiteTestSupport

/// An entry's front matter and text (`EntryParser`), and its name (`SiteLoader.entryName`).
@Suite struct EntryParserTests {
    func parse(_ text: String, name: String = "2025-06-03-lago-di-braies", folder: String? = nil) -> EntryParser.Result
    {
        let (date, slug) = SiteLoader.entryName(name)
        let file = SourceFile(path: "content/trips/dolomites/\(name).md", text: text)
        return EntryParser.parse(
            SiteSource.EntryFile(file: file, slug: slug, nameDate: date, folder: folder), markdown: MarkdownOptions())
    }

    @Test(arguments: [
        ("2025-06-03-lago-di-braies", "2025-06-03", "lago-di-braies"),
        ("2025-06-03_Lago di Braies", "2025-06-03", "lago-di-braies"),
        ("2025-06-03", "2025-06-03", "2025-06-03"),
        ("seceda", nil, "seceda"),
        ("2025-13-03-nope", nil, "2025-13-03-nope"),
    ])
    func aLeadingDateIsTheDefaultDateAndLeavesTheSlug(name: String, date: String?, slug: String) {
        let (day, made) = SiteLoader.entryName(name)
        #expect(day?.iso == date)
        #expect(made == slug)
    }

    @Test func readsEveryField() throws {
        let result = parse(
            tripFile(
                """
                date: 2025-06-04 14:30
                title: Lago di Braies
                location: {name: Braies, lat: 46.69, lon: 12.08}
                country: IT
                photo: lake.jpg
                gallery: [a.jpg, {file: b.jpg, caption: Boats}]
                draft: true
                tags: [lakes]
                params: {weather: sunny}
                """, body: "We started at the lake at dawn, when the water was still.\n\n# Later\n\nRain.\n"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let entry = try #require(result.entry)
        #expect(entry.date.iso == "2025-06-04", "front matter over the file name")
        #expect(entry.time == "14:30")
        #expect(entry.title == "Lago di Braies" && entry.slug == "lago-di-braies")
        #expect(entry.location?.name == "Braies" && entry.location?.coordinate?.latitude == 46.69)
        #expect(entry.country == "IT" && entry.isDraft && entry.tags == ["lakes"])
        #expect(entry.params == ["weather": .text("sunny")])
        #expect(result.photoReference?.value == "lake.jpg" && result.photoReference?.line == 6)
        #expect(result.gallery?.count == 2)
        #expect(entry.summary == "We started at the lake at dawn, when the water was still.")
        #expect(entry.bodyHTML.html.contains("<h2 id=\"later\">Later</h2>"), "headings start below the page's title")
    }

    @Test func theDateComesFromTheFileName() throws {
        let entry = try #require(parse(tripFile("location: Braies", body: "Calm.\n")).entry)
        #expect(entry.date.iso == "2025-06-03" && entry.time == nil && entry.title == nil)
        #expect(entry.namedTitle == "Braies", "no title: the place's name")
    }

    @Test(arguments: [
        ("date: 2025-06-03T07:05:00+02:00", "07:05"), ("date: 2025-06-03t23:59Z", "23:59"),
        ("date: \"2025-06-03 00:00\"", "00:00"),
    ])
    func aTimeMayFollowTheDate(line: String, time: String) throws {
        let entry = try #require(parse(tripFile(line, body: "x\n"), name: "seceda").entry)
        #expect(entry.time == time)
    }

    @Test(arguments: [
        ("title: No date", "seceda", "content/trips/dolomites/seceda.md:1: error: an entry needs a date"),
        ("date: 2025-02-30", "seceda", "content/trips/dolomites/seceda.md:2:7: error: 'date' is not a valid date"),
        (
            "date: 2025-06-03 25:00", "seceda",
            "content/trips/dolomites/seceda.md:2:7: error: 'date' is not a valid date"
        ),
        (
            "location: {name: X, lat: 95, lon: 0}", "2025-06-03-x",
            "content/trips/dolomites/2025-06-03-x.md:2:26: error: 'location.lat' must be a number"
        ),
        (
            "weather: sunny", "2025-06-03-x",
            "content/trips/dolomites/2025-06-03-x.md:2:1: warning: unknown front-matter key 'weather' in an entry"
        ),
    ])
    func badFrontMatterIsLocated(frontMatter: String, name: String, expected: String) {
        let result = parse(tripFile(frontMatter, body: "x\n"), name: name)
        #expect(result.diagnostics.contains { $0.description.hasPrefix(expected) }, "\(result.diagnostics)")
    }
}
