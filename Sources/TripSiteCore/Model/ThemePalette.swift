/// The backgrounds of the built-in theme's four colour schemes (`css/tokens.css`), which
/// `theme:` colours are checked against and derived for. A site that replaces the tokens
/// layer with other backgrounds is checked against these still.
package struct ThemePalette: Sendable {
    package enum Scheme: String, CaseIterable, Sendable {
        case light, dark
        case contrastLight = "increased-contrast light"
        case contrastDark = "increased-contrast dark"

        /// The media query of the scheme's tokens; nil for the light one, the default.
        var media: String? {
            switch self {
            case .light: nil
            case .dark: "(prefers-color-scheme: dark)"
            case .contrastLight: "(prefers-contrast: more)"
            case .contrastDark: "(prefers-contrast: more) and (prefers-color-scheme: dark)"
            }
        }

        var isDark: Bool { self == .dark || self == .contrastDark }
        var isIncreasedContrast: Bool { self == .contrastLight || self == .contrastDark }
    }

    /// Where the accent is text or a fill next to text: the cards and lists, the page.
    package static func surfaces(_ scheme: Scheme) -> [(name: String, color: RGBColor)] {
        switch scheme {
        case .light: [("surface", hex("#ffffff")), ("page background", hex("#f5f5f7"))]
        case .dark: [("surface", hex("#1c1c1f")), ("page background", hex("#0e0e10"))]
        case .contrastLight: [("surface", hex("#ffffff"))]
        case .contrastDark: [("surface", hex("#121214")), ("page background", hex("#000000"))]
        }
    }

    /// The empty part of a progress bar.
    package static func progressTrack(_ scheme: Scheme) -> RGBColor {
        switch scheme {
        case .light: hex("#e8e8ed")
        case .dark: hex("#2f2f34")
        case .contrastLight: hex("#e5e5ea")
        case .contrastDark: hex("#3a3a40")
        }
    }

    /// What a theme colour is for, which decides what it must contrast with and how much.
    package enum Role: String, Sendable {
        /// Text (the current section), and fills next to text (check marks, earned badges).
        case accent
        /// The filled part of a progress bar, a graphic beside its track.
        case progress

        /// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for parts of graphics (1.4.11). The
        /// increased-contrast schemes aim at AAA's 7:1, and 4.5:1 for progress.
        package func ratio(_ scheme: Scheme) -> Double {
            switch self {
            case .accent: scheme.isIncreasedContrast ? 7 : 4.5
            case .progress: scheme.isIncreasedContrast ? 4.5 : 3
            }
        }

        package func backgrounds(_ scheme: Scheme) -> [(name: String, color: RGBColor)] {
            switch self {
            case .accent: surfaces(scheme)
            case .progress: [("progress track", progressTrack(scheme))]
            }
        }
    }

    private static func hex(_ text: String) -> RGBColor { RGBColor(hex: text)! }
}
