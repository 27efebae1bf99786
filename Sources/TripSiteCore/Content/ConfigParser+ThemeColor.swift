import Foundation
import Yams

/// A colour of `theme:`: one for both colour schemes (`accent: "#5b4fe9"`) or one for each
/// (`accent: {light: "#4f46e5", dark: "#7c83f5"}`), each checked for WCAG AA contrast.
extension ConfigParser {
    static func readThemeColor(_ key: String, role: ThemePalette.Role, fields: inout YAMLFields) -> ThemeColor? {
        guard let node = fields.node(key) else {
            if fields.keys.contains(key) {
                fields.diagnosticsError(
                    "'\(key)' is empty: in YAML '#' starts a comment, so quote a colour: \(key): \"#5b4fe9\"",
                    line: fields.line(ofKey: key))
            }
            return nil
        }
        if let mapping = node.mapping {
            var schemes = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
            let light = schemeColor("light", of: key, role: role, fields: &schemes)
            let dark = schemeColor("dark", of: key, role: role, fields: &schemes)
            for (name, line, column) in schemes.unusedKeys {
                schemes.diagnosticsWarning(
                    "unknown key '\(name)' in \(key): (known: light, dark)", line: line, column: column)
            }
            fields.merge(schemes)
            guard let light, let dark else { return nil }
            return ThemeColor(light: light, dark: dark)
        }
        guard let color = parseColor(node, key: key, fields: &fields) else { return nil }
        checkContrast(color, key: key, role: role, schemes: [.light, .dark], at: node, fields: &fields)
        return ThemeColor(light: color, dark: color)
    }

    /// `light:` or `dark:` of a colour mapping, both required.
    private static func schemeColor(
        _ name: String, of key: String, role: ThemePalette.Role, fields: inout YAMLFields
    ) -> RGBColor? {
        guard let node = fields.node(name) else {
            fields.diagnosticsError(
                "'\(key)' as a mapping needs both light: and dark: colours (quoted: \"#5b4fe9\")",
                line: fields.line(ofKey: name) ?? fields.keys.first.flatMap { fields.line(ofKey: $0) })
            return nil
        }
        guard let color = parseColor(node, key: "\(key).\(name)", fields: &fields) else { return nil }
        let scheme: ThemePalette.Scheme = name == "dark" ? .dark : .light
        checkContrast(color, key: key, role: role, schemes: [scheme], at: node, fields: &fields)
        return color
    }

    private static func parseColor(_ node: Yams.Node, key: String, fields: inout YAMLFields) -> RGBColor? {
        guard let text = node.scalar?.string, let color = RGBColor(hex: text.trimmingSpaces())
        else {
            fields.error("'\(key)' must be a colour like \"#5b4fe9\" (quoted)", at: node)
            return nil
        }
        return color
    }

    /// One warning per scheme where the colour falls short, naming its worst pair.
    private static func checkContrast(
        _ color: RGBColor, key: String, role: ThemePalette.Role, schemes: [ThemePalette.Scheme],
        at node: Yams.Node, fields: inout YAMLFields
    ) {
        for scheme in schemes {
            let needed = role.ratio(scheme)
            let backgrounds = role.backgrounds(scheme)
            guard let worst = backgrounds.min(by: { color.contrast(with: $0.color) < color.contrast(with: $1.color) }),
                color.contrast(with: worst.color) < needed
            else { continue }
            let ratio = String(format: "%.2f", color.contrast(with: worst.color))
            let suggestion = color.adjusted(toReach: needed, against: backgrounds.map(\.color))
            let use = role == .accent ? "text" : "a graphic"
            fields.warning(
                "theme \(key) \(color) has \(ratio):1 contrast with the \(scheme.rawValue) scheme's \(worst.name) "
                    + "\(worst.color); WCAG AA needs \(String(format: "%g", needed)):1 for \(use). "
                    + "\(suggestion) would pass (\(key): {\(scheme.rawValue): \"\(suggestion)\", …})",
                at: node)
        }
    }
}
