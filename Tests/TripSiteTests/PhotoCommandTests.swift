import Foundation
import Testing
import TripSiteTestSupport

/// The photo options of the `tripsite` binary: `--cache-dir`, the summary, progress in logs.
@Suite struct PhotoCommandTests {
    let cli = EndToEndTests()

    @Test func cacheDirProgressAndSummary() throws {
        var files = ["content/trips/gallery/index.md": tripFile("title: Gallery", body: "Photos below.\n")]
        files["site.yml"] = FixtureSite.defaultConfig
        let site = try FixtureSite(files)
        defer { site.remove() }
        let photos = [
            "upright.jpg", "sideways.jpg", "tiny.jpg", "cmyk.jpg", "gps.webp", "gps.png", "alpha.png", "grey.png",
            "gps.heic", "gps.avif",
        ]
        for (index, name) in photos.enumerated() {
            try site.addPhoto(name, at: "content/trips/gallery/p\(index).\(name.split(separator: ".")[1])")
        }
        // The same photo twice is encoded once.
        try site.addPhoto("tiny.jpg", at: "content/trips/gallery/copy-of-tiny.jpg")
        let cache = site.root.appending(path: "ci-cache")
        let cold = try cli.run(["build", "--cache-dir", "ci-cache", "--verbose"], in: site.root)
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cold.stdout.contains("photos: 10 encoded, 0 from the cache, 0 failed"), "\(cold.stdout)")
        // Not a terminal: a line per tenth, the last one 10/10.
        #expect(cold.stderr.contains("Photos 10/10\n"), "\(cold.stderr)")
        #expect(!cold.stderr.contains("\r"))
        #expect(FileManager.default.fileExists(atPath: cache.appending(path: "photos").path))
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: ".tripsite-cache").path))
        let warm = try cli.run(["build", "--cache-dir", "ci-cache", "--verbose", "--quiet"], in: site.root)
        #expect(warm.status == 0)
        #expect(warm.stderr.isEmpty, "--quiet prints no progress: \(warm.stderr)")
        #expect(warm.stdout.contains("photos: 0 encoded, 10 from the cache, 0 failed"), "\(warm.stdout)")
    }

    @Test func aNewSiteIgnoresItsOutputAndCache() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "tripsite-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try cli.run(["new", "site", "journal"], in: folder).status == 0)
        let ignore = try String(contentsOf: folder.appending(path: "journal/.gitignore"), encoding: .utf8)
        #expect(ignore.contains("/public/") && ignore.contains("/.tripsite-cache/"))
    }

    /// The cache holds parsed drafts and local paths: a `--cache-dir` inside what a build
    /// publishes or replaces is refused before anything is read or written (exit 2).
    @Test(arguments: [
        ("static/c", true), ("content/cache", true), ("themes/mine/c", true), (".", true), ("out/c", true),
        ("public/c", false),
    ])
    func aCacheInsideWhatIsPublishedIsRefused(_ cache: String, refusedByBuild: Bool) throws {
        let site = try FixtureSite(["content/trips/k.md": tripFile("title: K\ndraft: true", body: "Secret.\n")])
        defer { site.remove() }
        // `build --output out` writes out/; `check` and `serve` would write public/.
        var commands = refusedByBuild ? [["build", "--output", "out"]] : []
        if cache != "out/c" { commands += [["check"], ["serve", "--port", "0"]] }
        for command in commands {
            let run = try cli.run(command + ["--drafts", "--cache-dir", cache], in: site.root)
            #expect(run.status == 2, "\(command) \(cache): \(run.stderr)")
            #expect(run.stderr.contains("--cache-dir"), "\(run.stderr)")
        }
        for folder in ["out", "static", "public"] {
            #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: folder).path), "\(folder)")
        }
        let outside = FileManager.default.temporaryDirectory.appending(path: "cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outside) }
        let fine = try cli.run(["build", "--cache-dir", outside.path, "--quiet"], in: site.root)
        #expect(fine.status == 0, "\(fine.stderr)")
    }
}

extension PhotoCommandTests {
    /// libvips's own warnings (`VIPS-WARNING **: … Unexpected end of GIF source data`) never
    /// reach the terminal raw: the photo is one located warning, as every bad photo is.
    @Test func libvipsWarningsAreNotPrintedRaw() throws {
        let site = try FixtureSite([
            "content/trips/g/index.md": tripFile("title: G", body: "![A broken animation](broken.gif)\n")
        ])
        defer { site.remove() }
        try site.write(
            "content/trips/g/broken.gif",
            bytes: Array("GIF89a".utf8) + [10, 0, 10, 0, 0xF7, 0, 0] + [UInt8](repeating: 0, count: 20))
        let run = try cli.run(["build", "--quiet"], in: site.root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("VIPS"), "\(run.stderr)")
        #expect(run.stderr.contains("content/trips/g/index.md:4: warning: photo 'broken.gif'"), "\(run.stderr)")
    }
}
