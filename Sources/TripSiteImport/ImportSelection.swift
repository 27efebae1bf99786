import Foundation
import TripSiteCore

/// What `tripsite import hugo|jekyll` is asked to take: `--section` (Hugo's content
/// sections), `--tag` and `--category` (a post is taken when it has any of them, case
/// ignored) and `--exclude` (globs over the path in the site). Sections, tags and
/// categories choose among posts: standalone pages are taken unless a glob excludes them.
package struct ImportSelection: Sendable, Equatable {
    package var sections: [String]
    package var tags: [String]
    package var categories: [String]
    package var excludes: [String]

    package init(sections: [String] = [], tags: [String] = [], categories: [String] = [], excludes: [String] = []) {
        self.sections = sections
        self.tags = tags
        self.categories = categories
        self.excludes = excludes
    }

    package static let everything = ImportSelection()

    /// Whether a post of `section` (its folders under the content folder, `["travel",
    /// "asia"]`) is in one of `sections`: `travel` and `travel/asia` take it.
    func admits(section: [String]) -> Bool {
        guard !sections.isEmpty else { return true }
        let folders = section.map { $0.lowercased() }
        return sections.contains { wanted in
            let parts = wanted.lowercased().split(separator: "/").map(String.init)
            return !parts.isEmpty && folders.starts(with: parts)
        }
    }

    /// Whether a post with these tags and categories is asked for: any of `tags` or
    /// `categories` (case ignored), or all posts when neither is given.
    func admits(tags postTags: [String], categories postCategories: [String]) -> Bool {
        guard !tags.isEmpty || !categories.isEmpty else { return true }
        let ownTags = Set(postTags.map { $0.lowercased() })
        let ownCategories = Set(postCategories.map { $0.lowercased() })
        return tags.contains { ownTags.contains($0.lowercased()) }
            || categories.contains { ownCategories.contains($0.lowercased()) }
    }

    /// The `--exclude` globs, compiled once for a run.
    func excluder() -> Excluder { Excluder(excludes) }

    /// `--exclude` globs matched against a path relative to the site (`content/tech/go.md`):
    /// `*` and `?` within a folder's name, `**` across folders, `[abc]` a class. A glob
    /// excludes the path it matches and everything under a folder it matches
    /// (`content/tech`); one without `/` matches any single name on the path (`drafts`,
    /// `*.draft.md`).
    struct Excluder {
        private var anywhere: [NSRegularExpression] = []
        private var rooted: [NSRegularExpression] = []

        init(_ globs: [String]) {
            for glob in globs {
                var trimmed = glob.hasPrefix("./") ? String(glob.dropFirst(2)) : glob
                while trimmed.hasSuffix("/") { trimmed.removeLast() }
                guard !trimmed.isEmpty, let expression = Self.expression(trimmed) else { continue }
                if trimmed.contains("/") { rooted.append(expression) } else { anywhere.append(expression) }
            }
        }

        func excludes(_ path: String) -> Bool {
            let parts = path.split(separator: "/").map(String.init)
            let prefixes = parts.indices.map { parts[...$0].joined(separator: "/") }
            return prefixes.contains { prefix in rooted.contains { Self.matches($0, prefix) } }
                || parts.contains { part in anywhere.contains { Self.matches($0, part) } }
        }

        static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }

        /// A glob as an anchored regular expression.
        static func expression(_ glob: String) -> NSRegularExpression? {
            var pattern = "^"
            var characters = Array(glob)[...]
            while let character = characters.popFirst() {
                switch character {
                case "*" where characters.first == "*":
                    characters.removeFirst()
                    if characters.first == "/" {
                        characters.removeFirst()
                        pattern += "(?:.*/)?"
                    } else {
                        pattern += ".*"
                    }
                case "*": pattern += "[^/]*"
                case "?": pattern += "[^/]"
                case "[" where characters.contains("]"):
                    let end = characters.firstIndex(of: "]")!
                    var set = String(characters[..<end]).replacingOccurrences(of: "\\", with: "\\\\")
                    if set.hasPrefix("!") { set = "^" + set.dropFirst() }
                    pattern += "[\(set)]"
                    characters = characters[characters.index(after: end)...]
                default: pattern += NSRegularExpression.escapedPattern(for: String(character))
                }
            }
            return try? NSRegularExpression(pattern: pattern + "$")
        }
    }
}

extension ImportSelection {
    /// Whether a file is a repository's, not the site's (`README.md`, `AGENTS.md`,
    /// `LICENSE.md`, `CHANGELOG.md`, `CONTRIBUTING.md`, `CLAUDE.md`…), whatever its case or
    /// further extensions (`README.ja.md`): never imported.
    static func isRepositoryFile(_ name: String) -> Bool {
        let stem = String(name.prefix { $0 != "." }).lowercased()
        return repositoryNames.contains(stem)
            || ["readme", "license", "licence", "changelog", "contributing", "code_of_conduct", "code-of-conduct"]
                .contains { stem.hasPrefix($0) }
    }

    static let repositoryNames: Set<String> = [
        "agents", "claude", "gemini", "copilot-instructions", "security", "copying", "maintainers", "codeowners",
    ]
}
