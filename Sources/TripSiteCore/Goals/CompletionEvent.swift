import TripSiteStore

/// When something was completed, as far as the journal tells.
///
/// Order: by day, whether the completion's own (recorded) or its trip's (estimated), a
/// recorded day before an estimated one of the same day; the ones with no date at all last.
/// Badges are earned in this order, so a count reaches its threshold on the day it did.
package enum CompletionDate: Hashable, Encodable, Sendable, Comparable {
    /// The activity's own date, or for a trip, the last of its activities' dates.
    case recorded(Day)
    /// No date of its own: the trip's `end`, else its `start`.
    case estimated(Day)
    /// Nothing is known: shown as "date unknown".
    case unknown

    package var day: Day? {
        switch self {
        case .recorded(let day), .estimated(let day): day
        case .unknown: nil
        }
    }

    private var rank: Int {
        switch self {
        case .recorded: 0
        case .estimated: 1
        case .unknown: 2
        }
    }

    package static func < (lhs: CompletionDate, rhs: CompletionDate) -> Bool {
        switch (lhs.day, rhs.day) {
        case (let x?, let y?): return x != y ? x < y : lhs.rank < rhs.rank
        case (.some, nil): return true
        case (nil, _): return false
        }
    }
}

/// A completed activity or a completed trip: what badges count.
package struct CompletionEvent: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A done activity: its index in the trip's activities.
        case activity(index: Int)
        /// A trip whose activities are all done.
        case trip
    }

    var kind: Kind
    /// The trip, shared: events are sorted and copied by the thousand, and a reference copies
    /// in one retain where the `Trip` value would retain every one of its strings.
    let tripReference: TripReference
    package var date: CompletionDate

    package var trip: Trip { tripReference.trip }

    package init(kind: Kind, trip: TripReference, date: CompletionDate) {
        self.kind = kind
        tripReference = trip
        self.date = date
    }

    var activity: Activity? {
        if case .activity(let index) = kind { trip.activities[index] } else { nil }
    }

    /// Position within the trip file, for stable ordering.
    package var position: Int {
        if case .activity(let index) = kind { index } else { Int.max }
    }

    /// The completion order: by date (see `CompletionDate`); on the same date, by trip slug,
    /// then by the activity's position in its file. Deterministic whatever the input order.
    package static func completionOrder(_ a: CompletionEvent, _ b: CompletionEvent) -> Bool {
        if a.date != b.date { return a.date < b.date }
        if a.tripReference !== b.tripReference { return a.tripReference.trip.slug < b.tripReference.trip.slug }
        return a.position < b.position
    }
}

/// A trip shared by reference among the completion events that point at it.
package final class TripReference: Hashable, Sendable {
    let trip: Trip

    package init(_ trip: Trip) { self.trip = trip }

    package static func == (lhs: TripReference, rhs: TripReference) -> Bool { lhs === rhs || lhs.trip == rhs.trip }
    package func hash(into hasher: inout Hasher) { hasher.combine(trip.slug) }
}

extension CompletionDate: StableHashable {
    /// Its kind and day: every badge's fingerprint hashes each of its events' dates.
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        let (kind, day): (Int, Day?) =
            switch self {
            case .recorded(let day): (0, day)
            case .estimated(let day): (1, day)
            case .unknown: (2, nil)
            }
        encoding.write(.list, depth: depth)
        encoding.write(kind, depth: depth + 1)
        day.stableEncode(into: &encoding, depth: depth + 1)
    }
}
