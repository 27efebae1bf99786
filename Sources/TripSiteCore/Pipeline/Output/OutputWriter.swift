import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Where `SiteBuilder.build(into:)` puts a build's files: a folder (`DiskOutput`, for
/// `tripsite build`) or memory (`MemoryOutput`, for `tripsite check` and tests). The build
/// does not know which. `tripsite serve` uses neither: `IncrementalBuilder` keeps the files of
/// its last build itself.
package protocol OutputWriter {
    /// Refuses, before the build reads anything, a place where writing would destroy the
    /// user's files. Memory has no such place: by default every location is accepted.
    func checkLocation(source: URL) throws(BuildFailure)
    /// Makes and takes all the files of a build, in one call, once the `render` stage has
    /// listed and checked them without errors. Each is made (`OutputRecipe.make`) where it
    /// is written, on every core, so a disk build never holds the whole site. With `kept`, a
    /// page the store holds for its key is taken from there instead of made, and a page made
    /// is kept. Returns how many outputs came from the store. Fails as the `write` stage.
    mutating func write(_ recipes: [OutputRecipe], kept: PageStore.Plan?) throws(BuildFailure) -> Int
    /// Whether `write` uses a page store (the build then works out every page's key).
    var keepsPages: Bool { get }
}

extension OutputWriter {
    package func checkLocation(source: URL) throws(BuildFailure) {}

    package var keepsPages: Bool { false }

    /// Writes every output made from its recipe, none kept.
    package mutating func write(_ recipes: [OutputRecipe]) throws(BuildFailure) {
        _ = try write(recipes, kept: nil)
    }
}

/// Keeps the built site in memory, by output path: `tripsite check`, which builds only to
/// report what it finds, and the tests. (The preview server does not use it; see
/// `OutputWriter`.)
package struct MemoryOutput: OutputWriter {
    package private(set) var files: [String: [UInt8]] = [:]

    package init() {}

    /// Makes every output: memory keeps no pages between builds, and takes none from `kept`.
    package mutating func write(_ recipes: [OutputRecipe], kept: PageStore.Plan?) throws(BuildFailure) -> Int {
        var result: [String: [UInt8]] = [:]
        for file in parallelMap(recipes, { $0.make() }) {
            switch file.contents {
            case .text(let text): result[file.path] = Array(text.utf8)
            case .bytes(let bytes): result[file.path] = bytes
            case .copy(let path), .link(let path):
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw BuildFailure(
                        stage: .write, kind: .io, diagnostics: [.error("cannot read \(path)", file: file.path)])
                }
                result[file.path] = [UInt8](data)
            }
        }
        files = result
        return 0
    }

    package func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}

