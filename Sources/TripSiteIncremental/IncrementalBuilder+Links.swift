import TripSiteCore

/// The journals' links after a fast path, checked as every full build checks them
/// (`SiteBuilder.checkLinks`). A fast path patches the pages an edit changed, but an edit can
/// break a link in a file it did not touch (a trip removed that another links to, a heading
/// renamed that a link names by its `#fragment`) or mend one. After a trip came or went, every
/// link is checked against the outputs as they are now; after a summary edit, which no output
/// comes or goes with, only the links of the edited files and of the files linking to a
/// fragment (which a page made again may have lost). The last build's link problems of the
/// files checked are replaced by what the check finds.
extension IncrementalBuilder {
    /// `result` with the link problems of `files` (every journal's when nil) found again; nil
    /// in strict mode when there are any, so that the full path fails with them as errors.
    /// `written` are the journal files the rebuild read again (whose fragment links may have
    /// come or gone).
    func checkingLinks(_ result: Result, of files: Set<String>?, written: Set<String>) -> Result? {
        let clock = ContinuousClock()
        let start = clock.now
        let site = last!.site
        let checked = files.map { $0.union(last!.fragmentLinkers) }
        let page: (String) -> String? = { path in self.pageText(path) }
        let problems = pipeline.checkLinks(site, files: checked, isFile: hasOutput, page: page)
        if options.strict, !problems.isEmpty { return nil }
        var result = result
        let found = StageRunner.tagged(problems, .render)
        let replaced = last!.links.of(checked)
        result.warnings = result.warnings.filter { !replaced.contains($0) } + found
        last!.warnings = result.warnings
        last!.links = last!.links.replacing(checked, with: found)
        // A file no longer in the site may stay listed: it has no links to check.
        last!.fragmentLinkers = last!.fragmentLinkers.subtracting(written)
            .union(LinkChecker.filesLinkingToFragments(site, files: written))
        if let render = result.timings.lastIndex(where: { $0.stage == .render }) {
            result.timings[render].seconds += start.duration(to: clock.now).inSeconds
        }
        return result
    }

    /// The journal files of the updated trips, by path: each trip file and its entries'.
    static func journalFiles(_ updates: [BodyUpdate]) -> Set<String> {
        Set(updates.flatMap { [$0.trip.sourcePath] + $0.trip.entries.map(\.sourcePath) })
    }

    /// The text of the page at `path` as the model has it now, made (and not kept) when it
    /// waits or is stale: the check changes nothing of what the builder holds.
    private func pageText(_ path: String) -> String? {
        let file: OutputFile?
        if let bytes = files[path] {
            return String(decoding: bytes, as: UTF8.self)
        } else if let recipe = pending[path] {
            file = current(recipe)
        } else if stale.contains(path) {
            file = staleRecipes([path]).first?.make()
        } else {
            return nil
        }
        return file.map { String(decoding: Self.bytes($0), as: UTF8.self) }
    }

    /// Whether the site has an output at `path`: made, waiting or stale.
    private func hasOutput(_ path: String) -> Bool {
        files[path] != nil || pending[path] != nil || stale.contains(path)
    }
}

/// The link problems among a build's warnings, told apart by where they are and what they
/// say (a strict build's are errors: the severity is not compared).
struct LinkProblems {
    private struct Key: Hashable {
        var file: String
        var line: Int?
        var message: String

        init(_ diagnostic: Diagnostic) {
            (file, line, message) = (diagnostic.file, diagnostic.line, diagnostic.message)
        }
    }

    private let problems: [Diagnostic]
    private let keys: Set<Key>

    init(_ problems: [Diagnostic]) {
        self.problems = problems
        keys = Set(problems.map(Key.init))
    }

    func contains(_ diagnostic: Diagnostic) -> Bool { keys.contains(Key(diagnostic)) }

    /// The problems of `files` (every file's when nil).
    func of(_ files: Set<String>?) -> LinkProblems {
        guard let files else { return self }
        return LinkProblems(problems.filter { files.contains($0.file) })
    }

    /// These problems, with those of `files` (all of them when nil) replaced by `found`.
    func replacing(_ files: Set<String>?, with found: [Diagnostic]) -> LinkProblems {
        guard let files else { return LinkProblems(found) }
        return LinkProblems(problems.filter { !files.contains($0.file) } + found)
    }
}
