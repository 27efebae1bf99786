import ArgumentParser
import Foundation
import TripSiteCore

/// `tripsite new site DIR` and `tripsite new trip "Title"`: scaffolding.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a new site or a new trip.",
        subcommands: [NewSite.self, NewTrip.self]
    )

    struct NewSite: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "site", abstract: "Create a working site folder with sample trips and the default theme.")

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
            discussion: "With --bundle, creates content/trips/<slug>/index.md instead: a folder for the trip's photos.")

        @Argument(help: "The trip's title, e.g. \"Kona Deep Dive\".")
        var title: String

        @Option(name: .long, help: "The site folder.")
        var source: String = "."

        @Flag(name: .long, help: "Make a bundle, content/trips/<slug>/index.md, with its photos beside it.")
        var bundle = false

        func validate() throws {
            if let problem = Slug.titleProblem(title) { throw ValidationError(problem) }
        }

        func run() throws {
            let root = URL(
                fileURLWithPath: source, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            ).standardizedFileURL
            do {
                let path = try Scaffold.trip(title: title, in: root, bundle: bundle)
                Terminal.print("Created \(path)")
            } catch {
                Terminal.error("error: \(error.message)")
                throw ExitCode(TripSiteCommand.Exit.ioError)
            }
        }
    }
}
