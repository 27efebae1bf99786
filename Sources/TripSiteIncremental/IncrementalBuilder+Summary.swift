import TripSiteCore

/// The summary path: an edit of what lists and cards show of some trips (a title, a subtitle,
/// an activity checked off) that leaves every trip in its place, in every listing. Then no
/// trip, page, term or file comes or goes, and the model, the fingerprints and the search
/// index are patched rather than made whole: the changed trips are parsed and put in the last
/// model, the goals evaluated again for them (`GoalsEvaluator.updated`), the terms given the
/// new trips, and only the outputs whose inputs changed are listed and made.
extension IncrementalBuilder {
    /// The summary path as a source of the build path (`quickRebuild`): the changed trips
    /// parsed and put in the last model. It does not take a change that is anything more.
    /// `IncrementalEquivalenceTests` hold it to a clean build's bytes.
    struct SummaryEdit: BuildSource {
        let builder: IncrementalBuilder
        let changed: Set<String>
        /// The changed trips, parsed and assembled (`tripUpdates`).
        private(set) var updates: [BodyUpdate] = []

        struct Model {
            /// The goals report before, when the goals were evaluated again.
            var previousGoals: GoalsReport?
        }

        mutating func model(_ stages: inout StageRunner, builder _: SiteBuilder) -> Model? {
            let changed = changed
            guard let updates = stages.measure(.parse, { [builder] in (builder.tripUpdates(changed), [Diagnostic]()) }),
                builder.last.map({ IncrementalBuilder.keepPlaces(updates, in: $0.site) }) == true
            else { return nil }
            self.updates = updates
            return stages.measure(.model) { [builder] in
                (Model(previousGoals: Trace.time("summary.model") { builder.patchModel(updates) }), [Diagnostic]())
            }
        }

        func plan(_ model: Model, keeping _: PageKeeping, builder _: SiteBuilder) -> (RenderPlan?, [Diagnostic]) {
            (builder.summaryPlan(updates, previousGoals: model.previousGoals), [])
        }
    }

    /// The summary path's `render` stage: the search index and the fingerprints patched, and
    /// the recipes of the outputs that read a changed input.
    private func summaryPlan(_ updates: [BodyUpdate], previousGoals: GoalsReport?) -> RenderPlan {
        let (searchPaths, gone, orderKept) = Trace.time("summary.search") { patchSearch(updates) }
        let changedInputs = Trace.time("summary.prints") {
            patchFingerprints(updates, previousGoals: previousGoals, orderKept: orderKept)
        }
        noteChanged(changedInputs)
        var wanted = searchPaths.union(readers(of: changedInputs))
        let searchWaits = last!.staleSearch != nil
        if searchWaits { wanted = wanted.filter { !Self.isSearchOutput($0) } }
        // No output comes or goes: the sitemap lists the pages there are.
        let members = Trace.time("summary.members") { collectionMembers() }
        let staling = defersPages ? StaleList() : nil
        var plan = RenderPlan(
            recipes: Trace.time("summary.recipes") {
                self.recipes(wanted: { wanted.contains($0) }, members: members, named: wanted, staling: staling)
                    + sitemapRecipes(wanted: { wanted.contains($0) }, members: members)
            })
        plan.patch = RenderPlan.Patch(changedInputs: changedInputs)
        plan.patch!.removed = gone
        plan.patch!.stale = staling?.paths ?? []
        if searchWaits { plan.patch!.waiting = [searchPageWaiting()] }
        return plan
    }

    /// Whether each updated trip stays where it was: the same slug, and the same dates
    /// (`posted` places a journey without a start on a journal's home: `JournalHome`), season, tags, country, featured mark and whether it counts as travelled (which
    /// decide the collections, terms and orders it is in), and between the same neighbours
    /// in the site's order (which a title decides among trips of one start date).
    static func keepPlaces(_ updates: [BodyUpdate], in site: Site) -> Bool {
        // The site's trips with the updated ones in their places, looked up rather than
        // written into a copy of every trip.
        let updated = Dictionary(updates.map { ($0.siteIndex, $0.trip) }, uniquingKeysWith: { _, last in last })
        func trip(_ index: Int) -> Trip { updated[index] ?? site.trips[index] }
        for update in updates {
            let old = site.trips[update.siteIndex]
            let new = update.trip
            guard new.slug == old.slug, new.start == old.start, new.end == old.end, new.posted == old.posted,
                new.created == old.created,
                new.season == old.season, new.tags == old.tags, new.country == old.country,
                new.isFeatured == old.isFeatured, new.countsAsTravelled == old.countsAsTravelled,
                new.isTravelled == old.isTravelled, new.isBookOff == old.isBookOff,
                keepPlaces(new.entries, old.entries)
            else { return false }
        }
        return updates.allSatisfy { update in
            let index = update.siteIndex
            let before = index > 0 ? trip(index - 1) : nil
            let after = index + 1 < site.trips.count ? trip(index + 1) : nil
            return before.map { Site.canonicalOrder($0, trip(index)) } ?? true
                && after.map { Site.canonicalOrder(trip(index), $0) } ?? true
        }
    }

