import Foundation

/// A list of trip positions as the index writes it: gaps (`[3,1,4]` for 3, 4, 8), or, for a
/// token in a large share of the trips, a bitmap in base64 (bit `n % 8` of byte `n / 8` for
/// trip `n`), whichever is shorter. At 10,000 trips a word in every trip takes 1,668
/// characters as a bitmap, 20,000 as gaps.
package enum SearchBitmap {
    /// The JSON of `positions` (increasing) among `count` trips.
    package static func list(_ positions: [Int], of count: Int) -> String {
        let bitmapLength = (count + 7) / 8 * 4 / 3 + 4
        var gapsLength = 2
        var previous = 0
        for position in positions {
            gapsLength += digits(position - previous) + 1
            previous = position
            if gapsLength > bitmapLength { return SearchJSON.string(bitmap(positions, of: count)) }
        }
        var gaps: [Int] = []
        gaps.reserveCapacity(positions.count)
        previous = 0
        for position in positions {
            gaps.append(position - previous)
            previous = position
        }
        return SearchJSON.numbers(gaps)
    }

    /// Base64 of the bits of `positions` among `count`.
    package static func bitmap(_ positions: [Int], of count: Int) -> String {
        var bytes = [UInt8](repeating: 0, count: (count + 7) / 8)
        for position in positions { bytes[position / 8] |= 1 << UInt8(position % 8) }
        return Data(bytes).base64EncodedString()
    }

    private static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
