import ArgumentParser
import Foundation

/// The options every command that reads a site shares: which folder, and whether drafts
/// count.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site folder (the one with site.yml).")
    var source: String = "."

    @Flag(name: .long, help: "Include trips and pages marked draft: true.")
    var drafts = false

    /// The site folder as an absolute URL.
    var root: URL {
        URL(fileURLWithPath: source, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
    }
}
