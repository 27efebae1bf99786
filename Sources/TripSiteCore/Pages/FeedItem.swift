/// One item of a feed: a trip (its journal), or an entry of a travelled trip (its day).
enum FeedItem {
    case trip(Trip)
    case entry(Entry, of: Trip)

    /// The trip it is, or is of (its content fingerprint is the item's input).
    var trip: Trip {
        switch self {
        case .trip(let trip), .entry(_, of: let trip): trip
        }
    }

    /// The newest `limit` of the trips and their travelled trips' entries, newest first: one
    /// pass keeping the newest so far, not a sort of every entry of the journal. The pass
    /// compares what orders items (`Candidate`), not the trips and entries themselves, which
    /// would be copied at each comparison.
    static func newest(_ trips: [Trip], limit: Int) -> [FeedItem] {
        var kept: [Candidate] = []
        func offer(_ item: Candidate) {
            if kept.count == limit, let last = kept.last, !item.isNewer(than: last) { return }
            kept.insert(item, at: kept.partitionPoint { item.isNewer(than: $0) })
            if kept.count > limit { kept.removeLast() }
        }
        for (index, trip) in trips.enumerated() {
            offer(
                Candidate(
                    day: trip.start ?? trip.posted, time: "", created: trip.created, key: (trip.slug, ""), trip: index))
            guard trip.isTravelled else { continue }
            let entries = trip.entries
            for number in entries.indices {
                offer(
                    Candidate(
                        day: entries[number].date, time: entries[number].time ?? "", created: nil,
                        key: (trip.slug, entries[number].slug), trip: index, entry: number))
            }
        }
        return kept.map { candidate in
            let trip = trips[candidate.trip]
            return candidate.entry.map { .entry(trip.entries[$0], of: trip) } ?? .trip(trip)
        }
    }

    /// What orders an item, and where it is (its trip's index and its entry's). Newest
    /// first: by day (a trip's `start`, an entry's date), then time of day, then `created`,
    /// then a trip before its entries, by trip slug and entry slug.
    private struct Candidate {
        var day: Day?
        var time: String
        var created: Day?
        var key: (String, String)
        var trip = 0
        var entry: Int? = nil

        init(day: Day?, time: String, created: Day?, key: (String, String), trip: Int = 0, entry: Int? = nil) {
            self.day = day
            self.time = time
            self.created = created
            self.key = key
            self.trip = trip
            self.entry = entry
        }

        func isNewer(than other: Candidate) -> Bool {
            if day != other.day { return (day ?? .distantPast) > (other.day ?? .distantPast) }
            if time != other.time { return time > other.time }
            if created != other.created { return (created ?? .distantPast) > (other.created ?? .distantPast) }
            return key < other.key
        }
    }
}
