import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// docs/publishing.md says only what works: every `tripsite` command in its shell blocks,
/// and every `tripsite` step of the CI files it shows, runs against a journal with the
/// built binary and exits 0 (so a doc naming a flag that does not exist fails here); the
/// recipes it shows are the ones `tripsite new site` writes; it installs this release.
@Suite(.serialized) struct PublishingDocTests {
    @Test func everyTripSiteCommandInTheDocRuns() throws {
        let doc = try PublishingDoc.load()
        let journal = try CIJournal()
        defer { journal.remove() }
        var ran = 0
        for (line, origin) in doc.shellCommands where ShellCommand.program(line) == "tripsite" {
            let result = try journal.shell(line)
            #expect(result.status == 0, "\(origin): `\(line)` exited \(result.status):\n\(result.stderr)")
            ran += 1
        }
        #expect(ran >= 5, "the doc's shell blocks run tripsite \(ran) times")
        for fence in doc.fences where fence.language == "yaml" {
            let yaml = try CIFile.mapping(fence.text)
            let steps = CIFile.isGitHubWorkflow(yaml) ? CIFile.githubSteps(yaml) : CIFile.gitlabSteps(yaml)
            let scripts = try CIFile.runTripSiteSteps(steps, in: journal)
            #expect(
                scripts.contains { $0.hasPrefix("tripsite check") }
                    && scripts.contains { $0.contains("tripsite build") },
                "docs/publishing.md:\(fence.line): check and build ran: \(scripts)")
        }
    }

    /// The GitHub and GitLab files the doc shows are the ones `new site` writes, byte for
    /// byte. (After a version bump, paste them again: `tripsite new site` in a scratch folder.)
    @Test func docShowsTheRecipesNewSiteWrites() throws {
        let fences = try PublishingDoc.load().fences.map(\.text)
        for (path, text) in CIRecipes.files {
            #expect(fences.contains(text), "docs/publishing.md does not show the \(path) that new site writes")
        }
    }

    /// A command in an indented code block would escape the test above: the doc uses fences.
    @Test func noCommandOutsideAFence() throws {
        for line in try PublishingDoc.load().prose
        where line.hasPrefix("    ") || line.hasPrefix("\t") || line.hasPrefix("$ ") {
            #expect(
                !line.trimmingCharacters(in: .whitespaces).hasPrefix("tripsite "),
                "an unfenced command in docs/publishing.md: \(line)")
        }
    }

    /// The doc pins this release, and downloads it from where `TripSiteVersion` says.
    @Test func docInstallsThisRelease() throws {
        let doc = try PublishingDoc.load()
        var pins = 0
        for line in doc.text.split(separator: "\n") {
            for pin in ["\(CIRecipes.versionVariable)=", "\(CIRecipes.versionVariable): "] where line.contains(pin) {
                let value = line.components(separatedBy: pin)[1].trimmingCharacters(
                    in: CharacterSet(charactersIn: "\" "))
                #expect(value == TripSiteVersion.number, "docs/publishing.md pins \(value): \(line)")
                pins += 1
            }
            if line.contains("/releases/download/") {
                #expect(line.contains(CIRecipes.debURLTemplate), "a download from elsewhere: \(line)")
            }
        }
        #expect(pins >= 3, "the install commands and the workflows pin the version")
    }
}
