import Foundation

/// Timings of the steps inside a stage, for finding where a rebuild's time goes: with
/// `TRIPSITE_TRACE` set in the environment, each timed step prints `trace <step> <ms> ms` to
/// standard error (`docs/performance.md` reads the preview server's rebuilds with it).
/// Otherwise a step runs untimed. `TRIPSITE_TRACE=pages` also times each page a rebuild makes,
/// and each waiting page made later.
package enum Trace {
    static let isOn = ProcessInfo.processInfo.environment["TRIPSITE_TRACE"] != nil
    static let timesPages = ProcessInfo.processInfo.environment["TRIPSITE_TRACE"] == "pages"

    /// Runs `body`, and prints how long it took when tracing is on.
    package static func time<T>(_ step: String, _ body: () throws -> T) rethrows -> T {
        guard isOn else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try body()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        FileHandle.standardError.write(Data("trace \(step) \(String(format: "%.1f", milliseconds)) ms\n".utf8))
        return value
    }

    /// The clock `elapsed` counts from.
    package static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Prints how long it has been since `start` (`now` then), when tracing is on: a wait
    /// that no step's body holds (a queue's, a lock's).
    package static func elapsed(_ step: String, since start: UInt64) {
        guard isOn else { return }
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        FileHandle.standardError.write(Data("trace \(step) \(String(format: "%.1f", milliseconds)) ms\n".utf8))
    }

    /// Runs `make`, and prints how long the page at `path` took when pages are traced.
    package static func page<T>(_ path: String, _ make: () throws -> T) rethrows -> T {
        guard timesPages else { return try make() }
        return try time("page \(path)", make)
    }
}
