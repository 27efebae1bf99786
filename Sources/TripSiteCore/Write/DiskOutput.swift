import Foundation
import TripSiteStore

#if canImport(Glibc)
import Glibc
#endif

/// Writes the site to a folder, never leaving a file half-written or a failed build's
/// files behind. Every file a build writes goes first to a staging folder beside the
/// output; the output changes only once every file was written, so a failed build leaves
/// the previous output exactly as it was. Then:
///
/// - **In place**, when the output is the previous build's (its manifest lists every file
///   in it, `OutputManifest.Inspection.ours`): files whose bytes did not change stay where
///   they are, untouched (a kept page that already is the output's file is not even read);
///   new and changed files are renamed into the output one by one (each appears whole),
///   files the build no longer makes are removed, and the manifest is written last
///   (`DiskOutput+InPlace`). A build that changes one trip writes that trip's pages.
/// - **Whole**, otherwise (a first build, a missing or empty folder, `--force`): the
///   staging folder holds the complete site and takes the output's place (`swap`).
///
/// Either way a file whose bytes did not change keeps its inode and modification time, so
/// rsync-style deploys upload only what changed. The output carries a manifest of its
/// files (`OutputManifest`), which the next build reads before changing it; leftovers of
/// killed builds beside the output are removed first (`StagingFolder`).
package struct DiskOutput: OutputWriter {
    let output: URL
    /// `--force`: replace an existing folder that TripSite did not make, or files added to
    /// one it made.
    let force: Bool
    /// How old a killed build's leftover must be before it is removed (tests shorten it).
    package var leftoverAge = StagingFolder.minimumLeftoverAge
    /// Whether `checkLocation` found the previous build's output, to be updated in place.
    private var updatesInPlace = false
    let fileManager = FileManager.default

    /// An output that is a symbolic link is replaced where it points, and the link kept; so is
    /// an output below a link, even when the output does not exist yet.
    package init(output: URL, force: Bool = false) {
        self.output = URL(fileURLWithPath: OutputLocation.realPath(output.path))
        self.force = force
    }

    package mutating func checkLocation(source: URL) throws(BuildFailure) {
        let verdict = OutputLocation(source: source, output: output).verdict(force: force)
        if let problem = verdict.problem { throw failure(problem, file: output.path) }
        updatesInPlace = verdict.inspection == .ours
    }

    package var keeping: PageKeeping { .store }

    package mutating func write(_ plan: RenderPlan) throws(BuildFailure) -> Int {
        try write(plan.recipes, kept: plan.kept)
    }

    mutating func write(_ recipes: [OutputRecipe], kept: PageStore.Plan?) throws(BuildFailure) -> Int {
        if let reserved = recipes.first(where: { $0.path == OutputManifest.fileName }) {
            let source =
                switch reserved.make().contents {
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
        // In place only while the manifest the inspection read is there.
        let previous = updatesInPlace ? OutputManifest.paths(inFolder: output.path) : nil
        let written: WrittenFiles
        do {
            written = try writeFiles(recipes, into: staging.path, kept: kept, inPlace: previous != nil)
            if previous == nil {
                let manifest = OutputManifest.bytes(for: recipes.map(\.path))
                try manifest.withUnsafeBytes {
                    try FileSystem.write($0, to: staging.path + "/" + OutputManifest.fileName)
                }
            }
        } catch {
            try? FileSystem.removeTree(staging.path)
            throw failure("cannot write the site: \(error.localizedDescription)", file: output.path)
        }
        // The store's index records its pages as they are once the output has changed.
        defer { written.store?.save(written.kept) }
        if let previous {
            try update(with: staging, staged: written.staged, paths: recipes.map(\.path), previous: previous)
        } else {
            try swap(in: staging, retiredPath: parent + "/" + StagingFolder.name(.old, output: name, id: id))
        }
        return written.fromStore
    }

    /// Writes the files into the staging folder on every core, each made (or taken from the
    /// page store), then written or linked on its own, and let go (a large journal has tens
    /// of thousands); in place, a file the output already holds is not written. The first
    /// error in the files' order is the one reported.
    private func writeFiles(
        _ recipes: [OutputRecipe], into stagingPath: String, kept: PageStore.Plan?, inPlace: Bool
    ) throws -> WrittenFiles {
        // With no previous output there is nothing to compare with, and no file is looked for.
        let outputPath = FileSystem.entryKind(output.path) == nil ? nil : output.path
        let store = kept.flatMap { $0.store.prepare() ? $0.store : nil }
        let outcomes = parallelMap(Array(recipes.indices), minimumCount: 256) { index -> Written in
            let recipe = recipes[index]
            let place = Placement(
                relative: recipe.path, staging: stagingPath, previous: outputPath.map { $0 + "/" + recipe.path },
                inPlace: inPlace)
            let plan = store == nil ? nil : kept
            do {
                // A kept page that another build removed meanwhile is made instead.
                if let store, let key = plan?.unchanged[index], let taken = Self.take(key, from: store, to: place) {
                    return taken
                }
                let file = recipe.make()
                let staged = try place.put(file.contents)
                let keptFile = staged || !inPlace ? place.path : place.previous ?? place.path
                return Written(kept: plan?.keep(keptFile, recipe: recipe, file: file), staged: staged)
            } catch {
                return Written(failure: error.localizedDescription)
            }
        }
        if let failure = outcomes.lazy.compactMap(\Written.failure).first { throw WriteError(message: failure) }
        return WrittenFiles(
            store: store, kept: outcomes.compactMap(\Written.kept),
            fromStore: outcomes.lazy.filter(\Written.fromStore).count,
            staged: zip(recipes, outcomes).compactMap { $1.staged ? $0.path : nil })
    }

    /// The page the store holds for `key`, put in its place: left as it is when it already
    /// is the output's file (the same inode, size and times), linked into the staging folder
    /// otherwise. Nil when the store cannot give it.
    private static func take(_ key: UInt64, from store: PageStore, to place: Placement) -> Written? {
        guard let stored = store.file(for: key), let entry = store.entries[key] else { return nil }
        var kept = PageStore.Kept(key: key, page: entry.page, reads: entry.reads, checksum: entry.checksum)
        if place.inPlace, let previous = place.previous, FileSystem.identity(previous) == stored.identity {
            kept.identity = stored.identity
            return Written(kept: kept, fromStore: true)
        }
        guard let staged = try? place.put(.link(from: stored.path)) else { return nil }
        return Written(kept: kept, fromStore: true, staged: staged)
    }

    /// What a build's files came to: the page store and the pages it is to list, how many
    /// came from it, and the paths written to the staging folder.
    private struct WrittenFiles {
        var store: PageStore?
        var kept: [PageStore.Kept]
        var fromStore: Int
        var staged: [String]
    }

    /// What writing one file came to.
    private struct Written {
        /// The file's key and checksum, when it is kept.
        var kept: PageStore.Kept?
        var fromStore = false
        /// Whether it was written to the staging folder (in place: it is new or changed).
        var staged = false
        var failure: String?
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

    func failure(_ message: String, file: String) -> BuildFailure {
        BuildFailure(stage: .write, kind: .io, diagnostics: [.error(message, file: file)])
    }
}
