import TripSiteCore

/// The membership path: a trip file directly in `content/trips/` written for the first time,
/// or deleted (a trip started or given up). As the summary path patches the last model for
/// an edit, this one patches it for a trip that comes or goes: the trip is parsed and
/// assembled alone and put in its place in the site's order (or taken out), the goals are
/// evaluated again for it (`GoalsEvaluator.updated`), the terms are listed again
/// (`Taxonomies.terms`), the search index moves its kept postings
/// (`SearchShards.moved(to:)`), and only the fingerprints a trip's coming or going can change
/// are set again. The outputs that read a changed input, and the outputs that are new, are
/// made; the outputs that read a changed input and are no longer listed are removed.
///
/// Anything more takes the full path: a bundle, a trip whose slug another trip file has, a
/// photo no other trip shows in the same way (its variants would change), a file that does
/// not parse cleanly, or any diagnostic in strict mode.
extension IncrementalBuilder {
    /// A trip file that came or went, with the last model patched for it.
    struct Membership {
        var path: String
        var source: SiteSource
        var site: Site
        var terms: [TaxonomyKind: [TaxonomyTerm]]
        var photoUses: [String: [PhotoRole: Int]]
        /// The trip added to the site or removed from it (nil for a draft, which the site
        /// does not show), and its place in the site's order.
        var added: Trip?
        var removed: Trip?
        var index = 0
        /// The new file, parsed, for the parse cache.
        var parsed: (file: SourceFile, slug: String, result: TripParser.Result)?
        /// The new file's diagnostics, each tagged with the stage that found it.
        var diagnostics: [Diagnostic] = []

        var slug: String? { (added ?? removed)?.slug }
    }

    /// The membership path as a source of the build path (`quickRebuild`): the trip file
    /// read and the last model patched for it. It does not take a change that is anything
    /// more. `IncrementalEquivalenceTests` hold it to a clean build's bytes.
    struct MembershipEdit: BuildSource {
        let builder: IncrementalBuilder
        /// The trip file, and its name in `content/trips/`.
        let path: String
        let name: String

        struct Model {
            var membership: Membership
            var previousGoals: GoalsReport
        }

        /// Nil unless `changed` is one trip file directly in `content/trips/` that the last
        /// build had and is gone, or is there and the last build had not.
        init?(_ changed: Set<String>, builder: IncrementalBuilder) {
            guard changed.count == 1, let path = changed.first, let name = IncrementalBuilder.tripFileName(path),
                !name.hasPrefix("."), builder.source != nil,
                let known = builder.last.map({ $0.sourcePositions[path] != nil }),
                known != builder.loader.isFile(path)
            else { return nil }
            (self.builder, self.path, self.name) = (builder, path, name)
        }

        func model(_ stages: inout StageRunner, builder _: SiteBuilder) -> Model? {
            builder.membershipModel(path: path, name: name, stages: &stages)
        }

        func plan(_ model: Model, keeping _: PageKeeping, builder _: SiteBuilder) -> (RenderPlan?, [Diagnostic]) {
            (builder.membershipPlan(model.membership, previousGoals: model.previousGoals), [])
        }
    }

    /// The membership path's `load` and `model` stages: the file read again, the trip parsed
    /// and assembled alone, and the last model patched; nil when that finds more than a
    /// warning (any diagnostic in strict mode).
    private func membershipModel(path: String, name: String, stages: inout StageRunner) -> MembershipEdit.Model? {
        let reloaded = stages.measure(.load) { () -> (SiteSource?, [Diagnostic]) in
            Trace.time("load") { () -> (SiteSource?, [Diagnostic]) in
                var updated = source!
                var found = Diagnostics()
                let read = Self.reloadTrip(named: name, in: &updated, loader: loader, diagnostics: &found)
                return (read && found.all.isEmpty ? updated : nil, [])
            }
        }
        guard let reloaded else { return nil }
        let patched = stages.measure(.model) { () -> (Membership?, [Diagnostic]) in
            let tripFile = reloaded.trips.first { $0.bundleFolder == nil && $0.file.path == path }
            let last = last!
            let membership = Membership(
                path: path, source: reloaded, site: last.site, terms: last.terms, photoUses: last.photoUses)
            let patched = Trace.time("patch") { tripFile.map { adding($0, to: membership) } ?? removing(membership) }
            return (patched, patched?.diagnostics ?? [])
        }
        guard let patched, !patched.diagnostics.contains(where: { $0.severity == .error }),
            !options.strict || patched.diagnostics.isEmpty
        else { return nil }
        let previousGoals = last!.site.goals
        Trace.time("commit") { commit(patched) }
        return MembershipEdit.Model(membership: patched, previousGoals: previousGoals)
    }