    /// Whether a trip's entries are the same ones, in the same places: the same slugs, days,
    /// times, tags and countries (which decide the timeline's order, the feed's and the terms').
    private static func keepPlaces(_ new: [Entry], _ old: [Entry]) -> Bool {
        new.count == old.count
            && zip(new, old).allSatisfy { new, old in
                new.slug == old.slug && new.date == old.date && new.time == old.time && new.tags == old.tags
                    && new.country == old.country
            }
    }

    /// Puts the updated trips in the last model and its terms (`apply`), and evaluates the
    /// goals again over the patched trips.
    /// Returns the goals report before, when they were evaluated again.
    private func patchModel(_ updates: [BodyUpdate]) -> GoalsReport? {
        let completionsKept = updates.allSatisfy { update in
            let old = self.last!.site.trips[update.siteIndex].activities
            return old.map(\.isDone) == update.trip.activities.map(\.isDone)
                && old.map(\.date) == update.trip.activities.map(\.date)
                && self.last!.site.trips[update.siteIndex].countsAsTravelled == update.trip.countsAsTravelled
        }
        // The fingerprints are patched after, tracking what changed.
        let previous = Trace.time("summary.apply") { apply(updates, content: false) }
        var last = self.last.take()!
        let changed = Dictionary(uniqueKeysWithValues: updates.map { ($0.trip.slug, $0.trip) })
        let before = last.site.goals
        // `keepPlaces` held the dates, season, tags and country: with the activities' states
        // and dates as they were, every completion is, and the events need only the new trips.
        last.site.goals = Trace.time("summary.goals") {
            completionsKept
                ? last.site.goals.replacing(changed)
                : GoalsEvaluator.updated(
                    last.site.goals, changed: updates.map(\.trip), trips: last.site.trips, previous: previous)
        }
        self.last = last
        return completionsKept ? nil : before
    }

    /// Patches the fingerprints of the updated trips, the goals (after a new evaluation, the
    /// badges whose status changed, and the badges of the trips that hold them), the reading
    /// order (unless every trip kept its place in it) and the activity counts; every other
    /// input is as it was, since nothing moved. Returns the inputs that changed.
    private func patchFingerprints(
        _ updates: [BodyUpdate], previousGoals: GoalsReport?, orderKept: Bool
    ) -> Set<BuildInput> {
        let site = last!.site
        var prints = fingerprints.take()!
        let changed = prints.tracking { prints in
            for update in updates {
                prints.setTrip(update.trip, site: site, textHashes: parseCache.contentHash)
            }
            Trace.time("summary.prints.goals") { prints.updateGoals(site, trips: Set(updates.map(\.trip.slug))) }
            if let previousGoals {
                prints.setTripBadges(
                    site,
                    only: Self.badgeHolders(Set(updates.map(\.trip.slug)), before: previousGoals, after: site.goals))
            }
            if !orderKept {
                let last = last!
                prints.setReadingOrder(
                    site, order: Self.trips(in: last.readingOrder, of: site, positions: last.sitePositions))
            }
            Trace.time("summary.prints.counts") { prints.setActivityCounts(site, changed: updates.map(\.trip)) }
            Trace.time("summary.prints.places") {
                prints.setPlaces(site, terms: self.last!.terms, changed: updates.map(\.trip))
            }
        }
        fingerprints = prints
        return changed
    }

    /// The trips whose badges may show otherwise after a new evaluation: the updated ones,
    /// and every contributor to a badge earned or lost.
    static func badgeHolders(_ changed: Set<String>, before: GoalsReport, after: GoalsReport) -> Set<String> {
        var slugs = changed
        for (old, new) in zip(before.statuses, after.statuses) where old.isEarned != new.isEarned {
            for event in old.contributions + new.contributions { slugs.insert(event.trip.slug) }
        }
        return slugs
    }

    /// The updated trips' search entries with their places in reading order, when each
    /// keeps its place (its title sorts between its neighbours'); nil otherwise. An entry is
    /// made as the whole index makes it: from a site holding that trip alone.
    static func searchEntries(
        _ updates: [BodyUpdate], last: LastBuild, context: RenderContext
    ) -> [(position: Int, trip: SearchIndex.TripEntry, activities: [SearchIndex.ActivityEntry])]? {
        var entries: [(position: Int, trip: SearchIndex.TripEntry, activities: [SearchIndex.ActivityEntry])] = []
        for update in updates {
            guard let position = last.searchPositions[update.trip.sourcePath],
                keepsReadingPlace(update.trip, at: position, last: last)
            else { return nil }
            let index = SiteRenderer.searchIndex(alone(update.trip, in: last.site), context: context)
            entries.append((position, index.trips[0], index.activities))
        }
        return entries
    }

