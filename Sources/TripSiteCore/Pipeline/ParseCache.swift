/// Parse results of earlier builds, by file path and text, so a rebuild parses only the files
/// whose text changed (the incremental builder keeps one; a full build has none). Everything
/// is dropped when the Markdown options change, since they decide what a text parses to.
package final class ParseCache {
    struct CachedTrip {
        var text: String
        /// The text's hash: the trip's content fingerprint (`InputFingerprints`).
        var hash: Int
        var result: TripParser.Result
    }

    struct CachedPage {
        var text: String
        var page: Page?
        var diagnostics: [Diagnostic]
    }

    private(set) var trips: [String: CachedTrip] = [:]
    private var pages: [String: CachedPage] = [:]
    private var markdown: MarkdownOptions?

    /// Empties the cache if it holds results parsed with other options.
    func use(_ options: MarkdownOptions) {
        if let markdown, markdown != options {
            trips = [:]
            pages = [:]
        }
        markdown = options
    }

    /// The cached result for this exact file (path and text), if any.
    func trip(_ file: SourceFile) -> TripParser.Result? {
        trips[file.path].flatMap { $0.text == file.text ? $0.result : nil }
    }

    func store(_ result: TripParser.Result, for file: SourceFile) {
        trips[file.path] = CachedTrip(text: file.text, hash: file.text.hashValue, result: result)
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
    }

    /// The hash of each cached trip's text, by path.
    var tripContent: [String: Int] { trips.mapValues(\.hash) }
}
