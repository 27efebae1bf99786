import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite --version` and the shell completions ArgumentParser generates, from the built
/// binary as a user runs it.
@Suite struct VersionCommandTests {
    let cli = EndToEndTests()

    /// The commit the binary was built from when the repository is a git checkout (the
    /// GitCommit plugin reads it before each build, so it is HEAD), nil otherwise.
    static func checkoutCommit() throws -> String? {
        let root = SharedFixtures.repositoryRoot
        guard FileManager.default.fileExists(atPath: root.appending(path: ".git").path),
            let git = ExternalTool.find(["git"])
        else { return nil }
        let result = try git.run(["-c", "safe.directory=*", "-C", root.path, "rev-parse", "--short=7", "HEAD"])
        return result.status == 0 ? result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    @Test func versionPrintsTheNumberAndTheCommit() throws {
        let result = try cli.run(["--version"], in: SharedFixtures.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = TripSiteVersion.versionLine(commit: try Self.checkoutCommit())
        #expect(result.stdout == expected + "\n")
        #expect(result.stdout.hasPrefix("tripsite \(TripSiteVersion.number)"))
    }

    @Test func versionLineWithAndWithoutACommit() {
        #expect(TripSiteVersion.versionLine(commit: nil) == "tripsite \(TripSiteVersion.number)")
        #expect(TripSiteVersion.versionLine(commit: "") == "tripsite \(TripSiteVersion.number)")
        #expect(
            TripSiteVersion.versionLine(commit: "95af79b") == "tripsite \(TripSiteVersion.number) (git 95af79b)")
    }

    @Test(arguments: [
        ("bash", "-F _tripsite tripsite"), ("zsh", "#compdef tripsite"), ("fish", "complete -c 'tripsite'"),
    ])
    func completionScript(shell: String, marker: String) throws {
        let result = try cli.run(["--generate-completion-script", shell], in: SharedFixtures.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(marker), "\(shell): \(result.stdout.prefix(300))")
        for subcommand in ["build", "check", "serve", "new"] {
            #expect(result.stdout.contains(subcommand), "\(shell) completions do not mention \(subcommand)")
        }
    }

    /// The bash script really completes: bash offers the subcommands after `tripsite ` and
    /// a subcommand's options after `tripsite build --s`.
    @Test func bashCompletesSubcommandsAndOptions() throws {
        let bash = try #require(ExternalTool.find(["bash"]))
        let binary = try #require(EndToEndTests.binary)
        func complete(_ words: [String]) throws -> [String] {
            let script = """
                source <("$0" --generate-completion-script bash)
                COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " ")))
                COMP_CWORD=\(words.count - 1)
                COMP_LINE="${COMP_WORDS[*]}"
                COMP_POINT=${#COMP_LINE}
                _tripsite tripsite "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let result = try bash.run(["-c", script, binary.path])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init)
        }
        let subcommands = try complete(["tripsite", ""])
        #expect(Set(["build", "check", "serve", "new", "--version"]).isSubset(of: subcommands), "\(subcommands)")
        #expect(Set(try complete(["tripsite", "build", "--s"])) == ["--source", "--strict"])
    }
}
