import Foundation
import TripSiteTestSupport

/// docs/publishing.md, as the tests read it: its fenced code blocks.
struct PublishingDoc {
    struct Fence {
        var language: String
        /// The block's text, each line ending in a line break.
        var text: String
        /// The line of the opening fence (1-based).
        var line: Int
    }

    static let url = SharedFixtures.repositoryRoot.appending(path: "docs/publishing.md")

    let text: String
    let fences: [Fence]
    /// The lines outside fenced blocks.
    let prose: [String]

    static func load() throws -> PublishingDoc {
        try PublishingDoc(text: String(contentsOf: url, encoding: .utf8))
    }

    init(text: String) {
        self.text = text
        var fences: [Fence] = []
        var prose: [String] = []
        var open: Fence?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var fence = open {
                if trimmed == "```" {
                    fences.append(fence)
                    open = nil
                } else {
                    fence.text += line + "\n"
                    open = fence
                }
            } else if trimmed.hasPrefix("```") {
                open = Fence(language: String(trimmed.dropFirst(3)), text: "", line: index + 1)
            } else {
                prose.append(String(line))
            }
        }
        self.fences = fences
        self.prose = prose
    }

    /// The shell blocks' command lines (a trailing `\` joins the next line), with where
    /// each is.
    var shellCommands: [(line: String, origin: String)] {
        var commands: [(String, String)] = []
        for fence in fences where ["sh", "bash", "shell"].contains(fence.language) {
            var pending = ""
            for line in fence.text.split(separator: "\n") {
                let part = line.trimmingCharacters(in: .whitespaces)
                if part.hasSuffix("\\") {
                    pending += part.dropLast() + " "
                    continue
                }
                commands.append((pending + part, "docs/publishing.md:\(fence.line)"))
                pending = ""
            }
        }
        return commands
    }
}
