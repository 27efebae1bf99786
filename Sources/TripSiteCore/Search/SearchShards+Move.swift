import TripSiteStore

/// Making the index of a journal whose trips came, went or moved from the last one, for
/// `serve`: the trips that are as they were keep their tokens, moved to their new
/// positions, so only new and changed trips are tokenised. Every chunk and catalog group is
/// encoded again (a trip added near the top of reading order moves every later position);
/// the result is what `SearchShards(index:)` makes of the new index, which a test holds it to.
extension SearchShards {
    /// The index of `new`, made from this one's tokens, or nil when the two share too little
    /// (other pages, or most trips changed) for that to save work.
    package func moved(to new: SearchIndex) -> SearchShards? {
        guard new.pages == index.pages, let positions = keptPositions(in: new) else { return nil }
        return moved(to: new, positions: positions)
    }

    /// The index of `new`, given for each trip of this index its position in `new` when it
    /// is there with the same entry and activities (the caller knows: one trip came or went),
    /// nil when it went; nil when most trips are new.
    package func moved(to new: SearchIndex, positions: [Int?]) -> SearchShards? {
        let kept = positions.compactMap { $0 }
        let fresh = Set(new.trips.indices).subtracting(kept).sorted()
        guard fresh.count <= new.trips.count / 4 + 1 else { return nil }
        var tables = tables.mapValues { $0.moved(positions) }
        let documents = Self.documents(fresh, of: new)
        tables[.words]!.insert(documents.map { ($0.key, $0.tokens.words) })
        tables[.more]!.insert(documents.map { ($0.key, $0.tokens.more) })
        let oldPosition = Self.inverse(positions, count: new.trips.count)
        let textParts = parallelMap(Array(new.trips.indices)) { position -> Part? in
            guard let old = oldPosition[position] else { return Self.textPart(new.trips[position].text) }
            return textNames[old].map { Part(name: $0, content: parts[$0]!) }
        }
        return handingChanges(to: SearchShards(index: new, tables: tables, textParts: textParts))
    }

    /// For each trip of this index, its position in `new` when it is there with the same
    /// fields, text and activity names (so the same tokens); nil when it changed or went.
    /// Nil when the kept trips are not in the same order (reading order holds them in it).
    private func keptPositions(in new: SearchIndex) -> [Int?]? {
        let oldNames = Self.activityNames(index)
        let newNames = Self.activityNames(new)
        let oldPositions = Dictionary(index.trips.enumerated().map { ($1.url, $0) }, uniquingKeysWith: { a, _ in a })
        var positions = [Int?](repeating: nil, count: index.trips.count)
        var last = -1
        for (position, trip) in new.trips.enumerated() {
            guard let old = oldPositions[trip.url], index.trips[old] == trip, oldNames[old] == newNames[position]
            else { continue }
            guard old > last else { return nil }
            positions[old] = position
            last = old
        }
        return positions
    }

    /// For each position of `count`, the position `positions` maps to it, if any.
    private static func inverse(_ positions: [Int?], count: Int) -> [Int?] {
        var inverse = [Int?](repeating: nil, count: count)
        for (old, position) in positions.enumerated() { if let position { inverse[position] = old } }
        return inverse
    }

    /// Each trip's activity names, by trip position.
    private static func activityNames(_ index: SearchIndex) -> [[String]] {
        var names = [[String]](repeating: [], count: index.trips.count)
        for activity in index.activities { names[activity.trip].append(activity.name) }
        return names
    }

    /// The tokens of the trips at `positions` and of their activities, made on every core.
    private static func documents(_ positions: [Int], of index: SearchIndex) -> [(key: UInt64, tokens: SearchTokens)] {
        var documents = parallelMap(positions) { (key: SearchPosting.key(.trip, $0), tokens: tokens(index.trips[$0])) }
        let wanted = Set(positions)
        for activity in index.activities where wanted.contains(activity.trip) {
            documents.append((SearchPosting.key(.activity, activity.trip, activity.ordinal), tokens(activity)))
        }
        return documents
    }
}
