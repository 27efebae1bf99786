import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// A year's page opens with the year in travel: its trips, countries, kilometres, activities
/// done, badges earned that year, and its map.
@Suite struct YearInTravelTests {
    @Test func aYearsPageSumsUpItsTrips() throws {
        let site = try RouteFixtures.site([
            "content/trips/alps/index.md": tripFile(
                "title: Alps\ncountry: CH\nlocation: {name: Zermatt, lat: 46.02, lon: 7.75}\nstart: 2025-07-01\nend: 2025-07-03",
                body: "## Activities\n\n- [x] Walk (2025-07-02)\n- [x] Swim (2025-07-03)\n"),
            "content/trips/oslo.md": tripFile(
                "title: Oslo\ncountry: NO\nlocation: {name: Oslo, lat: 59.91, lon: 10.75}\nstart: 2025-05-01",
                body: "## Activities\n\n- [ ] Opera\n"),
            "content/trips/lima.md": tripFile(
                "title: Lima\ncountry: PE\nstart: 2024-05-01", body: "## Activities\n\n- [x] Ceviche (2024-05-02)\n"),
        ])
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let page = try #require(output.text("years/2025/index.html"))
        #expect(page.contains("<h2 id=\"year-title\" class=\"title2\">2025 in travel</h2>"))
        #expect(page.contains("Trips</dt><dd class=\"title stat-value\"><bdi>2</bdi>"))
        #expect(page.contains("Countries</dt><dd class=\"title stat-value\"><bdi>2</bdi>"))
        #expect(page.contains("Activities done</dt><dd class=\"title stat-value\"><bdi>2</bdi>"))
        #expect(page.contains(">11.1 km<"))
        // "Summer Explorer" was earned on 2025-07-03, with the Alps; "First Trip" in 2024, with
        // Lima.
        #expect(page.contains("<a href=\"/badges/summer-explorer/\">"))
        #expect(!page.contains("<a href=\"/badges/first-trip/\">"))
        #expect(page.contains("<figure class=\"world-map\">"))
        #expect(page.components(separatedBy: "class=\"map-pin").count - 1 == 2)
        // Only a year's first page, and only years.
        #expect(output.text("tags/index.html")?.contains("year-in-travel") == false)
        #expect(output.text("countries/ch/index.html")?.contains("year-in-travel") == false)
    }

    /// A country counts once however its trips spell it: code, name, case, accents.
    @Test func aCountryCountsOnceHoweverItIsWritten() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A\ncountry: NO\nstart: 2025-01-01"),
            "content/trips/b.md": tripFile("title: B\ncountry: Norway\nstart: 2025-02-01"),
            "content/trips/c.md": tripFile("title: C\ncountry: norway\nstart: 2025-03-01"),
            "content/trips/d.md": tripFile("title: D\ncountry: Perú\nstart: 2025-04-01"),
            "content/trips/e.md": tripFile("title: E\ncountry: PE\nstart: 2025-05-01"),
            "content/trips/f.md": tripFile("title: F\nstart: 2025-06-01"),
        ])
        defer { site.remove() }
        let page = try #require(try site.buildInMemory().output.text("years/2025/index.html"))
        #expect(page.contains("Trips</dt><dd class=\"title stat-value\"><bdi>6</bdi>"))
        #expect(page.contains("Countries</dt><dd class=\"title stat-value\"><bdi>2</bdi>"))
    }

    @Test func anEditRemakesTheYearInTravelOfItsOwnYearsOnly() throws {
        let site = try FixtureSite([
            "content/trips/oslo.md": tripFile(
                "title: Oslo\ncountry: NO\nlocation: {name: Oslo, lat: 59.91, lon: 10.75}\nstart: 2025-05-01",
                body: "## Activities\n\n- [ ] Opera\n- [x] Fjord\n"),
            "content/trips/lima.md": tripFile(
                "title: Lima\ncountry: PE\nstart: 2024-05-01", body: "## Activities\n\n- [x] Ceviche\n"),
        ])
        defer { site.remove() }
        let builder = site.serveBuilder()
        _ = try builder.build()
        // A title shows on the year's map (the pin's name): Oslo's year, not Lima's.
        try site.write(
            "content/trips/oslo.md",
            tripFile(
                "title: Oslo in May\ncountry: NO\nlocation: {name: Oslo, lat: 59.91, lon: 10.75}\nstart: 2025-05-01",
                body: "## Activities\n\n- [ ] Opera\n- [x] Fjord\n"))
        var result = try builder.build(changedPaths: ["content/trips/oslo.md"])
        #expect(result.rendered.contains("years/2025/index.html"))
        #expect(!result.rendered.contains("years/2024/index.html"))
        #expect(result.text("years/2025/index.html").contains("aria-label=\"Oslo in May\""))
        // An activity checked off completes the trip and earns a badge that year: its page
        // counts it; the other year's page is kept.
        try site.write(
            "content/trips/oslo.md",
            tripFile(
                "title: Oslo in May\ncountry: NO\nlocation: {name: Oslo, lat: 59.91, lon: 10.75}\nstart: 2025-05-01",
                body: "## Activities\n\n- [x] Opera\n- [x] Fjord\n"))
        result = try builder.build(changedPaths: ["content/trips/oslo.md"])
        #expect(result.rendered.contains("years/2025/index.html"))
        #expect(!result.rendered.contains("years/2024/index.html"))
        let clean = try site.serveBuilder().build()
        for (path, bytes) in clean.files where !path.hasPrefix("search/") {
            #expect(result.files[path] == bytes, "\(path) differs from a clean build")
        }
    }
}
