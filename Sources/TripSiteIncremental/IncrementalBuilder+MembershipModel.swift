import TripSiteCore
import TripSiteStore

/// The membership path's `model` stage: the last model with one trip added or removed, as a
/// full build would assemble it, or nil when the change reaches further than that trip.
extension IncrementalBuilder {
    /// `membership` with the trip of the new file `tripFile` parsed, assembled and put in
    /// its place; nil when it does not parse cleanly, its slug is another trip's or unusable,
    /// it writes over another output, or it would change what a photo's variants are.
    func adding(_ tripFile: SiteSource.TripFile, to membership: Membership) -> Membership? {
        var membership = membership
        let site = membership.site
        let name = String(FileSystem.lastName(tripFile.file.path))
        guard Slug.fileNameProblem(slug: tripFile.slug, name: name) == nil,
            !membership.source.trips.contains(where: { $0.slug == tripFile.slug && $0.file.path != tripFile.file.path })
        else { return nil }
        let result =
            parseCache.trip(tripFile.file, slug: tripFile.slug)
            ?? SiteBuilder.parseTrip(tripFile, markdown: site.config.markdownOptions)
        guard let parsedTrip = result.trip, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            return nil
        }
        membership.parsed = (tripFile.file, tripFile.slug, result)
        membership.diagnostics = StageRunner.tagged(result.diagnostics, .parse)
        if parsedTrip.isDraft && !options.includeDrafts { return membership }
        var found = Diagnostics()
        let assembler = pipeline.assembler(config: site.config, loader: loader)
        let (trips, assets, unpublished) = assembler.trips(
            [SiteAssembler.ParsedTrip(result: result, source: tripFile)], rejecting: [], diagnostics: &found)
        let folder = SiteURLs.tripFolder(tripFile.slug)
        guard trips.count == 1, assets.isEmpty, unpublished.isEmpty,
            !files.keys.contains(where: { $0.hasPrefix(folder) }),
            let uses = Self.photoUses(membership.photoUses, adding: true, trips[0], site: site)
        else { return nil }
        let trip = PhotoStage.orderGallery(trips[0], photos: site.photos)
        membership.diagnostics +=
            StageRunner.tagged(found.all, .model) + StageRunner.tagged(Self.altText(trip, site: site), .photos)
        membership.photoUses = uses
        membership.index = site.trips.partitionPoint { Site.canonicalOrder(trip, $0) }
        membership.site.trips.insert(trip, at: membership.index)
        membership.site.goals = Trace.time("patch.goals") {
            GoalsEvaluator.updated(site.goals, changed: [trip], trips: membership.site.trips, previous: [])
        }
        Trace.time("patch.terms") {
            Taxonomies.adding(trip, to: &membership.terms, config: site.config)
        }
        membership.added = trip
        return membership
    }

    /// `membership` with the trip of the deleted file taken out; nil when it was the last
    /// trip to show a photo in some role.
    func removing(_ membership: Membership) -> Membership? {
        var membership = membership
        guard let position = last?.sitePositions[membership.path] else {
            // A draft the site did not show: only the source changes.
            return membership
        }
        let site = membership.site
        let trip = site.trips[position]
        guard let uses = Self.photoUses(membership.photoUses, adding: false, trip, site: site) else { return nil }
        membership.photoUses = uses
        membership.index = position
        membership.site.trips.remove(at: position)
        membership.site.goals = GoalsEvaluator.updated(
            site.goals, changed: [], removed: [trip.slug], trips: membership.site.trips, previous: [trip])
        Trace.time("patch.terms") {
            Taxonomies.removing(trip, from: &membership.terms, config: site.config)
        }
        membership.removed = trip
        return membership
    }

    /// `uses` with the local photos `trip` shows added (or taken out), when each keeps the
    /// roles it had, so its variants stay: an added trip's photos must be made already in
    /// each role it gives them, a removed trip's must stay in use in each of theirs. Nil
    /// otherwise.
    static func photoUses(
        _ uses: [String: [PhotoRole: Int]], adding: Bool, _ trip: Trip, site: Site
    ) -> [String: [PhotoRole: Int]]? {
        var uses = uses
        for (source, use) in PhotoUses(alone(trip, in: site)).bySource {
            guard !adding || site.photos[source] != nil, var counts = uses[source] else { return nil }
            for (role, count) in use.counts {
                guard let before = counts[role], adding || before > count else { return nil }
                counts[role] = adding ? before + count : before - count
            }
            uses[source] = counts
        }
        return uses
    }

    /// `site` holding `trip` alone (and no pages): what the stages make of one trip.
    static func alone(_ trip: Trip, in site: Site) -> Site {
        var alone = site
        alone.trips = [trip]
        alone.pages = []
        return alone
    }

    /// The `photos` stage's warnings for one trip: images without alt text.
    private static func altText(_ trip: Trip, site: Site) -> [Diagnostic] {
        PhotoStage.missingAltText(alone(trip, in: site))
    }
}
