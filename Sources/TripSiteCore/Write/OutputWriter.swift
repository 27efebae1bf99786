import Foundation
import TripSiteStore

#if canImport(Glibc)
import Glibc
#endif

/// Where `SiteBuilder.build(into:)` puts a build's files: a folder (`DiskOutput`, for
/// `tripsite build`) or memory (`MemoryOutput`, for `tripsite check` and tests). The build
/// does not know which. `tripsite serve` uses neither: `IncrementalBuilder` keeps the files of
/// its last build itself.
package protocol OutputWriter {
    /// Refuses, before the build reads anything, a place where writing would destroy the
    /// user's files (and notes what it found there). Memory has no such place: by default
    /// every location is accepted.
    mutating func checkLocation(source: URL) throws(BuildFailure)
    /// Makes and takes all the files of a build, in one call, once the `render` stage has
    /// listed and checked them without errors. Each is made (`OutputRecipe.make`) where it
    /// is written, on every core, so a disk build never holds the whole site. With `kept`, a
    /// page the store holds for its key is taken from there instead of made, and a page made
    /// is kept. Returns how many outputs came from the store. Fails as the `write` stage.
    mutating func write(_ recipes: [OutputRecipe], kept: PageStore.Plan?) throws(BuildFailure) -> Int
    /// Whether `write` uses a page store (the build then works out every page's key).
    var keepsPages: Bool { get }
}

extension OutputWriter {
    package mutating func checkLocation(source: URL) throws(BuildFailure) {}

    package var keepsPages: Bool { false }

    /// Writes every output made from its recipe, none kept.
    package mutating func write(_ recipes: [OutputRecipe]) throws(BuildFailure) {
        _ = try write(recipes, kept: nil)
    }
}

/// Keeps the built site in memory, by output path: `tripsite check`, which builds only to
/// report what it finds, and the tests. (The preview server does not use it; see
/// `OutputWriter`.)
package struct MemoryOutput: OutputWriter {
    package private(set) var files: [String: [UInt8]] = [:]

    package init() {}

    /// Makes every output: memory keeps no pages between builds, and takes none from `kept`.
    package mutating func write(_ recipes: [OutputRecipe], kept: PageStore.Plan?) throws(BuildFailure) -> Int {
        var result: [String: [UInt8]] = [:]
        for file in parallelMap(recipes, { $0.make() }) {
            switch file.contents {
            case .text(let text): result[file.path] = Array(text.utf8)
            case .bytes(let bytes): result[file.path] = bytes
            case .copy(let path), .link(let path):
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw BuildFailure(
                        stage: .write, kind: .io, diagnostics: [.error("cannot read \(path)", file: file.path)])
                }
                result[file.path] = [UInt8](data)
            }
        }
        files = result
        return 0
    }

    package func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}
