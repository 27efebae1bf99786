import Foundation
import Mustache

/// The theme's slot templates, compiled once per build in the model stage and rendered on
/// every page over its `SlotView`. Mustache escapes every `{{value}}` for HTML; the slot's
/// own markup is the theme author's, trusted like the theme's other files.
package struct ThemeSlots: Sendable {
    private var templates: [ThemeSlot: MustacheTemplate] = [:]
    /// The templates' texts, by slot: what a page's output depends on.
    private(set) var sources: [String: String] = [:]

    package init() {}

    package var isEmpty: Bool { templates.isEmpty }

    /// The slots among a theme's files (path → contents): each parsed, a template error
    /// located at its line and column; a file in `slots/` with no slot of its name, a warning.
    static func load(_ files: [String: Asset.Source], origins: [String: String]) -> (ThemeSlots, [Diagnostic]) {
        var slots = ThemeSlots()
        var diagnostics: [Diagnostic] = []
        for path in files.keys.sorted() where path.hasPrefix("slots/") {
            let origin = origins[path] ?? path
            guard let slot = ThemeSlot.allCases.first(where: { $0.path == path }) else {
                let names = ThemeSlot.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.append(
                    .warning("\(origin) is not a slot (slots: \(names)); it is ignored", file: origin, line: 1))
                continue
            }
            guard let text = Self.text(files[path]!) else {
                diagnostics.append(.error("cannot read \(origin) as UTF-8 text", file: origin, line: 1))
                continue
            }
            if let unescaped = unescapedTag(in: text) {
                diagnostics.append(
                    .error(unescaped.message, file: origin, line: unescaped.line, column: unescaped.column))
                continue
            }
            do {
                slots.templates[slot] = try MustacheTemplate(string: text)
                slots.sources[slot.rawValue] = text
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(
                    .error(
                        "the slot template cannot be read: \(describe(error.error))", file: origin,
                        line: error.context.lineNumber, column: error.context.columnNumber))
            } catch {
                diagnostics.append(.error("the slot template cannot be read: \(error)", file: origin, line: 1))
            }
        }
        return (slots, diagnostics)
    }

    /// The first tag that would write a value unescaped (`{{{title}}}`, `{{& title}}`), or
    /// change the delimiters (after which such a tag could not be seen): the view's values
    /// are text from the journal, escaped by construction, so a slot may not opt out.
    static func unescapedTag(in text: String) -> (message: String, line: Int, column: Int)? {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let match = line.firstMatch(of: /\{\{\s*([{&=])/) else { continue }
            let column = line.distance(from: line.startIndex, to: match.range.lowerBound) + 1
            let message =
                match.output.1 == "="
                ? "a slot cannot change the Mustache delimiters ('{{=…=}}')"
                : "a slot writes values escaped: '\(match.output.0)…' would write one as HTML; use '{{name}}'"
            return (message, number + 1, column)
        }
        return nil
    }

    /// The slot's HTML for a page, nil when the theme has no such slot. Its URL attributes
    /// are checked as a Markdown link's are (`SlotURLs`).
    func render(_ slot: ThemeSlot, view: SlotView) -> String? {
        templates[slot].map { SlotURLs.neutralized($0.render(view.values)) }
    }

    private static func text(_ source: Asset.Source) -> String? {
        switch source {
        case .bytes(let bytes): String(validating: bytes, as: UTF8.self)
        case .file(let path), .cacheFile(let path):
            FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
        }
    }

    private static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a section is closed with another name than it was opened with"
        case .unfinishedName: "a tag is not closed ('{{' without '}}')"
        case .expectedSectionEnd: "a section is not closed ('{{#name}}' without '{{/name}}')"
        case .invalidSetDelimiter: "a delimiter change ('{{=…=}}') is malformed"
        default: "\(error)"
        }
    }
}
