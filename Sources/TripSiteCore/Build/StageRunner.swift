/// Runs the stages of one build, for both builders (`SiteBuilder`, `IncrementalBuilder`):
/// times each stage, tags the diagnostics it found with it, and stops the build the way
/// `BuildStage` describes.
package struct StageRunner {
    package private(set) var timings: [(stage: BuildStage, seconds: Double)] = []
    /// Every diagnostic so far, each tagged with the stage that found it (notes aside).
    package private(set) var diagnostics: [Diagnostic] = []
    /// The notes so far (`Diagnostic.Severity.note`): how content was read, for `--verbose`.
    package private(set) var notes: [Diagnostic] = []
    /// `--strict`: every warning is an error.
    let strict: Bool
    private let clock = ContinuousClock()

    package init(strict: Bool) {
        self.strict = strict
    }

    /// Runs a stage, records its time and diagnostics. Fails when the stage gives no value,
    /// and, with `stopOnErrors`, when any error has been found so far (naming the first stage
    /// that found one). A failure the stage throws carries every diagnostic found before it.
    package mutating func run<T>(
        _ stage: BuildStage, stopOnErrors: Bool, _ body: () throws(BuildFailure) -> (T?, [Diagnostic])
    ) throws(BuildFailure) -> T {
        let start = clock.now
        let result: (T?, [Diagnostic])
        do {
            result = try body()
        } catch {
            var failure = error
            failure.diagnostics = diagnostics + Self.tagged(error.diagnostics, stage)
            throw failure
        }
        record(result.1, stage)
        timings.append((stage, start.duration(to: clock.now).inSeconds))
        let firstError = diagnostics.first { $0.severity == .error }
        guard let value = result.0, !(stopOnErrors && firstError != nil) else {
            throw BuildFailure(stage: firstError?.stage ?? stage, kind: .content, diagnostics: diagnostics)
        }
        return value
    }

    /// Runs part of a stage that cannot fail (the body-only rebuild's steps) and records its
    /// time and diagnostics.
    package mutating func measure<T>(_ stage: BuildStage, _ body: () -> (T, [Diagnostic])) -> T {
        let start = clock.now
        let (value, found) = body()
        record(found, stage)
        timings.append((stage, start.duration(to: clock.now).inSeconds))
        return value
    }

    private mutating func record(_ found: [Diagnostic], _ stage: BuildStage) {
        let tagged = Self.tagged(Diagnostic.grouped(found), stage)
        notes += tagged.filter { $0.severity == .note }
        diagnostics += tagged.filter { $0.severity != .note }
        if strict {
            diagnostics = diagnostics.map {
                var diagnostic = $0
                diagnostic.severity = .error
                return diagnostic
            }
        }
    }

    /// The diagnostics, each with the stage unless it already names one.
    package static func tagged(_ found: [Diagnostic], _ stage: BuildStage) -> [Diagnostic] {
        found.map {
            var diagnostic = $0
            diagnostic.stage = diagnostic.stage ?? stage
            return diagnostic
        }
    }
}
