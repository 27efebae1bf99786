import Foundation
import TripSiteGeo

/// What is known of each GPX file, so a file is read once, not on every build. In memory
/// (`serve`), by path, size and modification date; on disk (`<cache>/routes/`), by the XXH64
/// of the file's bytes and the privacy radius: one `StoreFile` an entry, written beside and
/// renamed into place, so an entry is whole or absent. Entries a build did not use are pruned
/// after it while no other build holds the cache (`CacheLock`). Thread-safe.
package final class RouteCache: @unchecked Sendable {
    package typealias Outcome = Result<RouteSummary, RouteProblems>

    /// Bumped when what a summary holds or how it is computed changes.
    static let formatVersion = 7
    static let header = StoreFile.header("TripSite route\n", formatVersion)

    private struct Key: Hashable {
        var path: String
        var size: Int
        var modified: Double
        var hiddenEnds: Double
    }

    /// What an entry file holds.
    struct Entry: Codable {
        var summary: RouteSummary?
        var problems: [GPXProblem]?
    }

    private let lock = NSLock()
    /// Each file's outcome, with the name of its disk entry.
    private var entries: [Key: (outcome: Outcome, entry: String?)] = [:]
    /// `<cache>/routes/`, or nil to keep nothing on disk.
    private let folder: URL?
    /// The disk entries this build used, by file name.
    private var used: Set<String> = []
    /// The cache folder's lock, held by the build; without one, pruning is not guarded.
    private let cacheLock: CacheLock?

    package init(folder: URL? = nil, lock: CacheLock? = nil) {
        self.folder = folder?.appending(path: "routes")
        cacheLock = lock
    }

    package func summary(of path: String, hiddenEnds: Double) -> Outcome {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let key = Key(
            path: path, size: (attributes?[.size] as? Int) ?? -1,
            modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0, hiddenEnds: hiddenEnds)
        let known = lock.withLock {
            let known = entries[key]
            if let entry = known?.entry { used.insert(entry) }
            return known
        }
        if let known { return known.outcome }
        let entryName = self.entryName(path, hiddenEnds: hiddenEnds)
        let outcome = entryName.flatMap(stored) ?? read(path, hiddenEnds: hiddenEnds, storingAs: entryName)
        lock.withLock {
            entries[key] = (outcome, entryName)
            if let entryName { used.insert(entryName) }
        }
        return outcome
    }

    private func read(_ path: String, hiddenEnds: Double, storingAs entryName: String?) -> Outcome {
        let file = GPXReader.read(path: path)
        let outcome: Outcome =
            file.problems.isEmpty
            ? .success(RouteSummary(file: file, hiddenEnds: hiddenEnds)) : .failure(RouteProblems(file.problems))
        if let entryName { store(outcome, as: entryName) }
        return outcome
    }

    /// `<xxh64 of the bytes>-<radius>-v<format>.json`; nil without a cache folder or when the
    /// file cannot be read (it is then read, and reported, as it is).
    private func entryName(_ path: String, hiddenEnds: Double) -> String? {
        guard folder != nil,
            let data = try? Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false), options: .alwaysMapped),
            !data.isEmpty
        else { return nil }
        let hash = data.withUnsafeBytes { XXH64.hash(buffer: $0) }
        return String(hash, radix: 16) + "-\(Int(hiddenEnds))-v\(Self.formatVersion).bin"
    }

    /// The outcome the disk entry `name` holds, if it is whole.
    package func stored(_ name: String) -> Outcome? {
        guard let folder, let entry = StoreFile.read(folder.path + "/" + name, header: Self.header, as: Entry.self)
        else { return nil }
        if let summary = entry.summary { return .success(summary) }
        return entry.problems.map { .failure(RouteProblems($0)) }
    }

    /// Writes an entry whole or not at all; a cache that cannot be written is only slower.
    package func store(_ outcome: Outcome, as name: String) {
        guard let folder else { return }
        let entry: Entry
        switch outcome {
        case .success(let summary): entry = Entry(summary: summary)
        case .failure(let problems): entry = Entry(problems: problems.problems)
        }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A rename replaces an entry another build wrote meanwhile, atomically.
        StoreFile.write(folder.path + "/" + name, header: Self.header, value: entry)
    }

    /// Forgets the files a build no longer uses, in memory and on disk.
    package func keep(_ paths: Set<String>) {
        let used = lock.withLock {
            entries = entries.filter { paths.contains($0.key.path) }
            defer { self.used = [] }
            return self.used
        }
        guard let folder else { return }
        // Only while no other build holds the cache: another may be using (or writing,
        // under a temporary name) an entry this one did not use.
        func prune() {
            for (name, _) in FileSystem.entries(in: folder.path) where !used.contains(name) {
                unlink(folder.path + "/" + name)
            }
        }
        guard let cacheLock else { return prune() }
        cacheLock.alone(prune)
    }
}

/// What was wrong with a GPX file.
package struct RouteProblems: Error, Hashable, Sendable {
    package var problems: [GPXProblem]
    init(_ problems: [GPXProblem]) { self.problems = problems }
}
