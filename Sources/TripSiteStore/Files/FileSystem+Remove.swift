import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension FileSystem {
    /// Removes the folder at `path` and everything in it, its subfolders on every core: a
    /// build's retired output holds tens of thousands of files and as many folders. Names
    /// are removed relative to their folder's descriptor (`unlinkat`), so no path is looked
    /// up again from the root for each file. Symbolic links are removed, never followed.
    /// Throws the first failure met (`WriteError`: the path and the system's reason), after
    /// removing all it could.
    package static func removeTree(_ path: String) throws {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { throw WriteError(path: path, code: errno) }
        let failure = removeContents(of: folder, at: path)
        close(folder)
        if let failure { throw failure }
        guard rmdir(path) == 0 else { throw WriteError(path: path, code: errno) }
    }

    /// Removes everything inside the open folder `folder` (at `path`, for messages): its
    /// files, then its subfolders, on every core when there are many. The first failure.
    private static func removeContents(of folder: Int32, at path: String) -> WriteError? {
        let duplicate = dup(folder)
        guard duplicate >= 0, let stream = fdopendir(duplicate) else {
            if duplicate >= 0 { close(duplicate) }
            return WriteError(path: path, code: errno)
        }
        var files: [String] = []
        var folders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if isFolder(name, in: folder, type: entry.pointee.d_type) {
                folders.append(name)
            } else {
                files.append(name)
            }
        }
        closedir(stream)
        var failure: WriteError?
        for name in files where unlinkat(folder, name, 0) != 0 {
            failure = failure ?? WriteError(path: path + "/" + name, code: errno)
        }
        let removed = parallelMap(folders, minimumCount: 8) { name -> WriteError? in
            let inner = path + "/" + name
            let descriptor = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { return WriteError(path: inner, code: errno) }
            let failure = removeContents(of: descriptor, at: inner)
            close(descriptor)
            if let failure { return failure }
            return unlinkat(folder, name, AT_REMOVEDIR) == 0 ? nil : WriteError(path: inner, code: errno)
        }
        return failure ?? removed.lazy.compactMap { $0 }.first
    }

    /// Whether the entry `name` of the open folder `folder` is a folder (not a link to one),
    /// from `readdir`'s type, else asked of the file system.
    private static func isFolder(_ name: String, in folder: Int32, type: UInt8) -> Bool {
        switch Int32(type) {
        case Int32(DT_DIR): return true
        case Int32(DT_UNKNOWN):
            var info = stat()
            return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
        default: return false
        }
    }
}
