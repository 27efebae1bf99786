import Foundation
import TripSiteImaging
import TripSiteStore

/// The `photos` stage: makes every local photo the pages show into its variants (from the
/// cache when it holds them, on every core otherwise), puts them in the model
/// (`Site.photos`) and among the files to write, and reports photos that cannot be made, at
/// the places that use them. Pages then draw each photo from its variants; a photo that
/// could not be made is drawn as a placeholder.
package struct PhotoStage: Sendable {
    var root: URL
    var cache: PhotoCache
    var settings: PhotoSettings
    /// Called as photos finish: (done, total).
    var progress: (@Sendable (Int, Int) -> Void)?

    package init(root: URL, cache: PhotoCache, settings: PhotoSettings, progress: (@Sendable (Int, Int) -> Void)? = nil)
    {
        self.root = root
        self.cache = cache
        self.settings = settings
        self.progress = progress
    }

    /// A photo to make: where it is, the hash of its bytes, and its cache entry's key.
    struct Job: Sendable {
        var path: String
        var hash: UInt64
        var key: String
        var request: PhotoRequest
    }

    /// An entry, and whether the cache had it. An entry that could not be stored (a cache
    /// that cannot be written) holds its variants' bytes, by file name, in `unstored`.
    struct Outcome: Sendable {
        var entry: Result<PhotoCache.Entry, PhotoError>
        var fromCache: Bool
        var unstored: [String: [UInt8]]? = nil
        /// Why the entry could not be stored.
        var storeError: String? = nil
    }

    func run(_ site: Site, staticFiles: [String]) -> (Site, [Diagnostic], PhotoStatistics) {
        var site = site
        let uses = PhotoUses(site).bySource
        let sources = uses.keys.sorted()
        // Each set of roles asks for the same variants: its request and key suffix are made
        // once, not for each of thousands of photos.
        let requests = Dictionary(
            Set(uses.values.map(\.roles)).map { roles in
                let request = PhotoRole.request(for: roles, settings: settings)
                return (roles, (request, PhotoCache.keySuffix(request)))
            }, uniquingKeysWith: { first, _ in first })
        let base = root.path + "/"
        let jobs = Trace.time("photos.jobs") {
            parallelMap(sources, minimumCount: 8) { source in
                let (request, suffix) = requests[uses[source]!.roles]!
                return job(path: base + source, request: request, keySuffix: suffix)
            }
        }
        // Identical photos with the same uses are one entry, made once.
        let byKey = Dictionary(jobs.compactMap { try? $0.get() }.map { ($0.key, $0) }) { first, _ in first }
        let keys = byKey.keys.sorted()
        let counter = ProgressCounter(total: keys.count, report: progress)
        let outcomes = Dictionary(
            uniqueKeysWithValues: zip(
                keys,
                parallelMap(keys, minimumCount: 1, oneAtATime: true) { key in
                    defer { counter.step() }
                    return outcome(byKey[key]!)
                }))
        var diagnostics = unstoredWarning(outcomes.values)
        let unstored = unstoredFiles(outcomes)
        var outputs: Set<String> = []
        for (source, made) in zip(sources, processed(sources, jobs: jobs, outcomes: outcomes)) {
            switch made {
            case .success(let photo):
                site.photos[source] = photo
                for variant in photo.variants where outputs.insert(variant.outputPath).inserted {
                    let file =
                        unstored[variant.cacheFile].map(Asset.Source.bytes) ?? .cacheFile(path: variant.cacheFile)
                    site.assets.append(Asset(outputPath: variant.outputPath, source: file, origin: source))
                }
            case .failure(let error):
                diagnostics += uses[source]!.references.map {
                    .warning(
                        "photo '\($0.written)' (\(source)) \(error.message); showing a placeholder", file: $0.file,
                        line: $0.line)
                }
            }
        }
        diagnostics += Self.missingAltText(site) + Trace.time("photos.static") { staticPositions(staticFiles) }
        keepOnly(outcomes)
        site.trips = site.trips.map { Self.orderGallery($0, photos: site.photos) }
        let made = outcomes.values.filter { (try? $0.entry.get()) != nil }
        let statistics = PhotoStatistics(
            encoded: made.filter { !$0.fromCache }.count, fromCache: made.filter(\.fromCache).count,
            failed: sources.count - site.photos.count)
        return (site, diagnostics, statistics)
    }

    /// Prunes the cache to the entries this build made or used, and saves the facts learned.
    private func keepOnly(_ outcomes: [String: Outcome]) {
        Trace.time("photos.prune") {
            cache.prune(keeping: Set(outcomes.filter { (try? $0.value.entry.get()) != nil }.keys))
        }
        Trace.time("photos.facts") { cache.facts.save() }
    }

    /// Each source's photo, its variants named, on every core (string work, for thousands
    /// of photos); in the sources' order.
    private func processed(
        _ sources: [String], jobs: [Result<Job, PhotoError>], outcomes: [String: Outcome]
    ) -> [Result<ProcessedPhoto, PhotoError>] {
        parallelMap(Array(sources.indices), minimumCount: 256) { index in
            jobs[index].flatMap { job in
                outcomes[job.key]!.entry.map { processed($0, key: job.key, source: sources[index], hash: job.hash) }
            }
        }
    }

    /// A photo's job: its bytes hashed, its entry's key from the hash and its roles' request
    /// (whose part of the key, `PhotoCache.keySuffix`, is given).
    func job(path: String, request: PhotoRequest, keySuffix: String) -> Result<Job, PhotoError> {
        guard let hash = cache.hash(of: path) else {
            let empty = FileSystem.signature(path)?.size == 0
            return .failure(.unreadable(empty ? "empty file" : "cannot read the file"))
        }
        return .success(
            Job(path: path, hash: hash, key: PhotoCache.key(sourceHash: hash, suffix: keySuffix), request: request))
    }

    /// A job's entry: from the cache when it is there and whole, encoded and stored otherwise.
    /// A photo the cache cannot take is still made: its bytes are kept for this build.
    func outcome(_ job: Job) -> Outcome {
        if let entry = cache.entry(job.key) { return Outcome(entry: .success(entry), fromCache: true) }
        switch VipsCodec.encode(job.path, job.request) {
        case .failure(let error):
            return Outcome(entry: .failure(error), fromCache: false)
        case .success(let encoded):
            do {
                return Outcome(entry: .success(try cache.store(encoded, key: job.key)), fromCache: false)
            } catch {
                let entry = PhotoCache.entry(of: encoded)
                let bytes = Dictionary(zip(entry.files.map(\.file), encoded.variants.map(\.bytes))) { first, _ in first
                }
                return Outcome(
                    entry: .success(entry), fromCache: false, unstored: bytes, storeError: error.localizedDescription)
            }
        }
    }

    /// The bytes of the variants the cache could not take, by the path they would have had.
    private func unstoredFiles(_ outcomes: [String: Outcome]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (key, outcome) in outcomes {
            for (name, bytes) in outcome.unstored ?? [:] { files[cache.path(key, name)] = bytes }
        }
        return files
    }

    /// One warning when the cache could not take a photo: the site is right, the next build
    /// makes those photos again.
    private func unstoredWarning(_ outcomes: some Sequence<Outcome>) -> [Diagnostic] {
        let failures = outcomes.filter { $0.storeError != nil }
        guard let first = failures.first?.storeError else { return [] }
        return [
            .warning(
                "the photo cache cannot be written (\(first)): \(failures.count) photo\(failures.count == 1 ? " was" : "s were") "
                    + "made without it, and the next build makes \(failures.count == 1 ? "it" : "them") again",
                file: cache.folder.path, line: nil)
        ]
    }

    /// The model's view of a cache entry: each variant with its output path beside where the
    /// original would be published (`trips/kona/cover-960.1a2b3c4d.webp`).
    func processed(_ entry: PhotoCache.Entry, key: String, source: String, hash: UInt64) -> ProcessedPhoto {
        let base = Self.outputBase(source)
        let tag = String(PhotoCache.hex(hash).prefix(8))
        let variants = entry.files.map { file in
            ProcessedPhoto.Variant(
                format: file.format, width: file.width, height: file.height,
                outputPath: "\(base)-\(file.width).\(tag).\(file.format.fileExtension)",
                cacheFile: cache.path(key, file.file))
        }.sorted { ($0.width, $0.format.rawValue) < ($1.width, $1.format.rawValue) }
        return ProcessedPhoto(
            width: entry.width, height: entry.height, variants: variants, averageColor: entry.averageColor.hex,
            metadata: entry.metadata)
    }

    /// Where a source's variants go, without the extension: a bundle's photo beside its
    /// trip's page, a `static/` one beside where it is published.
    static func outputBase(_ source: String) -> String {
        var path = source
        if path.hasPrefix("content/trips/") {
            path = "trips/" + path.dropFirst("content/trips/".count)
        } else if path.hasPrefix("static/") {
            path = String(path.dropFirst("static/".count))
        }
        if let dot = path.lastIndex(of: "."), !path[dot...].contains("/") { path = String(path[..<dot]) }
        return path
    }
}

/// What the `photos` stage did.
package struct PhotoStatistics: Hashable, Sendable {
    /// Photos decoded and encoded by this build.
    package var encoded = 0
    /// Photos whose variants were in the cache.
    package var fromCache = 0
    /// Photos that could not be made (each reported).
    package var failed = 0

    package init(encoded: Int = 0, fromCache: Int = 0, failed: Int = 0) {
        self.encoded = encoded
        self.fromCache = fromCache
        self.failed = failed
    }
}

/// Counts finished photos across threads and reports each step.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    let total: Int
    let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func step() {
        guard let report else { return }
        lock.lock()
        done += 1
        let now = done
        lock.unlock()
        report(now, total)
    }
}
