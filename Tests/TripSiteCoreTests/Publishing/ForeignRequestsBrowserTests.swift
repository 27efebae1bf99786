import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// What a published site asks of other hosts, read from headless Chromium's own network log
/// (`Tests/browser/requests_audit.py`) on every page of a new site (photos, a GPX route,
/// entries, the world map, search): nothing without `map.interactive`; with it, nothing
/// before the reader clicks, and after the click only the configured tile server. Skipped
/// outside CI, saying so, without chromedriver and selenium; in CI they always run.
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsWebDriverTests,
        "needs chromedriver and selenium (scripts/ensure-deps.sh --tests installs them)"))
struct ForeignRequestsBrowserTests: Sendable {
    struct Report: Decodable, Sendable {
        struct Requests: Decodable, Sendable {
            var before: [String]
            var after: [String]
        }
        var pages: [String: Requests]
    }

    static let tiles = """
        map:
          interactive: true
          tiles:
            url: "https://tiles.example.org/{z}/{x}/{y}.png"
            attribution: "© Example"

        """

    /// A new site (`tripsite new site`), with `extra` appended to its site.yml, built to disk
    /// with `/` as its base path and audited; `click` is clicked on each page that has it.
    func audit(siteYAML extra: String = "", click: String? = nil) throws -> Report {
        let folder = try FixtureSite([:], includeConfig: false)
        defer { folder.remove() }
        let root = folder.root.appending(path: "journal")
        _ = try Scaffold.site(at: root)
        let config = root.appending(path: "site.yml")
        try (String(contentsOf: config, encoding: .utf8) + extra).write(to: config, atomically: true, encoding: .utf8)
        let output = folder.root.appending(path: "public")
        var options = BuildOptions(source: root, output: output, baseURL: "/")
        options.cacheDirectory = folder.root.appending(path: "cache")
        var writer = DiskOutput(output: output)
        _ = try SiteBuilder(options: options).build(into: &writer)
        let python = try #require(ExternalTool.python, "python3 is needed to drive the browser")
        let script = SharedFixtures.repositoryRoot.appending(path: "Tests/browser/requests_audit.py")
        let run = try python.run([script.path, output.path] + (click.map { ["--click", $0] } ?? []))
        try #require(run.status == 0, "the audit did not run (\(run.status)): \(run.stderr)")
        return try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
    }

    /// The audit on a thread of its own: a browser run of half a minute must not hold one of
    /// the cooperative pool's threads, which the preview server's tests need.
    func auditOffThePool(siteYAML extra: String = "", click: String? = nil) async throws -> Report {
        try await offThePool { try self.audit(siteYAML: extra, click: click) }
    }

    @Test func withoutTheInteractiveMapNoPageAsksAnotherHost() async throws {
        let report = try await auditOffThePool()
        #expect(report.pages.count >= 10, "audited \(report.pages.keys.sorted())")
        for key in ["/", "/map/", "/trips/cinque-terre-on-foot/", "/search/"] {
            #expect(report.pages[key] != nil, "\(key) was not audited")
        }
        let asking = report.pages.filter { !$0.value.before.isEmpty }
        #expect(asking.isEmpty, "pages that asked another host: \(asking)")
    }

    @Test func withItOnlyAClickAsksAndOnlyTheConfiguredTileServer() async throws {
        let report = try await auditOffThePool(siteYAML: Self.tiles, click: ".map-interactive-button")
        let before = report.pages.filter { !$0.value.before.isEmpty }
        #expect(before.isEmpty, "pages that asked another host before the click: \(before)")
        let clicked = report.pages.filter { !$0.value.after.isEmpty }
        #expect(clicked["/map/"] != nil && clicked["/trips/cinque-terre-on-foot/"] != nil, "\(clicked.keys.sorted())")
        let hosts = Set(clicked.values.flatMap(\.after).compactMap { URL(string: $0)?.host() })
        #expect(hosts == ["tiles.example.org"])
    }
}