    /// The search index's pages of the updated trips' entries, with their positions: the
    /// site's pages come first, then each trip's entries in the site's order.
    static func entryPages(
        _ updates: [BodyUpdate], site: Site, context: RenderContext
    ) -> [(position: Int, page: SearchIndex.PageEntry)] {
        var found: [(position: Int, page: SearchIndex.PageEntry)] = []
        for update in updates where !update.trip.entries.isEmpty {
            let start = site.pages.count + site.trips[..<update.siteIndex].reduce(0) { $0 + $1.entries.count }
            let pages = SiteRenderer.searchIndex(alone(update.trip, in: site), context: context).pages
            found += pages.enumerated().map { (start + $0.offset, $0.element) }
        }
        return found
    }

    /// Whether `trip` sorts between the trips before and after `position` in reading order.
    private static func keepsReadingPlace(_ trip: Trip, at position: Int, last: LastBuild) -> Bool {
        func key(_ trip: Trip) -> (String, String) { (trip.title.readingKey, trip.slug) }
        let order = last.readingOrder
        let before = position > 0 ? last.site.trips[last.sitePositions[order[position - 1]]!] : nil
        let after = position + 1 < order.count ? last.site.trips[last.sitePositions[order[position + 1]]!] : nil
        return (before.map { key($0) < key(trip) } ?? true) && (after.map { key(trip) < key($0) } ?? true)
    }

    /// Patches the search index to the patched model: the paths of the parts to write (with
    /// the search page's), and of the parts no longer used.
    private func patchSearch(_ updates: [BodyUpdate]) -> (write: Set<String>, removed: [String], orderKept: Bool) {
        var last = self.last.take()!
        let wasEmbedded = last.search.isEmbedded
        _ = last.search.takeChanges()
        let context = pipeline.renderContext(last.site, theme: last.theme, listings: .empty)
        let entries = Self.searchEntries(updates, last: last, context: context)
        let pages = Self.entryPages(updates, site: last.site, context: context)
        // A large index (in parts, not embedded in its page) is patched off the critical path:
        // re-encoding its parts and remaking its page cost more than the edit's own pages.
        if defersSearch, last.staleSearch != nil || entries == nil || !last.search.isEmbedded {
            // Only the index's entries: its parts wait (`IncrementalBuilder+DeferredSearch`).
            if let entries {
                // Taken out, so it is patched in place rather than copied.
                var index = last.staleSearch.take() ?? last.search.index
                for entry in entries {
                    index.replace(tripAt: entry.position, with: entry.trip, activities: entry.activities)
                }
                last.staleSearch = index
            } else {
                last.staleSearch = Self.searchIndex(moving: updates, last: &last, context: context)
            }
            for page in pages { last.staleSearch!.pages[page.position] = page.page }
            self.last = last
            return ([], [], entries != nil)
        }
        if let entries {
            last.search.replaceTrips(entries)
        } else {
            last.search = SiteRenderer.searchShards(last.site, context: context, previous: last.search)
            last.readingOrder = SearchIndex.readingOrder(last.site.trips).map(\.sourcePath)
            last.searchPositions = Self.positions(last.readingOrder)
        }
        last.search.replacePages(pages)
        let changes = last.search.takeChanges()
        self.last = last
        let (write, removed) = searchOutputs(wasEmbedded: wasEmbedded, changes: changes)
        return (write, removed, entries != nil)
    }

    /// The search index of `last` with the updated trips (in its model) taken out of their
    /// places and put in their new ones, as are `last`'s reading order and positions
    /// (`IncrementalBuilder+ReadingOrder`).
    private static func searchIndex(
        moving updates: [BodyUpdate], last: inout LastBuild, context: RenderContext
    ) -> SearchIndex {
        var index = last.staleSearch.take() ?? last.search.index
        var order = last.readingOrder
        for update in updates {
            if let at = remove(update.trip.sourcePath, from: &order) { index.remove(tripAt: at) }
        }
        for update in updates {
            let trip = last.site.trips[update.siteIndex]
            let at = insert(trip, into: &order, site: last.site, positions: last.sitePositions)
            index.insert(SiteRenderer.searchIndex(alone(trip, in: last.site), context: context), at: at)
        }
        last.readingOrder = order
        last.searchPositions = positions(order)
        return index
    }

    /// After the search index was patched (from embedded in its page or not, with `changes`
    /// to its parts): the paths of the search page and the parts to write, and of the parts
    /// no longer used.
    func searchOutputs(
        wasEmbedded: Bool, changes: (added: Set<String>, removed: Set<String>)
    ) -> (write: Set<String>, removed: [String]) {
        let search = last!.search
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
