import Foundation
import Testing
import TripSiteTestSupport

/// A running `tripsite serve --port 0`: the process, the port it printed, and what it
/// printed up to and after that line.
final class ServeProcess: @unchecked Sendable {
    let process: Process
    let port: Int
    /// Standard output up to the "Serving" line.
    let started: String
    private let out: Pipe
    private let err: Pipe

    var pid: String { String(process.processIdentifier) }

    /// Starts `tripsite serve --port 0 ARGUMENTS` on `site` and waits for its "Serving" line.
    init(site: URL, arguments: [String] = []) async throws {
        let binary = try #require(EndToEndTests.binary, "the tripsite binary was not built")
        process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0", "--source", site.path] + arguments
        (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let reader = out.fileHandleForReading
        started = try await offThePool {
            var printed = ""
            while !printed.contains("/ (components") {
                let data = reader.availableData
                if data.isEmpty { break }
                printed += String(decoding: data, as: UTF8.self)
            }
            return printed
        }
        guard let port = started.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\//).flatMap({ Int($0.output.1) }) else {
            process.terminate()
            throw POSIXError(.ECONNREFUSED)
        }
        self.port = port
    }

    /// Stops the server (SIGTERM, as Ctrl-C) and returns what it printed after the "Serving"
    /// line, and on standard error.
    @discardableResult
    func stop() -> (stdout: String, stderr: String) {
        if process.isRunning { process.terminate() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
