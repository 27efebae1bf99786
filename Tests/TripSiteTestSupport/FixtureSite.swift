import Foundation
import TripSiteCore

/// A site folder in a fresh temporary directory, written from inline text, removed when the
/// value is no longer needed (call `remove()`, or rely on the OS temp cleaner).
package struct FixtureSite {
    package let root: URL

    package static let defaultConfig = """
        title: Test Trips
        description: Fixture site
        baseURL: https://example.com/
        language: en
        author: Tester
        theme: default
        activitySort: completed

        """

    /// `files` maps paths relative to the site folder to their text. `site.yml` is added
    /// unless given.
    package init(_ files: [String: String], includeConfig: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "tripsite-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var all = files
        if includeConfig && all["site.yml"] == nil { all["site.yml"] = Self.defaultConfig }
        for (path, text) in all { try write(path, text) }
    }

    package func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    package func write(_ path: String, bytes: [UInt8]) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Copies a photo of `Tests/TripSiteTestSupport/Photos/` into the site.
    package func addPhoto(_ name: String, at path: String) throws {
        try write(path, bytes: TestPhotos.bytes(name))
    }

    package var output: URL { root.appending(path: "public") }

    /// Builds into memory.
    package func buildInMemory(
        drafts: Bool = false, baseURL: String? = nil, strict: Bool = false, cache: URL? = nil,
        sourceDateEpoch: Int? = nil
    ) throws(BuildFailure) -> (report: BuildReport, output: MemoryOutput) {
        var writer = MemoryOutput()
        var options = BuildOptions(source: root, output: output, includeDrafts: drafts, baseURL: baseURL)
        options.strict = strict
        options.sourceDateEpoch = sourceDateEpoch
        options.cacheDirectory = cache
        let report = try SiteBuilder(options: options).build(into: &writer)
        return (report, writer)
    }

    /// Builds to `public/` inside the fixture (the real atomic disk writer).
    package func buildToDisk() throws(BuildFailure) -> BuildReport {
        var writer = DiskOutput(output: output)
        return try SiteBuilder(options: BuildOptions(source: root, output: output)).build(into: &writer)
    }

    /// The files of `public/` (as a disk build left them, without its manifest), by path.
    package func outputFiles() -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let folder = output.path
        guard let paths = FileManager.default.subpaths(atPath: folder) else { return [:] }
        for path in paths where path != ".tripsite-manifest" {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue,
                let data = FileManager.default.contents(atPath: folder + "/" + path)
            else { continue }
            files[path] = [UInt8](data)
        }
        return files
    }

    package func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A trip file from front-matter lines and a body.
package func tripFile(_ frontMatter: String, body: String = "") -> String {
    "---\n\(frontMatter)\n---\n\(body)"
}

extension BuildFailure {
    package var messages: [String] { diagnostics.map(\.description) }
}
