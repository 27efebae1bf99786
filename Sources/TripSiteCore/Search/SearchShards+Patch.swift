/// Patching the index in place, for `serve`: what changed is re-encoded, the rest kept, and
/// the result is what `SearchShards(index:)` makes of the new index (a test holds every
/// edit of `IncrementalEquivalenceTests` to that).
extension SearchShards {
    /// The index of `new`, patched from this one when its trips and pages are the same
    /// documents in about the same places (a text, an activity, a subtitle changed; a title
    /// edit that moves its trip a few places in reading order, which changes only the
    /// positions between its old place and its new one); from its tokens when trips came,
    /// went or moved further (`moved(to:)`); made anew otherwise.
    package func updated(to new: SearchIndex) -> SearchShards {
        guard new.trips.count == index.trips.count, new.pages.count == index.pages.count else {
            return moved(to: new) ?? handingChanges(to: SearchShards(index: new))
        }
        let oldActivities = Dictionary(grouping: index.activities, by: \.trip)
        let newActivities = Dictionary(grouping: new.activities, by: \.trip)
        let trips = new.trips.indices.filter {
            new.trips[$0] != index.trips[$0] || oldActivities[$0] != newActivities[$0]
        }
        let moved = trips.filter { new.trips[$0].url != index.trips[$0].url }.count
        // Each patched trip re-tokenises its text: past a few dozen, making anew is as quick.
        guard moved <= Self.patchLimit, trips.count <= max(Self.patchLimit, index.trips.count / 8) else {
            return self.moved(to: new) ?? handingChanges(to: SearchShards(index: new))
        }
        var shards = self
        var patch = Patch()
        for position in trips {
            shards.replaceTrip(
                at: position, with: new.trips[position], activities: newActivities[position] ?? [], patch: &patch)
        }
        shards.encode(patch)
        shards.index.activities = new.activities
        for position in new.pages.indices where new.pages[position] != index.pages[position] {
            shards.replacePage(at: position, with: new.pages[position])
        }
        return shards
    }

    /// The most trips that may change places in a patch.
    static let patchLimit = 64

    /// Replaces trips in their places (the summary path of `serve`, when no trip moved in
    /// reading order): each entry with its activities, where they differ from the index's.
    package mutating func replaceTrips(
        _ entries: [(position: Int, trip: SearchIndex.TripEntry, activities: [SearchIndex.ActivityEntry])]
    ) {
        var patch = Patch()
        defer { encode(patch) }
        for entry in entries {
            let activities = entry.activities.map { activity in
                var activity = activity
                activity.trip = entry.position
                return activity
            }
            let old = index.activities.filter { $0.trip == entry.position }
            guard index.trips[entry.position] != entry.trip || old != activities else { continue }
            replaceTrip(at: entry.position, with: entry.trip, activities: activities, patch: &patch)
        }
    }

    /// Replaces pages in their places (the summary path of `serve`, for a trip's entries):
    /// those that differ from the index's.
    package mutating func replacePages(_ pages: [(position: Int, page: SearchIndex.PageEntry)]) {
        for (position, page) in pages where index.pages[position] != page {
            replacePage(at: position, with: page)
        }
    }

    /// What trips replaced in a patch leave to encode again: the tokens whose postings
    /// changed, by table, and the catalog groups. Encoded once for the whole patch
    /// (`encode(_:)`): a chunk a hundred moved trips share is made once, not a hundred times.
    struct Patch {
        var tokens: [Table: Set<String>] = [.words: [], .more: []]
        var groups: Set<Int> = []
    }

    /// Encodes what `patch` changed: the chunks holding its tokens, and its catalog groups.
    private mutating func encode(_ patch: Patch) {
        for table in Table.allCases { rechunk(table, changed: patch.tokens[table]!) }
        for group in patch.groups.sorted() {
            let oldGroup = groupNames[group]
            groupNames[group] = encodeGroup(group)
            release(oldGroup)
        }
    }

    /// Replaces the trip at `position` and its activities: its tokens and its text, noting
    /// in `patch` the tokens that changed and its catalog group, to encode.
    private mutating func replaceTrip(
        at position: Int, with trip: SearchIndex.TripEntry, activities: [SearchIndex.ActivityEntry],
        patch: inout Patch
    ) {
        let old = index.trips[position]
        let oldActivities = index.activities.filter { $0.trip == position }
        func replace(_ key: UInt64, _ before: SearchTokens, _ after: SearchTokens) {
            patch.tokens[.words]!.formUnion(tables[.words]!.replace(key, old: before.words, new: after.words))
            patch.tokens[.more]!.formUnion(tables[.more]!.replace(key, old: before.more, new: after.more))
        }
        replace(SearchPosting.key(.trip, position), Self.tokens(old), Self.tokens(trip))
        for ordinal in 0..<max(oldActivities.count, activities.count) {
            let before = ordinal < oldActivities.count ? Self.tokens(oldActivities[ordinal]) : SearchTokens()
            let after = ordinal < activities.count ? Self.tokens(activities[ordinal]) : SearchTokens()
            replace(SearchPosting.key(.activity, position, ordinal), before, after)
        }
        index.trips[position] = trip
        index.activities.removeAll { $0.trip == position }
        let at = index.activities.firstIndex { $0.trip > position } ?? index.activities.endIndex
        index.activities.insert(contentsOf: activities, at: at)
        if old.text != trip.text {
            let oldText = textNames[position]
            textNames[position] = addText(trip.text)
            if let oldText { release(oldText) }
        }
        patch.groups.insert(position / Self.groupSize)
    }

    /// Replaces the page at `position`: its tokens, their chunks, its text, the pages' catalog.
    private mutating func replacePage(at position: Int, with page: SearchIndex.PageEntry) {
        let key = SearchPosting.key(.page, position)
        let before = Self.tokens(index.pages[position])
        let after = Self.tokens(page)
        let words = tables[.words]!.replace(key, old: before.words, new: after.words)
        let more = tables[.more]!.replace(key, old: before.more, new: after.more)
        rechunk(.words, changed: words)
        rechunk(.more, changed: more)
        let oldText = pageTextNames[position]
        index.pages[position] = page
        pageTextNames[position] = addText(page.text)
        if let oldText { release(oldText) }
        let oldCatalog = pageCatalogName
        pageCatalogName = encodePages()
        if let oldCatalog { release(oldCatalog) }
    }
}
