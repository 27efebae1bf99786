import Foundation

/// Hugo's `ignoreFiles`: regular expressions (Go's syntax, read here by
/// `NSRegularExpression`, which agrees on the common ones), each searched for anywhere in a
/// file's absolute path, as Hugo does. A file whose name starts with `#` or ends with `~`
/// (an editor's backup) is ignored too, as Hugo ignores it. Read for `tripsite import hugo`
/// and for a site built in place that has a Hugo configuration. `NSRegularExpression` is
/// immutable and safe to share between threads, hence `@unchecked Sendable`.
package struct HugoIgnoreFiles: @unchecked Sendable {
    private var expressions: [NSRegularExpression] = []

    /// No file ignored but editors' backups.
    package init() {}

    /// The expressions of `config`; one that is not a regular expression is a warning at the
    /// file that set it, and ignores nothing.
    package init(_ config: HugoConfig, report: inout ImportReport) {
        for pattern in config.ignoreFiles {
            do {
                expressions.append(try NSRegularExpression(pattern: pattern))
            } catch {
                report.warn(
                    "ignoreFiles: '\(pattern)' is not a regular expression; it ignores nothing",
                    file: config.origins["ignorefiles"] ?? config.files.first ?? "hugo.toml")
            }
        }
    }

    package var isEmpty: Bool { expressions.isEmpty }

    /// Whether the file at `path` (absolute) is ignored.
    package func ignores(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix("#") || name.hasSuffix("~") { return true }
        let range = NSRange(path.startIndex..., in: path)
        return expressions.contains { $0.firstMatch(in: path, range: range) != nil }
    }
}
