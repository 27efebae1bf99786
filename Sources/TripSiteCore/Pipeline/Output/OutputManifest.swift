import Foundation

/// The file TripSite writes at the root of every output folder it makes: a header, then the
/// path of every file of the build, one per line, sorted. It marks the folder as TripSite's,
/// and tells the next build which files it would delete are not TripSite's (a `CNAME` dropped
/// into `public/` by hand), so that build refuses instead of losing them. Hugo never deletes
/// files it did not write; Zola refuses an existing output folder. This does both, precisely.
package enum OutputManifest {
    package static let fileName = ".tripsite-manifest"

    static let header = """
        # Written by TripSite. This folder is a build output: every build makes it anew.
        # The files listed below are the build's; a build refuses to change a folder that
        # holds any other file (put your own files in the site's static/ folder instead).

        """

    /// The manifest's UTF-8 text for a build's output paths, written into one buffer: made
    /// of a string per line, joined, then copied into `Data`, it would hold every path
    /// several times over at the end of a build, when its memory peaks.
    static func bytes(for paths: [String]) -> [UInt8] {
        let sorted = paths.sorted()
        var bytes = Array(header.utf8)
        bytes.reserveCapacity(sorted.reduce(bytes.count) { $0 + $1.utf8.count + 1 })
        for path in sorted {
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The paths a manifest lists (comments and blank lines skipped).
    package static func paths(in text: String) -> Set<String> {
        var paths: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            paths.insert(String(line))
        }
        return paths
    }

    /// The paths the manifest in `folder` lists; nil when there is none.
    static func paths(inFolder folder: String) -> Set<String>? {
        (try? String(contentsOfFile: folder + "/" + fileName, encoding: .utf8)).map(paths(in:))
    }

    /// What an existing output folder holds, as far as replacing it is concerned.
    package enum Inspection: Equatable {
        /// Nothing: it can be replaced.
        case empty
        /// A TripSite output with no other file: it can be replaced.
        case ours
        /// Files, but no manifest.
        case notOurs
        /// A TripSite output with files it did not write (relative paths, sorted).
        case added([String])
        /// A folder (or the output itself) whose entries cannot be deleted.
        case unwritable(String)
    }

    /// Walks the folder (its subfolders on every core: an output holds as many folders as
    /// pages) for files the manifest does not list and folders that cannot be written.
    package static func inspect(
        folder: String, isWritable: @escaping @Sendable (String) -> Bool = FileSystem.isWritableFolder
    ) -> Inspection {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if names.isEmpty { return .empty }
        guard let listed = paths(inFolder: folder) else { return .notOurs }
        let found = survey(Survey(root: folder, listed: listed, isWritable: isWritable), "")
        if !found.added.isEmpty { return .added(found.added.sorted()) }
        if !isWritable(folder) { return .unwritable(folder) }
        return found.unwritable.map { .unwritable($0) } ?? .ours
    }

    /// What `inspect` looks for, and where.
    private struct Survey: Sendable {
        var root: String
        var listed: Set<String>
        var isWritable: @Sendable (String) -> Bool
    }

    /// The files below the folder `relative` (to the root) that the manifest does not list,
    /// and a folder below it that cannot be written, if any.
    private static func survey(_ survey: Survey, _ relative: String) -> (added: [String], unwritable: String?) {
        let full = relative.isEmpty ? survey.root : survey.root + "/" + relative
        var added: [String] = []
        var folders: [String] = []
        for (name, kind) in FileSystem.entries(in: full) {
            let path = relative.isEmpty ? name : relative + "/" + name
            if (kind ?? FileSystem.entryKind(full + "/" + name)) == .folder {
                folders.append(path)
            } else if path != fileName, !survey.listed.contains(path) {
                added.append(path)
            }
        }
        var unwritable: String?
        for found in parallelMap(
            folders, minimumCount: 8,
            { folder in
                let inside = Self.survey(survey, folder)
                let full = survey.root + "/" + folder
                return (added: inside.added, unwritable: survey.isWritable(full) ? inside.unwritable : full)
            })
        {
            added += found.added
            unwritable = unwritable ?? found.unwritable
        }
        return (added, unwritable)
    }
}
