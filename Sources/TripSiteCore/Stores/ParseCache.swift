import TripSiteStore

/// Parse results of earlier builds, by file path and text, so a rebuild parses only the files
/// whose text changed. The incremental builder keeps one; a full build starts from what the
/// `ParseStore` kept on disk. Everything is dropped when the Markdown options change, since
/// they decide what a text parses to.
package final class ParseCache {
    package struct CachedTrip {
        /// The text's key; its hash is the trip's content fingerprint (`InputFingerprints`).
        var key: ContentKey
        var slug: String
        package var result: TripParser.Result

        package var hash: Int { Int(truncatingIfNeeded: key.hash) }
    }

    struct CachedPage {
        var text: String
        var page: Page?
        var diagnostics: [Diagnostic]
    }

    package private(set) var trips: [String: CachedTrip] = [:]
    /// Entries' results by path, with what they were parsed from (their text's key, their
    /// name's slug and date, their folder).
    private var entries: [String: StoredEntryResult] = [:]
    /// How many results were stored after parsing (not taken from the parse store).
    private(set) var parsedCount = 0
    private var pages: [String: CachedPage] = [:]
    private var markdown: MarkdownOptions?

    package init() {}

    var isEmpty: Bool { trips.isEmpty }

    /// Empties the cache if it holds results parsed with other options.
    func use(_ options: MarkdownOptions) {
        if let markdown, markdown != options {
            trips = [:]
            pages = [:]
            entries = [:]
        }
        markdown = options
    }

    /// The cached result for this exact file (path, slug and text), if any.
    package func trip(_ file: SourceFile, slug: String) -> TripParser.Result? {
        trip(path: file.path, slug: slug, key: ContentKey(file.text))
    }

    func trip(path: String, slug: String, key: ContentKey) -> TripParser.Result? {
        trips[path].flatMap { $0.key == key && $0.slug == slug ? $0.result : nil }
    }

    package func store(_ result: TripParser.Result, for file: SourceFile, slug: String, key: ContentKey? = nil) {
        trips[file.path] = CachedTrip(key: key ?? ContentKey(file.text), slug: slug, result: result)
        parsedCount += 1
    }

    /// Takes in what the parse store kept.
    func seed(_ entries: [String: StoredTrip]) {
        for (path, entry) in entries {
            trips[path] = CachedTrip(key: entry.key, slug: entry.slug, result: entry.result)
            for stored in entry.entries { self.entries[stored.path] = stored }
        }
    }

    /// The cached trips as the parse store keeps them, each with the cached results of its
    /// entries (`entryPaths`: each trip file's entries, by path).
    func storeEntries(entryPaths: [String: [String]]) -> [StoredTrip] {
        trips.map { path, trip in
            StoredTrip(
                path: path, slug: trip.slug, key: trip.key, result: trip.result,
                entries: (entryPaths[path] ?? []).compactMap { entries[$0] })
        }
    }

    /// The entry's result parsed before from the same text, name and folder, if any.
    func entry(_ source: SiteSource.EntryFile) -> EntryParser.Result? {
        guard let cached = entries[source.file.path], cached.slug == source.slug, cached.nameDate == source.nameDate,
            cached.folder == source.folder, cached.key == ContentKey(source.file.text)
        else { return nil }
        return cached.result
    }

    func store(_ result: EntryParser.Result, for source: SiteSource.EntryFile) {
        entries[source.file.path] = StoredEntryResult(
            path: source.file.path, slug: source.slug, nameDate: source.nameDate, folder: source.folder,
            key: ContentKey(source.file.text), result: result)
        parsedCount += 1
    }

    func page(_ file: SourceFile) -> CachedPage? {
        pages[file.path].flatMap { $0.text == file.text ? $0 : nil }
    }

    func store(_ page: Page?, diagnostics: [Diagnostic], for file: SourceFile) {
        pages[file.path] = CachedPage(text: file.text, page: page, diagnostics: diagnostics)
    }

    /// Forgets the files a build no longer has.
    func keep(onlyPaths paths: Set<String>) {
        trips = trips.filter { paths.contains($0.key) }
        pages = pages.filter { paths.contains($0.key) }
        entries = entries.filter { paths.contains($0.key) }
    }

    /// The hash of each cached trip's and entry's text, by path.
    package var tripContent: [String: Int] {
        trips.mapValues(\.hash).merging(entries.mapValues { Int(truncatingIfNeeded: $0.key.hash) }) { trip, _ in trip }
    }

    /// The hash of the cached text of the trip or entry file at `path`, if any.
    package func contentHash(_ path: String) -> Int? {
        trips[path]?.hash ?? entries[path].map { Int(truncatingIfNeeded: $0.key.hash) }
    }
}
