import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// `serve` checks the journals' links as `build` does, on every rebuild: its full path runs
/// the build's own checks, and its fast paths check the links of the patched model, so a
/// link broken (or mended) by an edit of another file is reported on the edit that did it.
@Suite struct IncrementalLinkCheckTests {
    static let files: [String: String] = [
        "content/trips/kona.md": tripFile(
            "title: Kona\nstart: 2025-06-01",
            body: "Warm water. [Tea](/trips/kyoto/#tea-time) and [snow](/trips/lapland/).\n"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto\nstart: 2025-04-01", body: "Temples.\n\n## Tea time\n\nMatcha.\n"),
        "content/trips/lapland.md": tripFile("title: Lapland\nstart: 2025-01-10", body: "Snow.\n"),
        "content/pages/about.md": tripFile("title: About", body: "Hi. [Gone](/trips/atlantis/)\n"),
    ]

    func make(strict: Bool = false) throws -> (FixtureSite, IncrementalBuilder) {
        let site = try FixtureSite(Self.files)
        var options = BuildOptions(source: site.root, output: site.output)
        options.strict = strict
        let builder = IncrementalBuilder(options: options, mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
        return (site, builder)
    }

    /// The link problems among diagnostics, as `file:line: message`.
    static func links(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.message.hasPrefix("broken link") }.map { "\($0.file):\($0.line ?? 0): \($0.message)" }
            .sorted()
    }

    /// A rebuild took a fast path: it ran no photos stage.
    static func wasFast(_ result: IncrementalBuilder.Result) -> Bool {
        !result.timings.contains { $0.stage == .photos }
    }

    @Test func theFirstBuildReportsTheLinksABuildReports() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        let served = try builder.build()
        let built = try site.buildInMemory().report
        #expect(Self.links(served.warnings) == Self.links(built.diagnostics))
        #expect(Self.links(served.warnings).count == 1)
        #expect(Self.links(served.warnings).first?.hasPrefix("content/pages/about.md:") == true)
    }

