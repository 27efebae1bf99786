/// Line icons drawn as inline SVG (24 × 24, `currentColor`), decorative: hidden from
/// assistive technology because the text beside them carries the meaning.
public enum Icon: String, Sendable, CaseIterable {
    case wishlist, goals, search, check, chevronLeft, chevronRight, play, map

    var paths: [String] {
        switch self {
        case .wishlist:
            // A map pin with a heart-shaped top: places you want to go.
            return ["M12 21s-7-6.1-7-11.2A7 7 0 0 1 19 9.8C19 14.9 12 21 12 21z", "M12 7.5v4.5M9.75 9.75h4.5"]
        case .goals:
            return ["M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z", "M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4"]
        case .search:
            return ["M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15z", "M16 16l5 5"]
        case .check:
            return ["M5 12.5l4.5 4.5L19 7.5"]
        case .chevronLeft:
            return ["M15 5l-7 7 7 7"]
        case .chevronRight:
            return ["M9 5l7 7-7 7"]
        case .play:
            return ["M8 5.5v13l10.5-6.5z"]
        case .map:
            // A folded map of three panels.
            return ["M9 4L3 6.5V20l6-2.5 6 2.5 6-2.5V4l-6 2.5L9 4z", "M9 4v13.5M15 6.5V20"]
        }
    }
}

extension Icon: Component {
    /// Each icon's SVG, made once: every page shows several (the navigation bar, checklists,
    /// pagers).
    public var body: Node { Self.drawn[self]! }

    private static let drawn = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.drawing) })

    private var drawing: Node {
        .svg([
            .class("icon", "icon-" + rawValue), Attribute("viewBox", "0 0 24 24"), Attribute("width", "24"),
            Attribute("height", "24"), Attribute("fill", "none"), Attribute("stroke", "currentColor"),
            Attribute("stroke-width", "2"), Attribute("stroke-linecap", "round"), Attribute("stroke-linejoin", "round"),
            .aria("hidden", "true"), Attribute("focusable", "false"),
        ]) {
            for d in paths { Node.path([Attribute("d", d)]) }
        }
    }
}
