import Foundation
import TripSiteStore

#if canImport(Glibc)
import Glibc
#endif

/// Updating the previous build's output in place, once every new and changed file is in
/// the staging folder.
extension DiskOutput {
    /// Makes the output this build's: first a manifest naming the previous build's files
    /// and this one's (a build killed from here on leaves an output the next build accepts
    /// and finishes), then the files this build no longer makes removed, with the folders
    /// they leave empty, then each staged file renamed to its place (each appears whole),
    /// and last this build's manifest. The staging folder, empty by then, goes. A build that
    /// changes no file leaves the output as it was, its manifest too.
    func update(
        with staging: StagingFolder, staged: [String], paths: [String], previous: Set<String>
    ) throws(BuildFailure) {
        guard let held = StagingFolder(locking: output.path) else {
            try? FileSystem.removeTree(staging.path)
            throw failure(
                "cannot update \(output.path): another build is writing it; try again when it has finished",
                file: output.path)
        }
        defer { withExtendedLifetime(held) {} }
        let current = Set(paths)
        if staged.isEmpty, current == previous {
            try? FileSystem.removeTree(staging.path)
            return
        }
        do {
            try writeManifest(previous.union(current))
            try removeRetired(previous.subtracting(current))
            try moveIn(staged, from: staging.path)
            try writeManifest(current)
        } catch {
            try? FileSystem.removeTree(staging.path)
            throw failure(
                "the output in \(output.path) is partly updated: \(error.localizedDescription); build again to finish it",
                file: output.path)
        }
        try? FileSystem.removeTree(staging.path)
    }

    /// Writes the manifest beside its place and renames it there.
    private func writeManifest(_ paths: Set<String>) throws {
        let path = output.path + "/" + OutputManifest.fileName
        let temporary = output.path + "/.\(OutputManifest.fileName)-\(ProcessInfo.processInfo.processIdentifier)"
        try OutputManifest.bytes(for: Array(paths)).withUnsafeBytes { try FileSystem.write($0, to: temporary) }
        guard rename(temporary, path) == 0 else {
            let failure = FileSystem.WriteError(path: path, code: errno)
            unlink(temporary)
            throw failure
        }
    }

    /// Removes the files, then every folder above them that is left empty, deepest first.
    /// Each is removed only where it is inside the output, with the links on its way
    /// followed (`ContainedPath`): the inspection saw no link, but the folder may have
    /// changed since.
    private func removeRetired(_ retired: Set<String>) throws {
        var folders: Set<String> = []
        for relative in retired {
            guard let path = place(of: relative) else { continue }
            guard unlink(path) == 0 || errno == ENOENT else { throw FileSystem.WriteError(path: path, code: errno) }
            var folder = Substring(relative)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }
            }
        }
        for folder in folders.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            guard let path = place(of: folder) else { continue }
            guard rmdir(path) == 0 || [ENOTEMPTY, EEXIST, ENOENT].contains(errno) else {
                throw FileSystem.WriteError(path: path, code: errno)
            }
        }
    }

    /// Where the output's entry `relative` is: its folder with the links on the way resolved,
    /// then its own name (never followed: a link is removed, not what it points to); nil when
    /// the folder is not inside the output.
    private func place(of relative: String) -> String? {
        guard let path = try? ContainedPath(relative), let name = path.components.last else { return nil }
        guard path.components.count > 1 else { return output.path + "/" + name }
        let folder = path.components.dropLast().joined(separator: "/")
        return (try? ContainedPath.resolve(folder, in: output.path)).map { $0 + "/" + name }
    }

    /// Renames each staged file to its place in the output, on every core, making the
    /// folders it needs. The first failure in the files' order.
    private func moveIn(_ staged: [String], from stagingPath: String) throws {
        let root = output.path
        let failures = parallelMap(staged, minimumCount: 256) { relative -> FileSystem.WriteError? in
            let (from, to) = (stagingPath + "/" + relative, root + "/" + relative)
            if rename(from, to) == 0 { return nil }
            guard errno == ENOENT else { return FileSystem.WriteError(path: to, code: errno) }
            do {
                try FileSystem.makeFolders(containing: relative, in: root)
            } catch let error as FileSystem.WriteError {
                return error
            } catch {
                return FileSystem.WriteError(path: to, code: EIO)
            }
            return rename(from, to) == 0 ? nil : FileSystem.WriteError(path: to, code: errno)
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }
}
