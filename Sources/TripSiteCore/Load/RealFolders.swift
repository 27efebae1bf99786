import Synchronization
import TripSiteStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real paths of folders, each found once while a stage looks at many files in them.
///
/// A file's real path is its folder's real path and its name, when the file itself is not a
/// symbolic link: one `lstat` says so. `realpath(3)` instead asks the kernel about every
/// component of the path (glibc reads each one as a link): eight calls for
/// `/…/site/static/photos/x.jpg`, for each of a stage's many files. A `RealFolders` is made
/// for one pass and dropped, so a folder replaced by a link between two rebuilds of `serve`
/// is seen by the next.
package final class RealFolders: Sendable {
    private let known = Mutex<[String: String?]>([:])

    package init() {}

    /// What an absolute path is once its links are followed: where it really is, and
    /// whether that is a folder. Nil when nothing is there (or a link leads nowhere).
    package func entry(_ path: String) -> (real: String, isFolder: Bool)? {
        guard let kind = FileSystem.entryKind(path) else { return nil }
        guard kind != .link, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")),
            slash != path.utf8.startIndex
        else {
            guard let real = FileSystem.realPath(path) else { return nil }
            var info = stat()
            guard stat(real, &info) == 0 else { return nil }
            return (real, info.st_mode & S_IFMT == S_IFDIR)
        }
        guard let folder = realFolder(String(path[..<slash])) else { return nil }
        let name = path[path.utf8.index(after: slash)...]
        return (folder == "/" ? "/" + name : folder + "/" + name, kind == .folder)
    }

    private func realFolder(_ path: String) -> String? {
        if let known = known.withLock({ $0[path] }) { return known }
        let real = FileSystem.realPath(path)
        known.withLock { $0[path] = .some(real) }
        return real
    }
}
