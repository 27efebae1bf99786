import Foundation
import TripSiteStore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DiskOutput {
    /// Where one file of a build goes: its path in the staging folder, its path in the
    /// previous output (nil when there is none), and whether the output is updated in place.
    struct Placement {
        /// Relative to the output folder.
        var relative: String
        /// The staging folder's path.
        var staging: String
        var previous: String?
        var inPlace: Bool

        /// The file's path in the staging folder.
        var path: String { staging + "/" + relative }

        /// Puts the file where the build needs it, and says whether it is in the staging
        /// folder. When the previous output's file has the same bytes: in place, nothing is
        /// done (false); whole, that file is linked into the new tree, so it keeps its date.
        /// Otherwise the contents are written, copied or linked into the staging folder.
        func put(_ contents: OutputFile.Contents) throws -> Bool {
            if let previous, inPlace || !contents.isLink, Self.holds(contents, previous) {
                if inPlace { return false }
                if (try? withFolders({ try Self.link(previous, path) })) != nil { return true }
            }
            try withFolders { try Self.write(contents, to: path) }
            return true
        }

        /// Runs `body`, and again once the file's folders are made if it failed for want of
        /// them: folders are made by the first file refused, on every core.
        private func withFolders(_ body: () throws -> Void) throws {
            do {
                try body()
            } catch let error as FileSystem.WriteError where error.path == path && error.code == ENOENT {
                try FileSystem.makeFolders(containing: relative, in: staging)
                try body()
            }
        }

        /// Whether the file at `previous` holds exactly `contents`.
        private static func holds(_ contents: OutputFile.Contents, _ previous: String) -> Bool {
            switch contents {
            case .text(var text): text.withUTF8 { holds(UnsafeRawBufferPointer($0), previous) }
            case .bytes(let bytes): bytes.withUnsafeBytes { holds($0, previous) }
            case .copy(let source):
                FileSystem.signature(previous).map { old in
                    old.size == FileSystem.signature(source)?.size
                        && FileSystem.sameBytes(previous, source)
                } ?? false
            case .link(let source): FileSystem.isSameFile(source, previous)
            }
        }

        private static func holds(_ bytes: UnsafeRawBufferPointer, _ previous: String) -> Bool {
            // Compared with `memcmp`: `Data.elementsEqual` went byte by byte through an iterator.
            guard let signature = FileSystem.signature(previous), signature.size == Int64(bytes.count),
                let old = FileManager.default.contents(atPath: previous)
            else { return false }
            return old.withUnsafeBytes { old in
                old.count == bytes.count
                    && (old.isEmpty || memcmp(old.baseAddress!, bytes.baseAddress!, old.count) == 0)
            }
        }

        /// Writes the contents at `path`: bytes written, a file copied (a symbolic link is
        /// copied as the file it points to, so the site works anywhere), a cache file linked.
        private static func write(_ contents: OutputFile.Contents, to path: String) throws {
            switch contents {
            case .text(var text): try text.withUTF8 { try FileSystem.write(UnsafeRawBufferPointer($0), to: path) }
            case .bytes(let bytes): try bytes.withUnsafeBytes { try FileSystem.write($0, to: path) }
            case .copy(let source): try FileSystem.copy(source, to: path)
            case .link(let source): try FileSystem.link(source, to: path)
            }
        }

        private static func link(_ source: String, _ destination: String) throws {
            guard FileSystem.hardLink(source, to: destination) else {
                throw FileSystem.WriteError(path: destination, code: errno)
            }
        }
    }
}

extension OutputFile.Contents {
    var isLink: Bool {
        if case .link = self { return true }
        return false
    }
}
