import Foundation
import PropertyBased
import Testing
import TripSiteCore

/// How long each fuzz target runs, read from the environment once.
///
/// - nothing set (what `swift test` and CI run): a short pass, `defaultIterations` inputs per
///   target through `propertyCheck`, which shrinks a failing input and prints a `.fixedSeed`.
/// - `TRIPSITE_FUZZ_ITERATIONS=N`: the same pass with N inputs per target.
/// - `TRIPSITE_FUZZ_SECONDS=S` (what `scripts/fuzz S` sets): each target runs for S seconds
///   from `TRIPSITE_FUZZ_SEED` (printed; random when unset), saving the input in flight to
///   `TRIPSITE_FUZZ_DIR` so a crash leaves it behind, and prints its executions.
/// - `TRIPSITE_FUZZ_REPLAY=FILE`: every target runs once on that file's text.
struct FuzzBudget: Sendable {
    static let defaultIterations = 250
    /// Generated inputs are cut to this many bytes: cmark-gfm is quadratic on some huge
    /// inputs, which the content size limit handles, not the parsers.
    static let maxInputBytes = 64 * 1024

    var iterations: Int
    var seconds: Double?
    var seed: UInt64?
    var directory: URL?
    var replay: URL?

    static let current: FuzzBudget = {
        let environment = ProcessInfo.processInfo.environment
        return FuzzBudget(
            iterations: environment["TRIPSITE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? defaultIterations,
            seconds: environment["TRIPSITE_FUZZ_SECONDS"].flatMap(Double.init),
            seed: environment["TRIPSITE_FUZZ_SEED"].flatMap { UInt64($0) },
            directory: environment["TRIPSITE_FUZZ_DIR"].map { URL(fileURLWithPath: $0) },
            replay: environment["TRIPSITE_FUZZ_REPLAY"].map { URL(fileURLWithPath: $0) }
        )
    }()
}

/// A fuzz target: a generator of text inputs and a property that lists what is wrong with
/// the code's behaviour on one input (empty: the property holds). A trap ends the process;
/// the input in flight is then left in `TRIPSITE_FUZZ_DIR/<name>.current`.
struct FuzzTarget: Sendable {
    var name: String
    var generator: Generator<String, [String]>
    var property: @Sendable (String) -> [String]

    func run(budget: FuzzBudget = .current, sourceLocation: SourceLocation = #_sourceLocation) async {
        defer { if let current = currentInputFile(budget) { try? FileManager.default.removeItem(at: current) } }
        if let replay = budget.replay {
            let text = (try? String(contentsOf: replay, encoding: .utf8)) ?? ""
            let problems = property(text)
            #expect(
                problems.isEmpty, "\(name) on \(replay.path): \(problems.joined(separator: "; "))",
                sourceLocation: sourceLocation)
        } else if let seconds = budget.seconds {
            runTimed(seconds: seconds, budget: budget, sourceLocation: sourceLocation)
        } else {
            await propertyCheck(count: budget.iterations, input: generator) { input in
                let problems = checked(input, budget: budget)
                #expect(
                    problems.isEmpty, "\(name): \(problems.joined(separator: "; "))", sourceLocation: sourceLocation)
            }
        }
    }

    /// Runs the property, with the input saved first when a folder is set: the file always
    /// holds the latest input, so a trap leaves the one that caused it. `run` removes it at the end.
    func checked(_ input: String, budget: FuzzBudget) -> [String] {
        if let current = currentInputFile(budget) { try? Data(input.utf8).write(to: current) }
        return property(input)
    }

    func currentInputFile(_ budget: FuzzBudget) -> URL? {
        budget.directory?.appending(path: "\(name).current")
    }

    /// The long run: a seeded sequence of inputs for a fixed time, replayable from the seed.
    private func runTimed(seconds: Double, budget: FuzzBudget, sourceLocation: SourceLocation) {
        let seed = budget.seed ?? UInt64.random(in: 1...UInt64.max)
        var rng = Xoshiro(seed: (seed, seed ^ 0x9E37_79B9_7F4A_7C15, ~seed, 0x5851_F42D_4C95_7F2D))
        let start = ContinuousClock.now
        let deadline = start + .milliseconds(Int(seconds * 1000))
        var executions = 0
        var failures = 0
        var slowest: Duration = .zero
        print("fuzz \(name): seed \(seed), \(Int(seconds)) s")
        while ContinuousClock.now < deadline, failures < 5 {
            let input = generator.run(using: &rng)
            let began = ContinuousClock.now
            let problems = checked(input, budget: budget)
            slowest = max(slowest, ContinuousClock.now - began)
            executions += 1
            guard !problems.isEmpty else { continue }
            failures += 1
            let saved = budget.directory?.appending(path: "\(name)-failure-\(seed)-\(executions).txt")
            if let saved { try? Data(input.utf8).write(to: saved) }
            Issue.record(
                "\(name) (seed \(seed), execution \(executions), input in \(saved?.path ?? "-")): \(problems.joined(separator: "; "))",
                sourceLocation: sourceLocation)
        }
        let elapsed = ContinuousClock.now - start
        let perSecond = Double(executions) / max(Double(elapsed.components.seconds), 1)
        print(
            "fuzz \(name): \(executions) executions in \(elapsed.components.seconds) s (\(Int(perSecond))/s), slowest \(slowest.milliseconds) ms, \(failures) failing, seed \(seed)"
        )
    }
}
