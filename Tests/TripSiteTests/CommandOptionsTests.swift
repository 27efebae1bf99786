import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// The names and output options the commands share, run as the built binary: `server` for
/// `serve` (the Hugo habit), `-q`/`--quiet` and `-v`/`--verbose` on build, check and serve.
@Suite(.serialized) struct CommandOptionsTests {
    let e2e = EndToEndTests()

    /// `tripsite server` is `tripsite serve`: same help, same refusal of a folder that is not
    /// a site. Before, it was an unknown argument (exit 2).
    @Test func serverIsServe() throws {
        let folder = try FixtureSite([:])
        defer { folder.remove() }
        try FileManager.default.removeItem(at: folder.root.appending(path: "site.yml"))
        let help = try e2e.run(["server", "--help"], in: folder.root)
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains("USAGE: tripsite serve "), "\(help.stdout)")
        let run = try e2e.run(["server", "--port", "0"], in: folder.root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("no site.yml here"), "\(run.stderr)")
        #expect(try e2e.run(["--help"], in: folder.root).stdout.contains("serve, server"))
    }

    /// `-q` leaves only problems: no summary, the warnings still on standard error. `-v`
    /// adds each stage's time.
    @Test func buildAndCheckTakeQuietAndVerbose() throws {
        let site = try FixtureSite(SharedFixtures.brokenLinksSite)
        defer { site.remove() }
        let quiet = try e2e.run(["build", "-q"], in: site.root)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty, "\(quiet.stdout)")
        #expect(quiet.stderr.contains("warning: broken link"))
        let verbose = try e2e.run(["build", "-v"], in: site.root)
        #expect(verbose.stdout.contains("  render: ") && verbose.stdout.contains("Built "), "\(verbose.stdout)")
        let checkQuiet = try e2e.run(["check", "-q"], in: site.root)
        #expect(checkQuiet.status == 1 && checkQuiet.stdout.isEmpty, "\(checkQuiet.stdout)")
        #expect(checkQuiet.stderr.contains("error: broken link"))
        // Stage times are a finished build's: a site whose check passes.
        let clean = try FixtureSite(["content/trips/kona.md": SharedFixtures.kona])
        defer { clean.remove() }
        let checkVerbose = try e2e.run(["check", "--verbose"], in: clean.root)
        #expect(checkVerbose.stdout.contains("  render: ") && checkVerbose.stdout.contains("0 errors, "))
        // JSON stays the whole of standard output; the times go to standard error.
        let json = try e2e.run(["check", "-v", "--format", "json"], in: clean.root)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [[String: Any]])
        #expect(json.stderr.contains("  render: "))
        // Together: the details, without the summary.
        let both = try e2e.run(["check", "-q", "-v"], in: clean.root)
        #expect(both.stdout.contains("  render: ") && !both.stdout.contains(" errors, "), "\(both.stdout)")
    }

    /// `serve -q` prints the address it serves and the problems, nothing else: no build
    /// summary, no line per rebuild, no "Stopped."; a rebuild's warnings go to standard error.
    /// `serve -v` adds the first build's stage times.
    @Test func serveTakesQuietAndVerbose() async throws {
        let site = try FixtureSite(["content/trips/kona.md": tripFile("title: Kona", body: "Warm.\n")])
        defer { site.remove() }
        let quiet = try await ServeProcess(site: site.root, arguments: ["-q"])
        #expect(quiet.started.hasPrefix("Serving http://127.0.0.1:"), "\(quiet.started)")
        try site.write("content/trips/kona.md", tripFile("title: Kona\nmood: sunny", body: "Cooler.\n"))
        let http = RawHTTP(port: quiet.port)
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline, !(try await http.request("/trips/kona/").text.contains("Cooler.")) {
            try await Task.sleep(for: .milliseconds(100))
        }
        // The rebuild's warning is printed once its pages are served.
        #expect(try await quiet.waitForError(containing: "warning: unknown front-matter key 'mood'"))
        let (stdout, stderr) = quiet.stop()
        #expect(stdout.isEmpty, "\(stdout)")
        #expect(stderr.contains("warning: unknown front-matter key 'mood'"), "\(stderr)")
        let verbose = try await ServeProcess(site: site.root, arguments: ["--verbose"])
        verbose.stop()
        #expect(verbose.started.contains("Built ") && verbose.started.contains("  render: "), "\(verbose.started)")
    }
}