    /// The membership path's `render` stage: the reading order, the fingerprints and the
    /// search index patched, and the recipes of the outputs that read a changed input or are
    /// new (nothing for a draft, which the site does not show).
    private func membershipPlan(_ patched: Membership, previousGoals: GoalsReport) -> RenderPlan {
        var plan = RenderPlan(recipes: [])
        plan.patch = RenderPlan.Patch(changedInputs: [])
        guard patched.slug != nil else { return plan }
        // The reading order, patched once for the fingerprints and the search index.
        let order = Trace.time("order") { readingOrder(after: patched) }
        // Which trips each collection holds: the fingerprints, listings and sitemap read it.
        let members = Trace.time("members") { collectionMembers() }
        let changedInputs = Trace.time("prints") {
            patchFingerprints(patched, previousGoals: previousGoals, order: order, members: members)
        }
        noteChanged(changedInputs)
        let (recipes, staled, gone) = membershipRecipes(
            changedInputs, membership: patched, order: order, members: members)
        plan.recipes = recipes
        plan.patch = RenderPlan.Patch(changedInputs: changedInputs)
        plan.patch!.removed = gone
        plan.patch!.stale = staled
        if defersSearch { plan.patch!.waiting = [searchPageWaiting()] }
        return plan
    }

    /// Makes the patched model the last one: the source, the parse cache, the model, the
    /// terms, the positions and the photo uses.
    private func commit(_ membership: Membership) {
        var last = self.last.take()!
        source = membership.source
        if let parsed = membership.parsed { parseCache.store(parsed.result, for: parsed.file, slug: parsed.slug) }
        loadDiagnostics = loadDiagnostics.filter { $0.file != membership.path }
        Self.reposition(&last.sourcePositions, changing: membership.path, in: membership.source.trips) { $0.file.path }
        if membership.slug != nil {
            last.site = membership.site
            last.terms = membership.terms
            last.photoUses = membership.photoUses
            Self.reposition(&last.sitePositions, changing: membership.path, in: membership.site.trips) { $0.sourcePath }
            // Taken out, so each collection's list is patched in place.
            if var members = last.members.take(),
                TripCollection.patch(
                    &members, adding: membership.added, removing: membership.removed, site: membership.site,
                    positions: last.sitePositions)
            {
                last.members = members
            }
        }
        self.last = last
    }

    /// `positions` (each path's place in `list`) after `path` came into the list or went
    /// from it: its entry set or removed, and those after its place set again (on average
    /// half of them, rather than all).
    static func reposition<Element>(
        _ positions: inout [String: Int], changing path: String, in list: [Element], _ key: (Element) -> String
    ) {
        let start = positions.removeValue(forKey: path) ?? list.firstIndex { key($0) == path } ?? list.count
        for index in start..<list.count { positions[key(list[index])] = index }
    }

    /// The reading order of the patched model: the last one with the trip put in or taken
    /// out (`IncrementalBuilder+ReadingOrder`).
    private func readingOrder(after membership: Membership) -> [Trip] {
        let last = self.last!
        var order = last.readingOrder
        if let removed = membership.removed { Self.remove(removed.sourcePath, from: &order) }
        if let added = membership.added {
            Self.insert(added, into: &order, site: last.site, positions: last.sitePositions)
        }
        return Self.trips(in: order, of: last.site, positions: last.sitePositions)
    }

