import Foundation
import Testing
import TripSiteTestSupport

/// What a CI job checks out: a journal made by `tripsite new site` (with its CI files), plus
/// a trip bundle with a photo, committed to git. Shell steps of the recipes and of
/// docs/publishing.md run in it with the built `tripsite` first on `PATH`, the way a runner
/// would after installing the release.
struct CIJournal {
    let workspace: URL
    var root: URL { workspace.appending(path: "journal") }
    private var bin: URL { workspace.appending(path: "bin") }

    init() throws {
        let binary = try #require(EndToEndTests.binary, "the tripsite binary was not built")
        workspace = FileManager.default.temporaryDirectory.appending(path: "tripsite-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appending(path: "tripsite"), withDestinationURL: binary)
        let created = try Self.run(binary.path, ["new", "site", "journal"], in: workspace)
        try #require(created.status == 0, "new site: \(created.stderr)")
        let photoTrip = root.appending(path: "content/trips/harbour-walk")
        try FileManager.default.createDirectory(at: photoTrip, withIntermediateDirectories: true)
        try Data(TestPhotos.bytes("upright.jpg")).write(to: photoTrip.appending(path: "cover.jpg"))
        try Data(tripFile("title: Harbour Walk\nphoto: cover.jpg\ncreated: 2025-05-01", body: "Boats.\n").utf8)
            .write(to: photoTrip.appending(path: "index.md"))
        try commit()
    }

    private func commit() throws {
        let git = try #require(ExternalTool.find(["git"]), "git is needed to stand in for a CI checkout")
        let identity = ["-c", "user.name=TripSite Tests", "-c", "user.email=tests@example.com"]
        for arguments in [["init", "-q"], ["add", "-A"], identity + ["commit", "-q", "-m", "A journal"]] {
            let result = try Self.run(git.path, ["-C", root.path] + arguments, in: root)
            try #require(result.status == 0, "git \(arguments): \(result.stderr)")
        }
    }

    func remove() { try? FileManager.default.removeItem(at: workspace) }

    /// Runs a shell script the way a CI step does (`bash -euo pipefail`), in the journal.
    func shell(_ script: String, environment: [String: String] = [:]) throws -> EndToEndTests.Run {
        var variables = environment
        variables["PATH"] = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try Self.run("/bin/bash", ["-euo", "pipefail", "-c", script], in: root, environment: variables)
    }

    /// Runs a program to completion, standard input closed; standard error goes to a file so
    /// a chatty program cannot fill a pipe nobody reads yet.
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> EndToEndTests.Run {
        let run = try ExternalTool(path: executable).run(arguments, in: folder, environment: environment)
        return EndToEndTests.Run(status: run.status, stdout: run.stdout, stderr: run.stderr)
    }
}

/// Shell commands as CI files and docs write them.
enum ShellCommand {
    /// The words of a command line, split at blanks outside quotes and `$( … )`.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var depth = 0
        var previous: Character = " "
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "(" && previous == "$" {
                depth += 1
            } else if character == ")" && depth > 0 {
                depth -= 1
            } else if character.isWhitespace && depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = character
                continue
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The program a line runs: its first word after `NAME=value` assignments.
    static func program(_ line: String) -> String? {
        words(line).first { word in
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return true }
            return !word[..<equals].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// The lines of a script that do something (not blank, not comments).
    static func lines(_ script: String) -> [String] {
        script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty && !$0.hasPrefix("#")
        }
    }

    /// Whether every line of a script runs `tripsite`: such a step can run here, while
    /// installing the release or uploading the site needs the CI.
    static func runsOnlyTripSite(_ script: String) -> Bool {
        let lines = lines(script)
        return !lines.isEmpty && lines.allSatisfy { program($0) == "tripsite" }
    }

    /// `script` with each `${{ expression }}` (GitHub's) replaced from `values`; the
    /// expressions it has no value for are returned too.
    static func substitutingExpressions(_ script: String, _ values: [String: String]) -> (String, [String]) {
        var out = script
        var unknown: [String] = []
        while let open = out.range(of: "${{"), let close = out.range(of: "}}", range: open.upperBound..<out.endIndex) {
            let expression = out[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if values[expression] == nil { unknown.append(expression) }
            out.replaceSubrange(open.lowerBound..<close.upperBound, with: values[expression] ?? "")
        }
        return (out, unknown)
    }
}
