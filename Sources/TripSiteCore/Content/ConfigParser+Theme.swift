import Yams

/// `theme:` in site.yml: a folder name (`theme: mine`) or a mapping of the name and settings
/// (`theme: {name: mine, accent: "#5b4fe9", progress: "#a3e635", font: rounded}`). A colour
/// is `#rrggbb`/`#rgb` for both colour schemes or `{light: …, dark: …}`; each is checked
/// against the theme's backgrounds, a warning (an error with `--strict`) naming the pair,
/// the ratio and a colour that would pass.
extension ConfigParser {
    static let themeKeys = ["name", "accent", "progress", "font"]

    static func readTheme(_ fields: inout YAMLFields, into config: inout SiteConfig) {
        guard let node = fields.node("theme") else { return }
        if node.scalar != nil {
            if let name = fields.string("theme"), let valid = validThemeName(name, at: node, fields: &fields) {
                config.theme = valid
            }
            return
        }
        guard let mapping = node.mapping else {
            fields.error("'theme' must be a folder name or a mapping, e.g. theme: {accent: \"#5b4fe9\"}", at: node)
            return
        }
        var themeFields = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        if let name = themeFields.string("name"), let nameNode = themeFields.node("name"),
            let valid = validThemeName(name, at: nameNode, fields: &themeFields)
        {
            config.theme = valid
        }
        config.themeSettings = readThemeSettings(&themeFields)
        for (name, line, column) in themeFields.unusedKeys {
            themeFields.diagnosticsWarning(
                "unknown key '\(name)' in theme: (known: \(themeKeys.joined(separator: ", ")))", line: line,
                column: column)
        }
        fields.merge(themeFields)
    }

    private static func validThemeName(_ name: String, at node: Yams.Node, fields: inout YAMLFields) -> String? {
        let isFolderName = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard Slug.isValid(name) || isFolderName else {
            fields.error("the theme must be a folder name under themes/ (letters, digits, '-' or '_')", at: node)
            return nil
        }
        return name
    }

    private static func readThemeSettings(_ fields: inout YAMLFields) -> ThemeSettings {
        var settings = ThemeSettings()
        settings.accent = readThemeColor("accent", role: .accent, fields: &fields)
        settings.progress = readThemeColor("progress", role: .progress, fields: &fields)
        if let node = fields.node("font") {
            if let name = node.scalar?.string, let font = ThemeFont(rawValue: name) {
                settings.font = font
            } else {
                let names = ThemeFont.allCases.map(\.rawValue).joined(separator: ", ")
                fields.error("'font' must be one of \(names)", at: node)
            }
        } else if fields.keys.contains("font") {
            fields.diagnosticsError("'font' is empty", line: fields.line(ofKey: "font"))
        }
        return settings
    }
}
