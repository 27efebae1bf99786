/// `theme:` in `site.yml` beyond the theme's name: the accent and progress colours and the
/// text font, emitted by the build as the stylesheet's `settings` layer
/// (`ThemeSettingsCSS`) and checked for contrast (`ThemeContrast`).
package struct ThemeSettings: Hashable, Encodable, Sendable {
    /// "Completed / selected": the current section, check marks, earned badges, focus rings.
    package var accent: ThemeColor?
    /// The fill of progress bars.
    package var progress: ThemeColor?
    package var font: ThemeFont?

    package init(accent: ThemeColor? = nil, progress: ThemeColor? = nil, font: ThemeFont? = nil) {
        self.accent = accent
        self.progress = progress
        self.font = font
    }

    package var isEmpty: Bool { accent == nil && progress == nil && font == nil }
}

/// A theme colour for the light and the dark colour scheme (one colour given is both).
package struct ThemeColor: Hashable, Encodable, Sendable {
    package var light: RGBColor
    package var dark: RGBColor

    package init(light: RGBColor, dark: RGBColor) {
        self.light = light
        self.dark = dark
    }
}

/// `font:`: the family of the text, from the reader's own fonts (no web fonts are loaded).
package enum ThemeFont: String, CaseIterable, Sendable, Encodable {
    case system, serif, rounded

    /// A font stack of fonts that ship with the common systems, ending in the generic family.
    var stack: String {
        let emoji = "\"Apple Color Emoji\", \"Segoe UI Emoji\", \"Noto Color Emoji\""
        switch self {
        case .system: return "var(--font-sans)"
        case .serif:
            return "ui-serif, \"New York\", \"Iowan Old Style\", Charter, \"Bitstream Charter\", Georgia, "
                + "\"Noto Serif\", \"DejaVu Serif\", \"Times New Roman\", serif, \(emoji)"
        case .rounded:
            return "ui-rounded, \"SF Pro Rounded\", \"Hiragino Maru Gothic ProN\", Quicksand, Comfortaa, Manjari, "
                + "\"Arial Rounded MT\", \"Arial Rounded MT Bold\", Calibri, source-sans-pro, sans-serif, \(emoji)"
        }
    }
}
