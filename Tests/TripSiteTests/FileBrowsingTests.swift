import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The bundled example journal built with `--relative-urls` and browsed from disk
/// (`file://`) in headless Chromium, driven through WebDriver (`Tests/browser/
/// file_browsing.py`): styles apply, a card leads to its trip and Back returns, and the
/// search page finds a trip and opens it. Skipped outside CI, saying so, without
/// chromedriver and selenium (`scripts/test` installs both).
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsWebDriverTests,
        "needs chromedriver and selenium (apt-get install chromium-driver; pip install selenium)"))
struct FileBrowsingTests {
    struct Seen: Decodable {
        var homeStyled: Bool
        var cardHref: String
        var tripUrl: String
        var tripHeading: String
        var tripTitleOnCard: String
        var tripStyled: Bool
        var tripImagesLoaded: Bool
        var backUrl: String
        var searchStyled: Bool
        var searchResult: String
        var resultUrl: String
        var resultHeading: String
    }

    /// Builds the example journal into a temporary folder; returns that folder.
    func buildExample(_ extra: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tripsite-file-\(UUID().uuidString)")
        let root = SharedFixtures.repositoryRoot
        let result = try EndToEndTests().run(
            [
                "build", "--source", root.path, "--output", folder.appending(path: "public").path,
                "--cache-dir", folder.appending(path: "cache").path, "--quiet",
            ] + extra, in: root)
        #expect(result.status == 0, "\(result.stderr)")
        return folder
    }

    func browse(_ site: URL, query: String) throws -> ExternalTool.Run {
        let python = try #require(ExternalTool.python, "python3 is needed to drive the browser")
        let script = SharedFixtures.repositoryRoot.appending(path: "Tests/browser/file_browsing.py")
        return try python.run([script.path, site.path, query])
    }

    @Test func theExampleBuiltWithRelativeURLsIsBrowsableFromDisk() throws {
        let folder = try buildExample(["--relative-urls"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appending(path: "public")
        let run = try browse(site, query: "kyoto")
        try #require(run.status == 0, "browsing from file:// failed: \(run.stderr)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
        let home = "file://" + site.path + "/index.html"
        #expect(seen.homeStyled && seen.tripStyled && seen.searchStyled, "the stylesheet applies on every page")
        #expect(seen.cardHref.hasPrefix("file://" + site.path + "/trips/") && seen.cardHref.hasSuffix("/index.html"))
        #expect(seen.tripUrl == seen.cardHref, "the card opened its trip's index.html, not a folder listing")
        #expect(seen.tripHeading == seen.tripTitleOnCard)
        #expect(seen.tripImagesLoaded, "the trip's photos load from disk")
        #expect(seen.backUrl == home)
        #expect(seen.searchResult.hasPrefix("Kyoto"), "search found the trip: \(seen.searchResult)")
        #expect(seen.resultUrl.hasSuffix("/index.html") && seen.resultHeading.hasPrefix("Kyoto"))
    }

    /// The same walk fails on a build without relative URLs: the test can tell.
    @Test func withoutRelativeURLsTheSameWalkFails() throws {
        let folder = try buildExample([])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try browse(folder.appending(path: "public"), query: "kyoto")
        #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
    }
}
