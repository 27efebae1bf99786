extension CompletionEvent {
    /// `events` in completion order (`completionOrder`), each event sorted by one integer
    /// that packs its date, its trip's place in slug order and its position, rather than a
    /// comparator comparing dates and then slugs for each pair. Events that do not fit the
    /// integer (a millionth trip, an activity past the millionth in one file) are sorted
    /// pair by pair.
    package static func inCompletionOrder(_ events: [CompletionEvent]) -> [CompletionEvent] {
        var trips: [ObjectIdentifier: TripReference] = [:]
        for event in events { trips[ObjectIdentifier(event.tripReference)] = event.tripReference }
        let bySlug = trips.values.sorted { $0.trip.slug < $1.trip.slug }
        var ranks: [ObjectIdentifier: UInt64] = [:]
        ranks.reserveCapacity(bySlug.count)
        for (rank, reference) in bySlug.enumerated() { ranks[ObjectIdentifier(reference)] = UInt64(rank) }
        var keyed: [(key: UInt64, index: Int)] = []
        keyed.reserveCapacity(events.count)
        for (index, event) in events.enumerated() {
            guard let key = sortKey(event, tripRank: ranks[ObjectIdentifier(event.tripReference)]!) else {
                return events.sorted(by: completionOrder)
            }
            keyed.append((key, index))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return keyed.map { events[$0.index] }
    }

    /// Unknown date (1 bit), day (22), recorded or estimated (1), trip rank (20), position
    /// (20; a trip's own event last): by day first, whichever kind of date gives it.
    static func sortKey(_ event: CompletionEvent, tripRank: UInt64) -> UInt64? {
        let (unknown, day, kind): (UInt64, UInt64, UInt64)
        switch event.date {
        case .recorded(let date): (unknown, day, kind) = (0, dayNumber(date), 0)
        case .estimated(let date): (unknown, day, kind) = (0, dayNumber(date), 1)
        case .unknown: (unknown, day, kind) = (1, 0, 0)
        }
        let position: UInt64
        switch event.kind {
        case .activity(let index): position = UInt64(index)
        case .trip: position = (1 << 20) - 1
        }
        guard day < 1 << 22, tripRank < 1 << 20, position < 1 << 20,
            event.kind == .trip || position < (1 << 20) - 1
        else { return nil }
        return unknown << 63 | day << 41 | kind << 40 | tripRank << 20 | position
    }

    /// A day as a number that orders as days do (not a count of days: months are 31 long).
    private static func dayNumber(_ day: Day) -> UInt64 {
        UInt64(max(day.year, 0)) * 372 + UInt64(day.month - 1) * 31 + UInt64(day.day - 1)
    }
}
