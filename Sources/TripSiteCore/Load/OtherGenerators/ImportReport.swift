import Foundation

/// What an import did: each file it wrote, found unchanged or kept, and each thing of the
/// export it could not map, as a warning located in the export (file, and line when known).
/// Every importer (`PolarstepsImporter`, `DayOneImporter`, and those to come) fills one
/// through an `ImportWriter`; the CLI prints it the same way for all.
package struct ImportReport: Sendable {
    /// What a written file is, for the counts.
    package enum Kind: String, Sendable, CaseIterable {
        case trip, entry, photo, route, site
        /// A standalone page (`content/pages/<slug>.md`), from a Hugo or Jekyll site.
        case page
        /// Any other file of a trip's folder (a PDF beside a Hugo post).
        case file = "other file"
    }

    /// What happened to one file of the site.
    package enum Outcome: String, Sendable {
        /// It did not exist and was written.
        case written
        /// It existed with the same bytes.
        case unchanged
        /// It existed with other bytes and was left as it was.
        case kept
    }

    package struct File: Sendable, Hashable {
        /// Relative to the site folder.
        package var path: String
        package var kind: Kind
        package var outcome: Outcome
    }

    /// What became of the images the posts show (Markdown, raw HTML, covers), one count per
    /// image of a post: every one found is published, not found, remote, or not copied.
    package struct Images: Sendable, Equatable {
        package var found = 0
        /// In a trip's folder: copied there from the site, or there already (a bundle's).
        package var published = 0
        /// Named by a path that is no file of the site (a warning each).
        package var notFound = 0
        /// An address on another site: not fetched, the page loads it from there (a warning each).
        package var remote = 0
        /// On a standalone page, or too large or outside the site to copy (a warning each).
        package var notCopied = 0

        package init() {}
    }

    package private(set) var files: [File] = []
    /// The warnings, each group (the uses of one shortcode) once, with its count.
    package var warnings: [Diagnostic] { collected.all }
    private var collected = DiagnosticGroups()
    /// Files of the export skipped on purpose (a section's list page, a layout-only page),
    /// one note each: not a loss, so not a warning.
    package private(set) var notes: [Diagnostic] = []
    /// How many files were left out as asked (`--section`, `--tag`, `--category`,
    /// `--exclude`, Hugo's `ignoreFiles`), each silently.
    package private(set) var leftOut = 0
    /// The images' counts, for the importers that read images from text (Hugo, Jekyll).
    package var images: Images?

    package init() {}

    package mutating func record(_ path: String, kind: Kind, outcome: Outcome) {
        files.append(File(path: path, kind: kind, outcome: outcome))
    }

    /// Drops the files recorded from `index` on (a trip whose writing failed and was undone).
    package mutating func forget(from index: Int) {
        files.removeSubrange(index...)
    }

    /// A thing of the export that was left out or changed, at `file` (as the export's
    /// label and the path inside it) and `line` when known. Warnings of one `group` are
    /// reported once, at the first, with how many came (`DiagnosticGroups`).
    package mutating func warn(
        _ message: String, file: String, line: Int? = nil, column: Int? = nil, group: String? = nil
    ) {
        var warning = Diagnostic.warning(message, file: file, line: line, column: column)
        warning.group = group
        collected.append(warning)
    }

    /// A file of the export skipped on purpose, at `file`.
    package mutating func note(_ message: String, file: String, line: Int? = nil) {
        notes.append(.note(message, file: file, line: line))
    }

    /// A file of the export left out because the import was asked to.
    package mutating func leaveOut(_ count: Int = 1) {
        leftOut += count
    }

    package func count(_ kind: Kind, _ outcome: Outcome) -> Int {
        files.count { $0.kind == kind && $0.outcome == outcome }
    }

    package func count(_ outcome: Outcome) -> Int {
        files.count { $0.outcome == outcome }
    }

    /// True when at least one trip was imported, now or by an earlier run (its files
    /// written, unchanged or kept): the export was read.
    package var importedAnything: Bool {
        files.contains { $0.kind == .trip || $0.kind == .page }
    }

    /// The report's closing lines: what was written, what was unchanged, each file kept
    /// and not overwritten, and the count of warnings (printed before it).
    package var summaryLines: [String] {
        // Pages and other files are named only when there are some, as only some importers make them.
        let kinds = [Kind.trip, .entry, .photo, .route] + [Kind.page, .file].filter { count($0, .written) > 0 }
        let written = kinds.map { kind in Self.counted(count(kind, .written), kind.rawValue) }
        var lines = ["Written: \(Self.list(written))\(count(.site, .written) > 0 ? ", and site.yml" : "")."]
        lines.append("Unchanged: \(Self.counted(count(.unchanged), "file")).")
        let kept = files.filter { $0.outcome == .kept }
        lines.append("Kept, not overwritten: \(Self.counted(kept.count, "file"))\(kept.isEmpty ? "." : ":")")
        lines += kept.map { "  \($0.path) (exists with other content)" }
        if !notes.isEmpty { lines.append("Skipped, not content: \(Self.counted(notes.count, "file")) (notes above).") }
        if leftOut > 0 { lines.append("Left out as asked: \(Self.counted(leftOut, "file")).") }
        lines.append(
            "Not imported or changed: \(Self.counted(warnings.count, "warning"))\(warnings.isEmpty ? "." : " (above).")"
        )
        if let images { lines.append(Self.imagesLine(images)) }
        return lines
    }

    /// `Images: 12 found, 10 published, 1 not found, 1 remote (not fetched).`: the last two
    /// kinds only when there are some.
    package static func imagesLine(_ images: Images) -> String {
        var parts = [
            "\(images.found) found", "\(images.published) published",
            "\(images.notFound) not found",
        ]
        if images.remote > 0 { parts.append("\(images.remote) remote (not fetched)") }
        if images.notCopied > 0 { parts.append("\(images.notCopied) not copied") }
        return "Images: " + parts.joined(separator: ", ") + "."
    }

    /// An export's path as warnings start with it: as typed, without trailing slashes.
    package static func label(_ path: String) -> String {
        var label = path
        while label.count > 1, label.hasSuffix("/") { label.removeLast() }
        return label
    }

    package static func counted(_ count: Int, _ noun: String) -> String {
        guard count != 1 else { return "1 \(noun)" }
        return "\(count) " + (noun.hasSuffix("y") ? noun.dropLast() + "ies" : noun + "s")
    }

    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
