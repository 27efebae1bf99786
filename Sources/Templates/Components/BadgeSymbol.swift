/// The symbols a badge can show, drawn as line art in a 24 × 24 box (white on the badge).
public enum BadgeSymbol: String, Sendable, CaseIterable {
    case star, mountain, wave, leaf, snowflake, sun, flower, globe, compass, flag, camera, trophy, heart, map

    /// SVG path data, stroked.
    public var paths: [String] {
        switch self {
        case .star:
            ["M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"]
        case .mountain:
            ["M2.5 19.5l6.5-11 4.2 7 2.3-3.5 6 7.5z", "M7 11.3l2-1.2 1.6 1.4"]
        case .wave:
            [
                "M3 10c2 0 2-2 4.5-2s2.5 2 4.5 2 2-2 4.5-2 2.5 2 4.5 2",
                "M3 15c2 0 2-2 4.5-2s2.5 2 4.5 2 2-2 4.5-2 2.5 2 4.5 2",
                "M3 20c2 0 2-2 4.5-2s2.5 2 4.5 2 2-2 4.5-2 2.5 2 4.5 2",
            ]
        case .leaf:
            ["M5 19c0-8.5 5.5-14 14.5-14 0 9-5.8 14-14.5 14z", "M5 19l8.5-8.5"]
        case .snowflake:
            ["M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5", "M9.5 4l2.5 2.5L14.5 4M9.5 20l2.5-2.5 2.5 2.5"]
        case .sun:
            [
                "M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0",
                "M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8",
            ]
        case .flower:
            [
                "M10 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
                "M9 7a3 3 0 1 0 6 0a3 3 0 1 0-6 0M14 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M9 17a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0",
            ]
        case .globe:
            ["M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0", "M3 12h18M12 3c3.2 3 3.2 15 0 18M12 3c-3.2 3-3.2 15 0 18"]
        case .compass:
            ["M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0", "M15.5 8.5l-2 5-5 2 2-5z"]
        case .flag:
            ["M5.5 21V3.5", "M5.5 4h12l-2.5 4.25L17.5 12.5h-12"]
        case .camera:
            ["M3.5 8h3.5l2-2.5h6l2 2.5h3.5v11h-17z", "M8.5 13a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0"]
        case .trophy:
            ["M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z", "M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4"]
        case .heart:
            ["M12 20s-7.5-4.5-7.5-10.2A4.1 4.1 0 0 1 12 7.4a4.1 4.1 0 0 1 7.5 2.4C19.5 15.5 12 20 12 20z"]
        case .map:
            ["M3 6.5l6-2.5 6 2.5 6-2.5v13.5l-6 2.5-6-2.5-6 2.5z", "M9 4v13.5M15 6.5V20"]
        }
    }
}

/// A badge's picture as a standalone SVG document: a hexagon filled with a gradient from the
/// badge's colour, a lighter inner ring, and the symbol in white. No text, no external
/// references. Unearned badges use the same file, desaturated by the theme.
public struct BadgeArt: Component {
    public var symbol: BadgeSymbol
    /// Top, middle and bottom colours of the gradient (`#rrggbb`).
    public var light: String
    public var base: String
    public var dark: String

    public init(symbol: BadgeSymbol, light: String, base: String, dark: String) {
        self.symbol = symbol
        self.light = light
        self.base = base
        self.dark = dark
    }

    static let hexagon = "M60 4 108.5 32v56L60 116 11.5 88V32z"
    static let inner = "M60 14 99.8 37v46L60 106 20.2 83V37z"

    public var body: Node {
        .svg([
            Attribute("xmlns", "http://www.w3.org/2000/svg"), Attribute("viewBox", "0 0 120 120"),
            Attribute("width", "120"), Attribute("height", "120"),
        ]) {
            Node.defs {
                Node.linearGradient([
                    .id("fill"), Attribute("x1", "0"), Attribute("y1", "0"), Attribute("x2", "0.35"),
                    Attribute("y2", "1"),
                ]) {
                    Node.stop([Attribute("offset", "0"), Attribute("stop-color", light)])
                    Node.stop([Attribute("offset", "0.55"), Attribute("stop-color", base)])
                    Node.stop([Attribute("offset", "1"), Attribute("stop-color", dark)])
                }
            }
            Node.path([
                Attribute("d", Self.hexagon), Attribute("fill", "url(#fill)"), Attribute("stroke", dark),
                Attribute("stroke-width", "2"), Attribute("stroke-linejoin", "round"),
            ])
            Node.path([
                Attribute("d", Self.inner), Attribute("fill", "none"), Attribute("stroke", "#ffffff"),
                Attribute("stroke-opacity", "0.45"), Attribute("stroke-width", "2"),
                Attribute("stroke-linejoin", "round"),
            ])
            Node.g([
                Attribute("transform", "translate(30 30) scale(2.5)"), Attribute("fill", "none"),
                Attribute("stroke", "#ffffff"),
                Attribute("stroke-width", "1.7"), Attribute("stroke-linecap", "round"),
                Attribute("stroke-linejoin", "round"),
            ]) {
                for d in symbol.paths { Node.path([Attribute("d", d)]) }
            }
        }
    }
}
