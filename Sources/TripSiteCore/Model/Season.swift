import TripSiteStore

/// The four seasons trips are grouped by. `autumn` is accepted as another name for fall.
package enum Season: String, CaseIterable, Sendable, Comparable, Codable {
    case spring, summer, fall, winter

    package init?(name: String) {
        switch name.lowercased() {
        case "spring": self = .spring
        case "summer": self = .summer
        case "fall", "autumn": self = .fall
        case "winter": self = .winter
        default: return nil
        }
    }

    /// The Northern-hemisphere season of a date: Mar–May spring, Jun–Aug summer,
    /// Sep–Nov fall, Dec–Feb winter.
    package init(month: Int) {
        switch month {
        case 3...5: self = .spring
        case 6...8: self = .summer
        case 9...11: self = .fall
        default: self = .winter
        }
    }

    package static func < (lhs: Season, rhs: Season) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    // Names, collection titles and subtitles are interface strings: `season.<name>`,
    // `season.<name>.title`, `season.<name>.subtitle` in the string tables (TripSiteHTML).
}

extension Season: StableHashable {
    package func stableEncode(into encoding: inout StableEncoding, depth: Int) {
        rawValue.stableEncode(into: &encoding, depth: depth)
    }
}
