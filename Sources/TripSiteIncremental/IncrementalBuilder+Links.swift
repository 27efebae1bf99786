import TripSiteCore

/// The journals' links after a quick rebuild, checked as every full build checks them
/// (`SiteBuilder.checkLinks`). A quick rebuild patches the pages an edit changed, but an edit can
/// break a link in a file it did not touch (a trip removed that another links to, a heading
/// renamed that a link names by its `#fragment`) or mend one. So the links of the files the
/// rebuild read again are checked, with those of the files linking to an output that came,
/// went or changed (`LinkTargets`) and of the files linking to any fragment (which a page
/// made again may have lost): the last build's link problems of the files checked are
/// replaced by what the check finds.
extension IncrementalBuilder {
    /// `result` with the link problems found again; nil in strict mode when there are any, so
    /// that the full path fails with them as errors. `written` are the journal files the
    /// rebuild read again.
    func checkingLinks(_ result: Result, written: Set<String>) -> Result? {
        let clock = ContinuousClock()
        let start = clock.now
        let site = last!.site
        let checked = Trace.time("links.files") {
            written.union(last!.fragmentLinkers)
                .union(last!.linkTargets.files(linkingTo: result.removed + result.modified + result.deferred))
        }
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
        last!.linkTargets.update(site, files: written)
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

    /// The problems of `files`.
    func of(_ files: Set<String>) -> LinkProblems {
        LinkProblems(problems.filter { files.contains($0.file) })
    }

    /// These problems, with those of `files` replaced by `found`.
    func replacing(_ files: Set<String>, with found: [Diagnostic]) -> LinkProblems {
        LinkProblems(problems.filter { !files.contains($0.file) } + found)
    }
}
