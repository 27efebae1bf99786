import TripSiteCore

/// The summary path's `parse` and `model` work: the trips whose files or entries changed,
/// read, parsed and assembled again as a full build assembles them, with what the photos and
/// routes stages made of them kept from the last model. Any change those stages would see
/// otherwise (a photo, a GPX file, a published bundle file) takes the full path.
extension IncrementalBuilder {
    /// The changed trips, assembled again, if each changed path is a trip file or an entry
    /// file of the last model and each trip reads, parses and assembles without a diagnostic
    /// and keeps its draft state, photos and GPX files; nil otherwise. A path a warning of the
    /// last build named takes the full path too, so the warning goes when it is fixed; but a
    /// broken link, which every quick rebuild checks again (`IncrementalBuilder+Links`).
    func tripUpdates(_ changed: Set<String>) -> [BodyUpdate]? {
        guard let last, !last.warnings.contains(where: { changed.contains($0.file) && !last.links.contains($0) })
        else { return nil }
        var byTrip: [String: [String]] = [:]
        for path in changed {
            guard let tripPath = last.sourcePositions[path] != nil ? path : last.entryTrips[path], loader.isFile(path)
            else { return nil }
            byTrip[tripPath, default: []].append(path)
        }
        var updates: [BodyUpdate] = []
        for (tripPath, paths) in byTrip {
            guard let update = tripUpdate(tripPath, changed: paths) else { return nil }
            updates.append(update)
        }
        return updates
    }

    /// The trip of `tripPath` with the `changed` files (itself, its entries) read again.
    private func tripUpdate(_ tripPath: String, changed: [String]) -> BodyUpdate? {
        guard let last, let source, let index = last.sourcePositions[tripPath],
            let position = last.sitePositions[tripPath], let tripFile = reread(source.trips[index], changed: changed)
        else { return nil }
        let markdown = last.site.config.markdownOptions
        let tripChanged = changed.contains(tripPath)
        let result =
            parseCache.trip(tripFile.file, slug: tripFile.slug) ?? SiteBuilder.parseTrip(tripFile, markdown: markdown)
        let entries = SiteBuilder.parseEntries(tripFile.entries, markdown: markdown, cache: parseCache)
        // Notes (a Hugo key read as TripSite's) change no page; a warning or error does.
        guard result.diagnostics.allSatisfy({ $0.severity == .note }),
            entries.allSatisfy({ $0.diagnostics.allSatisfy { $0.severity == .note } }),
            parseCache.trips[tripPath]?.result.gpx == result.gpx,
            var trip = assembled(SiteAssembler.ParsedTrip(result: result, source: tripFile, entries: entries)),
            Self.keepsStages(trip, old: last.site.trips[position], site: last.site)
        else { return nil }
        let old = last.site.trips[position]
        trip = PhotoStage.orderGallery(trip, photos: last.site.photos)
        trip.routes = old.routes
        trip.routeDistance = old.routeDistance
        trip.routeClimb = old.routeClimb
        return BodyUpdate(
            sourceIndex: index, siteIndex: position, source: tripFile, result: tripChanged ? result : nil, trip: trip)
    }

    /// `tripFile` with the `changed` files (itself, its entries) read again; nil when one
    /// cannot be read cleanly.
    private func reread(_ tripFile: SiteSource.TripFile, changed: [String]) -> SiteSource.TripFile? {
        var tripFile = tripFile
        var found = Diagnostics()
        for path in changed {
            guard let file = loader.read(path, into: &found), found.all.isEmpty else { return nil }
            if path == tripFile.file.path {
                tripFile.file = file
            } else if let at = tripFile.entries.firstIndex(where: { $0.file.path == path }) {
                tripFile.entries[at].file = file
            } else {
                return nil
            }
        }
        return tripFile
    }

    /// The trip as the `model` stage makes it, when that finds nothing to say and publishes
    /// the trip's bundle files as the last build did; nil otherwise (a draft left out, too).
    private func assembled(_ parsed: SiteAssembler.ParsedTrip) -> Trip? {
        var found = Diagnostics()
        let assembler = pipeline.assembler(config: last!.site.config, loader: loader)
        let (trips, assets, unpublished) = assembler.trips([parsed], rejecting: [], diagnostics: &found)
        guard found.all.isEmpty, trips.count == 1, assets.allSatisfy({ files[$0.outputPath] != nil }),
            unpublished.allSatisfy({ files[$0.key] == nil })
        else { return nil }
        return trips[0]
    }

    /// Whether the photos and routes stages would make of `trip` what they made of `old`,
    /// and it is in the same draft state: the same local photos in the same roles, no image
    /// without alt text (a warning), and the same GPX files.
    static func keepsStages(_ trip: Trip, old: Trip, site: Site) -> Bool {
        func uses(_ trip: Trip) -> [String: [PhotoRole: Int]] {
            PhotoUses(alone(trip, in: site)).bySource.mapValues(\.counts)
        }
        return trip.isDraft == old.isDraft && trip.routes.map(\.source) == old.routes.map(\.source)
            && uses(trip) == uses(old) && PhotoStage.missingAltText(alone(trip, in: site)).isEmpty
    }

    /// The trip file of each entry file of `source`, by path.
    static func entryTrips(_ source: SiteSource) -> [String: String] {
        var trips: [String: String] = [:]
        for trip in source.trips {
            for entry in trip.entries { trips[entry.file.path] = trip.file.path }
        }
        return trips
    }
}
