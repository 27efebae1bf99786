/// Which trips each collection holds: worked out from the site (`members`), or patched for a
/// trip that came or went (`patch`), which `serve` does rather than pass over every trip again.
extension TripCollection {
    /// The built-in collections' ids, in the order `members` lists them (and the home page,
    /// unless site.yml's `home:` orders them).
    package static let builtInIDs = ["recent", "journeys", "featured"] + Season.allCases.map(\.rawValue)

    /// Each collection's id and the trips it holds, in the order `members` lists them:
    /// "Recently added" holds every trip (`Site.newerFirst`), the others those that pass
    /// their test, in the site's order (newest first): "Journeys" the trips that count as
    /// travelled.
    static func rules(_ config: SiteConfig) -> [(id: String, holds: (Trip) -> Bool)] {
        [("recent", { _ in true }), ("journeys", { $0.countsAsTravelled }), ("featured", { $0.isFeatured })]
            + Season.allCases.map { season in (season.rawValue, { $0.season == season }) }
            + config.collections.map { configured in (configured.id, { $0.tags.contains(configured.tag) }) }
    }

    /// Which trips each collection holds, in its order: what `all` titles, and what the
    /// build fingerprints (`BuildInput.listing`) to know when a collection's pages change.
    package static func members(_ site: Site) -> Members {
        rules(site.config).enumerated().map { index, rule in
            (rule.id, index == 0 ? site.recentlyAdded : site.trips.filter(rule.holds))
        }
    }

    /// `members` of the site before `removed` went or `added` came: as `members(site)` lists
    /// those of `site`, the site after. `positions` are the trips' places in `site.trips`, by
    /// source path. The trip is put in by its place, not by a pass over every trip. False,
    /// and `members` left as it was, when they are not the collections `site` has.
    package static func patch(
        _ members: inout Members, adding added: Trip?, removing removed: Trip?, site: Site, positions: [String: Int]
    ) -> Bool {
        let rules = rules(site.config)
        guard members.map(\.id) == rules.map(\.id) else { return false }
        for (index, rule) in rules.enumerated() {
            if let removed, rule.holds(removed) {
                members[index].trips.removeAll { $0.sourcePath == removed.sourcePath }
            }
            guard let added, rule.holds(added), let place = positions[added.sourcePath] else { continue }
            func position(_ trip: Trip) -> Int { positions[trip.sourcePath]! }
            let at =
                index == 0
                ? members[index].trips.partitionPoint {
                    !Site.newerFirst(($0.created, position($0)), (added.created, place))
                }
                : members[index].trips.partitionPoint { position($0) > place }
            members[index].trips.insert(added, at: at)
        }
        return true
    }
}
