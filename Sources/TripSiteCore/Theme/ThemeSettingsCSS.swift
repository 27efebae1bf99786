/// The stylesheet's `settings` layer: `theme:` settings from `site.yml` as custom
/// properties over the built-in tokens, for the light and dark schemes as given and for the
/// increased-contrast schemes derived (mixed toward black or white until they reach 7:1, or
/// 4.5:1 for progress). Text on the accent is white or black, whichever contrasts more.
package enum ThemeSettingsCSS {
    package static func css(_ settings: ThemeSettings) -> String {
        guard !settings.isEmpty else { return "" }
        var css = "/* site.yml: theme: settings */\n"
        for scheme in ThemePalette.Scheme.allCases {
            var declarations: [String] = []
            if scheme == .light, let font = settings.font, font != .system {
                declarations.append("--font-text: \(font.stack);")
            }
            if let accent = settings.accent.map({ color(of: $0, .accent, in: scheme) }) {
                let text = textColor(on: accent)
                declarations += [
                    "--color-accent: \(accent);", "--color-on-accent: \(text);", "--color-on-accent-text: \(text);",
                ]
            }
            if let progress = settings.progress.map({ color(of: $0, .progress, in: scheme) }) {
                declarations.append("--color-progress: \(progress);")
                if scheme == .light, let dark = settings.progress?.dark {
                    declarations.append("--color-progress-on-dark: \(dark);")
                }
            }
            guard !declarations.isEmpty else { continue }
            let block = ":root {\n" + declarations.map { "  \($0)\n" }.joined() + "}\n"
            css += scheme.media.map { "@media \($0) {\n\(block)}\n" } ?? block
        }
        return css
    }

    /// The colour a scheme uses: as given for light and dark, derived for increased contrast.
    static func color(of color: ThemeColor, _ role: ThemePalette.Role, in scheme: ThemePalette.Scheme) -> RGBColor {
        let given = scheme.isDark ? color.dark : color.light
        guard scheme.isIncreasedContrast else { return given }
        return given.adjusted(toReach: role.ratio(scheme), against: role.backgrounds(scheme).map(\.color))
    }

    static func textColor(on background: RGBColor) -> RGBColor {
        RGBColor.white.contrast(with: background) >= RGBColor.black.contrast(with: background) ? .white : .black
    }
}
