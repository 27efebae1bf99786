/// The four seasons trips are grouped by. `autumn` is accepted as another name for fall.
package enum Season: String, CaseIterable, Sendable, Comparable {
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

    /// The collection title shown for the season, after the Wishlist app's sections.
    var collectionTitle: String {
        switch self {
        case .spring: "Spring Awakening"
        case .summer: "Summer Glow"
        case .fall: "Fall Getaways"
        case .winter: "Winter Escapes"
        }
    }

    var collectionSubtitle: String {
        switch self {
        case .spring: "Blossoms, mild days and long walks"
        case .summer: "Sun, sea and long evenings"
        case .fall: "Crisp air and golden light"
        case .winter: "Snow, lights and warm drinks"
        }
    }

    var displayName: String {
        switch self {
        case .spring: "Spring"
        case .summer: "Summer"
        case .fall: "Fall"
        case .winter: "Winter"
        }
    }
}
