import Testing
import TripSiteCore

/// Days are packed into four bytes; they must read back and order as the calendar does.
@Suite struct DayPackingTests {
    @Test func everyDayReadsBackAndOrdersAsItsDate() throws {
        var generator = SystemRandomNumberGenerator()
        var days: [(year: Int, month: Int, day: Int, value: Day)] = []
        for _ in 0..<2_000 {
            let year = min(
                9999,
                [1, 1999, 2000, 2024, 2100, 9990].randomElement(using: &generator)!
                    + Int.random(in: 0...9, using: &generator))
            let month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...Day.daysIn(month: month, year: year), using: &generator)
            let value = try #require(Day(year: year, month: month, day: day))
            #expect((value.year, value.month, value.day) == (year, month, day))
            #expect(Day(iso: value.iso) == value)
            days.append((year, month, day, value))
        }
        for (a, b) in zip(days, days.shuffled(using: &generator)) {
            #expect((a.value < b.value) == ((a.year, a.month, a.day) < (b.year, b.month, b.day)))
            #expect((a.value == b.value) == ((a.year, a.month, a.day) == (b.year, b.month, b.day)))
        }
        #expect(Day(year: 2025, month: 2, day: 29) == nil)
        #expect(Day(year: 2024, month: 2, day: 29)?.iso == "2024-02-29")
        #expect(Day(year: 10_000, month: 1, day: 1) == nil)
        #expect(MemoryLayout<Day>.size == 4)
    }
}

/// Days counted from 1970-01-01 (route days, nights away) and back.
@Suite struct DayCountTests {
    @Test func knownDaysCountAsTheCalendarSays() throws {
        #expect(try #require(Day(iso: "1970-01-01")).daysSince1970 == 0)
        #expect(try #require(Day(iso: "2025-07-01")).daysSince1970 == 20_270)
        #expect(
            try #require(Day(iso: "2000-03-01")).daysSince1970 - (try #require(Day(iso: "2000-02-28"))).daysSince1970
                == 2)
        #expect(
            try #require(Day(iso: "1900-03-01")).daysSince1970 - (try #require(Day(iso: "1900-02-28"))).daysSince1970
                == 1)
        #expect(Day(daysSince1970: -1)?.iso == "1969-12-31")
    }

    @Test func everyDayOfFourCenturiesRoundTrips() {
        let first = Day(iso: "1800-01-01")!.daysSince1970
        for days in first..<(first + 146_097) {
            #expect(Day(daysSince1970: days)?.daysSince1970 == days)
        }
    }
}
