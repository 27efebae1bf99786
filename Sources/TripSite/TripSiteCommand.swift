import ArgumentParser
import Foundation
import TripSiteCore
import TripSiteImport

/// `tripsite`: build trip journals into static sites.
///
/// Exit codes: 0 success, 1 content errors, 2 usage errors, 3 I/O errors. `--version` prints
/// the release number and, when built from a git checkout, the commit (`GitCommit` is
/// generated before each build by the GitCommit plugin). ArgumentParser also provides
/// `--generate-completion-script bash|zsh|fish`, which `scripts/package` ships.
@main
struct TripSiteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tripsite",
        abstract: "Build a trip journal (Markdown files with YAML front matter) into a static website.",
        version: TripSiteVersion.versionLine(commit: GitCommit.short),
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, BookCommand.self, NewCommand.self,
            ImportCommand.self,
        ]
    )

    enum Exit {
        static let contentError: Int32 = 1
        static let usageError: Int32 = 2
        static let ioError: Int32 = 3
    }

    /// Runs the command, mapping failures to TripSite's exit codes (ArgumentParser's own
    /// usage code, 64, becomes 2).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            if let exitError = error as? ExitCode {
                Foundation.exit(exitError.rawValue)
            }
            Terminal.error(fullMessage(for: error))
            Foundation.exit(code == .validationFailure ? Exit.usageError : code.rawValue)
        }
    }
}

/// Printing for the CLI: results to standard output, problems to standard error. Control
/// and bidirectional characters are shown escaped (`DisplayText`), line breaks kept: a file
/// name in a message cannot drive the terminal.
enum Terminal {
    static func error(_ message: String) {
        let shown = DisplayText.escaped(message, keepingLineBreaks: true)
        FileHandle.standardError.write(Data((shown.hasSuffix("\n") ? shown : shown + "\n").utf8))
    }

    static func print(_ message: String) {
        FileHandle.standardOutput.write(Data((DisplayText.escaped(message, keepingLineBreaks: true) + "\n").utf8))
    }

    /// Progress of a long stage, on standard error: one line rewritten in place on a
    /// terminal (`Photos 37/100`), a line per tenth otherwise (logs); nothing for fewer than
    /// `minimum` items.
    static func progress(label: String, minimum: Int = 10) -> @Sendable (Int, Int) -> Void {
        let interactive = isatty(STDERR_FILENO) == 1
        return { done, total in
            guard total >= minimum else { return }
            if interactive {
                FileHandle.standardError.write(Data("\r\(label) \(done)/\(total)\(done == total ? "\n" : "")".utf8))
            } else if done == total || done % max(1, total / 10) == 0 {
                FileHandle.standardError.write(Data("\(label) \(done)/\(total)\n".utf8))
            }
        }
    }
}
