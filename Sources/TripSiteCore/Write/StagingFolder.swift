import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder a disk build works in beside its output: `.NAME.tripsite-new-ID` (the site being
/// written) or `.NAME.tripsite-old-ID` (the previous output stepping aside). The build holds
/// an exclusive `flock` on each for as long as it lives (the system drops it when the process
/// dies, however it dies), so a later build can tell a killed build's leftover (lock free) from
/// a running build's folder (lock held) and remove only the leftovers.
package final class StagingFolder {
    package enum Kind: String { case new, old }

    let path: String
    private let descriptor: Int32

    /// Locks an existing folder (the output, before it steps aside).
    package init?(locking path: String) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.path = path
    }

    /// Creates a new, empty folder and locks it.
    static func create(_ path: String) throws -> StagingFolder {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        guard let folder = StagingFolder(locking: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return folder
    }

    deinit { close(descriptor) }

    /// The name of a staging folder of `kind` for the output named `output`.
    package static func name(_ kind: Kind, output: String, id: String) -> String {
        ".\(output).tripsite-\(kind.rawValue)-\(id)"
    }

    /// A staging folder must be at least this old to be taken for a leftover: it closes the
    /// moment between a running build creating its folder and locking it.
    static let minimumLeftoverAge: Int64 = 10

    /// Removes the leftovers of killed builds of the output `output` in `parent`: folders
    /// named like staging folders, older than `minimumAge` seconds, whose lock is free.
    /// A running build's folders are left alone, and so is anything that is not a real folder.
    /// Returns the names removed.
    @discardableResult
    package static func removeLeftovers(
        in parent: String, output: String, minimumAge: Int64 = minimumLeftoverAge
    ) -> [String] {
        let prefixes = [Kind.new, .old].map { ".\(output).tripsite-\($0.rawValue)-" }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        var removed: [String] = []
        for name in names.sorted() where prefixes.contains(where: name.hasPrefix) {
            let path = parent + "/" + name
            guard isFolder(path, olderThan: minimumAge), let held = StagingFolder(locking: path) else { continue }
            if (try? FileManager.default.removeItem(atPath: held.path)) != nil { removed.append(name) }
        }
        return removed
    }

    /// A real folder (not a link) whose status last changed at least `age` seconds ago.
    private static func isFolder(_ path: String, olderThan age: Int64) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        #if canImport(Darwin)
        let changed = Int64(info.st_ctimespec.tv_sec)
        #else
        let changed = Int64(info.st_ctim.tv_sec)
        #endif
        return Int64(time(nil)) - changed >= age
    }
}
