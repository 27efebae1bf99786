/// A problem found in the user's content: where it is (file, line, column), how bad it is,
/// and which build stage found it. Printed the way compilers print, so editors and CI
/// annotate the right line: `content/trips/kona.md:3:8: error: 'start' is not a date`.
struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    enum Severity: String, Sendable { case error, warning }

    var severity: Severity
    /// Path relative to the site folder.
    var file: String
    var line: Int?
    var column: Int?
    var message: String
    var stage: BuildStage?

    static func error(_ message: String, file: String, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(severity: .error, file: file, line: line, column: column, message: message, stage: nil)
    }

    static func warning(_ message: String, file: String, line: Int? = nil, column: Int? = nil) -> Diagnostic {
        Diagnostic(severity: .warning, file: file, line: line, column: column, message: message, stage: nil)
    }

    /// `file:line:column`, as far as known; the file as it is.
    var location: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }

    /// The diagnostic as a person sees it: one line, with control and bidirectional
    /// characters in the file name and the message shown escaped (`DisplayText`).
    var description: String {
        "\(DisplayText.escaped(location)): \(severity.rawValue): \(DisplayText.escaped(message))"
    }
}

/// Collects diagnostics while a stage runs, so every problem of a build is reported at once
/// rather than only the first.
struct Diagnostics: Sendable {
    private(set) var all: [Diagnostic] = []

    mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    mutating func append(contentsOf other: [Diagnostic]) { all.append(contentsOf: other) }

    mutating func error(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
        all.append(.error(message, file: file, line: line, column: column))
    }

    mutating func warning(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
        all.append(.warning(message, file: file, line: line, column: column))
    }

    var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    var hasErrors: Bool { all.contains { $0.severity == .error } }
}
