import ArgumentParser
import Foundation
import TripSiteCore

/// `tripsite check`: everything a build checks, and the links in journals, without writing
/// anything. For CI: exit 0 when there is no error, 1 otherwise. A link to a page that is
/// not there is an error; a link to a `#fragment` no element of its page has is a warning
/// (an error with `--strict`, as every warning).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the site (content, warnings, links in journals) without writing anything."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var site: SiteOptions

    @OptionGroup var urls: URLOptions

    @Option(name: .long, help: "text (path:line:column: severity: message) or json (for CI annotations).")
    var format: Format = .text

    @OptionGroup var printing: OutputOptions

    @Flag(name: .long, help: "Treat every warning as an error (a link to a missing #anchor too).")
    var strict = false

    func validate() throws {
        try site.validateCache(output: site.root.appending(path: "public"))
    }

    func run() throws {
        let root = site.root
        var options = BuildOptions(source: root, output: root.appending(path: "public"), includeDrafts: site.drafts)
        options.brokenLinks = .error
        options.strict = strict
        urls.apply(to: &options)
        options.cacheDirectory = site.cacheDirectory
        var writer = MemoryOutput()
        let diagnostics: [Diagnostic]
        var notes: [Diagnostic] = []
        var failed = false
        do {
            let report = try SiteBuilder(options: options).build(into: &writer)
            diagnostics = report.diagnostics
            notes = report.notes
            // With JSON, standard output is the document alone: the times go to standard error.
            if printing.verbose {
                for line in OutputOptions.stageTimes(report.timings) {
                    format == .json ? Terminal.error(line) : Terminal.print(line)
                }
            }
        } catch {
            diagnostics = error.diagnostics
            failed = true
        }
        let shown = diagnostics.map { $0.seen(from: site.source) }
        switch format {
        case .text:
            for diagnostic in shown { Terminal.error(diagnostic.description) }
            if printing.verbose {
                for note in notes { Terminal.error(note.seen(from: site.source).description) }
            }
            let errors = shown.filter { $0.severity == .error }.count
            let warnings = shown.count - errors
            if !printing.quiet {
                Terminal.print(
                    "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s").")
            }
        case .json:
            Terminal.print(Diagnostic.json(shown))
        }
        if failed || shown.contains(where: { $0.severity == .error }) {
            throw ExitCode(TripSiteCommand.Exit.contentError)
        }
    }
}
