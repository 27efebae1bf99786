import ArgumentParser
import Foundation
import TripSiteCore
import TripSiteImport

/// `tripsite import polarsteps EXPORT_DIR`, `dayone EXPORT`, `hugo SITE` and `jekyll SITE`: another
/// app's export into a TripSite site, never overwriting a file (docs/migrating.md). Each
/// importer fills the same `ImportReport` through the same `ImportWriter`, and `perform`
/// prints it and chooses the exit code the same way for all.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import trips from another app's export into a site, never overwriting a file.",
        discussion: """
            Writes trip bundles under content/trips/ (and a site.yml when there is none), then reports the \
            trips, entries, photos and routes written, the files left unchanged or kept, and every part of \
            the export it could not map, with its file. Running the same import again changes nothing. \
            Exit codes: 0 imported (or all unchanged), 1 the export could not be read, 2 usage, 3 cannot write.
            """,
        subcommands: [Polarsteps.self, DayOne.self, Hugo.self, Jekyll.self]
    )

    /// `--into SITE`, shared by every importer.
    struct Target: ParsableArguments {
        @Option(name: .long, help: "The site folder to import into (made when missing; default: the current folder).")
        var into: String = "."

        var root: URL {
            URL(fileURLWithPath: into, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL
        }
    }

    /// The export as given on the command line, as a file URL.
    static func url(of path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
    }

    /// Runs an importer into `target`'s site and prints its report: the warnings (standard
    /// error, as `file:line: warning: …`), then what was written, unchanged and kept.
    static func perform(
        from source: String, into target: Target, _ importer: (inout ImportWriter) throws(ImportError) -> Void
    ) throws {
        var writer = ImportWriter(root: target.root)
        do {
            try importer(&writer)
        } catch {
            for warning in writer.report.warnings { Terminal.error(warning.description) }
            Terminal.error("error: \(error.message)")
            if case .unreadableExport = error { throw ExitCode(TripSiteCommand.Exit.contentError) }
            throw ExitCode(TripSiteCommand.Exit.ioError)
        }
        for note in writer.report.notes { Terminal.error(note.description) }
        for warning in writer.report.warnings { Terminal.error(warning.description) }
        for line in writer.report.summaryLines { Terminal.print(line) }
        guard writer.report.importedAnything else {
            Terminal.error("error: nothing could be imported from \(source)")
            throw ExitCode(TripSiteCommand.Exit.contentError)
        }
    }

    struct Polarsteps: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "polarsteps",
            abstract: "Import a Polarsteps data download: a trip bundle per trip, an entry per step.",
            discussion: "Videos are not imported; each is listed in the report.")

        @Argument(help: "The unpacked export folder (it holds trip/ and user/).")
        var exportFolder: String

        @OptionGroup var target: Target

        func run() throws {
            let importer = PolarstepsImporter(export: ImportCommand.url(of: exportFolder), label: exportFolder)
            try ImportCommand.perform(from: exportFolder, into: target) { writer throws(ImportError) in
                try importer.run(into: &writer)
            }
        }
    }

    struct DayOne: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dayone",
            abstract: "Import a Day One JSON export (.zip or folder): entries grouped into trips.",
            discussion: """
                --trip-by gap:N (default gap:3) starts a new trip after N or more days without an entry; \
                --trip-by tag makes a trip of each entry's first tag (untagged entries: one "Untagged" trip).
                """)

        @Argument(help: "The export: Day One's .zip, or the folder holding Journal.json and photos/.")
        var export: String

        @Option(name: .long, help: "How entries become trips: tag, or gap:N (days without an entry).")
        var tripBy: String = "gap:3"

        @OptionGroup var target: Target

        func validate() throws {
            if TripGrouping(argument: tripBy) == nil {
                throw ValidationError(
                    "--trip-by must be 'tag' or 'gap:N' with N a whole number of days ≥ 1, not '\(tripBy)'")
            }
        }

        func run() throws {
            let grouping = TripGrouping(argument: tripBy) ?? .default
            let importer = DayOneImporter(export: ImportCommand.url(of: export), label: export, grouping: grouping)
            try ImportCommand.perform(from: export, into: target) { writer throws(ImportError) in
                try importer.run(into: &writer)
            }
        }
    }

    /// `--group-by`, shared by the Hugo and Jekyll importers.
    struct Grouping: ParsableArguments {
        @Option(
            name: .long,
            help:
                "Make posts sharing their first tag, category or series one trip, each an entry: tag, category or series."
        )
        var groupBy: String?

        @Option(
            name: .long,
            help: ArgumentHelp(
                "With --group-by: posts of a group more than this many days apart are separate trips.",
                valueName: "days"))
        var gap: Int = PostGrouping.defaultGap

        func validate() throws {
            if let groupBy, PostGrouping(rawValue: groupBy) == nil {
                throw ValidationError("--group-by must be 'tag', 'category' or 'series', not '\(groupBy)'")
            }
            if gap < 1 { throw ValidationError("--gap must be 1 day or more, not \(gap)") }
        }

        var grouping: PostGrouping? { groupBy.flatMap(PostGrouping.init(rawValue:)) }
    }

    /// `--tag`, `--category` and `--exclude`, shared by the Hugo and Jekyll importers.
    struct Selection: ParsableArguments {
        @Option(
            name: .long, help: "Import only posts with this tag (repeatable: posts with any tag or category given).")
        var tag: [String] = []

        @Option(name: .long, help: "Import only posts in this category (repeatable, as --tag).")
        var category: [String] = []

        @Option(
            name: .long,
            help: "Leave out files whose path in the site matches this glob (repeatable; content/tech/**, drafts).")
        var exclude: [String] = []

        func selection(sections: [String] = []) -> ImportSelection {
            ImportSelection(sections: sections, tags: tag, categories: category, excludes: exclude)
        }
    }

    static func importSite(
        _ path: String, generator: StaticSite.Generator, grouping: Grouping, selection: ImportSelection,
        into target: Target
    ) throws {
        let importer = StaticSiteImporter(
            site: url(of: path), label: path, generator: generator, grouping: grouping.grouping, gap: grouping.gap,
            selection: selection)
        try perform(from: path, into: target) { writer throws(ImportError) in
            try importer.run(into: &writer)
        }
    }

    struct Hugo: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "hugo",
            abstract: "Import a Hugo site: posts as trips, top-level pages as pages, its config as site.yml.",
            discussion: """
                Front matter (YAML, TOML or JSON) is written as TripSite's YAML, known shortcodes as Markdown; \
                images the posts use (leaf bundles, static/, assets/) are copied beside them. --section, --tag \
                and --category choose posts (a post is imported when it is in any section given, and has any tag \
                or category given); standalone pages are imported unless --exclude names them.
                """)

        @Argument(help: "The Hugo site folder (it holds hugo.toml or config.toml, and content/).")
        var site: String

        @Option(name: .long, help: "Import only posts of this content section (repeatable: posts/, travel/asia).")
        var section: [String] = []

        @OptionGroup var selection: Selection
        @OptionGroup var grouping: Grouping
        @OptionGroup var target: Target

        func validate() throws {
            if let empty = section.first(where: { $0.split(separator: "/").isEmpty }) {
                throw ValidationError("--section must name a folder of content/ (posts, travel/asia), not '\(empty)'")
            }
        }

        func run() throws {
            try ImportCommand.importSite(
                site, generator: .hugo, grouping: grouping, selection: selection.selection(sections: section),
                into: target)
        }
    }

    struct Jekyll: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "jekyll",
            abstract: "Import a Jekyll site: _posts and _drafts as trips, top-level pages as pages.",
            discussion: """
                Front matter is written as TripSite's YAML, known Liquid tags as Markdown; images the posts \
                use (/assets/…) are copied beside them; _config.yml gives site.yml. --tag and --category choose \
                posts (any given); standalone pages are imported unless --exclude names them.
                """)

        @Argument(help: "The Jekyll site folder (it holds _config.yml and _posts/).")
        var site: String

        @OptionGroup var selection: Selection
        @OptionGroup var grouping: Grouping
        @OptionGroup var target: Target

        func run() throws {
            try ImportCommand.importSite(
                site, generator: .jekyll, grouping: grouping, selection: selection.selection(), into: target)
        }
    }
}
