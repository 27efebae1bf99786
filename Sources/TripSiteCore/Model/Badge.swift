import Foundation

/// A goal to earn: its look (symbol, colour) and the rule that earns it. Defined in
/// `content/goals.yml`, or one of the built-in defaults.
package struct Badge: Hashable, Encodable, Sendable {
    package var id: String
    package var title: String
    var description: String
    /// The name of the picture it shows, one of the HTML library's `BadgeSymbol`s (checked
    /// when goals.yml is read), kept as a name so the model does not depend on how it is drawn.
    package var symbol: String
    package var color: BadgeColor
    package var rule: BadgeRule

    package init(id: String, title: String, description: String, symbol: String, color: BadgeColor, rule: BadgeRule) {
        self.id = id
        self.title = title
        self.description = description
        self.symbol = symbol
        self.color = color
        self.rule = rule
    }
}

/// What a badge counts, how many it needs, and which completions qualify.
package struct BadgeRule: Hashable, Encodable, Sendable {
    package enum Metric: String, CaseIterable, Sendable, Encodable {
        /// Completed activities.
        case activities
        /// Trips that count as travelled (`Trip.countsAsTravelled`); the metrics below
        /// count them too.
        case trips
        /// Distinct countries of travelled trips.
        case countries
        /// Distinct continents of travelled trips.
        case continents
        /// Distinct seasons of travelled trips.
        case seasons
        /// Kilometres along the routes of travelled trips.
        case distance
        /// Metres climbed on the routes of travelled trips.
        case climb
        /// Nights away on travelled trips (between each one's `start` and `end`).
        case nights
    }

    package var metric: Metric
    package var threshold: Int
    var season: Season?
    var tag: String?
    var country: String?
    /// Of the completion date.
    var year: Int?
    /// The trip's country's continent (`EU`, `AS`, …; `WorldShapes.continents`).
    var continent: String?

    package init(
        metric: Metric, threshold: Int, season: Season? = nil, tag: String? = nil, country: String? = nil,
        year: Int? = nil
    ) {
        self.metric = metric
        self.threshold = threshold
        self.season = season
        self.tag = tag
        self.country = country
        self.year = year
    }

    static let filterNames = ["season", "tag", "country", "year", "continent"]
}

/// The colour a badge is drawn in: a named theme colour or a hex value.
package struct BadgeColor: Hashable, Encodable, Sendable {
    /// `#rrggbb`, lower-case.
    package let hex: String

    static let named: [String: String] = [
        "indigo": "#5856d6", "blue": "#007aff", "teal": "#30b0c7", "cyan": "#32ade6", "mint": "#00c7be",
        "green": "#34c759", "lime": "#8fd14f", "yellow": "#ffcc00", "orange": "#ff9500", "red": "#ff3b30",
        "pink": "#ff2d55", "purple": "#af52de", "brown": "#a2845e", "gray": "#8e8e93", "grey": "#8e8e93",
    ]

    package init?(_ text: String) {
        let value = text.trimmingSpaces().lowercased()
        if let hex = Self.named[value] {
            self.hex = hex
            return
        }
        let digits = value.hasPrefix("#") ? String(value.dropFirst()) : ""
        // ASCII only: Character.isHexDigit also accepts fullwidth digits ("#ＡＢＣ").
        guard [3, 6].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        hex = "#" + (digits.count == 3 ? digits.map { "\($0)\($0)" }.joined() : digits)
    }

    /// The colour as red, green and blue in 0...255.
    var rgb: (Int, Int, Int) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    /// The colour mixed with white (amount > 0) or black (amount < 0), as `#rrggbb`.
    func mixed(_ amount: Double) -> String {
        let (r, g, b) = rgb
        func mix(_ channel: Int) -> Int {
            let target = amount > 0 ? 255.0 : 0.0
            return Int((Double(channel) + (target - Double(channel)) * abs(amount)).rounded())
        }
        func hex2(_ value: Int) -> String {
            let text = String(min(max(value, 0), 255), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex2(mix(r)) + hex2(mix(g)) + hex2(mix(b))
    }
}
