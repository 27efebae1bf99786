import Foundation
import Testing
import TripSiteTestSupport

/// A running `tripsite serve --port 0`: the process, the port it printed, and what it
/// printed up to and after that line.
final class ServeProcess: @unchecked Sendable {
    let process: Process
    /// The wait for its end (`ProcessExit`).
    private let exit: ProcessExit
    let port: Int
    /// Standard output up to the "Serving" line.
    let started: String
    private let out: Pipe
    private let err: Pipe
    /// Standard error as it comes (read by the pipe's handler).
    private let errors = Collected()

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
        let errors = errors
        err.fileHandleForReading.readabilityHandler = { handle in errors.append(handle.availableData) }
        exit = try process.start()
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

    /// Waits until the server has printed `text` on standard error (a rebuild's warnings come
    /// after its pages are served), for at most `seconds`; whether it did.
    func waitForError(containing text: String, seconds: Int = 20) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if errors.text.contains(text) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// Stops the server (SIGTERM, as Ctrl-C) and returns what it printed after the "Serving"
    /// line, and on standard error.
    @discardableResult
    func stop() -> (stdout: String, stderr: String) {
        if process.isRunning { process.terminate() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        err.fileHandleForReading.readabilityHandler = nil
        let rest = err.fileHandleForReading.readDataToEndOfFile()
        errors.append(rest)
        let stderr = errors.text
        return (String(decoding: stdout, as: UTF8.self), stderr)
    }
}

/// Text read from a pipe on its handler's thread, and asked for on another.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ data: Data) { lock.withLock { bytes += data } }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
