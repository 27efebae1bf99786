import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemLink = Glibc.link
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemLink = Darwin.link
#endif

/// Writing and copying output files with one `open` each: the write stage makes several
/// files per trip, and Foundation's `Data.write(to:)` and `FileManager.copyItem` cost
/// several times the system calls they make (a `Data` copy of every page, URL handling,
/// attribute copies).
extension FileSystem {
    /// A file's failure, worded as the system words it.
    package struct WriteError: LocalizedError {
        package var path: String
        package var code: Int32
        package var errorDescription: String? { "\(path): \(String(cString: strerror(code)))" }

        package init(path: String, code: Int32) {
            self.path = path
            self.code = code
        }
    }

    /// Creates (or truncates) the file at `path` and writes `bytes` into it, readable and
    /// writable as the umask allows (as `Data.write(to:)` makes files).
    package static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else { throw WriteError(path: path, code: errno) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    /// Copies the file `source` leads to (through any symbolic link) to a new file at
    /// `destination`, with its permissions (as `FileManager.copyItem` does).
    package static func copy(_ source: String, to destination: String) throws {
        let input = source.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard input >= 0 else { throw WriteError(path: source, code: errno) }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else { throw WriteError(path: source, code: errno) }
        let output = destination.withCString {
            open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, info.st_mode & 0o777)
        }
        guard output >= 0 else { throw WriteError(path: destination, code: errno) }
        defer { close(output) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(input, buffer.baseAddress, buffer.count)
            if count == 0 { return }
            if count < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: source, code: errno)
            }
            try writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: output, path: destination)
        }
    }

    /// Gives the file at `source` a second name, `destination` (a hard link: no bytes
    /// copied), or copies it where the file system cannot (another device, no hard links,
    /// too many links to one file). For files that are never changed where they are: the two
    /// names share every later change.
    package static func link(_ source: String, to destination: String) throws {
        if !hardLink(source, to: destination) { try copy(source, to: destination) }
    }

    /// Gives the file at `source` a second name, `destination`; false where the system
    /// refuses (`errno` says why).
    package static func hardLink(_ source: String, to destination: String) -> Bool {
        source.withCString { source in destination.withCString { systemLink(source, $0) } } == 0
    }

    /// Makes the folders above the file `relative` inside `root` that are missing, each with
    /// one `mkdir`: the nearest first, and those above it only when it is refused for want
    /// of them. Other threads may make the same folders at the same time.
    package static func makeFolders(containing relative: String, in root: String) throws {
        guard let slash = relative.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        let folder = String(relative[..<slash])
        let path = root + "/" + folder
        if path.withCString({ mkdir($0, 0o777) }) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw WriteError(path: path, code: errno) }
        try makeFolders(containing: folder, in: root)
        if path.withCString({ mkdir($0, 0o777) }) != 0, errno != EEXIST { throw WriteError(path: path, code: errno) }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, code: errno)
            }
            offset += written
        }
    }
}
