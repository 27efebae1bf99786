import Testing
import TripSiteCore

@Suite struct CompletionTests {
    func activities(done: Int, total: Int) -> [Activity] {
        (0..<total).map { index in
            Activity(
                title: "A\(index)", nameHTML: MarkdownHTML(cmarkOutput: "A\(index)"), isDone: index < done,
                date: nil, notesHTML: nil, line: index + 1, anchor: "a\(index)")
        }
    }

    @Test func noActivitiesHasNoCompletion() {
        #expect(Completion(activities: []) == nil)
    }

    @Test(arguments: [
        (0, 3, 0), (2, 3, 67), (1, 3, 33), (3, 3, 100), (1, 8, 13), (1, 2, 50), (5, 8, 63), (1, 200, 1),
    ])
    func percentRoundsHalfUp(done: Int, total: Int, percent: Int) throws {
        let completion = try #require(Completion(activities: activities(done: done, total: total)))
        #expect(completion.done == done)
        #expect(completion.total == total)
        #expect(completion.percent == percent)
        #expect(completion.isComplete == (done == total))
    }
}

@Suite struct DayTests {
    @Test func parsesISODates() throws {
        let day = try #require(Day(iso: "2025-06-03"))
        #expect(day.year == 2025 && day.month == 6 && day.day == 3)
        #expect(day.iso == "2025-06-03")
        #expect(Day(iso: "2025-06-03T10:00:00Z")?.iso == "2025-06-03")
    }

    @Test(arguments: ["2025-13-45", "2025-02-29", "2025-00-10", "2025-6-3", "June 3", "", "2025-06-31", "20250603"])
    func rejectsImpossibleOrMalformedDates(_ text: String) {
        #expect(Day(iso: text) == nil)
    }

    @Test func leapYears() {
        #expect(Day(iso: "2024-02-29") != nil)
        #expect(Day(iso: "2000-02-29") != nil)
        #expect(Day(iso: "1900-02-29") == nil)
    }
}

@Suite struct SeasonTests {
    @Test(arguments: [
        ("spring", Season.spring), ("Summer", .summer), ("fall", .fall), ("autumn", .fall), ("WINTER", .winter),
    ])
    func names(_ name: String, _ season: Season) {
        #expect(Season(name: name) == season)
    }

    @Test func unknownName() { #expect(Season(name: "monsoon") == nil) }

    @Test func derivedFromMonth() {
        #expect(
            [1, 2, 3, 5, 6, 8, 9, 11, 12].map { Season(month: $0) } == [
                .winter, .winter, .spring, .spring, .summer, .summer, .fall, .fall, .winter,
            ])
    }
}
