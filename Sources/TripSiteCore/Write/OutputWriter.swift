import Foundation
import TripSiteStore

#if canImport(Glibc)
import Glibc
#endif

/// Where `SiteBuilder.build(into:)` puts a build's files, and which pages of earlier builds it
/// keeps: a folder with the page store (`DiskOutput`, for `tripsite build`), memory
/// (`MemoryOutput`, for `tripsite check` and tests), or the preview server's pages in memory
/// (`IncrementalBuilder`'s writer). The build does not know which.
package protocol OutputWriter {
    /// Refuses, before the build reads anything, a place where writing would destroy the
    /// user's files (and notes what it found there). Memory has no such place: by default
    /// every location is accepted.
    mutating func checkLocation(source: URL) throws(BuildFailure)
    /// Makes and takes all the files of a build, in one call, once the `render` stage has
    /// listed and checked them without errors. Each is made (`OutputRecipe.make`) where it
    /// is written, on every core, so a disk build never holds the whole site. A page whose
    /// reads did not change since the writer kept it (`keeping`) is kept instead of made.
    /// Returns how many outputs were kept. Fails as the `write` stage.
    mutating func write(_ plan: RenderPlan) throws(BuildFailure) -> Int
    /// How the writer keeps pages between builds (what the `render` stage works out for it).
    var keeping: PageKeeping { get }
}

extension OutputWriter {
    package mutating func checkLocation(source: URL) throws(BuildFailure) {}

    package var keeping: PageKeeping { .none }

    /// Writes every output made from its recipe, none kept.
    package mutating func write(_ recipes: [OutputRecipe]) throws(BuildFailure) {
        _ = try write(RenderPlan(recipes: recipes))
    }
}

/// Keeps the built site in memory, by output path: `tripsite check`, which builds only to
/// report what it finds, and the tests. It keeps no pages between builds.
package struct MemoryOutput: OutputWriter {
    package private(set) var files: [String: [UInt8]] = [:]

    package init() {}

    /// Makes every output: memory keeps no pages between builds.
    package mutating func write(_ plan: RenderPlan) throws(BuildFailure) -> Int {
        var result: [String: [UInt8]] = [:]
        for file in parallelMap(plan.recipes, { $0.make() }) {
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
