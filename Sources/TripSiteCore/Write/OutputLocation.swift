import Foundation
import TripSiteStore

/// Where a build may write, decided before anything is read or written. The output folder is
/// replaced whole by every build, so a folder is accepted only when that replacement cannot
/// destroy the user's files: it must not be or contain the site folder, must not be inside
/// the sources, and, if it exists and is not empty, must be an output TripSite made (its
/// manifest lists every file) with no file added since, or `--force` must say to replace it.
///
/// Every check compares real paths: the nearest existing ancestor of the output is resolved
/// through its symbolic links, so `alias/static/pub` (with `alias` a link to the site) is seen
/// for what it is even when `pub` does not exist yet.
package struct OutputLocation {
    /// The site folder, with its links resolved.
    let source: String
    /// The output folder, with the links of its nearest existing ancestor resolved.
    let output: String

    init(source: URL, output: URL) {
        self.source = Self.realPath(source.path)
        self.output = Self.realPath(output.path)
    }

    /// The problem with writing here, or nil. `force` replaces an existing folder TripSite did
    /// not make, but never the site's own folders.
    func problem(force: Bool) -> String? { verdict(force: force).problem }

    /// The problem, if any, and what an existing folder was found to hold (nil when it was
    /// not inspected: it does not exist, or `force` replaces it whatever it holds).
    func verdict(force: Bool) -> (problem: String?, inspection: OutputManifest.Inspection?) {
        if FileSystem.isInside(source, output) {
            return ("the output folder \(output) is the site folder or contains it; choose another --output", nil)
        }
        for sources in ["content", "static", "themes"] where FileSystem.isInside(output, "\(source)/\(sources)") {
            return (
                "the output folder \(output) is inside the site's \(sources)/ folder, which it would publish or destroy; choose another --output",
                nil
            )
        }
        // Resolved as far as it goes, the output is still a link only when it leads nowhere.
        if FileSystem.entryKind(output) == .link {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: output)) ?? "?"
            return (
                "the output \(output) is a symbolic link to \(target), which leads nowhere (nothing is there, or "
                    + "the links loop); make that folder, or remove the link", nil
            )
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) else { return (nil, nil) }
        guard isDirectory.boolValue else {
            return ("the output path \(output) is a file, not a folder; choose another --output", nil)
        }
        if force { return (forceProblem(), nil) }
        let inspection = OutputManifest.inspect(folder: output)
        return (problem(inspection), inspection)
    }

    /// Why `--force` may not empty the output, which exists: it is the root folder, the home
    /// folder, the current folder or one above it, or a git repository's folder. Such a
    /// folder is never a build output by mistake of the user alone.
    private func forceProblem() -> String? {
        let home = ProcessInfo.processInfo.environment["HOME"].flatMap(FileSystem.realPath)
        let current = FileSystem.realPath(FileManager.default.currentDirectoryPath)
        let what: String
        if output == "/" {
            what = "the root folder"
        } else if output == home {
            what = "your home folder"
        } else if let current, FileSystem.isInside(current, output) {
            what = current == output ? "the current folder" : "a folder that holds the current folder"
        } else if FileSystem.entryKind(output + "/.git") != nil {
            what = "a git repository (it holds .git)"
        } else {
            return nil
        }
        return "--force would delete everything in \(output), which is \(what); "
            + "TripSite never empties such a folder: choose another --output"
    }

    private func problem(_ inspection: OutputManifest.Inspection) -> String? {
        switch inspection {
        case .empty, .ours: return nil
        case .notOurs:
            return
                "the output folder \(output) is not empty and was not made by TripSite (it has no \(OutputManifest.fileName)); "
                + "a build replaces its output whole, so move its files away, choose another --output, or pass --force to replace it"
        case .added(let paths):
            return
                "the output folder \(output) has \(Self.list(paths)) that TripSite did not write and a build would delete; "
                + "move \(paths.count == 1 ? "it" : "them") into the site's static/ folder (copied on every build), or pass --force to delete \(paths.count == 1 ? "it" : "them")"
        case .refused(let refused):
            return
                "\(output)/\(OutputManifest.fileName) line \(refused.line) names '\(refused.path)', which is refused: \(refused.reason); "
                + "TripSite never writes such a line, so the manifest was changed by hand or by another tool. "
                + "Nothing was deleted: remove the line, or pass --force to replace the folder"
        case .unwritable(let folder):
            return
                "the output folder cannot be replaced: \(folder) is read-only (a build would leave the old site behind); make it writable or choose another --output"
        }
    }

    private static func list(_ paths: [String]) -> String {
        let shown = paths.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        return paths.count <= 3
            ? "\(paths.count == 1 ? "a file" : "files") \(shown)" : "\(paths.count) files (\(shown), …)"
    }

    /// An absolute path with every symbolic link resolved, including when its last components
    /// do not exist yet: the nearest existing ancestor is resolved by the system and the rest
    /// appended (`.` and `..` in that rest are applied to the resolved path).
    package static func realPath(_ path: String) -> String {
        if let resolved = FileSystem.realPath(path) { return resolved }
        let parent = (path as NSString).deletingLastPathComponent
        let last = (path as NSString).lastPathComponent
        guard !parent.isEmpty, parent != path else { return path }
        let base = realPath(parent)
        switch last {
        case "", ".": return base
        case "..": return (base as NSString).deletingLastPathComponent
        default: return base == "/" ? "/" + last : base + "/" + last
        }
    }
}
