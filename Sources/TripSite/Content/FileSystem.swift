import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system questions asked once per trip on every rebuild, answered with one
/// system call each (Foundation's URL-based equivalents cost ten times more).
enum FileSystem {
    /// The path with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Size and modification time (nanoseconds) of the file a path leads to, or nil.
    static func signature(_ path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return (Int64(info.st_size), modified)
    }
}
