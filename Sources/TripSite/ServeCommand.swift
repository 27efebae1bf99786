import ArgumentParser
import Foundation
import TripSitePreview

/// `tripsite serve`: build in memory, serve on loopback, rebuild on save, reload the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it in memory, serve it, and rebuild and reload on every save.",
        // Hugo's name for it, which its users type by habit.
        aliases: ["server"]
    )

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The address to listen on. Anything but loopback exposes your drafts to the network.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port (0 picks a free one).")
    var port: Int = 8000

    @Flag(name: .long, help: "Open the site in the default browser.")
    var open = false

    @OptionGroup var printing: OutputOptions

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535, got \(port)")
        }
        try site.validateCache(output: site.root.appending(path: "public"))
    }

    func run() async throws {
        let settings = PreviewSession.Settings(
            root: site.root, shownRoot: site.source, host: host, port: port, includeDrafts: site.drafts,
            openBrowser: open, cacheDirectory: site.cacheDirectory, quiet: printing.quiet, verbose: printing.verbose)
        do {
            try await PreviewSession(settings: settings, print: Terminal.print, printError: Terminal.error).run()
        } catch .noSite {
            throw ExitCode(TripSiteCommand.Exit.contentError)
        } catch .cannotListen {
            throw ExitCode(TripSiteCommand.Exit.ioError)
        }
    }
}
