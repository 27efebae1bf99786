import PropertyBased
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `GoalsEvaluator.updated` (the preview server's way to count an activity checked off)
/// gives exactly what evaluating the whole site gives, over random journals, badges and
/// edits: the statuses with their contributions in order, the totals, and which badges
/// each trip contributed to.
@Suite struct GoalsUpdateTests {
    static let countries = ["Norway", "Japan", "norway ", nil, "Peru"]
    static let days = ["2024-03-01", "2024-03-01", "2025-07-15", "2023-12-31", nil]

    static func badges() -> [Badge] {
        [
            rule(.activities, 5), rule(.activities, 3, season: .summer), rule(.activities, 2, year: 2024),
            rule(.trips, 2), rule(.trips, 1, tag: "Snow"), rule(.countries, 2), rule(.countries, 1, country: "norway"),
            rule(.seasons, 3), rule(.activities, 40),
        ]
    }

    static func journal(_ rng: inout Xoshiro) -> [Trip] {
        (0..<24).map { number in
            let activities = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                (done: Bool.random(using: &rng), date: days.randomElement(using: &rng)!)
            }
            return makeTrip(
                "trip-\(number)", season: Season.allCases.randomElement(using: &rng),
                country: countries.randomElement(using: &rng)!, tags: Bool.random(using: &rng) ? ["snow"] : [],
                start: Bool.random(using: &rng) ? "2024-0\(Int.random(in: 1...9, using: &rng))-01" : nil,
                activities: activities)
        }
    }

    /// The trip with some activities checked off or undone, and some dates changed.
    static func edited(_ trip: Trip, _ rng: inout Xoshiro) -> Trip {
        var trip = trip
        for index in trip.activities.indices where Bool.random(using: &rng) {
            trip.activities[index].isDone.toggle()
            if Bool.random(using: &rng) {
                trip.activities[index].date = days.randomElement(using: &rng)!.flatMap(Day.init(iso:))
            }
        }
        return trip
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func anUpdateIsWhatAWholeEvaluationGives(seed: UInt64) {
        var rng = Xoshiro(seed: (seed, ~seed, seed &* 31, 0x9E37_79B9_7F4A_7C15))
        var trips = Self.journal(&rng)
        var report = GoalsEvaluator.evaluate(Self.badges(), trips: trips)
        for step in 0..<20 {
            let positions = Set(
                (0..<Int.random(in: 1...3, using: &rng)).map { _ in trips.indices.randomElement(using: &rng)! })
            let old = positions.map { trips[$0] }
            for position in positions { trips[position] = Self.edited(trips[position], &rng) }
            // Every other step with the trips as they were, so the totals are patched.
            report = GoalsEvaluator.updated(
                report, changed: positions.map { trips[$0] }, trips: trips, previous: step.isMultiple(of: 2) ? old : nil
            )
            let whole = GoalsEvaluator.evaluate(Self.badges(), trips: trips)
            let same = report == whole
            #expect(same, "seed \(seed), step \(step)")
            for trip in trips {
                #expect(report.badges(for: trip.slug).map(\.badge.id) == whole.badges(for: trip.slug).map(\.badge.id))
            }
        }
    }

    /// Trips that join or leave the journal (the preview server's membership path): the
    /// update takes the new trip's events in and the removed trip's out.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func tripsAddedAndRemovedAreWhatAWholeEvaluationGives(seed: UInt64) {
        var rng = Xoshiro(seed: (~seed, seed, seed &* 17, 0x5851_F42D_4C95_7F2D))
        var trips = Self.journal(&rng)
        var report = GoalsEvaluator.evaluate(Self.badges(), trips: trips)
        var spare = Self.journal(&rng).enumerated().map { index, trip in
            var trip = trip
            trip.slug = "new-\(index)"
            return trip
        }
        for step in 0..<20 {
            if Bool.random(using: &rng), let added = spare.popLast() {
                trips.insert(added, at: Int.random(in: 0...trips.count, using: &rng))
                report = GoalsEvaluator.updated(report, changed: [added], trips: trips, previous: [])
            } else if trips.count > 1 {
                let removed = trips.remove(at: Int.random(in: trips.indices, using: &rng))
                report = GoalsEvaluator.updated(
                    report, changed: [], removed: [removed.slug], trips: trips, previous: [removed])
            }
            let whole = GoalsEvaluator.evaluate(Self.badges(), trips: trips)
            #expect(report == whole, "seed \(seed), step \(step)")
            for trip in trips {
                #expect(report.badges(for: trip.slug).map(\.badge.id) == whole.badges(for: trip.slug).map(\.badge.id))
            }
        }
    }
}
