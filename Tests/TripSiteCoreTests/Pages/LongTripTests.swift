import Testing
import TripSiteCore
import TripSiteTestSupport

/// A trip of hundreds of days: its timeline in pages of `TripPage.timelinePageSize` (page 1 on
/// the trip's page, page N at `page/N/`, linked as a collection's pages are), each entry's
/// map drawing its neighbours only, the trip's map numbering at most
/// `RouteViews.overviewStops`, and so the output growing with the days, not their square.
@Suite struct LongTripTests {
    static let folder = "content/trips/long"

    /// A bundle trip of `count` entries, one a day from 1 January 2020, named `d1`, `d2`, …
    /// and titled "Day 1", …; `located` gives each a position along a zigzag.
    static func files(_ count: Int, located: Bool = false, route: Bool = false) -> [String: String] {
        var files = ["\(folder)/index.md": tripFile("title: Long\nsubtitle: Far and wide", body: "Onwards.\n")]
        if route { files["\(folder)/route.gpx"] = RouteFixtures.walk() }
        for number in 1...count {
            let day = Day(daysSince1970: 18262 + number - 1)!.iso
            let place = "\nlocation: {lat: \(45 + Double(number % 10) / 100), lon: \(6 + Double(number) / 1000)}"
            files["\(folder)/\(day)-d\(number).md"] = tripFile(
                "title: Day \(number)" + (located ? place : ""), body: "Walked on.\n")
        }
        return files
    }

    static func build(_ files: [String: String]) throws -> (report: BuildReport, output: MemoryOutput) {
        let site = try FixtureSite(files)
        defer { site.remove() }
        return try site.buildInMemory(strict: true)
    }

    /// The timeline's entry links on a page, by entry number.
    static func steps(_ page: String) -> [Int] {
        page.matches(of: /class="timeline-link" href="\/trips\/long\/d([0-9]+)\/"/).map { Int($0.output.1)! }
    }

