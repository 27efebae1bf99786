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
    /// Entries' results by path, with the text and slug they were parsed from.
    private var entries: [String: (text: String, slug: String, result: EntryParser.Result)] = [:]
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
    func seed(_ entries: [String: ParseStore.Entry]) {
        for (path, entry) in entries {
            trips[path] = CachedTrip(key: entry.key, slug: entry.slug, result: entry.result)
        }
    }

    /// The cached trips as the parse store keeps them.
    var storeEntries: [ParseStore.Entry] {
        trips.map { ParseStore.Entry(path: $0.key, slug: $0.value.slug, key: $0.value.key, result: $0.value.result) }
    }

    /// The entry's result parsed before from the same text and name, if any.
    func entry(_ source: SiteSource.EntryFile) -> EntryParser.Result? {
        guard let cached = entries[source.file.path], cached.text == source.file.text, cached.slug == source.slug
        else { return nil }
        return cached.result
    }

    func store(_ result: EntryParser.Result, for source: SiteSource.EntryFile) {
        entries[source.file.path] = (source.file.text, source.slug, result)
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

    /// The hash of each cached trip's text, by path.
    package var tripContent: [String: Int] { trips.mapValues(\.hash) }
}
