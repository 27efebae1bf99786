import Foundation
import TripSiteStore

/// Reading a file of an export or a site being imported: only inside it (`ContainedPath`:
/// symbolic links are followed only while they stay inside the export), and only up to a
/// size, checked before a byte is read. An export is downloaded or cloned, so nothing in it
/// is trusted to point where it claims or to be the size it looks.
package enum ExportFile {
    /// A JSON file (`trip.json`, `locations.json`, `Journal.json`): an import takes about 10
    /// times the file in memory (a 19 MB `locations.json`: 180 MB), so 64 MiB is about 650 MB
    /// at the peak. Polarsteps' and Day One's largest real files are tens of megabytes.
    package static let jsonLimit = 64 << 20
    /// A photo or other file copied into a trip (a 200-megapixel TIFF is about 600 MB).
    package static let copyLimit = 1 << 30
    /// A Markdown post, a site config, a page.
    package static let textLimit = 16 << 20

    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing there, or it cannot be read.
        case unreadable
        /// A symbolic link on the way leads outside the export.
        case outside(String)
        /// Larger than the limit (both in bytes).
        case tooLarge(Int64, limit: Int)

        package var description: String {
            switch self {
            case .unreadable: "cannot be read"
            case .outside(let link):
                "is not read: it lies outside the export (through the symbolic link '\(link)')"
            case .tooLarge(let size, let limit):
                "is not read: it is \(megabytes(size)), more than the \(megabytes(Int64(limit))) an import reads of one file"
            }
        }

        private func megabytes(_ bytes: Int64) -> String {
            "\((Double(bytes) / 1_048_576).formatted(.number.precision(.fractionLength(0...1)))) MB"
        }
    }

    /// The bytes of the file at `url`, which must lie inside `root` with its links resolved.
    package static func read(_ url: URL, within root: URL, limit: Int) -> Result<Data, Problem> {
        let path = url.standardizedFileURL.path
        let top = root.standardizedFileURL.path
        guard FileSystem.isInside(path, top) else { return .failure(.outside(path)) }
        let relative = String(path.dropFirst(top.count).drop { $0 == "/" })
        let real: String
        do {
            real = relative.isEmpty ? top : try ContainedPath.resolve(relative, in: top)
        } catch {
            if case .leavesRoot(let link) = error { return .failure(.outside(link)) }
            return .failure(.unreadable)
        }
        guard let size = FileSystem.signature(real)?.size else { return .failure(.unreadable) }
        guard size <= limit else { return .failure(.tooLarge(size, limit: limit)) }
        guard let data = FileManager.default.contents(atPath: real) else { return .failure(.unreadable) }
        return .success(data)
    }

    /// `read`, with a problem other than `unreadable` a warning of `report` at `file`; nil for
    /// any problem.
    package static func read(
        _ url: URL, within root: URL, limit: Int, file: String, report: inout ImportReport
    ) -> Data? {
        switch read(url, within: root, limit: limit) {
        case .success(let data): return data
        case .failure(.unreadable): return nil
        case .failure(let problem):
            report.warn("\(problem); not imported", file: file)
            return nil
        }
    }

    /// Whether the file or folder at `url` is inside `root` once its links are resolved (a
    /// listing of the export may reach it through a link).
    package static func isInside(_ url: URL, root: URL) -> Bool {
        ContainedPath.isInside(url.path, root: root.path)
    }
}
