import Foundation
import Testing
import TripSiteCore
import TripSitePreview
import TripSiteTestSupport

/// Live reload in a real browser (headless Chromium through WebDriver,
/// `Tests/browser/live_reload.py`): a trip page previewed tells the server which page it
/// shows, and an edit of the trip's file reloads it with the edit. Skipped outside CI, saying
/// so, without chromedriver and selenium (`scripts/test` installs both).
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsWebDriverTests,
        "needs chromedriver and selenium (apt-get install chromium-driver; pip install selenium)"))
struct LiveReloadBrowserTests {
    struct Seen: Decodable {
        var shown: [String]
        var heading: String
    }

    @Test func aPreviewedTripPageReloadsWithTheEdit() async throws {
        let running = try await PreviewServerTests().start(watch: true)
        defer { running.stop() }
        let python = try #require(ExternalTool.python, "python3 is needed to drive the browser")
        let script = SharedFixtures.repositoryRoot.appending(path: "Tests/browser/live_reload.py").path
        let arguments = [
            script, "http://127.0.0.1:\(running.http.port)", "/trips/kona/",
            running.site.root.appending(path: "content/trips/kona.md").path, "title: Kona", "title: Kona Coast",
            "Kona Coast",
        ]
        let run = try await offThePool { try python.run(arguments) }
        try #require(run.status == 0, "the preview did not reload: \(run.stderr)")
        let seen = try JSONDecoder().decode(Seen.self, from: Data(run.stdout.utf8))
        #expect(seen.shown == ["trips/kona/index.html"], "the live-reload script said which page it shows")
        #expect(seen.heading == "Kona Coast")
    }
}