    @Test func aBodyEditThatBreaksALinkIsReportedAndItsFixClearsIt() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        let kyoto = Self.files["content/trips/kyoto.md"]!
        try site.write("content/trips/kyoto.md", kyoto.replacingOccurrences(of: "Matcha.", with: "[Ship](../ship/)"))
        let broken = try builder.build(changedPaths: ["content/trips/kyoto.md"])
        #expect(Self.wasFast(broken))
        #expect(
            Self.links(broken.warnings).contains {
                $0.hasPrefix("content/trips/kyoto.md:") && $0.contains("'../ship/'")
            })
        #expect(Self.links(broken.warnings) == Self.links(try site.buildInMemory().report.diagnostics))
        try site.write("content/trips/kyoto.md", kyoto)
        let mended = try builder.build(changedPaths: ["content/trips/kyoto.md"])
        #expect(Self.wasFast(mended))
        #expect(!Self.links(mended.warnings).contains { $0.hasPrefix("content/trips/kyoto.md:") })
        #expect(Self.links(mended.warnings).count == 1)
    }

    /// The heading a link names is renamed in another trip: the link's file is warned about.
    @Test func aHeadingRenamedThatALinkNamesIsReported() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        let kyoto = Self.files["content/trips/kyoto.md"]!
        try site.write("content/trips/kyoto.md", kyoto.replacingOccurrences(of: "## Tea time", with: "## Tea house"))
        let result = try builder.build(changedPaths: ["content/trips/kyoto.md"])
        #expect(Self.wasFast(result))
        #expect(
            Self.links(result.warnings).contains {
                $0.hasPrefix("content/trips/kona.md:") && $0.contains("no element with id 'tea-time'")
            })
        #expect(Self.links(result.warnings) == Self.links(try site.buildInMemory().report.diagnostics))
    }

    /// A trip added with a fragment link is watched for its fragment like the others.
    @Test func aTripAddedWithAFragmentLinkIsCheckedWhenItsTargetChanges() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write(
            "content/trips/oslo.md", tripFile("title: Oslo\nstart: 2025-08-01", body: "[Tea](../kyoto/#tea-time)\n"))
        #expect(Self.wasFast(try builder.build(changedPaths: ["content/trips/oslo.md"])))
        let kyoto = Self.files["content/trips/kyoto.md"]!
        try site.write("content/trips/kyoto.md", kyoto.replacingOccurrences(of: "## Tea time", with: "## Tea house"))
        let result = try builder.build(changedPaths: ["content/trips/kyoto.md"])
        #expect(Self.wasFast(result))
        #expect(Self.links(result.warnings).contains { $0.hasPrefix("content/trips/oslo.md:") })
        #expect(Self.links(result.warnings) == Self.links(try site.buildInMemory().report.diagnostics))
    }

    @Test func removingATripAnotherLinksToIsReportedAndAddingItBackClearsIt() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/lapland.md"))
        let removed = try builder.build(changedPaths: ["content/trips/lapland.md"])
        #expect(Self.wasFast(removed))
        #expect(
            Self.links(removed.warnings).contains {
                $0.hasPrefix("content/trips/kona.md:") && $0.contains("'/trips/lapland/'")
            })
        #expect(Self.links(removed.warnings) == Self.links(try site.buildInMemory().report.diagnostics))
        try site.write("content/trips/lapland.md", Self.files["content/trips/lapland.md"]!)
        let added = try builder.build(changedPaths: ["content/trips/lapland.md"])
        #expect(Self.wasFast(added))
        #expect(Self.links(added.warnings) == Self.links(try site.buildInMemory().report.diagnostics))
        #expect(Self.links(added.warnings).count == 1)
    }

    /// A trip's coming or going adds or removes pages outside its folder too: a link to its
    /// only tag's page breaks with it, and mends when it comes back.
    @Test func aTagPageThatGoesWithItsTripBreaksALinkToIt() throws {
        var files = Self.files
        files["content/trips/lapland.md"] = tripFile("title: Lapland\nstart: 2025-01-10\ntags: [snow]", body: "Snow.\n")
        files["content/pages/about.md"] = tripFile("title: About", body: "[Snowy trips](/tags/snow/)\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let builder = IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output),
            mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
        #expect(Self.links(try builder.build().warnings).isEmpty)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/lapland.md"))
        let removed = try builder.build(changedPaths: ["content/trips/lapland.md"])
        #expect(Self.wasFast(removed))
        #expect(Self.links(removed.warnings).contains { $0.hasPrefix("content/pages/about.md:") })
        #expect(Self.links(removed.warnings) == Self.links(try site.buildInMemory().report.diagnostics))
        try site.write("content/trips/lapland.md", files["content/trips/lapland.md"]!)
        let added = try builder.build(changedPaths: ["content/trips/lapland.md"])
        #expect(Self.wasFast(added))
        #expect(!Self.links(added.warnings).contains { $0.hasPrefix("content/pages/about.md:") })
    }

    /// With `--strict` a broken link fails the rebuild, fast path or not, and the next good
    /// edit builds again.
    @Test func aLinkBrokenInStrictModeFailsTheRebuild() throws {
        var files = Self.files
        files["content/pages/about.md"] = tripFile("title: About", body: "Hi.\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        var options = BuildOptions(source: site.root, output: site.output)
        options.strict = true
        let builder = IncrementalBuilder(options: options, mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
        _ = try builder.build()
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/lapland.md"))
        let failure = #expect(throws: BuildFailure.self) {
            try builder.build(changedPaths: ["content/trips/lapland.md"])
        }
        #expect(
            failure?.diagnostics.contains { $0.severity == .error && $0.message.contains("'/trips/lapland/'") } == true)
        try site.write("content/trips/lapland.md", files["content/trips/lapland.md"]!)
        let mended = try builder.build(changedPaths: ["content/trips/lapland.md"])
        #expect(Self.links(mended.warnings).isEmpty)
    }
}
