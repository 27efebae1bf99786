import ArgumentParser
import Foundation
import TripSiteBook
import TripSiteCore

/// `tripsite book SLUG`: one trip's book as a PDF, its photos made from the originals for
/// print, through WeasyPrint or headless Chromium (`PrintEngine`).
struct BookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Make a trip's book as a PDF for print (needs WeasyPrint or Chromium).",
        discussion: """
            The book is the trip's book page (/trips/SLUG/book/): a cover, the contents, the \
            route, a chapter per entry and the journey's numbers, with each photo made from its \
            original at 300 dpi of its printed size, and no metadata. WeasyPrint is used when \
            installed (page numbers in the contents, a real bleed box), else Chromium.
            """
    )

    @Argument(help: "The trip's slug: its file or folder name under content/trips (kyoto-blossom-walk).")
    var slug: String

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The paper: A5, A4 or Letter (default: book.paper in site.yml, else by language).")
    var paper: String?

    @Option(name: .long, help: "Bleed around each page, for a print shop: 3mm, 0.125in, 9pt (default: none).")
    var bleed: String = "0mm"

    @Option(name: .long, help: "The PDF to write (default: SLUG.pdf in the current folder).")
    var output: String?

    @Option(name: .long, help: "weasyprint or chromium (default: the first installed, in that order).")
    var engine: String?

    @OptionGroup var printing: OutputOptions

    func validate() throws {
        if let paper, Paper(named: paper) == nil {
            throw ValidationError("--paper must be A5, A4 or Letter, not '\(paper)'")
        }
        guard Self.millimetres(bleed) != nil else {
            throw ValidationError("--bleed must be a length from 0 to 20mm such as 3mm, 0.125in or 9pt, not '\(bleed)'")
        }
        var isFolder: ObjCBool = false
        let folder = outputURL.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--output: there is no folder \(folder) to write the PDF in")
        }
        if let engine, PrintEngine.Kind(rawValue: engine.lowercased()) == nil {
            throw ValidationError("--engine must be weasyprint or chromium, not '\(engine)'")
        }
    }

    /// A length in millimetres from `3mm`, `0.3cm`, `0.125in` or `9pt` (a bare number is
    /// millimetres); nil when it is not one, or is over 20 mm.
    static func millimetres(_ text: String) -> Double? {
        let units: [(String, Double)] = [("mm", 1), ("cm", 10), ("in", 25.4), ("pt", 25.4 / 72)]
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let (number, scale) =
            units.first { trimmed.hasSuffix($0.0) }.map { (String(trimmed.dropLast(2)), $0.1) }
            ?? (trimmed, 1)
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        let millimetres = value * scale
        return (0...20).contains(millimetres) ? millimetres : nil
    }

    /// The PDF's path, absolute.
    var outputURL: URL {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return URL(fileURLWithPath: output ?? "\(slug).pdf", relativeTo: cwd).standardizedFileURL
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let engine: PrintEngine
        do {
            engine = try PrintEngine.find(
                self.engine.flatMap { PrintEngine.Kind(rawValue: $0.lowercased()) }, searchPath: environment["PATH"])
        } catch {
            Terminal.error("error: " + error.message)
            throw ExitCode(TripSiteCommand.Exit.ioError)
        }
        var options = BuildOptions(source: site.root, output: outputURL, includeDrafts: site.drafts)
        options.cacheDirectory = site.cacheDirectory
        options.sourceDateEpoch = environment["SOURCE_DATE_EPOCH"].flatMap { Int($0) }
        var maker = BookMaker(options: options, slug: slug, engine: engine)
        maker.paper = paper.flatMap(Paper.init(named:))
        maker.bleed = Self.millimetres(bleed) ?? 0
        if !printing.quiet {
            maker.say = { Terminal.error($0) }
            maker.photoProgress = Terminal.progress(label: "Photos")
        }
        let start = ContinuousClock.now
        do {
            let report = try maker.make(output: outputURL)
            for warning in report.diagnostics { Terminal.error(warning.seen(from: site.source).description) }
            if !printing.quiet {
                let megabytes = String(format: "%.1f", Double(report.bytes) / 1_000_000)
                Terminal.print(
                    "Wrote \(output ?? "\(slug).pdf") (\(report.paper.rawValue), \(counted(report.chapters, "chapter")), "
                        + "\(counted(report.photos, "photo")), \(megabytes) MB) in \(start.duration(to: .now).milliseconds) ms"
                )
            }
        } catch {
            throw exit(for: error)
        }
    }

    private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// Reports why no book was made; the exit code (1: the content, 3: the engine or the disk).
    private func exit(for failure: BookMaker.Failure) -> ExitCode {
        switch failure {
        case .build(let build):
            for diagnostic in build.diagnostics { Terminal.error(diagnostic.seen(from: site.source).description) }
            let errors = build.diagnostics.filter { $0.severity == .error }.count
            Terminal.error(
                "No book made: stage '\(build.stage.rawValue)' found \(errors) error\(errors == 1 ? "" : "s").")
            return ExitCode(build.kind == .io ? TripSiteCommand.Exit.ioError : TripSiteCommand.Exit.contentError)
        case .trip(let message):
            Terminal.error("error: " + message)
            return ExitCode(TripSiteCommand.Exit.contentError)
        case .engine(let engine):
            Terminal.error("error: " + engine.message)
            return ExitCode(TripSiteCommand.Exit.ioError)
        case .io(let message):
            Terminal.error("error: " + message)
            return ExitCode(TripSiteCommand.Exit.ioError)
        }
    }
}
