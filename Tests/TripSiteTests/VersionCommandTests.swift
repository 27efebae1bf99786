import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `tripsite --version` and the shell completions ArgumentParser generates, from the built
/// binary as a user runs it.
@Suite struct VersionCommandTests {
    let cli = EndToEndTests()

    /// git in the repository, when it is a git checkout and git is installed.
    static func git(_ arguments: [String]) throws -> ExternalTool.Run? {
        let root = SharedFixtures.repositoryRoot
        guard FileManager.default.fileExists(atPath: root.appending(path: ".git").path),
            let git = ExternalTool.find(["git"])
        else { return nil }
        return try git.run(["-c", "safe.directory=*", "-C", root.path] + arguments)
    }

    /// From a git checkout the binary names a commit of it: the one HEAD was at when
    /// `swift build` last ran (`swift test` alone does not relink the binary, so after a new
    /// commit it may still name the previous one). Elsewhere it prints the number alone.
    @Test func versionPrintsTheNumberAndTheCommit() throws {
        let result = try cli.run(["--version"], in: SharedFixtures.repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let line = result.stdout.trimmingCharacters(in: .newlines)
        guard let head = try Self.git(["rev-parse", "HEAD"]), head.status == 0 else {
            #expect(line == TripSiteVersion.versionLine(commit: nil))
            return
        }
        let commit = try #require(
            line.wholeMatch(of: /tripsite ([0-9.]+) \(git ([0-9a-f]{7,})\)/), "\(line)"
        ).output
        #expect(commit.1 == TripSiteVersion.number)
        #expect(try Self.git(["cat-file", "-e", "\(commit.2)^{commit}"])?.status == 0, "\(line)")
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
