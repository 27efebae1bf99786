import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// What `build`, `build --force` and `new entry` will not touch, run as the user would: a
/// manifest naming a file outside the output, a folder `--force` must never empty, an entry
/// argument that climbs out of the site.
@Suite(.serialized) struct HostileFoldersCommandTests {
    func tripsite(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws
        -> EndToEndTests.Run
    {
        try EndToEndTests().run(arguments, in: folder, environment: environment)
    }

    /// `echo '../../victim.txt' >> public/.tripsite-manifest; tripsite build` deleted
    /// `../victim.txt` with exit 0. Now: the build refuses, naming the manifest's line.
    @Test func aManifestNamingAFileOutsideDeletesNothing() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A"), "b/victim.txt": "mine"])
        defer { site.remove() }
        #expect(try tripsite(["build"], in: site.root).status == 0)
        let manifest = site.output.appending(path: OutputManifest.fileName)
        let handle = try FileHandle(forWritingTo: manifest)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("../b/victim.txt\n".utf8))
        try handle.close()
        try site.write("content/trips/a.md", tripFile("title: A2"))
        let result = try tripsite(["build"], in: site.root)
        #expect(result.status != 0)
        #expect(result.stderr.contains("line "), "\(result.stderr)")
        #expect(result.stderr.contains("'../b/victim.txt', which is refused: it climbs out of its folder with '..'"))
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "b/victim.txt").path))
    }

    /// A link inside the output (to a folder outside) is never written or deleted through.
    @Test func aLinkInTheOutputIsNotFollowed() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A"), "elsewhere/victim.txt": "mine"])
        defer { site.remove() }
        #expect(try tripsite(["build"], in: site.root).status == 0)
        try FileManager.default.createSymbolicLink(
            atPath: site.output.appending(path: "shared").path,
            withDestinationPath: site.root.appending(path: "elsewhere").path)
        let manifest = site.output.appending(path: OutputManifest.fileName)
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try (text + "shared\nshared/victim.txt\n").write(to: manifest, atomically: true, encoding: .utf8)
        let result = try tripsite(["build"], in: site.root)
        #expect(result.status != 0)
        #expect(result.stderr.contains("'shared'"), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "elsewhere/victim.txt").path))
    }

    /// `--force` empties an output it did not make, but never the current folder or one
    /// above it, the home folder, or a git repository.
    @Test func forceRefusesFoldersItMustNeverEmpty() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        let holder = try ImportFixtures.folder("force-holder")
        defer { try? FileManager.default.removeItem(at: holder) }
        try ImportFixtures.write("keep", to: "work/notes.txt", in: holder)
        let source = ["--source", site.root.path, "--force"]
        let ancestor = try tripsite(["build"] + source + ["--output", holder.path], in: holder.appending(path: "work"))
        #expect(ancestor.status != 0)
        #expect(ancestor.stderr.contains("which is a folder that holds the current folder"), "\(ancestor.stderr)")
        let home = try tripsite(
            ["build"] + source + ["--output", holder.path], in: site.root, environment: ["HOME": holder.path])
        #expect(home.stderr.contains("which is your home folder"), "\(home.stderr)")
        try ImportFixtures.write("[core]\n", to: "repo/.git/config", in: holder)
        let repository = try tripsite(
            ["build"] + source + ["--output", holder.appending(path: "repo").path], in: site.root)
        #expect(repository.stderr.contains("which is a git repository (it holds .git)"), "\(repository.stderr)")
        #expect(FileManager.default.fileExists(atPath: holder.appending(path: "work/notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: holder.appending(path: "repo/.git/config").path))
        // An ordinary folder is still replaced.
        try ImportFixtures.write("old", to: "plain/old.txt", in: holder)
        let plain = try tripsite(
            ["build"] + source + ["--output", holder.appending(path: "plain").path], in: site.root)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!FileManager.default.fileExists(atPath: holder.appending(path: "plain/old.txt").path))
    }

    @Test func newEntryRefusesATripOutsideTheSite() throws {
        let site = try FixtureSite(["content/trips/a/index.md": tripFile("title: A")])
        defer { site.remove() }
        for trip in ["../../x", "a/../../x", "/tmp/x", "a/b"] {
            let result = try tripsite(["new", "entry", trip, "Day"], in: site.root)
            #expect(result.status != 0, "\(trip)")
            #expect(result.stderr.contains("is not a trip's slug"), "\(trip): \(result.stderr)")
        }
        #expect(
            !FileManager.default.fileExists(atPath: site.root.deletingLastPathComponent().appending(path: "x").path))
    }
}
