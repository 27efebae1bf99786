import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// A journal links by site path (`/trips/porto/`) wherever it is published: every link of
/// every built page reaches a built file at the root, under a subpath, and written relative
/// to its page (`relativeURLs`); the feed carries absolute URLs only.
@Suite struct BasePathTests {
    /// A journal with every kind of link: by site path to trips, anchors, pages, static files
    /// and photos, relative to a bundle, and a bundle photo.
    static func linkedSite() throws -> FixtureSite {
        let site = try FixtureSite([
            "content/trips/lisbon/index.md": tripFile(
                "title: Lisbon\nstart: 2025-05-01\nphoto: tram28.jpg",
                body: """
                    Then [Porto](/trips/porto/), for [port](/trips/porto/#activity-drink-port);
                    [the route](/files/route.pdf), [about me](/about/), [next](../porto/) and [home](/).

                    ![The map](/images/map.png)

                    ![Tram 28](tram28.jpg)

                    ## Activities
                    - [ ] Ride tram 28
                    """),
            "content/trips/porto.md": tripFile(
                "title: Porto\nstart: 2025-05-08", body: "## Activities\n- [ ] Drink port\n"),
            "content/pages/about.md":
                "---\ntitle: About\n---\nStart with [Lisbon](/trips/lisbon/#activity-ride-tram-28).\n",
            "static/files/route.pdf": "%PDF-1.4 route",
        ])
        try site.addPhoto("upright.jpg", at: "content/trips/lisbon/tram28.jpg")
        try site.addPhoto("grey.png", at: "static/images/map.png")
        return site
    }

    static let bases = ["/", "https://traveller.github.io/myjournal/"]

    @Test(arguments: bases) func everyLinkReachesABuiltFile(baseURL: String) throws {
        let site = try Self.linkedSite()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory(baseURL: baseURL)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        let basePath = baseURL == "/" ? "/" : "/myjournal/"
        let broken = SiteCrawler(files: output.files).brokenLinks { url, page in
            guard url.hasPrefix("/") else { return LinkChecker.normalize(URLMapping.folder(of: page) + url) }
            guard url.hasPrefix(basePath) else { return nil }
            return String(url.dropFirst(basePath.count))
        }
        #expect(broken.isEmpty, "\(broken)")
        let lisbon = try #require(output.text("trips/lisbon/index.html"))
        #expect(lisbon.contains("href=\"\(basePath)trips/porto/#activity-drink-port\""))
        #expect(lisbon.contains("href=\"\(basePath)files/route.pdf\""))
    }

    @Test(arguments: bases) func relativeURLsOpenFromDisk(baseURL: String) throws {
        let site = try Self.linkedSite()
        defer { site.remove() }
        try site.write("site.yml", "title: T\nrelativeURLs: true\n")
        let (_, output) = try site.buildInMemory(baseURL: baseURL)
        var folderLinks: [String] = []
        let broken = SiteCrawler(files: output.files, skipping: ["404.html"]).brokenLinks { url, page in
            if url.hasPrefix("/") { return "/" }  // never found: no link may be from the root
            if url.hasSuffix("/") { folderLinks.append("\(page): \(url)") }
            return LinkChecker.normalize(URLMapping.folder(of: page) + url)
        }
        #expect(broken.isEmpty, "\(broken)")
        #expect(folderLinks.isEmpty, "a folder opens as a listing from disk: \(folderLinks)")
        let lisbon = try #require(output.text("trips/lisbon/index.html"))
        #expect(lisbon.contains("href=\"../../trips/porto/index.html#activity-drink-port\""))
        #expect(lisbon.contains("href=\"../../theme/style.css\""))
        let notFound = try #require(output.text("404.html"))
        #expect(notFound.contains("href=\"/"), "the page not found is shown at any path: its links stay from the root")
    }

    @Test func theFeedCarriesAbsoluteURLsOnly() throws {
        let site = try Self.linkedSite()
        defer { site.remove() }
        let (_, output) = try site.buildInMemory(baseURL: "https://traveller.github.io/myjournal/")
        let feed = try #require(output.text("feed.xml"))
        let contents = feed.matches(of: /<content type="html">(.*?)<\/content>/.dotMatchesNewlines()).map {
            decodeAttribute($0.output.1)
        }
        #expect(contents.count == 2)
        let urls = contents.flatMap { $0.matches(of: /(?:href|src)="([^"]*)"/).map { String($0.output.1) } }
        #expect(urls.count >= 8)
        let notAbsolute = urls.filter { !$0.hasPrefix("https://") }
        #expect(notAbsolute.isEmpty, "\(notAbsolute)")
        #expect(urls.contains("https://traveller.github.io/myjournal/trips/porto/#activity-drink-port"))
        #expect(urls.contains("https://traveller.github.io/myjournal/trips/porto/"), "../porto/ from the trip's page")
        #expect(urls.contains("https://traveller.github.io/myjournal/files/route.pdf"))
    }
}

/// Follows every link and image of every built page (`href`, `src`, each `srcset`
/// candidate) to the file it names.
struct SiteCrawler {
    var files: [String: [UInt8]]
    var skipping: Set<String> = []

    /// The links that reach no file, as `page: url`. `resolve(url, page)` turns a URL (not
    /// external, not a bare fragment) into a path in the output, or nil for one it rejects.
    func brokenLinks(_ resolve: (String, String) -> String?) -> [String] {
        var broken: [String] = []
        for (page, bytes) in files where page.hasSuffix(".html") && !skipping.contains(page) {
            for url in Self.urls(in: String(decoding: bytes, as: UTF8.self)) {
                if url.hasPrefix("#") || url.hasPrefix("//") || url.contains("://") || url.hasPrefix("mailto:")
                    || url.hasPrefix("data:")
                {
                    continue
                }
                let path = url.prefix { $0 != "?" && $0 != "#" }
                guard let resolved = resolve(String(path), page) else {
                    broken.append("\(page): \(url)")
                    continue
                }
                let decoded = resolved.removingPercentEncoding ?? resolved
                let file = decoded.isEmpty || decoded.hasSuffix("/") ? decoded + "index.html" : decoded
                if files[file] == nil { broken.append("\(page): \(url)") }
            }
        }
        return broken.sorted()
    }

    static func urls(in html: String) -> [String] {
        html.matches(of: /(?:href|src)="([^"]*)"/).map { decodeAttribute($0.output.1) }
            + html.matches(of: /srcset="([^"]*)"/).flatMap {
                $0.output.1.split(separator: ",").compactMap {
                    $0.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init)
                }
            }
    }
}