    /// Patches the fingerprints a trip's coming or going can change: its own, the list of
    /// trips and every listing, the reading order, its neighbours', the goals and the badges
    /// of the trips holding one earned or lost, the activity counts. Returns the inputs that
    /// changed (a removed trip's own among them).
    private func patchFingerprints(
        _ membership: Membership, previousGoals: GoalsReport, order: [Trip], members: TripCollection.Members
    ) -> Set<BuildInput> {
        let current = last!
        let site = current.site
        let slug = membership.slug!
        var prints = fingerprints.take()!
        let changed = prints.tracking { prints in
            if membership.removed != nil { prints.forgetTrip(slug) }
            if let added = membership.added {
                prints.setTrip(added, site: site, textHashes: parseCache.contentHash)
            }
            Trace.time("prints.listings") {
                prints.setListings(
                    site, terms: current.terms, members: members, changing: (membership.added ?? membership.removed)!)
            }
            Trace.time("prints.order") { prints.setReadingOrder(site, order: order) }
            prints.setNeighbors(site, at: [membership.index - 1, membership.index, membership.index + 1])
            Trace.time("prints.goals") { prints.updateGoals(site, trips: [slug]) }
            Trace.time("prints.badges") {
                prints.setTripBadges(site, only: Self.badgeHolders([slug], before: previousGoals, after: site.goals))
            }
            Trace.time("prints.counts") {
                prints.setActivityCounts(site, changed: membership.added.map { [$0] } ?? [])
            }
            Trace.time("prints.places") {
                prints.setPlaces(site, terms: current.terms, changed: membership.added.map { [$0] } ?? [])
            }
        }
        fingerprints = prints
        return changed
    }

    /// The search index moved to the new model, and the recipes of the outputs that read a
    /// changed input or are new (with the sitemap, listing every page after the change), the
    /// paths of those left stale (`IncrementalBuilder+Stale`), and the paths of the outputs no
    /// longer there.
    private func membershipRecipes(
        _ changedInputs: Set<BuildInput>, membership: Membership, order: [Trip], members: TripCollection.Members
    ) -> (recipes: [OutputRecipe], stale: [String], removed: [String]) {
        var last = self.last.take()!
        let wasEmbedded = last.search.isEmbedded
        _ = last.search.takeChanges()
        let context = pipeline.renderContext(last.site, theme: last.theme, listings: .empty)
        if defersSearch {
            Trace.time("search.entries") {
                Self.patchIndex(after: membership, last: &last, context: context, order: order)
            }
        } else {
            last.search = Trace.time("search") {
                Self.searchShards(after: membership, last: last, context: context, order: order)
            }
        }
        last.readingOrder = order.map(\.sourcePath)
        last.searchPositions = Self.positions(last.readingOrder)
        let changes = last.search.takeChanges()
        self.last = last
        let (searchPaths, searchRemoved) =
            defersSearch ? ([], []) : searchOutputs(wasEmbedded: wasEmbedded, changes: changes)
        // The waiting and stale pages never made are listed again too: which of them the site
        // still has is not known otherwise. Another trip's own pages come and go with it alone.
        let removedFolder = membership.removed.map { SiteURLs.tripFolder($0.slug) }
        let unmade = self.unmade.filter { path in
            !path.hasPrefix(SiteURLs.tripsFolder) || removedFolder.map { path.hasPrefix($0) } == true
        }
        var readers = Trace.time("readers") { self.readers(of: changedInputs).union(unmade) }
        if defersSearch { readers = readers.filter { !Self.isSearchOutput($0) } }
        let wanted = searchPaths.union(readers)
        // New pages are listed too. A page still waiting to be made (`pending`, `stale`) that
        // read no changed input keeps waiting as it was: what it reads is as it was (a page
        // never made is checked when it is: `changedWhileWaiting`).
        let staling = defersPages ? StaleList() : nil
        var recipes = Trace.time("recipes") {
            // The added trip's outputs are new; any other trip's are listed if wanted.
            self.recipes(
                wanted: {
                    wanted.contains($0)
                        || (self.files[$0] == nil && self.pending[$0] == nil && !self.stale.contains($0))
                }, members: members, named: wanted, newTrip: membership.added?.slug, staling: staling)
        }
        let staled = staling?.paths ?? []
        let made = Set(recipes.map(\.path)).union(staled)
        // A page that read a changed input and is no longer listed is gone (a trip's page, the
        // last page of a listing grown shorter, a term's pages), and so is what a removed
        // trip had in its folder (its placeholder image, which reads nothing).
        var gone = readers.filter { !made.contains($0) && $0 != "sitemap.xml" && $0 != "robots.txt" }
        if let removedTrip = membership.removed?.slug {
            let folder = SiteURLs.tripFolder(removedTrip)
            gone.formUnion(files.keys.filter { $0.hasPrefix(folder) && !made.contains($0) })
        }
        let removed = Set(searchRemoved).union(gone)
        recipes += Trace.time("sitemap") {
            sitemapRecipes(wanted: { wanted.contains($0) }, listed: made, removed: removed, members: members)
        }
        return (recipes, staled, removed.sorted())
    }

