import Foundation
import NIOCore
import TripSiteCore

/// One `tripsite serve` run, from the first build to Ctrl-C: builds the site, prints what it
/// did, serves it, watches the files. The command only turns its options into `Settings`
/// and a thrown `Failure` into an exit code.
package struct PreviewSession {
    package struct Settings: Sendable {
        package var root: URL
        /// The folder as the user typed it, for messages.
        package var shownRoot: String
        package var host: String
        package var port: Int
        package var includeDrafts: Bool
        package var openBrowser: Bool
        /// `--cache-dir`; nil for `.tripsite-cache` in the site folder.
        package var cacheDirectory: URL?
        /// `--quiet`: only the address served and the problems, no build summaries.
        package var quiet: Bool
        /// `--verbose`: the first build's stage times too.
        package var verbose: Bool

        package init(
            root: URL, shownRoot: String, host: String, port: Int, includeDrafts: Bool, openBrowser: Bool,
            cacheDirectory: URL? = nil, quiet: Bool = false, verbose: Bool = false
        ) {
            self.cacheDirectory = cacheDirectory
            self.quiet = quiet
            self.verbose = verbose
            self.root = root
            self.shownRoot = shownRoot
            self.host = host
            self.port = port
            self.includeDrafts = includeDrafts
            self.openBrowser = openBrowser
        }
    }

    /// Why serving stopped before it started; the message has been printed.
    package enum Failure: Error {
        /// The folder is not a site (no site.yml).
        case noSite
        /// The address cannot be listened on (in use, not ours).
        case cannotListen
    }

    package var settings: Settings
    /// Where results go (standard output) and where problems go (standard error).
    package var print: @Sendable (String) -> Void
    package var printError: @Sendable (String) -> Void

    package init(
        settings: Settings, print: @escaping @Sendable (String) -> Void,
        printError: @escaping @Sendable (String) -> Void
    ) {
        self.settings = settings
        self.print = print
        self.printError = printError
    }

    /// Serves until the process is stopped.
    package func run() async throws(Failure) {
        let root = settings.root
        guard FileManager.default.fileExists(atPath: root.appending(path: "site.yml").path) else {
            printError(
                "\(settings.shownRoot)/site.yml: error: no site.yml here: is this a TripSite folder? ('tripsite new site DIR' makes one)"
            )
            throw .noSite
        }
        if !PreviewServer.isLoopback(settings.host) {
            printError(
                "warning: serving on \(settings.host), not loopback: anyone who can reach this machine can read the site, drafts included."
            )
        }
        var options = BuildOptions(
            source: root, output: root.appending(path: "public"), includeDrafts: settings.includeDrafts)
        options.cacheDirectory = settings.cacheDirectory
        let server = PreviewServer(options: options)
        // Watching starts before the first build: an edit made while it runs is not missed,
        // and the watches (a walk of every folder, slow in a large journal) are set by the
        // time the site is served, so the first edit does not wait for them.
        let watcher = FileWatcher(root: root)
        let (print, printError) = (self.print, self.printError)
        let summary: (@Sendable (String) -> Void)? = settings.quiet ? nil : print
        let watching = Task { await server.watch(watcher, summary: summary) { printError($0) } }
        defer { watching.cancel() }
        await firstBuild(server)
        Self.stopOnSignals(quietly: settings.quiet)
        try await listen(server)
    }

    private func firstBuild(_ server: PreviewServer) async {
        let start = ContinuousClock.now
        switch await server.rebuild() {
        case .success(let result):
            for warning in result.warnings { printError(warning.description) }
            let later =
                result.deferred.isEmpty ? "" : " (\(result.deferred.count) pages are made as they are asked for)"
            if !settings.quiet {
                print("Built \(result.files.count) files in \(start.duration(to: .now).milliseconds) ms\(later).")
            }
            if settings.verbose {
                for (stage, seconds) in result.timings {
                    print("  \(stage.rawValue): \(Int((seconds * 1000).rounded())) ms")
                }
            }
        case .failure(let failure):
            for diagnostic in failure.diagnostics { printError(diagnostic.description) }
            printError("The site has errors; the browser shows them until they are fixed.")
        }
    }

    private func listen(_ server: PreviewServer) async throws(Failure) {
        let (host, port, open, print) = (settings.host, settings.port, settings.openBrowser, self.print)
        let app = server.application(host: host, port: port) { port in
            let shownHost = host.contains(":") ? "[\(host)]" : host
            let url = "http://\(shownHost):\(port)/"
            print("Serving \(url) (components: \(url)_components/). Watching for changes; Ctrl-C stops.")
            if open { Self.openBrowser(url, print: print) }
        }
        do {
            try await app.run()
        } catch {
            let inUse = (error as? IOError)?.errnoCode == EADDRINUSE || String(describing: error).contains("in use")
            if inUse {
                printError(
                    "error: port \(port) on \(host) is already in use; stop the other server or pass --port 0 to pick a free one."
                )
            } else {
                printError("error: cannot serve on \(host):\(port): \(error)")
            }
            throw .cannotListen
        }
    }

    /// A preview has nothing to save: Ctrl-C or SIGTERM stops at once, open event streams
    /// included (a graceful shutdown would wait for them forever). The handler does only
    /// async-signal-safe work: one write(2) (none when `quietly`), then _exit(2).
    private static func stopOnSignals(quietly: Bool) {
        for number in [SIGINT, SIGTERM] {
            if quietly {
                signal(number) { _ in _exit(0) }
                continue
            }
            signal(number) { _ in
                let message: StaticString = "\nStopped.\n"
                _ = write(STDOUT_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                _exit(0)
            }
        }
    }

    private static func openBrowser(_ url: String, print: (String) -> Void) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["BROWSER"] ?? "xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) == nil { print("Open \(url) in your browser.") }
    }
}
