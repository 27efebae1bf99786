import Foundation
import Testing
import TripSiteCore
import TripSiteStore
import TripSiteTestSupport

/// A build never replaces a folder holding the user's files: the site's own folders (however
/// they are reached), folders TripSite did not make, or files added to one it made.
@Suite struct OutputLocationTests {
    func build(_ site: FixtureSite, into output: URL, force: Bool = false) throws(BuildFailure) {
        var writer = DiskOutput(output: output, force: force)
        _ = try SiteBuilder(options: BuildOptions(source: site.root, output: output)).build(into: &writer)
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    @Test func aFolderWithAnIndexPageIsNotTakenForABuild() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"), "d/index.html": "x", "d/precious.txt": "keep",
        ])
        defer { site.remove() }
        let output = site.root.appending(path: "d")
        let failure = try #require(throws: BuildFailure.self) { try build(site, into: output) }
        #expect(failure.kind == .io)
        let message = try #require(failure.messages.first)
        #expect(message.contains("was not made by TripSite") && message.contains("--force"))
        #expect(try String(contentsOf: output.appending(path: "precious.txt"), encoding: .utf8) == "keep")
        #expect(try String(contentsOf: output.appending(path: "index.html"), encoding: .utf8) == "x")
    }

    /// A `public` that is a link to nowhere is said to be one, not "a file already exists".
    @Test(arguments: [false, true])
    func anOutputLinkToNowhereIsSaidToBeOne(loop: Bool) throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        let target = loop ? site.root.appending(path: "public").path : "/nonexistent/place"
        try FileManager.default.createSymbolicLink(atPath: site.output.path, withDestinationPath: target)
        let failure = try #require(throws: BuildFailure.self) { try site.buildToDisk() }
        let message = try #require(failure.messages.first)
        #expect(message.contains("is a symbolic link to \(target), which leads nowhere"), "\(message)")
        #expect(FileSystem.entryKind(site.output.path) == .link)
    }

    @Test func forceReplacesAFolderTripSiteDidNotMake() throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"), "d/index.html": "x", "d/old.txt": "old",
        ])
        defer { site.remove() }
        let output = site.root.appending(path: "d")
        try build(site, into: output, force: true)
        #expect(!exists(output.appending(path: "old.txt")))
        #expect(exists(output.appending(path: "trips/a/index.html")))
    }

    @Test func aBuildWritesAManifestOfEveryFile() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A"), "static/CNAME": "example.com"])
        defer { site.remove() }
        let report = try site.buildToDisk()
        let text = try String(contentsOf: site.output.appending(path: OutputManifest.fileName), encoding: .utf8)
        #expect(OutputManifest.paths(in: text) == Set(report.paths))
        #expect(text.hasPrefix("# Written by TripSite."))
        // Rebuilding over its own output needs no --force.
        _ = try site.buildToDisk()
    }

    @Test func aFileAddedToABuildIsNotDeleted() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        _ = try site.buildToDisk()
        try site.write("public/trips/notes.txt", "mine")
        let failure = try #require(throws: BuildFailure.self) { try site.buildToDisk() }
        #expect(failure.messages.first?.contains("a file 'trips/notes.txt' that TripSite did not write") == true)
        #expect(failure.messages.first?.contains("static/") == true)
        #expect(exists(site.output.appending(path: "trips/notes.txt")))
        try build(site, into: site.output, force: true)
        #expect(!exists(site.output.appending(path: "trips/notes.txt")))
    }

    /// A dotfile in static/ is not published, so one named like the manifest cannot stand in
    /// for TripSite's own.
    @Test func aStaticFileNamedLikeTheManifestIsNotPublished() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A"), "static/.tripsite-manifest": "fake"])
        defer { site.remove() }
        _ = try site.buildToDisk()
        let manifest = try String(contentsOf: site.output.appending(path: ".tripsite-manifest"), encoding: .utf8)
        #expect(manifest != "fake" && manifest.contains("trips/a/index.html"))
    }

    /// `alias` links to the site; `alias/static/pub` does not exist yet, so only resolving its
    /// nearest existing ancestor shows it is inside the site's static/ folder.
    @Test(arguments: [
        "alias/static/pub", "alias/content/out", "alias/themes/x/y", "alias/static/../static/pub", "alias/..",
    ])
    func aLinkedPathIntoTheSourcesIsRefused(path: String) throws {
        let site = try FixtureSite([
            "content/trips/a.md": tripFile("title: A"), "static/keep.txt": "k", "themes/x/a.css": "a{}",
        ])
        defer { site.remove() }
        let holder = FileManager.default.temporaryDirectory.appending(path: "tripsite-alias-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: holder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: holder) }
        try FileManager.default.createSymbolicLink(
            atPath: holder.appending(path: "alias").path, withDestinationPath: site.root.path)
        let output = URL(fileURLWithPath: holder.path + "/" + path)
        let failure = try #require(throws: BuildFailure.self) { try build(site, into: output, force: true) }
        #expect(failure.kind == .io)
        #expect(!exists(site.root.appending(path: "static/pub")) && !exists(site.root.appending(path: "content/out")))
        #expect(exists(site.root.appending(path: "static/keep.txt")))
    }

    @Test func realPathResolvesTheNearestExistingAncestor() throws {
        let holder = FileManager.default.temporaryDirectory.appending(path: "tripsite-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: holder.appending(path: "target/sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: holder) }
        try FileManager.default.createSymbolicLink(
            atPath: holder.appending(path: "alias").path, withDestinationPath: holder.appending(path: "target/sub").path
        )
        let real = try #require(FileSystem.realPath(holder.path))
        #expect(OutputLocation.realPath(holder.path + "/alias/new/deeper") == real + "/target/sub/new/deeper")
        // `..` after a link is the link target's parent, as the system sees it.
        #expect(OutputLocation.realPath(holder.path + "/alias/../new") == real + "/target/new")
        #expect(OutputLocation.realPath(holder.path + "/alias/new/../other") == real + "/target/sub/other")
    }

    @Test func aFolderThatCannotBeEmptiedIsRefusedBeforeBuilding() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        _ = try site.buildToDisk()
        let locked = site.output.appending(path: "trips").path
        let inspection = OutputManifest.inspect(folder: site.output.path) { $0 != locked }
        #expect(inspection == .unwritable(locked))
        #expect(OutputManifest.inspect(folder: site.output.path) == .ours)
    }
}
