import ArgumentParser
import Foundation
import NIOCore

/// `tripsite serve`: build in memory, serve on loopback, rebuild on save, reload the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it in memory, serve it, and rebuild and reload on every save."
    )

    @Option(name: .long, help: "The site folder (the one with site.yml).")
    var source: String = "."

    @Option(name: .long, help: "The address to listen on. Anything but loopback exposes your drafts to the network.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The port (0 picks a free one).")
    var port: Int = 8000

    @Flag(name: .long, help: "Include trips and pages marked draft: true.")
    var drafts = false

    @Flag(name: .long, help: "Open the site in the default browser.")
    var open = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    func run() async throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.appending(path: "site.yml").path) else {
            Terminal.error("\(source)/site.yml: error: no site.yml here: is this a TripSite folder? ('tripsite new site DIR' makes one)")
            throw ExitCode(TripSiteCommand.Exit.contentError)
        }
        if !Self.isLoopback(host) {
            Terminal.error("warning: serving on \(host), not loopback: anyone who can reach this machine can read the site, drafts included.")
        }
        let server = PreviewServer(options: BuildOptions(source: root, output: root.appending(path: "public"), includeDrafts: drafts))
        let start = ContinuousClock.now
        switch await server.rebuild() {
        case .success(let result):
            for warning in result.warnings { Terminal.error(warning.description) }
            let elapsed = start.duration(to: .now)
            Terminal.print("Built \(result.files.count) files in \(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000) ms.")
        case .failure(let failure):
            for diagnostic in failure.diagnostics { Terminal.error(diagnostic.description) }
            Terminal.error("The site has errors; the browser shows them until they are fixed.")
        }
        let host = self.host
        let open = self.open
        let app = server.application(host: host, port: port) { port in
            let shownHost = host.contains(":") ? "[\(host)]" : host
            let url = "http://\(shownHost):\(port)/"
            Terminal.print("Serving \(url) (components: \(url)_components/). Watching for changes; Ctrl-C stops.")
            if open { ServeCommand.openBrowser(url) }
        }
        let watcher = FileWatcher(root: root)
        let watching = Task { await server.watch(watcher) { Terminal.print($0) } }
        defer { watching.cancel() }
        // A preview has nothing to save: Ctrl-C or SIGTERM stops at once, open event
        // streams included (a graceful shutdown would wait for them forever). The handler
        // does only async-signal-safe work: one write(2), then _exit(2).
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                let message: StaticString = "\nStopped.\n"
                _ = write(STDOUT_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                _exit(0)
            }
        }
        do {
            try await app.run()
        } catch {
            if let io = error as? IOError, io.errnoCode == EADDRINUSE {
                Terminal.error("error: port \(port) on \(host) is already in use; stop the other server or pass --port 0 to pick a free one.")
                throw ExitCode(TripSiteCommand.Exit.ioError)
            }
            if String(describing: error).contains("in use") {
                Terminal.error("error: port \(port) on \(host) is already in use; stop the other server or pass --port 0 to pick a free one.")
                throw ExitCode(TripSiteCommand.Exit.ioError)
            }
            Terminal.error("error: cannot serve on \(host):\(port): \(error)")
            throw ExitCode(TripSiteCommand.Exit.ioError)
        }
    }

    static func openBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [ProcessInfo.processInfo.environment["BROWSER"] ?? "xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) == nil { Terminal.print("Open \(url) in your browser.") }
    }
}
