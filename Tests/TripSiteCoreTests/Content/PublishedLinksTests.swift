import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Symbolic links in the folders a build publishes (`static/`, a trip's folder) lead only
/// inside that folder: one that leads back into the site, or round in a loop, is a warning
/// at the link and is not followed, and the walk ends whatever the links.
@Suite struct PublishedLinksTests {
    static func site() throws -> FixtureSite {
        try FixtureSite([
            "content/trips/k/index.md": tripFile("title: K"),
            "content/trips/secret/index.md": tripFile("title: Secret\ndraft: true", body: "Private draft text.\n"),
            "content/trips/secret/notes.txt": "draft notes\n",
            "static/css/extra.css": "body{}",
        ])
    }

    func link(_ site: FixtureSite, _ path: String, to destination: String) throws {
        try FileManager.default.createDirectory(
            at: site.root.appending(path: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appending(path: path).path, withDestinationPath: destination)
    }

    @Test func aLinkBackIntoTheSiteIsAWarningAndPublishesNothing() throws {
        let site = try Self.site()
        defer { site.remove() }
        try link(site, "static/up", to: "..")
        try link(site, "content/trips/k/all", to: "../..")
        var counts: [Int] = []
        for _ in 0..<3 {
            let report = try site.buildToDisk()
            counts.append(report.paths.count)
            let files = site.outputFiles()
            #expect(!files.keys.contains { $0.hasPrefix("up/") || $0.hasPrefix("trips/k/all/") }, "\(files.keys)")
            #expect(!files.values.contains { String(decoding: $0, as: UTF8.self).contains("Private draft text") })
            #expect(!files.values.contains { String(decoding: $0, as: UTF8.self).contains("draft notes") })
            let warnings = report.diagnostics.filter { $0.message.contains("elsewhere in the site") }.map(\.file)
            #expect(Set(warnings) == ["static/up", "content/trips/k/all"], "\(report.diagnostics)")
        }
        #expect(Set(counts).count == 1, "the output does not grow from build to build: \(counts)")
    }

    @Test func linksToTheirOwnFolderAreLoopsThatEndAtOnce() throws {
        let site = try Self.site()
        defer { site.remove() }
        // Exponential if followed: every path of a and b, down to the longest path allowed.
        for name in ["a", "b", "c", "d"] { try link(site, "static/\(name)", to: ".") }
        // Two folders that lead into each other.
        try link(site, "static/p/to-q", to: "../q")
        try link(site, "static/q/to-p", to: "../p")
        let clock = ContinuousClock()
        let started = clock.now
        let (report, output) = try site.buildInMemory()
        #expect(clock.now - started < .seconds(20))
        let loops = report.diagnostics.filter { $0.message.contains("loop") }.map(\.file)
        #expect(Set(loops).isSuperset(of: ["static/a", "static/b", "static/c", "static/d"]), "\(report.diagnostics)")
        #expect(output.files.keys.filter { $0.hasPrefix("a/") || $0.hasPrefix("b/") }.isEmpty)
        #expect(output.files["css/extra.css"] != nil)
        #expect(output.files.keys.filter { $0.hasPrefix("p/") || $0.hasPrefix("q/") }.count <= 2)
    }

    @Test func aLinkLoopIsNotCalledBroken() throws {
        let site = try Self.site()
        defer { site.remove() }
        try link(site, "static/self", to: "self")
        try link(site, "static/gone", to: "nowhere")
        let (report, _) = try site.buildInMemory()
        let byFile = Dictionary(report.diagnostics.map { ($0.file, $0.message) }, uniquingKeysWith: { a, _ in a })
        #expect(byFile["static/self"]?.contains("loop") == true, "\(report.diagnostics)")
        #expect(byFile["static/gone"]?.contains("broken") == true, "\(report.diagnostics)")
    }

    @Test func aLinkInsideItsFolderIsPublished() throws {
        let site = try Self.site()
        defer { site.remove() }
        try link(site, "static/latest.css", to: "css/extra.css")
        try link(site, "static/styles", to: "css")
        let (report, output) = try site.buildInMemory()
        #expect(output.files["latest.css"] == Array("body{}".utf8))
        #expect(output.files["styles/extra.css"] == Array("body{}".utf8))
        #expect(!report.diagnostics.contains { $0.file.hasPrefix("static/") }, "\(report.diagnostics)")
    }
}
