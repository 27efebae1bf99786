import Foundation
import TripSiteStore

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

    /// What a manifest lists: the paths inside the output, and each line that names a path
    /// outside it (`../x`, `/etc/x`), which TripSite never writes.
    package struct Listing: Equatable, Sendable {
        package var paths: Set<String> = []
        package var refused: [Refused] = []
    }

    /// A manifest line naming a path that is not inside the output.
    package struct Refused: Equatable, Sendable {
        package var line: Int
        package var path: String
        package var reason: ContainedPath.Refusal
    }

    /// Reads a manifest's text (comments and blank lines skipped). Every path is checked as
    /// text (`ContainedPath`): one that leaves the output is refused, never listed.
    package static func listing(of text: String) -> Listing {
        var listing = Listing()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            do {
                listing.paths.insert(try ContainedPath(String(line)).description)
            } catch {
                listing.refused.append(Refused(line: index + 1, path: String(line), reason: error))
            }
        }
        return listing
    }

    /// The paths a manifest lists that are inside the output.
    package static func paths(in text: String) -> Set<String> {
        listing(of: text).paths
    }

    /// What the manifest in `folder` lists; nil when there is none.
    static func listing(inFolder folder: String) -> Listing? {
        (try? String(contentsOfFile: folder + "/" + fileName, encoding: .utf8)).map(listing(of:))
    }

    /// The paths the manifest in `folder` lists; nil when there is none or it names a path
    /// outside the folder.
    static func paths(inFolder folder: String) -> Set<String>? {
        guard let listing = listing(inFolder: folder), listing.refused.isEmpty else { return nil }
        return listing.paths
    }

    /// What an existing output folder holds, as far as replacing it is concerned.
    package enum Inspection: Equatable {
        /// Nothing: it can be replaced.
        case empty
        /// A TripSite output with no other file: it can be replaced.
        case ours
        /// Files, but no manifest.
        case notOurs
        /// A TripSite output with files it did not write, or symbolic links, which it never
        /// writes (relative paths, sorted).
        case added([String])
        /// A manifest that names a path outside the folder: not TripSite's doing.
        case refused(Refused)
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
        guard let listing = listing(inFolder: folder) else { return .notOurs }
        if let refused = listing.refused.first { return .refused(refused) }
        let found = survey(Survey(root: folder, listed: listing.paths, isWritable: isWritable), "")
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
            switch kind ?? FileSystem.entryKind(full + "/" + name) {
            case .folder: folders.append(path)
            // A link is never TripSite's: writing or deleting through it would reach outside.
            case .link: added.append(path)
            default: if path != fileName, !survey.listed.contains(path) { added.append(path) }
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