    @Test func aLongTimelineIsInPagesLikeACollection() throws {
        let (report, output) = try Self.build(Self.files(250))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let first = try #require(output.text("trips/long/index.html"))
        let second = try #require(output.text("trips/long/page/2/index.html"))
        let last = try #require(output.text("trips/long/page/3/index.html"))
        #expect(
            output.files["trips/long/page/1/index.html"] == nil && output.files["trips/long/page/4/index.html"] == nil)
        #expect(Self.steps(first) == Array(1...100) && Self.steps(second) == Array(101...200))
        #expect(Self.steps(last) == Array(201...250))
        #expect(first.contains("<ol class=\"timeline-list\"><li"), "page 1 counts from 1")
        #expect(second.contains("<ol class=\"timeline-list\" start=\"101\">"), "the others go on")
        #expect(second.contains("<span class=\"timeline-marker\" aria-hidden=\"true\">101</span>"))
        #expect(
            !first.contains("rel=\"prev\" href=\"/trips/long")
                && first.contains("<link rel=\"next\" href=\"/trips/long/page/2/\">"))
        #expect(second.contains("<link rel=\"prev\" href=\"/trips/long/\">"))
        #expect(second.contains("<link rel=\"next\" href=\"/trips/long/page/3/\">"))
        #expect(second.contains("<link rel=\"canonical\" href=\"https://example.com/trips/long/page/2/\">"))
        #expect(second.contains("<title>Long, page 2 · Test Trips</title>"))
        #expect(second.contains(">Long</h1>") && second.contains(">Back to Long</a>"))
        #expect(second.contains("aria-current=\"page\" aria-label=\"Page 2\">2</a>"))
        #expect(first.contains("aria-current=\"page\" aria-label=\"Page 1\">1</a>"), "the trip page links the others")
        #expect(last.contains("rel=\"prev\"") && !last.contains("<link rel=\"next\""))
        #expect(!second.contains("Onwards."), "the journal is on the trip's page only")
        let sitemap = try #require(output.text("sitemap.xml"))
        for path in ["trips/long/page/2/", "trips/long/page/3/"] {
            #expect(sitemap.contains("<loc>https://example.com/\(path)</loc>"), "\(path)")
        }
        let entry = try #require(output.text("trips/long/d150/index.html"))
        #expect(entry.contains("<a href=\"/trips/long/page/2/\">Back to Long</a>"), "back to the page with the day")
        #expect(
            output.text("trips/long/d100/index.html")?.contains("<a href=\"/trips/long/\">Back to Long</a>") == true)
    }

    @Test func aTimelineOfAPageOrLessHasNoPageLinks() throws {
        let output = try Self.build(Self.files(TripPage.timelinePageSize)).output
        let page = try #require(output.text("trips/long/index.html"))
        #expect(Self.steps(page).count == TripPage.timelinePageSize)
        #expect(!page.contains("page-numbers") && !page.contains("<link rel=\"next\""))
        #expect(!output.files.keys.contains { $0.contains("/page/") })
    }

    /// Entry 150 of 300 draws itself (numbered 150) and 24 neighbours as dots, joined by a
    /// line of those 25; the first and last entries draw the first and last 25.
    @Test func anEntryMapDrawsItsNeighboursNumberedAsInTheTrip() throws {
        let output = try Self.build(Self.files(300, located: true)).output
        for (number, line) in [(150, 138...162), (1, 1...25), (300, 276...300)] {
            let page = try #require(output.text("trips/long/d\(number)/index.html"))
            let map = try #require(page.firstRange(of: /<figure class="route-map entry-map">.*?<\/figure>/))
            #expect(page[map].matches(of: /<text[^>]*>([0-9]+)<\/text>/).map { String($0.output.1) } == ["\(number)"])
            #expect(page[map].matches(of: /class="route-stop-dot"/).count == 24, "entry \(number)")
            let path = try #require(page[map].firstMatch(of: /class="route-line" d="([^"]+)"/)).output.1
            #expect(path.filter { $0 == "L" }.count == line.count - 1, "entry \(number)")
        }
        let short = try Self.build(Self.files(25, located: true)).output
        let first = try #require(short.text("trips/long/d1/index.html"))
        #expect(first.matches(of: /class="route-stop-dot"/).count == 24, "a trip of 25 stops is drawn whole")
    }

    /// 300 stops: the trip's map numbers 100 of them, the first and last among them, each
    /// with its own number, joins them all by a simplified line, and says so.
    @Test func theTripMapNumbersAHundredStopsSpreadThroughTheTrip() throws {
        let output = try Self.build(Self.files(300, located: true)).output
        let page = try #require(output.text("trips/long/index.html"))
        let map = try #require(page.firstRange(of: /<figure class="route-map timeline-map">.*?<\/figure>/))
        // A marker names every stop it stands for ("4. Day 4; 7. Day 7" where they crowd).
        let labels = page[map].matches(of: /class="route-stop" aria-label="([^"]+)"/).map { String($0.output.1) }
        let numbers = labels.flatMap { $0.matches(of: /([0-9]+)\. Day [0-9]+/).map { Int($0.output.1)! } }
        #expect(labels.count < numbers.count, "stops too close to tell apart share a marker")
        #expect(numbers.count == 100 && Set(numbers).count == 100)
        #expect(numbers.min() == 1 && numbers.max() == 300)
        #expect(numbers.contains(4) && !numbers.contains(2), "every third day or so")
        #expect(page[map].contains("100 of the 300 days are numbered on the map"))
        let path = try #require(page[map].firstMatch(of: /class="route-line" d="([^"]+)"/)).output.1
        #expect(path.filter { $0 == "L" }.count < 300)
        let small = try #require(try Self.build(Self.files(100, located: true)).output.text("trips/long/index.html"))
        #expect(small.matches(of: /class="route-stop" aria-label=/).count == 100 && !small.contains("are numbered"))
    }

    @Test func theRouteMapNumbersAHundredStopsToo() throws {
        let output = try Self.build(Self.files(150, located: true, route: true)).output
        let page = try #require(output.text("trips/long/index.html"))
        #expect(page.matches(of: /class="route-stop" aria-label=/).count == 100)
        #expect(page.contains("100 of the 150 days are numbered on the map"))
        #expect(!page.contains("timeline-map"), "the route's map is the trip's map")
    }

    /// The largest entry page does not grow with the trip, and the whole output about
    /// doubles with its days (3.5-fold when each entry's map drew every stop).
    @Test func theOutputGrowsWithTheDaysNotTheirSquare() throws {
        func sizes(_ count: Int) throws -> (total: Int, largestEntry: Int) {
            let files = try Self.build(Self.files(count, located: true)).output.files
            let entries = files.filter { $0.key.hasPrefix("trips/long/d") }.map(\.value.count)
            #expect(entries.count == count)
            return (files.values.reduce(0) { $0 + $1.count }, entries.max() ?? 0)
        }
        let small = try sizes(300)
        let large = try sizes(600)
        #expect(large.largestEntry < 12_000, "\(large.largestEntry) bytes")
        #expect(Double(large.largestEntry) < Double(small.largestEntry) * 1.05)
        let ratio = Double(large.total) / Double(small.total)
        #expect(ratio < 2.3, "600 days' output is \(ratio)× 300 days'")
    }

    /// A stop's disc holds its number: stop 120 and stop 2837 get wider discs than stop 7.
    @Test func stopDiscsGrowWithTheirNumbers() throws {
        #expect(["7", "99", "120", "2837"].map(StopLayout.radius) == [11, 11, 14, 17])
        let (_, output) = try Self.build(Self.files(120, located: true))
        let page = try #require(output.text("trips/long/d120/index.html"))
        #expect(page.contains(#"r="14"></circle><text"#) && page.contains(">120</text>"))
    }
}
