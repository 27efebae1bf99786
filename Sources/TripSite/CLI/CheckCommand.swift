import ArgumentParser
import Foundation

/// `tripsite check`: everything a build checks, and the links in journals, without writing
/// anything. For CI: exit 0 when there is no error, 1 otherwise.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the site (content, warnings, links in journals) without writing anything."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(name: .long, help: "The site folder (the one with site.yml).")
    var source: String = "."

    @Option(name: .long, help: "text (path:line:column: severity: message) or json (for CI annotations).")
    var format: Format = .text

    @Flag(name: .long, help: "Include trips and pages marked draft: true.")
    var drafts = false

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
        var options = BuildOptions(source: root, output: root.appending(path: "public"), includeDrafts: drafts)
        options.brokenLinks = .error
        var writer = MemoryOutput()
        let diagnostics: [Diagnostic]
        var failed = false
        do {
            diagnostics = try SiteBuilder(options: options).build(into: &writer).diagnostics
        } catch {
            diagnostics = error.diagnostics
            failed = true
        }
        let shown = diagnostics.map { $0.seen(from: source) }
        switch format {
        case .text:
            for diagnostic in shown { Terminal.error(diagnostic.description) }
            let errors = shown.filter { $0.severity == .error }.count, warnings = shown.count - errors
            Terminal.print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s").")
        case .json:
            Terminal.print(Self.json(shown))
        }
        if failed || shown.contains(where: { $0.severity == .error }) {
            throw ExitCode(TripSiteCommand.Exit.contentError)
        }
    }

    /// `[{"file":…,"line":…,"column":…,"severity":…,"message":…,"stage":…}]`, sorted keys.
    /// The message is the one the text format prints (control and bidirectional characters
    /// shown as `\u{1B}`); the file is the exact path, for tools to find it, with those
    /// characters as JSON escapes so that the bytes are safe to print.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        struct Entry: Encodable {
            var file: String
            var line: Int?
            var column: Int?
            var severity: String
            var message: String
            var stage: String?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let entries = diagnostics.map {
            Entry(file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue, message: DisplayText.escaped($0.message), stage: $0.stage?.rawValue)
        }
        return DisplayText.jsonEscapingControls(String(decoding: (try? encoder.encode(entries)) ?? Data("[]".utf8), as: UTF8.self))
    }
}
