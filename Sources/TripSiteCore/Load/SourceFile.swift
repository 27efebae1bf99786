/// A content file's text and where it came from. The parsers work on these values, never on
/// the disk, so tests build them from string literals.
package struct SourceFile: Hashable, Encodable, Sendable {
    /// Path relative to the site folder, used in diagnostics (`content/trips/kona.md`).
    package var path: String
    package var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
