import Testing
import TripSiteCore
import TripSiteTestSupport

@Suite struct GoalsEvaluatorTests {
    @Test func activitiesMetricCountsDoneActivitiesAndEarnsOnTheCrossingDate() {
        let trips = [
            makeTrip("a", activities: done(3, on: "2025-01-10") + todo(2)),
            makeTrip("b", activities: done(2, on: "2025-03-01")),
        ]
        let s = status(rule(.activities, 5), trips)
        #expect(s.count == 5)
        #expect(s.earnedDate == .recorded(Day(iso: "2025-03-01")!))
        #expect(s.progress == 1)
        let notYet = status(rule(.activities, 6), trips)
        #expect(notYet.count == 5 && notYet.earnedDate == nil && notYet.remaining == 1)
        #expect(abs(notYet.progress - 5.0 / 6.0) < 1e-9)
    }

    @Test func thresholdMetExactlyAndOneShort() {
        let trips = [makeTrip("a", activities: done(1, on: "2025-01-01") + done(1, on: "2025-01-02"))]
        #expect(status(rule(.activities, 2), trips).earnedDate == .recorded(Day(iso: "2025-01-02")!))
        #expect(status(rule(.activities, 3), trips).isEarned == false)
    }

    @Test func progressIsCappedAtOne() {
        #expect(status(rule(.activities, 2), [makeTrip("a", activities: done(5, on: "2025-01-01"))]).progress == 1)
    }

    @Test func severalCompletionsOnTheSameDate() {
        // Three done the same day: the badge for 2 is earned that day, ordered by slug then file order.
        let trips = [
            makeTrip("b", activities: done(2, on: "2025-05-05")), makeTrip("a", activities: done(1, on: "2025-05-05")),
        ]
        let s = status(rule(.activities, 2), trips)
        #expect(s.earnedDate == .recorded(Day(iso: "2025-05-05")!))
        #expect(s.contributions.map { $0.trip.slug } == ["a", "b", "b"])
    }

