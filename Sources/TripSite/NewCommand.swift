import ArgumentParser
import Foundation
import TripSiteCore

/// `tripsite new site DIR` and `tripsite new trip "Title"`: scaffolding.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a new site, trip or entry.",
        subcommands: [NewSite.self, NewTrip.self, NewEntry.self]
    )

    struct NewSite: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "site",
            abstract: "Create a working site folder: sample trips, an empty theme over the built-in one, CI recipes.")

        @Argument(help: "The folder to create (must not exist or be empty).")
        var directory: String

        func run() throws {
            let root = URL(
                fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            ).standardizedFileURL
            do {
                let written = try Scaffold.site(at: root)
                Terminal.print(
                    """
                    Created a site with \(written.count) files in \(directory). Build it with: tripsite build --source \(directory)
                    To publish it from CI, push it: .github/workflows/publish.yml builds and deploys it to GitHub Pages \
                    and .gitlab-ci.yml to GitLab Pages (TripSite's docs/publishing.md says how to turn them on).
                    """
                )
            } catch {
                Terminal.error("error: \(error.message)")
                throw ExitCode(TripSiteCommand.Exit.ioError)
            }
        }
    }

    struct NewTrip: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "trip",
            abstract: "Create content/trips/<slug>.md with a front-matter template and an Activities section.",
            discussion: """
                With --bundle, creates content/trips/<slug>/index.md instead: a folder for the trip's photos. \
                --start, --end, --country and --place fill in its front matter; a trip whose days are past \
                is one you took, one without dates or with dates to come is a plan.
                """)

        @Argument(help: "The trip's title, e.g. \"Kona Deep Dive\".")
        var title: String

        @Option(name: .long, help: "The site folder.")
        var source: String = "."

        @Flag(name: .long, help: "Make a bundle, content/trips/<slug>/index.md, with its photos beside it.")
        var bundle = false

        @Option(
            name: .long,
            help: "The trip's slug (its file and URL name), e.g. hokkaido; by default made from the title.")
        var slug: String?

        @Option(name: .long, help: "The day it began, YYYY-MM-DD.")
        var start: String?

        @Option(name: .long, help: "The day it ended, YYYY-MM-DD (needs --start).")
        var end: String?

        @Option(name: .long, help: "Its country: an ISO 3166 code (IT) or a name (Italy).")
        var country: String?

        @Option(name: .long, help: "The name of its place, e.g. \"Kona\".")
        var place: String?

        func validate() throws {
            if let slug {
                if let problem = Slug.idProblem(slug) { throw ValidationError("--slug \(problem)") }
            } else if let problem = Slug.titleProblem(title) {
                throw ValidationError(problem)
            }
            for (flag, value) in [("--start", start), ("--end", end)] {
                if let value, Day(iso: value) == nil {
                    throw ValidationError("\(flag) must be a date, YYYY-MM-DD: '\(value)'")
                }
            }
            if let problem = details.problem { throw ValidationError(problem) }
        }

        var details: Scaffold.TripDetails {
            Scaffold.TripDetails(
                start: start.flatMap(Day.init(iso:)), end: end.flatMap(Day.init(iso:)), country: country, place: place)
        }

        func run() throws {
            let root = URL(
                fileURLWithPath: source, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            ).standardizedFileURL
            do {
                let path = try Scaffold.trip(title: title, in: root, slug: slug, bundle: bundle, details: details)
                Terminal.print("Created \(path)")
            } catch {
                Terminal.error("error: \(error.message)")
                throw ExitCode(TripSiteCommand.Exit.ioError)
            }
        }
    }

    struct NewEntry: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "entry",
            abstract: "Create a day of a trip: content/trips/<trip>/<date>-<slug>.md.",
            discussion:
                "The date is in the file's name (today unless --date). A trip that is a single file, "
                + "content/trips/<trip>.md, is moved into its folder (<trip>/index.md) only with --bundle.")

        @Argument(help: "The trip's slug, e.g. dolomites-hut-trek.")
        var trip: String

        @Argument(help: "The entry's title, e.g. \"Lago di Braies\".")
        var title: String

        @Option(name: .long, help: "The entry's date, YYYY-MM-DD (default: today).")
        var date: String?

        @Option(name: .long, help: "The site folder.")
        var source: String = "."

        @Flag(name: .long, help: "Move a single-file trip into its folder first.")
        var bundle = false

        func validate() throws {
            if let problem = Slug.titleProblem(title) { throw ValidationError(problem) }
            if let date, Day(iso: date) == nil { throw ValidationError("--date must be a date, YYYY-MM-DD: '\(date)'") }
        }

        func run() throws {
            let root = URL(
                fileURLWithPath: source, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            ).standardizedFileURL
            do {
                let paths = try Scaffold.entry(
                    of: trip, title: title, date: date.flatMap(Day.init(iso:)), in: root, bundle: bundle)
                for path in paths.dropLast() { Terminal.print("Moved the trip to \(path)") }
                Terminal.print("Created \(paths.last!)")
            } catch {
                Terminal.error("error: \(error.message)")
                throw ExitCode(TripSiteCommand.Exit.contentError)
            }
        }
    }
}
