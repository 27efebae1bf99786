import ArgumentParser
import TripSiteCore

/// How much `build`, `check` and `serve` print besides their problems: warnings and errors
/// always go to standard error. The two combine: `-q -v` prints the details without the
/// progress and the summary.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print no progress and no summary: warnings and errors only.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print more: how long each build stage took.")
    var verbose = false

    /// A build's stage times as `--verbose` prints them, a line each (`  render: 12 ms`).
    static func stageTimes(_ timings: [(stage: BuildStage, seconds: Double)]) -> [String] {
        timings.map { "  \($0.stage.rawValue): \(Int(($0.seconds * 1000).rounded())) ms" }
    }
}
