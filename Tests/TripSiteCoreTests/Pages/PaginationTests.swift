import Foundation
import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteIncremental
import TripSiteTestSupport

/// Long listings in pages: collections and the search page's list show `pageSize` trips,
/// page 1 at the listing's own URL and page N at `page/N/`, with numbered links, `rel`
/// prev/next, canonical URLs, every page in the sitemap and every link checked.
@Suite struct PaginationTests {
    @Test func pagesOfAListing() {
        let pages = Pagination(folder: "collections/fall/", itemCount: 47, size: 5)
        #expect(pages.pageCount == 10)
        #expect(pages.folder(of: 1) == "collections/fall/" && pages.folder(of: 3) == "collections/fall/page/3/")
        #expect(pages.range(of: 1) == 0..<5 && pages.range(of: 10) == 45..<47)
        #expect(Pagination(folder: "x/", itemCount: 0, size: 48).pageCount == 1, "an empty listing has its page")
        #expect(Pagination(folder: "x/", itemCount: 48, size: 48).pageCount == 1)
        #expect(Pagination(folder: "x/", itemCount: 49, size: 48).pageCount == 2)
    }

    @Test func numbersShownAroundTheCurrentPage() {
        func shown(_ current: Int, of count: Int) -> [Int?] {
            PageNumbers(current: current, count: count, href: { "\($0)" }, strings: Strings.builtIn()).shown
        }
        #expect(shown(1, of: 3) == [1, 2, 3])
        #expect(shown(5, of: 10) == [1, nil, 3, 4, 5, 6, 7, nil, 10])
        #expect(shown(1, of: 209) == [1, 2, 3, nil, 209])
        #expect(shown(4, of: 7) == [1, 2, 3, 4, 5, 6, 7], "no gap where no page is left out")
    }

    /// A phone shows the first, current and last page with gaps between; wider screens all
    /// of `shown`. Each item says which it belongs to.
    @Test func phonesShowFirstCurrentAndLast() {
        let html = PageNumbers(current: 5, count: 10, href: { "/p\($0)/" }, strings: Strings.builtIn()).render()
        let items = html.matches(
            of:
                /<li class="page-numbers-item( is-(wide|narrow)-only)?">(<a[^>]*>([0-9]+)<\/a>|<span class="page-numbers-gap">…<\/span>)/
        )
        .map { ($0.output.2.map(String.init) ?? "both", $0.output.4.map(String.init) ?? "…") }
        let wide = items.filter { $0.0 != "narrow" }.map(\.1)
        let narrow = items.filter { $0.0 != "wide" }.map(\.1)
        #expect(wide == ["1", "…", "3", "4", "5", "6", "7", "…", "10"])
        #expect(narrow == ["1", "…", "5", "…", "10"])
        #expect(html.contains("<span class=\"page-numbers-text\">Previous page</span>"), "the arrows keep their names")
    }

    static func files(trips: Int, pageSize: Int) -> [String: String] {
        var files = ["site.yml": FixtureSite.defaultConfig + "pagination: {pageSize: \(pageSize)}\n"]
        for index in 1...trips {
            files[String(format: "content/trips/t%02d.md", index)] = tripFile(
                "title: Trip \(index)\nseason: fall\ncreated: 2024-01-\(String(format: "%02d", index % 28 + 1))",
                body: "Day \(index).\n")
        }
        return files
    }

