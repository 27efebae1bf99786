import Foundation
import Synchronization

/// Numbers and dates as the site's language writes them, by Foundation (swift-foundation's
/// ICU data on Linux and macOS alike): `18 mai 2025`, `18. Mai 2025`, `2025年5月18日`,
/// `١٨ مايو، ٢٠٢٥`. Machine-readable values (`<time datetime>`, `aria-valuenow`, CSS) never
/// come through here: they stay ASCII and ISO.
///
/// Choices, deliberate:
/// - The locale is the `language:` tag as written (`fr-CA`, `de-AT`, `en-US`: `May 18, 2025`),
///   except that a language without a string table formats as English, so a page never mixes
///   English words with another language's dates.
/// - Plain `en` is CLDR's international English, `en-001` (`18 May 2025`), not CLDR's plain
///   `en`, which is American: TripSite has always written day, month, year, and a journal
///   read around the world should not switch to month-first unless it says `en-US`.
/// - Plain `ar` gets Arabic-Indic digits (`ar-u-nu-arab`): current CLDR gives plain `ar` Latin
///   digits, but Arabic-Indic digits are what most Arabic-speaking readers (the Mashriq, the
///   Gulf, Egypt) expect. A site that wants Latin digits writes a region that uses them
///   (`ar-MA`, `ar-DZ`, `ar-TN`) or says so: `ar-u-nu-latn`.
/// - Dates are always Gregorian (the trips' dates are), whatever the locale's default
///   calendar (`ar-SA` would otherwise use the Umm al-Qura calendar).
public struct LocaleFormat: Sendable {
    /// The BCP 47 identifier given to Foundation, and to the theme's scripts (`Intl`).
    public let identifier: String
    private let locale: Locale
    private let calendar: Calendar
    private let dateStyle: Date.FormatStyle
    /// What has been formatted already: a journal writes the same few thousand days and
    /// small numbers on thousands of pages, and Foundation's formatting of each costs far
    /// more than a lookup.
    private let memo = Memo()

    public init(language: String) {
        let identifier = Self.identifier(for: language)
        self.identifier = identifier
        locale = Locale(identifier: identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = locale
        self.calendar = calendar
        dateStyle = Date.FormatStyle(
            date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
    }

    static func identifier(for language: String) -> String {
        let tag = language.replacingOccurrences(of: "_", with: "-")
        let subtags = tag.lowercased().split(separator: "-")
        switch subtags {
        case []: return "en-001"
        case ["en"]: return "en-001"
        case ["ar"]: return "ar-u-nu-arab"
        default: return tag
        }
    }

    public func number(_ value: Int) -> String {
        memo.value(.number(value)) { value.formatted(.number.locale(locale)) }
    }

    /// A decimal with a fixed number of fraction digits: 42.3, 42,3, ٤٢٫٣.
    public func decimal(_ value: Double, fractionDigits: Int) -> String {
        value.formatted(.number.precision(.fractionLength(fractionDigits)).locale(locale))
    }

    /// A year, without grouping ("2025", "٢٠٢٥").
    public func year(_ value: Int) -> String {
        memo.value(.year(value)) { value.formatted(.number.grouping(.never).locale(locale)) }
    }

    /// A whole percentage: 50 → "50%", "50 %", "٥٠٪؜".
    public func percent(_ value: Int) -> String {
        memo.value(.percent(value)) { value.formatted(.percent.locale(locale)) }
    }

    /// A calendar day in the locale's long style; nil for a day that does not exist.
    public func date(year: Int, month: Int, day: Int) -> String? {
        let formatted = memo.value(.date(year, month, day)) { formattedDate(year: year, month: month, day: day) ?? "" }
        return formatted.isEmpty ? nil : formatted
    }

    /// Two calendar days as one short range, the parts they share written once, as the
    /// language writes it: `12 – 19 Sep 2025`, `Sep 12 – 19, 2025`, `12–19 sept. 2025`,
    /// `2025年9月12日～19日`. Nil when either day does not exist.
    public func dateRange(
        from start: (year: Int, month: Int, day: Int), to end: (year: Int, month: Int, day: Int)
    )
        -> String?
    {
        guard let first = day(start), let last = day(end), first <= last else { return nil }
        let style = Date.IntervalFormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
        return (first..<last).formatted(style)
    }

    /// The date of a calendar day that exists.
    private func day(_ parts: (year: Int, month: Int, day: Int)) -> Date? {
        guard let date = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day)),
            calendar.component(.day, from: date) == parts.day
        else { return nil }
        return date
    }

    private func formattedDate(year: Int, month: Int, day: Int) -> String? {
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
            calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
        else { return nil }
        return date.formatted(dateStyle)
    }
}

extension LocaleFormat {
    /// Formatted values by what they format, shared by the copies of one `LocaleFormat`.
    final class Memo: Sendable {
        enum Key: Hashable {
            case number(Int)
            case year(Int)
            case percent(Int)
            case date(Int, Int, Int)
        }

        private let values = Mutex<[Key: String]>([:])

        func value(_ key: Key, make: () -> String) -> String {
            if let known = values.withLock({ $0[key] }) { return known }
            let made = make()
            values.withLock { $0[key] = made }
            return made
        }
    }
}
