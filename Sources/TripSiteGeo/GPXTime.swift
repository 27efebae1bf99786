/// GPX's `<time>`: an XML Schema dateTime in UTC (`2025-07-01T10:00:00Z`), with optional
/// fractional seconds and, as some writers give it, a numeric offset or none (read as UTC).
/// Read by hand because it is read once per point: Foundation's ISO8601DateFormatter takes
/// microseconds each, seconds for a long track.
enum GPXTime {
    /// Seconds since 1970-01-01 UTC, or nil when the text is not such a time.
    static func seconds<Bytes: Collection<UInt8>>(_ text: Bytes) -> Double? where Bytes.Index == Int {
        var reader = Digits(bytes: text, index: text.startIndex)
        reader.skipSpaces()
        guard let year = reader.number(4), reader.take(UInt8(ascii: "-")), let month = reader.number(2),
            reader.take(UInt8(ascii: "-")), let day = reader.number(2), reader.take(UInt8(ascii: "T")),
            let hour = reader.number(2), reader.take(UInt8(ascii: ":")), let minute = reader.number(2),
            reader.take(UInt8(ascii: ":")), let second = reader.number(2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let fraction = reader.fraction()
        guard let offset = reader.offset() else { return nil }
        reader.skipSpaces()
        guard reader.atEnd else { return nil }
        let days = Double(CivilDays.days(year: year, month: month, day: day))
        return days * 86_400 + Double(hour * 3600 + minute * 60 + second) + fraction - Double(offset)
    }

    /// A cursor over the bytes of one time.
    private struct Digits<Bytes: Collection<UInt8>> where Bytes.Index == Int {
        let bytes: Bytes
        var index: Int

        var atEnd: Bool { index == bytes.endIndex }

        mutating func skipSpaces() {
            while index < bytes.endIndex, isSpace(bytes[index]) { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.endIndex, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func number(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return value
        }

        mutating func fraction() -> Double {
            guard take(UInt8(ascii: ".")) else { return 0 }
            var value = 0.0
            var scale = 0.1
            while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) {
                value += Double(bytes[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
            return value
        }

        /// The offset from UTC in seconds: 0 for `Z` or none, ±hh:mm otherwise; nil if malformed.
        mutating func offset() -> Int? {
            if take(UInt8(ascii: "Z")) || atEnd || isSpace(bytes[index]) { return 0 }
            let sign: Int
            if take(UInt8(ascii: "+")) { sign = 1 } else if take(UInt8(ascii: "-")) { sign = -1 } else { return nil }
            guard let hours = number(2), take(UInt8(ascii: ":")), let minutes = number(2), hours < 24, minutes < 60
            else { return nil }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
