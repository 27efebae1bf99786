import Foundation
import Testing
import TripSiteCore
import TripSiteStore

#if canImport(Glibc)
import Glibc
#endif

/// `static/` trees with folders, files and symbolic links to anywhere (`.`, `..`, siblings,
/// the site, outside it, nowhere, themselves, each other), described one entry a line
/// (`d a/b`, `f a/x`, `l a/up -> ../..`), made on disk and walked as a build walks them.
@Suite struct StaticWalkFuzzTests {
    static let target = FuzzTarget(name: "static-walk", generator: FuzzText.generator(tree), property: check)

    @Test func theStaticWalkHoldsOnGeneratedTrees() async {
        await Self.target.run()
    }

    static let names = ["a", "b", "c", "up", "self", "x.txt", "y.css", ".env", ".well-known"]
    static let targets = [
        ".", "..", "../..", "../../..", "a", "b/c", "../content", "../site.yml", "/tmp", "nowhere", "self", "up",
        "../static", "x.txt", "./a/../b",
    ]

    static func tree(_ rng: inout FuzzRNG) -> String {
        FuzzText.repeated(0...14, &rng) { rng in
            let path = FuzzText.repeated(1...3, &rng) { FuzzText.pick(names, &$0) }.joined(separator: "/")
            switch FuzzText.roll(3, &rng) {
            case 0: return "d \(path)"
            case 1: return "f \(path)"
            default: return "l \(path) -> \(FuzzText.pick(targets, &rng))"
            }
        }.joined(separator: "\n")
    }

    /// Makes the tree under a new site's `static/`; returns the site folder, and how many
    /// files and links were made.
    static func make(_ text: String) -> (root: URL, files: Int, links: Int) {
        let root = FileManager.default.temporaryDirectory.appending(path: "walk-\(UUID().uuidString)")
        let files = FileManager.default
        try? files.createDirectory(at: root.appending(path: "static"), withIntermediateDirectories: true)
        try? files.createDirectory(at: root.appending(path: "content"), withIntermediateDirectories: true)
        try? Data("title: T\n".utf8).write(to: root.appending(path: "site.yml"))
        var made = (files: 0, links: 0)
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let rest = parts[1].components(separatedBy: " -> ")
            guard let relative = rest.first, !relative.contains(".."), !relative.hasPrefix("/") else { continue }
            let url = root.appending(path: "static/" + relative)
            try? files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch parts[0] {
            case "d": try? files.createDirectory(at: url, withIntermediateDirectories: true)
            case "f": if (try? Data("x".utf8).write(to: url)) != nil { made.files += 1 }
            case "l" where rest.count == 2:
                if symlink(rest[1], url.path) == 0 { made.links += 1 }
            default: break
            }
        }
        return (root, made.files, made.links)
    }

    @Sendable static func check(_ text: String) -> [String] {
        let (root, fileCount, linkCount) = make(text)
        defer { try? FileManager.default.removeItem(at: root) }
        let clock = ContinuousClock()
        let started = clock.now
        let loader = SiteLoader(root: root)
        let walked = loader.walk("static", hostFiles: true)
        _ = loader.load()
        var problems: [String] = []
        if clock.now - started > .seconds(5) { problems.append("the walk took \(clock.now - started)") }
        guard let top = FileSystem.realPath(root.appending(path: "static").path) else { return problems }
        if Set(walked.files).count != walked.files.count { problems.append("a file listed twice") }
        if walked.files.count > max(1, fileCount) * (linkCount + 1) {
            problems.append("\(walked.files.count) files from \(fileCount) files and \(linkCount) links")
        }
        for file in walked.files {
            guard let real = FileSystem.realPath(top + "/" + file), FileSystem.isInside(real, top) else {
                problems.append("\(file) is published from outside static/")
                continue
            }
        }
        return problems
    }
}
