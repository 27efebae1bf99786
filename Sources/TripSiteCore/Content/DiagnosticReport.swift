import Foundation

extension Diagnostic {
    /// The diagnostic with its path as typed from the current folder, for `--source DIR`
    /// (`mysite/content/trips/kona.md`), so editors and CI annotations can open it.
    package func seen(from source: String) -> Diagnostic {
        guard source != ".", !file.hasPrefix("/") else { return self }
        var copy = self
        copy.file = (source.hasSuffix("/") ? source : source + "/") + file
        return copy
    }

    /// `[{"file":…,"line":…,"column":…,"severity":…,"message":…,"stage":…}]`, sorted keys
    /// (`tripsite check --format json`). The message is the one the text format prints
    /// (control and bidirectional characters shown as `\u{1B}`); the file is the exact path,
    /// for tools to find it, with those characters as JSON escapes so that the bytes are safe
    /// to print.
    package static func json(_ diagnostics: [Diagnostic]) -> String {
        struct Entry: Encodable {
            var file: String
            var line: Int?
            var column: Int?
            var severity: String
            var message: String
            var stage: String?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let entries = diagnostics.map {
            Entry(
                file: $0.file, line: $0.line, column: $0.column, severity: $0.severity.rawValue,
                message: DisplayText.escaped($0.message), stage: $0.stage?.rawValue)
        }
        let encoded = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return DisplayText.jsonEscapingControls(String(decoding: encoded, as: UTF8.self))
    }
}
