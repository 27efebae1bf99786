import Foundation
import TripSiteImaging

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

    /// One photo's outcome.
    struct Made: Sendable {
        var source: String
        var key: String?
        var result: Result<ProcessedPhoto, PhotoError>
    }

    func run(_ site: Site, staticFiles: [String]) -> (Site, [Diagnostic]) {
        var site = site
        let uses = PhotoUses(site).bySource
        let sources = uses.keys.sorted()
        let counter = ProgressCounter(total: sources.count, report: progress)
        let made = parallelMap(sources, minimumCount: 1) { source in
            defer { counter.step() }
            return make(source, roles: uses[source]!.roles)
        }
        var diagnostics: [Diagnostic] = []
        var outputs: Set<String> = []
        for photo in made {
            switch photo.result {
            case .success(let processed):
                site.photos[photo.source] = processed
                for variant in processed.variants where outputs.insert(variant.outputPath).inserted {
                    site.assets.append(
                        Asset(
                            outputPath: variant.outputPath, source: .file(path: variant.cacheFile), origin: photo.source
                        ))
                }
            case .failure(let error):
                for reference in uses[photo.source]!.references {
                    diagnostics.append(
                        .warning(
                            "photo '\(reference.written)' (\(photo.source)) \(error.message); showing a placeholder",
                            file: reference.file, line: reference.line))
                }
            }
        }
        diagnostics += missingAltText(site) + staticPositions(staticFiles)
        cache.prune(keeping: Set(made.compactMap(\.key)))
        site.trips = site.trips.map { Self.orderGallery($0, photos: site.photos) }
        return (site, diagnostics)
    }

    /// One photo: hashed, then taken from the cache or encoded and stored.
    func make(_ source: String, roles: Set<PhotoRole>) -> Made {
        let file = root.appending(path: source)
        guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else {
            return Made(source: source, key: nil, result: .failure(.unreadable("cannot read the file")))
        }
        guard !data.isEmpty else { return Made(source: source, key: nil, result: .failure(.unreadable("empty file"))) }
        let hash = data.withUnsafeBytes { XXH64.hash(buffer: $0) }
        let request = PhotoRole.request(for: roles, settings: settings)
        let key = PhotoCache.key(sourceHash: hash, request: request)
        if let entry = cache.entry(key) {
            return Made(
                source: source, key: key, result: .success(processed(entry, key: key, source: source, hash: hash)))
        }
        switch VipsCodec.encode(file.path, request) {
        case .failure(let error):
            return Made(source: source, key: nil, result: .failure(error))
        case .success(let encoded):
            guard let entry = try? cache.store(encoded, key: key) else {
                return Made(source: source, key: nil, result: .failure(.unreadable("cannot write the photo cache")))
            }
            return Made(
                source: source, key: key, result: .success(processed(entry, key: key, source: source, hash: hash)))
        }
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
