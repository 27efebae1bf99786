import Foundation
import TripSiteStore

/// A path named from outside the program (by an export, an output manifest, a command-line
/// argument or a config) that stays inside the folder it is relative to. Every such path is
/// made one before anything is read, written or deleted at it: importers, the output writer
/// and `tripsite new` all go through it.
///
/// Two checks, both component by component:
/// - as text (`init`): relative, no `..`, no NUL, not empty (`.` and empty names are dropped:
///   `a//./b` is `a/b`);
/// - on disk (`resolved(in:)`): each existing prefix of the path, symbolic links followed,
///   is inside the root's real path; a link that leads out, a dangling link or a loop of
///   links refuses it. A link that stays inside is followed, as the build's own walk does.
package struct ContainedPath: Hashable, Sendable, CustomStringConvertible {
    /// The path's names, none of them empty, `.` or `..`.
    package let components: [String]

    /// The path relative to its root, `/`-separated.
    package var description: String { components.joined(separator: "/") }

    /// Why a path was refused, as a warning or error finishes the sentence "… is refused: ".
    package enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case empty
        case absolute
        case parent
        case nul
        /// A symbolic link on the way leads outside the root (or nowhere, or in a loop).
        case leavesRoot(String)

        package var description: String {
            switch self {
            case .empty: "it names no file"
            case .absolute: "it is an absolute path, and only paths inside the folder are allowed"
            case .parent: "it climbs out of its folder with '..'"
            case .nul: "it holds a NUL character"
            case .leavesRoot(let link): "'\(link)' is a symbolic link that leads outside the folder"
            }
        }
    }

    /// Checks `path` as text; throws what is wrong with it.
    package init(_ path: String) throws(Refusal) {
        if path.utf8.contains(0) { throw .nul }
        if path.hasPrefix("/") { throw .absolute }
        let names = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if names.contains("..") { throw .parent }
        guard !names.isEmpty else { throw .empty }
        components = names.map(String.init)
    }

    /// Whether `path` would be accepted as text.
    package static func isContained(_ path: String) -> Bool {
        (try? ContainedPath(path)) != nil
    }

    /// The path's place below `root` with every symbolic link on its way resolved: the real
    /// path of its deepest existing prefix, then the names that do not exist yet. Throws
    /// `leavesRoot` naming the first prefix that resolves outside `root`'s real path, is a
    /// dangling link or a loop of links. A root that does not exist yet holds nothing that
    /// could lead out: the path is returned below it as written.
    package func resolved(in root: String) throws(Refusal) -> String {
        guard let realRoot = FileSystem.realPath(root) else { return root + "/" + description }
        var place = realRoot
        for (index, name) in components.enumerated() {
            let next = place + "/" + name
            switch FileSystem.resolve(next) {
            case .success(let real):
                guard FileSystem.isInside(real, realRoot) else { throw .leavesRoot(prefix(index)) }
                place = real
            case .failure(let failure):
                if failure.isLoop || FileSystem.entryKind(next) == .link { throw .leavesRoot(prefix(index)) }
                return ([next] + components[(index + 1)...]).joined(separator: "/")
            }
        }
        return place
    }

    /// `components` up to and including `index`, as a relative path.
    private func prefix(_ index: Int) -> String {
        components[...index].joined(separator: "/")
    }

    /// Checks `path` as text and on disk below `root`: `ContainedPath(path).resolved(in:)`.
    package static func resolve(_ path: String, in root: String) throws(Refusal) -> String {
        try ContainedPath(path).resolved(in: root)
    }

    /// Whether the file at the absolute `path` (links followed) lies inside `root` (links
    /// followed): for files found by listing a folder, which the listing may have reached
    /// through a link. Nothing there counts as outside.
    package static func isInside(_ path: String, root: String) -> Bool {
        guard let real = FileSystem.realPath(path), let realRoot = FileSystem.realPath(root) else { return false }
        return FileSystem.isInside(real, realRoot)
    }
}
