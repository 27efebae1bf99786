import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a build's files go. The build does not know whether they land on disk or in memory.
protocol OutputWriter {
    mutating func write(_ files: [OutputFile]) throws(BuildFailure)
}

/// Keeps the built site in memory (tests, and the preview server later).
struct MemoryOutput: OutputWriter {
    private(set) var files: [String: [UInt8]] = [:]

    mutating func write(_ outputs: [OutputFile]) throws(BuildFailure) {
        var result: [String: [UInt8]] = [:]
        for file in outputs {
            switch file.contents {
            case .text(let text): result[file.path] = Array(text.utf8)
            case .bytes(let bytes): result[file.path] = bytes
            case .copy(let path):
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw BuildFailure(stage: .write, kind: .io, diagnostics: [.error("cannot read \(path)", file: file.path)])
                }
                result[file.path] = [UInt8](data)
            }
        }
        files = result
    }

    func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}

/// Writes the site to a folder atomically: everything goes to a temporary folder beside the
/// output, which replaces the output only when every file was written. A failed build leaves
/// the previous output exactly as it was. A file whose bytes did not change is hard-linked
/// from the previous output instead of written, so it keeps its modification time and
/// rsync-style deploys upload only what changed.
struct DiskOutput: OutputWriter {
    let output: URL
    private let fileManager = FileManager.default

    /// An output that is a symbolic link is replaced where it points, and the link kept.
    init(output: URL) { self.output = output.standardizedFileURL.resolvingSymlinksInPath() }

    mutating func write(_ files: [OutputFile]) throws(BuildFailure) {
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let suffix = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent.appending(path: ".\(name).tripsite-new-\(suffix)")
        let retired = parent.appending(path: ".\(name).tripsite-old-\(suffix)")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw failure("cannot create \(staging.path): \(error.localizedDescription)", file: output.path)
        }
        do {
            var madeFolders: Set<String> = [""]
            for file in files {
                let destination = staging.appending(path: file.path)
                let folder = (file.path as NSString).deletingLastPathComponent
                if !madeFolders.contains(folder) {
                    try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                    madeFolders.insert(folder)
                }
                let previous = output.appending(path: file.path).path
                switch file.contents {
                case .text(let text):
                    let data = Data(text.utf8)
                    if !reuse(previous, ifEqualTo: data, at: destination) { try data.write(to: destination) }
                case .bytes(let bytes):
                    let data = Data(bytes)
                    if !reuse(previous, ifEqualTo: data, at: destination) { try data.write(to: destination) }
                case .copy(let path):
                    // A symbolic link is copied as the file it points to, so the site works anywhere.
                    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                    let unchanged = FileSystem.signature(previous).map { old in
                        old.size == FileSystem.signature(target)?.size && fileManager.contentsEqual(atPath: previous, andPath: target)
                    } ?? false
                    if !(unchanged && link(previous, destination.path) == 0) {
                        try fileManager.copyItem(atPath: target, toPath: destination.path)
                    }
                }
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw failure("cannot write the site: \(error.localizedDescription)", file: output.path)
        }
        // Swap: the old output steps aside, the new one takes its name, the old one goes.
        let hadOutput = fileManager.fileExists(atPath: output.path)
        do {
            if hadOutput { try fileManager.moveItem(at: output, to: retired) }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw failure("cannot replace \(output.path): \(error.localizedDescription)", file: output.path)
        }
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadOutput { try? fileManager.moveItem(at: retired, to: output) }
            try? fileManager.removeItem(at: staging)
            throw failure("cannot move the new site into \(output.path): \(error.localizedDescription)", file: output.path)
        }
        if hadOutput { try? fileManager.removeItem(at: retired) }
    }

    /// Hard-links the previous output's file into the new tree when it holds exactly `data`.
    private func reuse(_ previous: String, ifEqualTo data: Data, at destination: URL) -> Bool {
        guard let signature = FileSystem.signature(previous), signature.size == Int64(data.count),
              let old = fileManager.contents(atPath: previous), old == data else { return false }
        return link(previous, destination.path) == 0
    }

    private func failure(_ message: String, file: String) -> BuildFailure {
        BuildFailure(stage: .write, kind: .io, diagnostics: [.error(message, file: file)])
    }
}
