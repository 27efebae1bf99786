/// The summary path: an edit of what lists and cards show of some trips (a title, a subtitle,
/// an activity checked off) that leaves every trip in its place, in every listing. Then no
/// trip, page, term or file comes or goes, and the model, the fingerprints and the search
/// index are patched rather than made whole: the changed trips are parsed and put in the last
/// model, the goals evaluated again, the terms given the new trips, and only the outputs
/// whose inputs changed are listed and made.
extension IncrementalBuilder {
    /// The summary path's rebuild, or nil when the change is anything more (the full path
    /// then runs). `IncrementalEquivalenceTests` hold it to a clean build's bytes.
    func summaryRebuild(_ changedPaths: Set<String>?) -> Result? {
        guard let changed = changedPaths, !changed.isEmpty, let last, let old = fingerprints else { return nil }
        var stages = StageRunner(strict: options.strict)
        guard let updates = stages.measure(.parse, { (tripUpdates(changed), [Diagnostic]()) }),
            Self.keepPlaces(updates, in: last.site)
        else { return nil }
        stages.measure(.model) { (patchModel(updates), [Diagnostic]()) }
        var removed: [String] = []
        let rendering = stages.measure(.render) { () -> (Rendering, [Diagnostic]) in
            let prints = patchFingerprints(updates)
            let changedInputs = prints.changed(since: old)
            let (searchPaths, gone) = patchSearch()
            removed = gone
            var wanted = searchPaths
            for (path, inputs) in inputsByPath where !inputs.isDisjoint(with: changedInputs) { wanted.insert(path) }
            let current = self.last!
            let recipes = pipeline.recipes(
                current.site, theme: current.theme, search: current.search, terms: current.terms, only: wanted)
            return make(recipes, changedInputs: changedInputs)
        }
        let modified = rendering.rendered.filter { files[$0] != rendering.files[$0] }
        for path in removed {
            files[path] = nil
            inputsByPath[path] = nil
        }
        files.merge(rendering.files) { $1 }
        inputsByPath.merge(rendering.inputs) { $1 }
        return Result(
            files: files, rendered: rendering.rendered, removed: removed, modified: modified,
            warnings: last.warnings + stages.diagnostics, timings: stages.timings)
    }

    /// Whether each updated trip stays where it was: the same slug, and the same dates,
    /// season, tags, country and featured mark (which decide the collections, terms and
    /// orders it is in), and between the same neighbours in the site's order (which a title
    /// decides among trips of one start date).
    static func keepPlaces(_ updates: [BodyUpdate], in site: Site) -> Bool {
        var trips = site.trips
        for update in updates {
            let old = trips[update.siteIndex]
            let new = update.trip
            guard new.slug == old.slug, new.start == old.start, new.end == old.end, new.created == old.created,
                new.season == old.season, new.tags == old.tags, new.country == old.country,
                new.isFeatured == old.isFeatured
            else { return false }
            trips[update.siteIndex] = new
        }
        return updates.allSatisfy { update in
            let index = update.siteIndex
            let before = index > 0 ? trips[index - 1] : nil
            let after = index + 1 < trips.count ? trips[index + 1] : nil
            return before.map { Site.canonicalOrder($0, trips[index]) } ?? true
                && after.map { Site.canonicalOrder(trips[index], $0) } ?? true
        }
    }

    /// Puts the updated trips in the last model (`apply`), evaluates the goals again over the
    /// patched trips, and gives each term and term feed its trips from the patched model.
    private func patchModel(_ updates: [BodyUpdate]) {
        let completionsKept = updates.allSatisfy { update in
            let old = self.last!.site.trips[update.siteIndex].activities
            return old.map(\.isDone) == update.trip.activities.map(\.isDone)
                && old.map(\.date) == update.trip.activities.map(\.date)
        }
        apply(updates)
        var last = self.last.take()!
        let changed = Dictionary(uniqueKeysWithValues: updates.map { ($0.trip.slug, $0.trip) })
        // `keepPlaces` held the dates, season, tags and country: with the activities' states
        // and dates as they were, every completion is, and the events need only the new trips.
        last.site.goals =
            completionsKept
            ? last.site.goals.replacing(changed)
            : GoalsEvaluator.evaluate(last.site.goals.statuses.map(\.badge), trips: last.site.trips)
        for kind in Array(last.terms.keys) {
            last.terms[kind] = last.terms[kind]!.map { term in
                var term = term
                if term.trips.contains(where: { changed[$0.slug] != nil }) {
                    term.trips = term.trips.map { changed[$0.slug] ?? $0 }
                }
                return term
            }
        }
        last.termFeeds = Self.termFeeds(last.terms)
        self.last = last
    }

    /// The fingerprints with the updated trips', the goals' and the reading order's made
    /// again (every other input is as it was: nothing moved).
    private func patchFingerprints(_ updates: [BodyUpdate]) -> InputFingerprints {
        let site = last!.site
        var prints = fingerprints.take()!
        for update in updates {
            prints.setTrip(update.trip, site: site, textHash: parseCache.trips[update.file.path]?.hash)
        }
        prints.setGoals(site)
        prints.setReadingOrder(site)
        fingerprints = prints
        return prints
    }

    /// Patches the search index to the patched model: the paths of the parts to write (with
    /// the search page's), and of the parts no longer used.
    private func patchSearch() -> (write: Set<String>, removed: [String]) {
        var last = self.last.take()!
        let wasEmbedded = last.search.isEmbedded
        _ = last.search.takeChanges()
        let context = SiteRenderer.renderContext(last.site, theme: last.theme, mode: mode)
        last.search = SiteRenderer.searchShards(last.site, context: context, previous: last.search)
        last.searchPositions = Self.positions(SearchIndex.readingOrder(last.site.trips).map(\.sourcePath))
        let changes = last.search.takeChanges()
        self.last = last
        let search = last.search
        let page: Set<String> = [SiteURLs.searchFolder + "index.html"]
        switch (wasEmbedded, search.isEmbedded) {
        case (true, true):
            return (page, [])
        case (false, true):
            return (page, files.keys.filter { $0.hasPrefix(SearchShards.folder) }.sorted())
        case (true, false):
            return (page.union(search.parts.keys.map(SearchShards.path)), [])
        case (false, false):
            return (page.union(changes.added.map(SearchShards.path)), changes.removed.map(SearchShards.path).sorted())
        }
    }
}
