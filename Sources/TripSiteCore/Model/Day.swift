import TripSiteGeo
import TripSiteStore

/// A calendar date without a time or time zone (`2025-06-03`), as written in trip files.
/// Parsing is strict: four-digit year, two-digit month and day, and a real calendar date.
///
/// Held in four bytes (year, month and day packed in that order, so the integers order as
/// the days do): a journal holds days by the hundred thousand, in its trips, activities and
/// every badge's completions, where three `Int`s would take 24 bytes each.
package struct Day: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    private let packed: UInt32

    package var year: Int { Int(packed >> 9) }
    package var month: Int { Int(packed >> 5 & 0xF) }
    package var day: Int { Int(packed & 0x1F) }

    package init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Day.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        packed = UInt32(year) << 9 | UInt32(month) << 5 | UInt32(day)
    }

    /// Parses `YYYY-MM-DD`. A YAML timestamp with a time part (`2025-06-03T10:00:00Z` or
    /// `2025-06-03 10:00`) is accepted and keeps its date.
    package init?(iso text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 10 else { return nil }
        if utf8.count > 10 {
            // Only a time may follow: "T10:00:00Z", " 10:00", "t10:00:00.5+02:00".
            guard [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(utf8[10]), utf8.count > 11,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[11]),
                utf8[11...].allSatisfy({
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || ":.+-Zz ".utf8.contains($0)
                })
            else { return nil }
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = utf8[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `days` after 1970-01-01.
    package init?(daysSince1970 days: Int) {
        let date = CivilDays.date(days: days)
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// Days since 1970-01-01 (negative before it).
    package var daysSince1970: Int { CivilDays.days(year: year, month: month, day: day) }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package static func < (lhs: Day, rhs: Day) -> Bool { lhs.packed < rhs.packed }

    /// `2025-06-03`
    package var iso: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    package var description: String { iso }
}

extension Day: StableHashable, StableDecodable {
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        encoding.write(.unsigned, UInt64(packed), depth: depth)
    }

    package init(stableFrom reader: StableReader, depth: Int) throws {
        let packed = try UInt32(stableFrom: reader, depth: depth)
        guard let day = Day(year: Int(packed >> 9), month: Int(packed >> 5 & 0xF), day: Int(packed & 0x1F)) else {
            throw StableReader.Corrupt()
        }
        self = day
    }
}
