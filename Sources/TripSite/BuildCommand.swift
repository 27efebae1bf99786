import ArgumentParser
import Foundation
import TripSiteCore

/// `tripsite build`: the site folder → the output folder, atomically.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder (replaced only when the whole build succeeds)."
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The output folder (default: public inside the site folder).")
    var output: String?

    @OptionGroup var urls: URLOptions

    @OptionGroup var printing: OutputOptions

    @Flag(name: .long, help: "Treat every warning as an error (for CI).")
    var strict = false

    @Flag(name: .long, help: "Replace an output folder TripSite did not make, or delete files added to one it made.")
    var force = false

    /// A diagnostic as printed: its path as typed from the current folder.
    func shown(_ diagnostic: Diagnostic) -> String {
        diagnostic.seen(from: site.source).description
    }

    /// The output folder as an absolute URL. Not standardized: `..` after a symbolic link
    /// means the link target's parent, which only the output check (resolving real paths)
    /// gets right.
    var outputURL: URL {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return output.map { URL(fileURLWithPath: $0.hasPrefix("/") ? $0 : cwd.path + "/" + $0) }
            ?? site.root.appending(path: "public")
    }

    func validate() throws {
        try site.validateCache(output: outputURL)
    }

    func run() throws {
        let sourceURL = site.root
        let outputURL = outputURL
        let shownOutput = output ?? (site.source == "." ? "public" : "\(site.source)/public")
        var options = BuildOptions(source: sourceURL, output: outputURL, includeDrafts: site.drafts)
        urls.apply(to: &options)
        options.sourceDateEpoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) }
        options.strict = strict
        options.cacheDirectory = site.cacheDirectory
        options.photoProgress = printing.quiet ? nil : Terminal.progress(label: "Photos")
        let start = ContinuousClock.now
        var writer = DiskOutput(output: outputURL, force: force)
        do {
            let report = try SiteBuilder(options: options).build(into: &writer)
            for warning in report.diagnostics { Terminal.error(shown(warning)) }
            if printing.verbose {
                for note in report.notes { Terminal.error(shown(note)) }
                for line in OutputOptions.stageTimes(report.timings) { Terminal.print(line) }
                let photos = report.photos
                Terminal.print(
                    "  photos: \(photos.encoded) encoded, \(photos.fromCache) from the cache, \(photos.failed) failed")
                Terminal.print(
                    "  pages: \(report.pagesFromStore) of \(report.paths.count) files kept from an earlier build")
            }
            let milliseconds = start.duration(to: .now).milliseconds
            let trips = report.site.trips.count
            let pages = report.site.pages.count
            if !printing.quiet {
                Terminal.print(
                    "Built \(report.pageCount) pages (\(trips) trip\(trips == 1 ? "" : "s"), \(pages) standalone page\(pages == 1 ? "" : "s")) "
                        + "and \(report.paths.count - report.pageCount) other files in \(milliseconds) ms → \(shownOutput)"
                )
            }
            // Everything is written and reported: end here rather than free the model object
            // by object on one core, as Clang's `-disable-free` does.
            withExtendedLifetime(report) { Foundation.exit(0) }
        } catch {
            for diagnostic in error.diagnostics { Terminal.error(shown(diagnostic)) }
            let errors = error.diagnostics.filter { $0.severity == .error }.count
            Terminal.error(
                "Build failed in stage '\(error.stage.rawValue)' with \(errors) error\(errors == 1 ? "" : "s"); \(shownOutput) was left unchanged."
            )
            throw ExitCode(error.kind == .io ? TripSiteCommand.Exit.ioError : TripSiteCommand.Exit.contentError)
        }
    }
}
