import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system questions asked once per trip on every rebuild, answered with one
/// system call each (Foundation's URL-based equivalents cost many times more).
package enum FileSystem {
    /// The path with every symbolic link resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where a path really is, or why it leads nowhere (a loop of symbolic links, `ELOOP`, or
    /// nothing there).
    package static func resolve(_ path: String) -> Result<String, LoopOrMissing> {
        guard let resolved = realpath(path, nil) else { return .failure(LoopOrMissing(errno == ELOOP)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// Why `resolve` found nothing: a loop of links, or nothing at all.
    package struct LoopOrMissing: Error, Sendable {
        package var isLoop: Bool
        init(_ isLoop: Bool) { self.isLoop = isLoop }
    }

    /// What a path itself is, without following a symbolic link at its end (`lstat`); nil
    /// when it does not exist.
    package enum EntryKind: Sendable { case file, folder, link }

    package static func entryKind(_ path: String) -> EntryKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return .link
        case S_IFDIR: return .folder
        default: return .file
        }
    }

    /// Whether an absolute path is a folder or lies below it (both without trailing `/`).
    /// The last name of a path, as `path.split(separator: "/").last` has it (trailing
    /// slashes ignored; empty for "" or "/"), found in the UTF-8 bytes: splitting a path
    /// walks its characters and makes an array of every part.
    package static func lastName(_ path: String) -> Substring {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
            end = bytes.index(before: end)
        }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return path[start..<end]
    }

    package static func isInside(_ path: String, _ folder: String) -> Bool {
        // Compared as bytes, as the file system names them: no string is made, and no
        // Unicode equivalence is asked for (`serve` asks this of every trip for a path that
        // came and went).
        let (path, folder) = (path.utf8, folder.utf8)
        guard path.starts(with: folder) else { return false }
        guard path.count > folder.count else { return true }
        return folder.last == UInt8(ascii: "/")
            || path[path.index(path.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
    }

    /// Size and modification time (nanoseconds) of the file a path leads to, or nil.
    package static func signature(_ path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return (Int64(info.st_size), modified)
    }

    /// Which file a path leads to and the last time anything changed it: its inode, size,
    /// and modification and status-change times (nanoseconds). The status-change time
    /// (`ctime`) moves with every write, rename, link or change of times, and no call sets it
    /// back, so a file with the same identity as before has not been changed meanwhile, to the
    /// clock's resolution (see `PageStore` on the same tick).
    package struct Identity: Codable, Equatable, Sendable {
        package var inode: UInt64
        package var size: Int64
        package var modified: Int64
        package var changed: Int64
    }

    /// Whether two files hold the same bytes: read side by side in blocks and compared with
    /// `memcmp` (a large video is never held whole). False when either cannot be read.
    package static func sameBytes(_ first: String, _ second: String) -> Bool {
        let one = open(first, O_RDONLY | O_CLOEXEC)
        guard one >= 0 else { return false }
        defer { close(one) }
        let two = open(second, O_RDONLY | O_CLOEXEC)
        guard two >= 0 else { return false }
        defer { close(two) }
        let size = 1 << 16
        let buffers = UnsafeMutableRawBufferPointer.allocate(byteCount: 2 * size, alignment: 16)
        defer { buffers.deallocate() }
        let (left, right) = (buffers.baseAddress!, buffers.baseAddress! + size)
        while true {
            let count = fill(left, size, from: one)
            guard count >= 0, fill(right, size, from: two) == count else { return false }
            if count == 0 { return true }
            if memcmp(left, right, count) != 0 { return false }
        }
    }

    /// Reads up to `size` bytes into `buffer`, fewer only at the file's end; -1 on an error.
    private static func fill(_ buffer: UnsafeMutableRawPointer, _ size: Int, from descriptor: Int32) -> Int {
        var filled = 0
        while filled < size {
            let count = read(descriptor, buffer + filled, size - filled)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return -1 }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    /// Whether two paths name the same file (the same device and inode), links followed.
    package static func isSameFile(_ first: String, _ second: String) -> Bool {
        var (one, two) = (stat(), stat())
        return stat(first, &one) == 0 && stat(second, &two) == 0 && one.st_dev == two.st_dev && one.st_ino == two.st_ino
    }

    package static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
        return Identity(
            inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: nanoseconds(modified),
            changed: nanoseconds(changed))
    }

    /// The entries of a folder, in no order, without `.` and `..`: each name with its kind
    /// as `readdir` gives it, so listing a folder of thousands of files costs no `lstat` per
    /// file. The kind is nil where the file system does not say (ask `entryKind`). Empty when
    /// the folder cannot be read.
    package static func entries(in folder: String) -> [(name: String, kind: EntryKind?)] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var result: [(name: String, kind: EntryKind?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: EntryKind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .folder
                case Int32(DT_LNK): .link
                default: nil
                }
            result.append((name, kind))
        }
        return result
    }

    /// Whether this process may create and delete entries in a folder (false on a read-only
    /// mount, an immutable folder, or one without write permission).
    package static func isWritableFolder(_ path: String) -> Bool {
        access(path, W_OK) == 0
    }
}
