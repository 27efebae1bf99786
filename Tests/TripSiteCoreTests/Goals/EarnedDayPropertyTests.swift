import Testing
import TripSiteCore
import TripSiteTestSupport

/// The earned day of a count badge is the day its count first reaches the threshold when
/// the journal's completions are replayed in day order, whichever gives the day (an
/// activity's own date, or its trip's), on random journals. A plain replay written here is
/// the oracle: nothing of `GoalsEvaluator`'s sort is reused.
@Suite struct EarnedDayPropertyTests {
    /// A small deterministic generator (xorshift64*): a failing journal is named by its seed.
    struct Random {
        var state: UInt64
        mutating func next(_ count: Int) -> Int {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Int((state &* 2_685_821_657_736_338_717) >> 33) % max(count, 1)
        }
    }

    static let countries = ["NO", "JP", "PT", "IS", "IT", "FR", "DE", "ES"]

    /// Up to 10 travelled trips in 2018–2025, each with a country (or none), its dates (or
    /// none), and up to 4 activities, done on a day of their own or not dated.
    static func journal(_ random: inout Random) -> [Trip] {
        (0..<random.next(11)).map { index in
            let day = { (random: inout Random) in
                String(format: "%04d-%02d-%02d", 2018 + random.next(8), 1 + random.next(12), 1 + random.next(28))
            }
            let start = random.next(4) == 0 ? nil : day(&random)
            let activities = (0..<random.next(5)).map { _ in
                (done: random.next(3) != 0, date: random.next(2) == 0 ? nil : day(&random) as String?)
            }
            var trip = makeTrip(
                "t\(index)", country: random.next(5) == 0 ? nil : countries[random.next(countries.count)],
                start: start, end: start, activities: activities)
            trip.isTravelled = true
            return trip
        }
    }

    /// The day a trip's completion counts: its activities' last day when all are done and
    /// dated, else its own end (or start); nil when it has none.
    static func tripDay(_ trip: Trip) -> Day? {
        let dates = trip.activities.compactMap(\.date)
        if !trip.activities.isEmpty, trip.activities.allSatisfy(\.isDone), dates.count == trip.activities.count {
            return dates.max()
        }
        return trip.end ?? trip.start
    }

    /// Replays (day, keys) in day order, undated last, and returns the day the distinct keys
    /// (or, with `distinct: false`, the events) first reach `threshold`; `.none` when never,
    /// `.some(nil)` when reached on an undated event.
    static func replay(_ events: [(day: Day?, key: String?)], threshold: Int, distinct: Bool) -> Day?? {
        let ordered = events.filter { $0.day != nil }.sorted { $0.day! < $1.day! } + events.filter { $0.day == nil }
        var seen: Set<String> = []
        var count = 0
        for event in ordered {
            if distinct {
                guard let key = event.key, seen.insert(key).inserted else { continue }
            }
            count += 1
            if count == threshold { return .some(event.day) }
        }
        return .none
    }

    @Test func countBadgesAreEarnedOnTheDayTheCountIsReached() {
        for seed in 1...400 {
            var random = Random(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
            let trips = Self.journal(&random)
            let tripEvents = trips.filter(\.countsAsTravelled).map { (day: Self.tripDay($0), key: $0.country) }
            let activityEvents = trips.flatMap { trip in
                trip.activities.filter(\.isDone).map { (day: $0.date ?? (trip.end ?? trip.start), key: nil as String?) }
            }
            for threshold in 1...5 {
                let cases: [(BadgeRule.Metric, [(day: Day?, key: String?)], Bool)] = [
                    (.countries, tripEvents, true), (.trips, tripEvents, false), (.activities, activityEvents, false),
                ]
                for (metric, events, distinct) in cases {
                    let expected = Self.replay(events, threshold: threshold, distinct: distinct)
                    let earned = status(rule(metric, threshold), trips).earnedDate
                    #expect(
                        earned.map { $0.day } == expected,
                        "seed \(seed), \(metric) ≥ \(threshold): \(String(describing: earned))")
                }
            }
        }
    }
}