/// Writes the site to a folder atomically: everything goes to a temporary folder beside the
/// output, which replaces the output only when every file was written. A failed build leaves
/// the previous output exactly as it was. A file whose bytes did not change is hard-linked
/// from the previous output instead of written, so it keeps its modification time and
/// rsync-style deploys upload only what changed. The new output carries a manifest of its
/// files (`OutputManifest`), which the next build reads before replacing it; leftovers of
/// killed builds beside the output are removed first (`StagingFolder`).
package struct DiskOutput: OutputWriter {
    let output: URL
    /// `--force`: replace an existing folder that TripSite did not make, or files added to
    /// one it made.
    let force: Bool
    /// How old a killed build's leftover must be before it is removed (tests shorten it).
    package var leftoverAge = StagingFolder.minimumLeftoverAge
    private let fileManager = FileManager.default

    /// An output that is a symbolic link is replaced where it points, and the link kept; so is
    /// an output below a link, even when the output does not exist yet.
    package init(output: URL, force: Bool = false) {
        self.output = URL(fileURLWithPath: OutputLocation.realPath(output.path))
        self.force = force
    }

    package func checkLocation(source: URL) throws(BuildFailure) {
        if let problem = OutputLocation(source: source, output: output).problem(force: force) {
            throw failure(problem, file: output.path)
        }
    }

    package var keepsPages: Bool { true }

    package mutating func write(_ recipes: [OutputRecipe], kept: PageStore.Plan?) throws(BuildFailure) -> Int {
        if let reserved = recipes.first(where: { $0.path == OutputManifest.fileName }) {
            let source =
                switch reserved.contents() {
                case .copy(let path), .link(let path): path
                case .text, .bytes: output.path
                }
            throw failure(
                "\(reserved.path) is the name of TripSite's own output manifest; rename the file", file: source)
        }
        let parent = output.deletingLastPathComponent().path
        let name = output.lastPathComponent
        let id = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let staging: StagingFolder
        do {
            try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            StagingFolder.removeLeftovers(in: parent, output: name, minimumAge: leftoverAge)
            staging = try StagingFolder.create(parent + "/" + StagingFolder.name(.new, output: name, id: id))
        } catch {
            throw failure(
                "cannot create a folder beside the output in \(parent): \(error.localizedDescription)",
                file: output.path)
        }
        let written: WrittenFiles
        do {
            written = try writeFiles(recipes, into: staging.path, kept: kept)
            let manifest = OutputManifest.bytes(for: recipes.map(\.path))
            try manifest.withUnsafeBytes {
                try FileSystem.write($0, to: staging.path + "/" + OutputManifest.fileName)
            }
        } catch {
            try? fileManager.removeItem(atPath: staging.path)
            throw failure("cannot write the site: \(error.localizedDescription)", file: output.path)
        }
        // The store's index records its pages as they are once the old output is gone.
        defer { written.store?.save(written.kept) }
        try swap(in: staging, retiredPath: parent + "/" + StagingFolder.name(.old, output: name, id: id))
        return written.fromStore
    }

    /// Writes the files into the staging folder on every core, each made (or taken from the
    /// page store), then written or linked on its own, and let go (a large journal has tens
    /// of thousands). A file's folder is made when the file is first refused for want of it,
    /// so folders are made on every core with the files, not all first on one thread. The
    /// first error in the files' order is the one reported.
    private func writeFiles(
        _ recipes: [OutputRecipe], into stagingPath: String, kept: PageStore.Plan?
    ) throws -> WrittenFiles {
        // Paths joined as strings, not by `URL.appending(path:)`, which costs far more per
        // file. With no previous output there is nothing to compare with, and no file is
        // looked for.
        let outputPath = FileSystem.entryKind(output.path) == nil ? nil : output.path
        let store = kept.flatMap { $0.store.prepare() ? $0.store : nil }
        let outcomes = parallelMap(Array(recipes.indices), minimumCount: 256) { index -> Written in
            let recipe = recipes[index]
            let previous = outputPath.map { $0 + "/" + recipe.path }
            let path = stagingPath + "/" + recipe.path
            let key = store == nil ? nil : kept?.keys[index]
            do {
                // A kept page that another build removed meanwhile is made instead.
                if let store, let key, let stored = store.file(for: key),
                    (try? Self.write(
                        OutputFile(path: recipe.path, contents: .link(from: stored), inputs: []), to: path,
                        in: stagingPath, previous: nil)) != nil
                {
                    return Written(
                        kept: store.entries[key].map { .init(key: key, checksum: $0.checksum) }, fromStore: true)
                }
                let file = recipe.make()
                try Self.write(file, to: path, in: stagingPath, previous: previous)
                return Written(kept: key.flatMap { store?.keep(path, key: $0, contents: file.contents) })
            } catch {
                return Written(failure: error.localizedDescription)
            }
        }
        if let failure = outcomes.lazy.compactMap(\Written.failure).first { throw WriteError(message: failure) }
        return WrittenFiles(
            store: store, kept: outcomes.compactMap(\Written.kept),
            fromStore: outcomes.lazy.filter(\Written.fromStore).count)
    }

    /// What a build's files came to: the page store and the pages it is to list, and how
    /// many came from it.
    private struct WrittenFiles {
        var store: PageStore?
        var kept: [PageStore.Kept]
        var fromStore: Int
    }

    /// What writing one file came to.
    private struct Written {
        /// The file's key and checksum, when it is kept.
        var kept: PageStore.Kept?
        var fromStore = false
        var failure: String?
    }

    /// One file, with the folders it needs.
    private static func write(_ file: OutputFile, to path: String, in stagingPath: String, previous: String?) throws {
        do {
            try write(file, to: path, previous: previous)
        } catch let error as FileSystem.WriteError where error.path == path && error.code == ENOENT {
            try FileSystem.makeFolders(containing: file.path, in: stagingPath)
            try write(file, to: path, previous: previous)
        }
    }

    /// One file: linked to the previous build's copy when that has the same bytes (so an
    /// unchanged file keeps its date), written or copied otherwise; a cache file linked.
    private static func write(_ file: OutputFile, to path: String, previous: String?) throws {
        switch file.contents {
        case .text(var text):
            try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path, previous: previous) }
        case .bytes(let bytes):
            try bytes.withUnsafeBytes { try write($0, to: path, previous: previous) }
        case .copy(let source):
            // A symbolic link is copied as the file it points to, so the site works anywhere
            // (`open` follows it).
            guard let previous else { return try FileSystem.copy(source, to: path) }
            let unchanged =
                FileSystem.signature(previous).map { old in
                    old.size == FileSystem.signature(source)?.size
                        && FileManager.default.contentsEqual(atPath: previous, andPath: source)
                } ?? false
            if !(unchanged && link(previous, path) == 0) { try FileSystem.copy(source, to: path) }
        case .link(let source):
            try FileSystem.link(source, to: path)
        }
    }

    /// Bytes written, or linked from the previous build's copy when it holds the same.
    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String, previous: String?) throws {
        if !(previous.map { reuse($0, ifEqualTo: bytes, at: path) } ?? false) { try FileSystem.write(bytes, to: path) }
    }

    /// A write that failed, as the file system said it.
    private struct WriteError: LocalizedError {
        var message: String
        var errorDescription: String? { message }
    }

    /// The old output steps aside, the new one takes its name, the old one goes. Each step
    /// that fails undoes the ones before it, except the last: if the old output cannot be
    /// removed, the new site is in place and the leftover is reported as an error.
    private func swap(in staging: StagingFolder, retiredPath: String) throws(BuildFailure) {
        let hadOutput = fileManager.fileExists(atPath: output.path)
        let retired = hadOutput ? StagingFolder(locking: output.path) : nil
        if hadOutput, retired == nil {
            try? fileManager.removeItem(atPath: staging.path)
            throw failure(
                "cannot replace \(output.path): another build is replacing it; try again when it has finished",
                file: output.path)
        }
        do {
            if hadOutput { try fileManager.moveItem(atPath: output.path, toPath: retiredPath) }
        } catch {
            try? fileManager.removeItem(atPath: staging.path)
            throw failure("cannot replace \(output.path): \(error.localizedDescription)", file: output.path)
        }
        do {
            try fileManager.moveItem(atPath: staging.path, toPath: output.path)
        } catch {
            if hadOutput { try? fileManager.moveItem(atPath: retiredPath, toPath: output.path) }
            try? fileManager.removeItem(atPath: staging.path)
            throw failure(
                "cannot move the new site into \(output.path): \(error.localizedDescription)", file: output.path)
        }
        guard hadOutput else { return }
        do {
            try FileSystem.removeTree(retiredPath)
        } catch {
            throw failure(
                "the new site is in \(output.path), but the previous one could not be removed from \(retiredPath): \(error.localizedDescription); remove it by hand",
                file: output.path)
        }
        withExtendedLifetime(retired) {}
    }

    /// Hard-links the previous output's file into the new tree when it holds exactly `bytes`.
    private static func reuse(
        _ previous: String, ifEqualTo bytes: UnsafeRawBufferPointer, at destination: String
    ) -> Bool {
        // Compared with `memcmp`: `Data.elementsEqual` went byte by byte through an iterator.
        guard let signature = FileSystem.signature(previous), signature.size == Int64(bytes.count),
            let old = FileManager.default.contents(atPath: previous),
            old.withUnsafeBytes({ old in
                old.count == bytes.count
                    && (old.isEmpty || memcmp(old.baseAddress!, bytes.baseAddress!, old.count) == 0)
            })
        else { return false }
        return link(previous, destination) == 0
    }

    private func failure(_ message: String, file: String) -> BuildFailure {
        BuildFailure(stage: .write, kind: .io, diagnostics: [.error(message, file: file)])
    }
}
