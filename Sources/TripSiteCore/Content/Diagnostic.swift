/// A problem found in the user's content: where it is (file, line, column), how bad it is,
/// and which build stage found it. Printed the way compilers print, so editors and CI
/// annotate the right line: `content/trips/kona.md:3:8: error: 'start' is not a date`.
package struct Diagnostic: Error, Hashable, Codable, Sendable, CustomStringConvertible {
    /// A note says how something was read (a Hugo or Jekyll key taken for TripSite's own):
    /// shown with `--verbose` only, never a warning, and never an error under `--strict`.
    package enum Severity: String, Sendable, Codable { case error, warning, note }

    package var severity: Severity
    /// Path relative to the site folder.
    package var file: String
    package var line: Int?
    package var column: Int?
    package var message: String
    var stage: BuildStage?
    /// Diagnostics of one group (the uses of one unknown shortcode) are reported once, at the
    /// first, with their count (`grouped`).
    package var group: String?

    private enum CodingKeys: String, CodingKey { case severity, file, line, column, message, stage, group }

    package init(
        severity: Severity, file: String, line: Int? = nil, column: Int? = nil, message: String,
        stage: BuildStage? = nil
    ) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.stage = stage
    }

    package static func error(_ message: String, file: String, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(severity: .error, file: file, line: line, column: column, message: message, stage: nil)
    }

    package static func warning(_ message: String, file: String, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, file: file, line: line, column: column, message: message, stage: nil)
    }

    package static func note(_ message: String, file: String, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(severity: .note, file: file, line: line, column: column, message: message, stage: nil)
    }

    /// `file:line:column`, as far as known; the file as it is.
    package var location: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }

    /// The diagnostic as a person sees it: one line, with control and bidirectional
    /// characters in the file name and the message shown escaped (`DisplayText`).
    package var description: String {
        "\(DisplayText.escaped(location)): \(severity.rawValue): \(DisplayText.escaped(message))"
    }
}

/// Collects diagnostics while a stage runs, so every problem of a build is reported at once
/// rather than only the first.
package struct Diagnostics: Sendable {
    package private(set) var all: [Diagnostic] = []

    package init() {}

    mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    package mutating func append(contentsOf other: [Diagnostic]) { all.append(contentsOf: other) }

    mutating func error(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
        all.append(.error(message, file: file, line: line, column: column))
    }

    mutating func warning(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
        all.append(.warning(message, file: file, line: line, column: column))
    }

    var hasErrors: Bool { all.contains { $0.severity == .error } }
}
