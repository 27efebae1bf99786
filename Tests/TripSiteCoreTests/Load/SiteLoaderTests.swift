import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// Nothing outside the site folder is read, published or served: symbolic links that lead out
/// of it (to a trip, a page, a bundle folder, `content/` itself) are reported and not followed,
/// in `build` and in `serve`'s incremental rebuilds.
@Suite struct SiteLoaderTests {
    /// A folder outside every site, holding a "secret" trip and a secret bundle.
    struct Outside {
        let root = FileManager.default.temporaryDirectory.appending(path: "tripsite-outside-\(UUID().uuidString)")
        static let secret = tripFile("title: Secret", body: "TOPSECRET\n")

        init() throws {
            try FileManager.default.createDirectory(
                at: root.appending(path: "bundle"), withIntermediateDirectories: true)
            try Self.secret.write(to: root.appending(path: "s.md"), atomically: true, encoding: .utf8)
            try Self.secret.write(to: root.appending(path: "bundle/index.md"), atomically: true, encoding: .utf8)
            try "TOPSECRET".write(to: root.appending(path: "bundle/notes.txt"), atomically: true, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    func link(_ site: FixtureSite, _ path: String, to target: URL) throws {
        let url = site.root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
    }

    /// Every output's bytes, from a build to memory.
    func everyByte(_ files: [String: [UInt8]]) -> String {
        files.values.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    @Test(arguments: ["content/trips/s.md", "content/pages/s.md", "content/trips/secret"])
    func aLinkToOutsideIsNotPublished(linkPath: String) throws {
        let outside = try Outside()
        defer { outside.remove() }
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        try link(
            site, linkPath,
            to: linkPath.hasSuffix(".md")
                ? outside.root.appending(path: "s.md") : outside.root.appending(path: "bundle"))

        let (report, output) = try site.buildInMemory()
        #expect(!everyByte(output.files).contains("TOPSECRET"))
        #expect(!everyByte(output.files).contains("Secret"))
        #expect(report.site.trips.map(\.slug) == ["a"])
        #expect(
            report.diagnostics.map(\.description).contains(
                "\(linkPath): warning: symbolic link to outside the site folder; it is not read or published (copy what it points to into the site)"
            ))
    }

    @Test func aLinkedContentFolderIsNotRead() throws {
        let outside = try Outside()
        defer { outside.remove() }
        try FileManager.default.createDirectory(
            at: outside.root.appending(path: "content/trips"), withIntermediateDirectories: true)
        try Outside.secret.write(
            to: outside.root.appending(path: "content/trips/s.md"), atomically: true, encoding: .utf8)
        let site = try FixtureSite([:])
        defer { site.remove() }
        try link(site, "content", to: outside.root.appending(path: "content"))

        let (report, output) = try site.buildInMemory()
        #expect(!everyByte(output.files).contains("TOPSECRET"))
        #expect(report.diagnostics.map(\.file) == ["content"])
    }

    @Test func aLinkedSiteConfigIsAnError() throws {
        let outside = try Outside()
        defer { outside.remove() }
        try FixtureSite.defaultConfig.write(
            to: outside.root.appending(path: "site.yml"), atomically: true, encoding: .utf8)
        let site = try FixtureSite([:], includeConfig: false)
        defer { site.remove() }
        try link(site, "site.yml", to: outside.root.appending(path: "site.yml"))
        let failure = try #require(throws: BuildFailure.self) { try site.buildInMemory() }
        #expect(
            failure.messages.contains {
                $0.hasPrefix("site.yml: error: site.yml is a symbolic link to outside the site folder")
            })
    }

    @Test func aBrokenLinkIsReportedAsBroken() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A", body: "Text.\n")])
        defer { site.remove() }
        try link(site, "content/trips/gone.md", to: site.root.appending(path: "nowhere.md"))
        let report = try site.buildInMemory().report
        #expect(
            report.diagnostics.map(\.description) == [
                "content/trips/gone.md: warning: broken symbolic link (what it points to does not exist); it is skipped"
            ])
    }

    @Test func linksInsideTheSiteAreFollowed() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A", body: "Text.\n"),
            "drafts/b.md": tripFile("title: Bee", body: "Inside.\n"),
        ])
        defer { site.remove() }
        try link(site, "content/trips/b.md", to: site.root.appending(path: "drafts/b.md"))
        let (report, output) = try site.buildInMemory()
        #expect(report.diagnostics.isEmpty)
        #expect(output.text("trips/b/index.html")?.contains("Inside.") == true)
    }

    /// A bundle's index and entries are read where the walk found them: through a link to
    /// a file in the bundle, and inside a linked folder of the bundle.
    @Test func aBundlesLinkedEntriesAreRead() throws {
        let site = try FixtureSite([
            "content/trips/alps/notes/index.txt": tripFile("title: Alps", body: "Mountains.\n"),
            "content/trips/alps/notes/col.txt": tripFile("date: 2025-06-02", body: "The pass.\n"),
            "content/trips/alps/notes/hut/index.md": tripFile("date: 2025-06-03", body: "The hut.\n"),
        ])
        defer { site.remove() }
        let alps = site.root.appending(path: "content/trips/alps")
        try link(site, "content/trips/alps/index.md", to: alps.appending(path: "notes/index.txt"))
        try link(site, "content/trips/alps/col.md", to: alps.appending(path: "notes/col.txt"))
        try link(site, "content/trips/alps/hut", to: alps.appending(path: "notes/hut"))
        let (_, output) = try site.buildInMemory()
        #expect(output.text("trips/alps/index.html")?.contains("Mountains.") == true)
        #expect(output.text("trips/alps/col/index.html")?.contains("The pass.") == true)
        #expect(output.text("trips/alps/hut/index.html")?.contains("The hut.") == true)
    }

    @Test func serveDoesNotReadALinkToOutsideWhenItAppears() throws {
        let outside = try Outside()
        defer { outside.remove() }
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"), "content/trips/s.md": tripFile("title: Harmless"),
        ])
        defer { site.remove() }
        let builder = IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output), mode: .serve(liveReloadScript: "/lr.js"))
        _ = try builder.build()
        // The watched trip file is replaced by a link: the rebuild names only that path.
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/s.md"))
        try link(site, "content/trips/s.md", to: outside.root.appending(path: "s.md"))
        let result = try builder.build(changedPaths: ["content/trips/s.md"])
        #expect(!everyByte(result.files).contains("TOPSECRET"))
        #expect(result.warnings.contains { $0.file == "content/trips/s.md" })
        #expect(!result.files.keys.contains("trips/s/index.html"))
    }
}