    func build(trips: Int, pageSize: Int) throws -> [String: String] {
        let site = try FixtureSite(Self.files(trips: trips, pageSize: pageSize))
        defer { site.remove() }
        return try site.buildInMemory().output.files.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    static func cards(_ page: String) -> Int { page.components(separatedBy: "class=\"card-grid-item").count - 1 }

    @Test func collectionPages() throws {
        let output = try build(trips: 12, pageSize: 5)
        let first = try #require(output["collections/fall/index.html"])
        let second = try #require(output["collections/fall/page/2/index.html"])
        let last = try #require(output["collections/fall/page/3/index.html"])
        #expect(
            output["collections/fall/page/1/index.html"] == nil && output["collections/fall/page/4/index.html"] == nil)
        #expect([first, second, last].map(Self.cards) == [5, 5, 2])
        #expect(
            !first.contains("rel=\"prev\"") && first.contains("<link rel=\"next\" href=\"/collections/fall/page/2/\">"))
        #expect(second.contains("<link rel=\"prev\" href=\"/collections/fall/\">"))
        #expect(second.contains("<link rel=\"next\" href=\"/collections/fall/page/3/\">"))
        #expect(second.contains("<link rel=\"canonical\" href=\"https://example.com/collections/fall/page/2/\">"))
        #expect(second.contains("<title>Fall Getaways, page 2 · Test Trips</title>"))
        #expect(second.contains("aria-current=\"page\" aria-label=\"Page 2\">2</a>"))
        #expect(last.contains("rel=\"prev\"") && !last.contains("rel=\"next\""))
        #expect(first.contains("12 trips"), "every page counts the whole collection")
        // Every trip is on exactly one page.
        let all = [first, second, last].joined()
        for index in 1...12 {
            #expect(all.components(separatedBy: "/trips/t\(String(format: "%02d", index))/\"").count - 1 == 1)
        }
    }

    @Test func aShortListingHasNoPageLinks() throws {
        let output = try build(trips: 3, pageSize: 48)
        #expect(try #require(output["collections/fall/index.html"]).contains("page-numbers") == false)
        #expect(try #require(output["search/index.html"]).contains("page-numbers") == false)
        #expect(output.keys.contains { $0.contains("/page/") } == false)
    }

    @Test func searchListsEveryTripAcrossPages() throws {
        let output = try build(trips: 12, pageSize: 5)
        let first = try #require(output["search/index.html"])
        let third = try #require(output["search/page/3/index.html"])
        #expect(first.contains("<form") && !third.contains("<form"), "the search is on page 1")
        #expect(third.contains("<link rel=\"prev\" href=\"/search/page/2/\">"))
        // Reading order by title: "Trip 1", "Trip 10", "Trip 11", "Trip 12", "Trip 2", …
        let list = try #require(first.firstRange(of: "id=\"search-all\"")).upperBound
        let firstList = first[list...]
        #expect(firstList.contains("/trips/t10/") && !firstList.contains("/trips/t06/"))
        #expect(third.contains("/trips/t08/") && third.contains("/trips/t09/"))
    }

    @Test func sitemapAndLinkCheckSeeEveryPage() throws {
        let site = try FixtureSite(Self.files(trips: 12, pageSize: 5))
        defer { site.remove() }
        let (report, output) = try site.buildInMemory(strict: true)
        let sitemap = String(decoding: try #require(output.files["sitemap.xml"]), as: UTF8.self)
        for path in [
            "collections/fall/page/2/", "collections/fall/page/3/", "search/page/3/", "collections/recent/page/2/",
        ] {
            #expect(sitemap.contains("<loc>https://example.com/\(path)</loc>"), "\(path)")
        }
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    }

    /// A tag edit that adds a page to a configured collection (and nothing to the trip
    /// order): in `serve` the new page appears and the sitemap lists it, as a clean build.
    @Test func aListingThatGrowsAPageRebuildsItsSitemap() throws {
        var files = Self.files(trips: 5, pageSize: 2)
        files["site.yml"]! += "collections:\n  - {id: islands, title: Islands, subtitle: Isles, tag: islands}\n"
        for index in 1...4 {
            let path = String(format: "content/trips/t%02d.md", index)
            files[path] = files[path]!.replacingOccurrences(of: "season: fall", with: "season: fall\ntags: [islands]")
        }
        let site = try FixtureSite(files)
        defer { site.remove() }
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        _ = try builder.build(changedPaths: nil)
        try site.write(
            "content/trips/t05.md",
            files["content/trips/t05.md"]!.replacingOccurrences(
                of: "season: fall", with: "season: fall\ntags: [islands]"))
        let rebuilt = try builder.build(changedPaths: ["content/trips/t05.md"]).files
        let clean = try site.buildInMemory().output.files
        #expect(rebuilt["collections/islands/page/3/index.html"] != nil)
        let sitemap = { (files: [String: [UInt8]]) in String(decoding: files["sitemap.xml"] ?? [], as: UTF8.self) }
        #expect(sitemap(rebuilt) == sitemap(clean))
        #expect(Set(rebuilt.keys) == Set(clean.keys))
    }

    @Test(arguments: ["0", "-1", "1.5", "\"48\"", "[1]", "10001"])
    func aBadPageSizeIsAnErrorAtItsLine(_ value: String) throws {
        let site = try FixtureSite(["site.yml": FixtureSite.defaultConfig + "pagination:\n  pageSize: \(value)\n"])
        defer { site.remove() }
        #expect {
            try site.buildInMemory()
        } throws: { error in
            "\(error)".contains("site.yml:9:") && "\(error)".contains("pagination.pageSize")
        }
    }

    @Test func anUnknownPaginationKeyIsAnError() throws {
        let site = try FixtureSite(["site.yml": FixtureSite.defaultConfig + "pagination: {size: 10}\n"])
        defer { site.remove() }
        #expect {
            try site.buildInMemory()
        } throws: { error in "\(error)".contains("unknown key 'pagination.size'") }
    }
}
