import Foundation
import TripSiteCore

/// Writes an import into a site folder, never over an existing file: a file that exists
/// with the same bytes is `unchanged`, one with other bytes is `kept` (and listed in the
/// report), so running the same import twice changes nothing. Records every file in the
/// report it carries.
package struct ImportWriter {
    /// The site folder.
    package let root: URL
    package var report = ImportReport()
    /// The site's imported trips by source, once read (`importedTrips`).
    var knownImports: [String: String]?

    package init(root: URL) {
        self.root = root
    }

    /// Writes `bytes` at `path` (relative to the site) unless a file is there. A path that
    /// would leave the site (`..`, an absolute path, a symbolic link on the way that leads
    /// out: `ContainedPath`) is not written, with a warning naming it.
    package mutating func write(_ bytes: Data, to path: String, kind: ImportReport.Kind) throws(ImportError) {
        let url: URL
        do {
            url = URL(fileURLWithPath: try ContainedPath.resolve(path, in: root.path))
        } catch {
            report.warn("not written: the path is refused, as \(error)", file: path)
            return
        }
        if let existing = FileManager.default.contents(atPath: url.path) {
            report.record(path, kind: kind, outcome: existing == bytes ? .unchanged : .kept)
            return
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url, options: .withoutOverwriting)
        } catch {
            throw .cannotWrite("cannot write \(url.path): \(error.localizedDescription)")
        }
        report.record(path, kind: kind, outcome: .written)
    }

    /// Writes `text` as UTF-8 at `path`, as `write(_:to:kind:)`.
    package mutating func write(text: String, to path: String, kind: ImportReport.Kind) throws(ImportError) {
        try write(Data(text.utf8), to: path, kind: kind)
    }

    /// Copies the file at `source`, which must lie inside the export folder `export` (links
    /// resolved) and within `ExportFile.copyLimit`, to `path` unless a file is there, as
    /// `write(_:to:kind:)`. A source outside the export or too large is a warning naming it
    /// (as `shown`, the export's label and its path inside), and nothing is copied; false then.
    @discardableResult
    package mutating func copy(
        _ source: URL, within export: URL, shown: String, to path: String, kind: ImportReport.Kind
    ) throws(ImportError) -> Bool {
        switch ExportFile.read(source, within: export, limit: ExportFile.copyLimit) {
        case .success(let bytes):
            try write(bytes, to: path, kind: kind)
            return true
        case .failure(.unreadable):
            throw .cannotWrite("cannot read \(source.path)")
        case .failure(let problem):
            report.warn("\(problem); not copied", file: shown)
            return false
        }
    }

    /// True when a file (or folder) is at `path` in the site.
    package func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appending(path: path).path)
    }

    /// Writes a minimal `site.yml` titled `title` when the site has none, so `tripsite check`
    /// and `build` work on it; an existing one is left alone and not reported.
    package mutating func writeSiteConfigIfMissing(title: String) throws(ImportError) {
        guard !exists("site.yml") else { return }
        let yaml = FrontMatterWriter.yaml([("title", .text(title))])
        try write(text: yaml, to: "site.yml", kind: .site)
    }

    /// Writes a `site.yml` with what an imported site's own configuration gives (its title,
    /// `baseURL`, `language` and `author`; those it lacks left out) when the site has none; an
    /// existing one is left alone and not reported.
    package mutating func writeSiteConfigIfMissing(_ config: ImportedSiteConfig) throws(ImportError) {
        guard !exists("site.yml") else { return }
        var pairs: [(String, FrontMatterValue)] = [("title", .text(config.title ?? "My Trips"))]
        if let baseURL = config.baseURL { pairs.append(("baseURL", .text(baseURL))) }
        if let language = config.language { pairs.append(("language", .text(language))) }
        if let author = config.author { pairs.append(("author", .text(author))) }
        try write(text: FrontMatterWriter.yaml(pairs), to: "site.yml", kind: .site)
    }
}
