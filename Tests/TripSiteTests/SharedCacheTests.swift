import Foundation
import Testing
import TripSiteTestSupport

/// Builds that share one cache folder at once (two CI jobs, a build beside a build) each
/// publish the site a build alone would: never a missing photo, a placeholder in place of a
/// photo that could be made, or an error from the other's files.
@Suite(.serialized) struct SharedCacheTests {
    let cli = EndToEndTests()

    static func site() throws -> FixtureSite {
        var files: [String: String] = [:]
        for index in 0..<4 {
            files["content/trips/t\(index)/index.md"] = tripFile(
                "title: Trip \(index)\nphoto: cover.jpg", body: "![A view](view.png)\n\n[Notes](notes.txt)\n")
            files["content/trips/t\(index)/notes.txt"] = "notes \(index)\n"
        }
        let site = try FixtureSite(files)
        let photos = ["upright.jpg", "sideways.jpg", "gps.webp", "cmyk.jpg"]
        for (index, photo) in photos.enumerated() {
            try site.addPhoto(photo, at: "content/trips/t\(index)/cover.jpg")
            try site.addPhoto(index % 2 == 0 ? "gps.png" : "alpha.png", at: "content/trips/t\(index)/view.png")
        }
        return site
    }

    /// The files of an output folder, by path, without the manifest.
    func files(_ folder: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard path != ".tripsite-manifest",
                FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            found[path] = FileManager.default.contents(atPath: folder.path + "/" + path)
        }
        return found
    }

    @Test func twoColdBuildsSharingACacheEachMakeTheWholeSite() throws {
        let site = try Self.site()
        defer { site.remove() }
        let reference = site.root.appending(path: "reference")
        let alone = try cli.run(
            ["build", "--quiet", "--output", reference.path, "--cache-dir", "alone-cache"], in: site.root)
        try #require(alone.status == 0, "\(alone.stderr)")
        let expected = files(reference)
        #expect(expected.keys.contains { $0.hasSuffix(".webp") })
        let cache = site.root.appending(path: "shared-cache")
        for round in 0..<10 {
            try? FileManager.default.removeItem(at: cache)
            let runs = try together(
                [0, 1].map { ["build", "--output", "out-\($0)", "--cache-dir", cache.path, "--force"] }, in: site.root)
            for (build, run) in runs.enumerated() {
                #expect(run.status == 0, "round \(round), build \(build): \(run.stderr)")
                #expect(!run.stderr.contains("warning"), "round \(round), build \(build): \(run.stderr)")
                #expect(files(site.root.appending(path: "out-\(build)")) == expected, "round \(round), build \(build)")
            }
        }
    }
}

extension SharedCacheTests {
    /// Runs the `tripsite` binary with each list of arguments, all started before any is
    /// waited for; their standard error goes to files, so no pipe fills and blocks one.
    func together(_ argumentLists: [[String]], in folder: URL) throws -> [EndToEndTests.Run] {
        let binary = try #require(EndToEndTests.binary, "the tripsite binary was not built")
        let started = try argumentLists.enumerated().map { index, arguments in
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = folder
            let log = folder.appending(path: "stderr-\(index).txt")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
            process.standardOutput = FileHandle.nullDevice
            return (process, try process.start(), log)
        }
        return started.map { process, exit, log in
            exit.wait()
            let stderr = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return EndToEndTests.Run(status: process.terminationStatus, stdout: "", stderr: stderr)
        }
    }
}