    /// Recorded and estimated days are one calendar: a trip dated only by its own dates in
    /// 2020 counts before an activity ticked in 2026 (before, every recorded day came first);
    /// no date at all counts last.
    @Test func completionsCountInDayOrderWhateverGivesTheDay() {
        let trips = [
            makeTrip("late", activities: done(1, on: "2026-01-01")),
            makeTrip("undated", start: "2020-01-01", end: "2020-01-05", activities: done(1, on: nil)),
            makeTrip("unknown", activities: done(1, on: nil)),
        ]
        let s = status(rule(.activities, 3), trips)
        #expect(s.contributions.map { $0.trip.slug } == ["undated", "late", "unknown"])
        #expect(
            s.contributions.map(\.date) == [
                .estimated(Day(iso: "2020-01-05")!), .recorded(Day(iso: "2026-01-01")!), .unknown,
            ])
        #expect(s.earnedDate == .unknown)
        #expect(status(rule(.activities, 1), trips).earnedDate == .estimated(Day(iso: "2020-01-05")!))
        #expect(status(rule(.activities, 2), trips).earnedDate == .recorded(Day(iso: "2026-01-01")!))
        // Only a start date: that one.
        let startOnly = makeTrip("s", start: "2021-02-02", activities: done(1, on: nil))
        #expect(status(rule(.activities, 1), [startOnly]).earnedDate == .estimated(Day(iso: "2021-02-02")!))
        // On one day, the recorded completion before the estimated one.
        let sameDay = [
            makeTrip("a", start: "2022-03-01", end: "2022-03-03", activities: done(1, on: nil)),
            makeTrip("b", activities: done(1, on: "2022-03-03")),
        ]
        #expect(status(rule(.activities, 2), sameDay).contributions.map { $0.trip.slug } == ["b", "a"])
    }

    @Test func noCompletions() {
        let s = status(rule(.activities, 1), [makeTrip("a", activities: todo(3)), makeTrip("b", activities: [])])
        #expect(s.count == 0 && !s.isEarned && s.progress == 0 && s.contributions.isEmpty)
        #expect(status(rule(.trips, 1), []).count == 0)
    }

    @Test func tripsMetricNeedsEveryActivityDoneAndAtLeastOne() {
        let trips = [
            makeTrip("complete", activities: done(1, on: "2025-01-01") + done(1, on: "2025-02-01")),
            makeTrip("partial", activities: done(1, on: "2025-01-01") + todo(1)),
            makeTrip("empty", activities: []),
        ]
        let s = status(rule(.trips, 1), trips)
        #expect(s.count == 1)
        #expect(s.contributions.map { $0.trip.slug } == ["complete"])
        // Completed on its last activity's date.
        #expect(s.earnedDate == .recorded(Day(iso: "2025-02-01")!))
    }

    @Test func tripWithAnUndatedActivityIsDatedByItsEnd() {
        let trip = makeTrip("t", end: "2024-08-31", activities: done(1, on: "2024-08-02") + done(1, on: nil))
        #expect(status(rule(.trips, 1), [trip]).earnedDate == .estimated(Day(iso: "2024-08-31")!))
    }

    @Test func countriesCountDistinctCountriesOfCompletedTrips() {
        let trips = [
            makeTrip("jp1", country: "Japan", activities: done(1, on: "2025-01-01")),
            makeTrip("jp2", country: "japan ", activities: done(1, on: "2025-02-01")),
            makeTrip("is", country: "Iceland", activities: done(1, on: "2025-03-01")),
            makeTrip("no", country: "Norway", activities: done(1, on: "2025-04-01") + todo(1)),
            makeTrip("none", activities: done(1, on: "2025-05-01")),
        ]
        let s = status(rule(.countries, 2), trips)
        #expect(s.count == 2)
        #expect(s.earnedDate == .recorded(Day(iso: "2025-03-01")!))
        #expect(s.contributions.map { $0.trip.slug } == ["jp1", "jp2", "is"])
    }

    @Test func seasonsCountDistinctSeasons() {
        let trips = [
            makeTrip("w1", season: .winter, activities: done(1, on: "2025-01-01")),
            makeTrip("w2", season: .winter, activities: done(1, on: "2025-02-01")),
            makeTrip("s", season: .summer, activities: done(1, on: "2025-07-01")),
        ]
        let s = status(rule(.seasons, 2), trips)
        #expect(s.count == 2)
        #expect(s.earnedDate == .recorded(Day(iso: "2025-07-01")!))
        #expect(status(rule(.seasons, 4), trips).isEarned == false)
    }

    @Test func filters() {
        let trips = [
            makeTrip("fall-jp", season: .fall, country: "Japan", tags: ["Food"], activities: done(2, on: "2024-10-01")),
            makeTrip(
                "fall-is", season: .fall, country: "Iceland", tags: ["hiking"], activities: done(1, on: "2025-10-01")),
            makeTrip(
                "summer-jp", season: .summer, country: "Japan", tags: ["food"], activities: done(1, on: "2025-07-01")),
        ]
        #expect(status(rule(.activities, 1, season: .fall), trips).count == 3)
        #expect(status(rule(.activities, 1, tag: "food"), trips).count == 3)
        #expect(status(rule(.activities, 1, country: "japan"), trips).count == 3)
        #expect(status(rule(.activities, 1, year: 2025), trips).count == 2)
        #expect(
            status(rule(.trips, 1, season: .fall, year: 2024), trips).contributions.map { $0.trip.slug } == ["fall-jp"])
        #expect(status(rule(.countries, 2, season: .fall), trips).isEarned)
        #expect(status(rule(.countries, 2, tag: "food"), trips).count == 1)
    }

    @Test func yearFilterSkipsUnknownDates() {
        #expect(status(rule(.activities, 1, year: 2025), [makeTrip("a", activities: done(1, on: nil))]).count == 0)
    }

    @Test func goalsOrderingOnThePage() {
        let trips = [
            makeTrip("a", season: .fall, country: "Japan", activities: done(3, on: "2025-01-10")),
            makeTrip("b", season: .winter, country: "Norway", activities: done(1, on: "2025-02-10") + todo(1)),
        ]
        let report = GoalsEvaluator.evaluate(DefaultBadges.all, trips: trips)
        #expect(
            report.recentlyEarned.map(\.badge.id)
                == ["first-activity", "first-trip", "fall-explorer"].sorted { a, b in
                    // first-activity earned 2025-01-10, first-trip and fall-explorer on 2025-01-10 too: definition order on ties.
                    DefaultBadges.all.firstIndex { $0.id == a }! < DefaultBadges.all.firstIndex { $0.id == b }!
                })
        // Closest first: 10-activities (4 of 10) and four-seasons (1 of 4) before 100-activities (4 of 100).
        let next = report.nextMilestones.map(\.badge.id)
        #expect(next.first == "10-activities")
        #expect(next.firstIndex(of: "four-seasons")! < next.firstIndex(of: "100-activities")!)
        // Countries as the maps fill them: Norway has a done activity, though its trip is not travelled.
        #expect(
            report.totals
                == GoalsTotals(activitiesDone: 4, activitiesTotal: 5, tripsTravelled: 1, countries: 2, seasons: 1))
        #expect(report.badges(for: "b").map(\.badge.id).contains("10-activities"))
        #expect(!report.badges(for: "b").map(\.badge.id).contains("first-trip"))
    }

    @Test func recentlyEarnedIsNewestFirst() {
        let trips = [
            makeTrip("a", activities: done(1, on: "2025-01-01")), makeTrip("b", activities: done(9, on: "2025-06-01")),
        ]
        let report = GoalsEvaluator.evaluate(DefaultBadges.all, trips: trips)
        // 10-activities on 2025-06-01; first-activity and first-trip both on 2025-01-01, in definition order.
        #expect(report.recentlyEarned.map(\.badge.id) == ["10-activities", "first-activity", "first-trip"])
    }
}