    /// The search index after the trip came or went: its entry put in or taken out of the
    /// last index, and the kept trips' tokens moved to their new positions
    /// (`SearchShards.moved(to:positions:)`). `last` is the last build with the new model and
    /// the old index and positions.
    private static func searchShards(
        after membership: Membership, last: LastBuild, context: RenderContext, order: [Trip]
    ) -> SearchShards {
        guard let (index, positions) = searchIndex(after: membership, last: last, context: context, order: order)
        else { return SiteRenderer.searchShards(last.site, context: context, previous: last.search, order: order) }
        return last.search.moved(to: index, positions: positions)
            ?? last.search.handingChanges(to: SearchShards(index: index))
    }

    /// Gives `last` the index of the model after the trip came or went, as `staleSearch`: the
    /// last one (taken out, so it is patched in place) with the trip's entry put in or taken
    /// out, or the whole index made again if the trip is not found in the order.
    private static func patchIndex(
        after membership: Membership, last: inout LastBuild, context: RenderContext, order: [Trip]
    ) {
        var index = last.staleSearch.take() ?? last.search.index
        if let added = membership.added, let position = order.firstIndex(where: { $0.slug == added.slug }) {
            index.insert(SiteRenderer.searchIndex(Self.alone(added, in: last.site), context: context), at: position)
        } else if let removed = membership.removed, let position = last.searchPositions[removed.sourcePath] {
            index.remove(tripAt: position)
        } else {
            index = SiteRenderer.searchIndex(last.site, context: context, order: order)
        }
        last.staleSearch = index
    }

    /// The index of the model after the trip came or went: the last one with the trip's
    /// entry put in or taken out, and each of its trips' positions in the new one (nil for
    /// the trip taken out); nil if the trip is not found in the order.
    static func searchIndex(
        after membership: Membership, last: LastBuild, context: RenderContext, order: [Trip]
    ) -> (index: SearchIndex, positions: [Int?])? {
        let old = last.searchIndex
        let count = old.trips.count
        if let added = membership.added, let position = order.firstIndex(where: { $0.slug == added.slug }) {
            let alone = SiteRenderer.searchIndex(Self.alone(added, in: last.site), context: context)
            let positions = (0..<count).map { Optional($0 < position ? $0 : $0 + 1) }
            return (old.inserting(alone, at: position), positions)
        }
        if let removed = membership.removed, let position = last.searchPositions[removed.sourcePath] {
            let positions = (0..<count).map { $0 == position ? nil : Optional($0 < position ? $0 : $0 - 1) }
            return (old.removing(tripAt: position), positions)
        }
        return nil
    }
}
