import ArgumentParser
import Foundation
import TripSiteCore
import TripSiteStore

/// The options every command that reads a site shares: which folder, and whether drafts
/// count.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder (the one with site.yml).")
    var source: String = "."

    @Flag(name: .long, help: "Include trips and pages marked draft: true.")
    var drafts = false

    @Option(
        name: .customLong("cache-dir"),
        help:
            "Where encoded photos and parsed trips are kept between builds (default: .tripsite-cache in the site folder)."
    )
    var cacheDir: String?

    /// `--cache-dir` as an absolute URL; nil for the default.
    var cacheDirectory: URL? {
        cacheDir.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
        }
    }

    /// Refuses a `--cache-dir` inside what the build publishes or replaces (exit 2), before
    /// anything is read or written. `output` is the build's output folder.
    func validateCache(output: URL) throws {
        guard let cache = cacheDirectory,
            let problem = CacheLocation.problem(cache: cache.path, site: root.path, output: output.path)
        else { return }
        throw ValidationError(problem)
    }

    /// The site folder as an absolute URL.
    var root: URL {
        URL(fileURLWithPath: source, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
    }
}
