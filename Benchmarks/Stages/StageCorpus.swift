import Foundation

/// The site the stage benchmark builds: TRIPSITE_BENCH_CORPUS, or the shared generator's
/// corpus of TRIPSITE_BENCH_TRIPS trips (seed 42, as `bench/run.sh` uses), made once into
/// the temporary folder with a two-line site.yml.
enum StageCorpus {
    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func folder() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["TRIPSITE_BENCH_CORPUS"] { return URL(fileURLWithPath: given) }
        let trips = Int(environment["TRIPSITE_BENCH_TRIPS"] ?? "") ?? 1000
        let folder = FileManager.default.temporaryDirectory.appending(path: "tripsite-stage-corpus-\(trips)-42")
        let config = folder.appending(path: "site.yml")
        if FileManager.default.fileExists(atPath: config.path) { return folder }
        try generate(trips: trips, into: folder)
        try Data("title: Bench\nbaseURL: /\n".utf8).write(to: config)
        return folder
    }

    /// Runs `../shared/bench/gen_corpus.py` (beside the repository; SHARED_BENCH moves it).
    private static func generate(trips: Int, into folder: URL) throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shared =
            ProcessInfo.processInfo.environment["SHARED_BENCH"].map { URL(fileURLWithPath: $0) }
            ?? repository.deletingLastPathComponent().appending(path: "shared/bench")
        let script = shared.appending(path: "gen_corpus.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            throw Missing(description: "no \(script.path): set SHARED_BENCH or TRIPSITE_BENCH_CORPUS")
        }
        try? FileManager.default.removeItem(at: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--trips", "\(trips)", "--seed", "42", "--out", folder.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Missing(description: "gen_corpus.py exited with \(process.terminationStatus)")
        }
    }
}
