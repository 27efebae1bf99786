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

    /// When it is dated in the feed's order: a trip by its `start`, an entry by its date.
    var day: Day? {
        switch self {
        case .trip(let trip): trip.start
        case .entry(let entry, _): entry.date
        }
    }

    /// An entry's time of day; "" otherwise.
    var time: String {
        if case .entry(let entry, _) = self { entry.time ?? "" } else { "" }
    }

    var created: Day? {
        if case .trip(let trip) = self { trip.created } else { nil }
    }

    /// Ties in order: a trip before its entries, then by trip slug and entry slug.
    var key: (String, String) {
        switch self {
        case .trip(let trip): (trip.slug, "")
        case .entry(let entry, let trip): (trip.slug, entry.slug)
        }
    }

    /// Newest first: by day, then time of day, then `created`, then key.
    static func newer(_ a: FeedItem, _ b: FeedItem) -> Bool {
        if a.day != b.day { return (a.day ?? .distantPast) > (b.day ?? .distantPast) }
        if a.time != b.time { return a.time > b.time }
        if a.created != b.created { return (a.created ?? .distantPast) > (b.created ?? .distantPast) }
        return a.key < b.key
    }

    /// The newest `limit` of the trips and their travelled trips' entries, newest first: one
    /// pass keeping the newest so far, not a sort of every entry of the journal.
    static func newest(_ trips: [Trip], limit: Int) -> [FeedItem] {
        var kept: [FeedItem] = []
        func offer(_ item: FeedItem) {
            if kept.count == limit, let last = kept.last, !newer(item, last) { return }
            kept.insert(item, at: kept.partitionPoint { newer(item, $0) })
            if kept.count > limit { kept.removeLast() }
        }
        for trip in trips {
            offer(.trip(trip))
            if trip.isTravelled { for entry in trip.entries { offer(.entry(entry, of: trip)) } }
        }
        return kept
    }
}
