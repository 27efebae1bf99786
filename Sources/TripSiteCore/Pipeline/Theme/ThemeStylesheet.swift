import Foundation

/// The theme's one stylesheet, `theme/style.css`, composed at build time from the layer files
/// of `css/` (each wrapped in its CSS cascade layer, in a fixed order), the site's `theme:`
/// settings as the `settings` layer, and the site theme's `custom.css` last and unlayered, so
/// it wins over every layer without `!important`. A site replaces one layer by putting its
/// own `css/<layer>.css` in its theme folder; every other layer comes from the built-in
/// theme and keeps its later fixes. A site theme's own `style.css` (a whole stylesheet, as
/// themes copied before layers had) is used as it is, with `custom.css` after it.
package enum ThemeStylesheet {
    /// The layers in cascade order: a later layer wins over an earlier one whatever the
    /// selectors' specificity. `settings` has no file: it is made from `site.yml`.
    package static let layers = ["tokens", "settings", "base", "layout", "components", "utilities"]

    /// The output path of the composed stylesheet, under `theme/`.
    package static let outputName = "style.css"

    /// The site theme's own additions, loaded after every layer.
    package static let customName = "custom.css"

    /// Theme files that only go into the stylesheet, never to the output on their own.
    static func isPart(_ path: String) -> Bool {
        path.hasPrefix("css/") || path == customName
    }

    /// The stylesheet of a theme's files with no settings (for tests and the components gallery).
    package static func composed(_ files: [String: [UInt8]]) -> [UInt8] {
        compose(files: files.filter { isPart($0.key) || $0.key == outputName }, settings: "")
    }

    /// The stylesheet's text from the theme's files (path → contents, the site's on top of the
    /// built-in ones) and the settings layer's declarations.
    static func compose(files: [String: [UInt8]], settings: String) -> [UInt8] {
        var css = "/* TripSite theme stylesheet, composed by the build: the layers of css/, the site's\n"
        css += " * theme: settings, then custom.css. Edit those files, not this one. */\n\n"
        if let whole = files[outputName] {
            css += String(decoding: whole, as: UTF8.self)
            if !settings.isEmpty { css += "\n/* site.yml theme: settings */\n" + settings }
        } else {
            css += "@layer \(layers.joined(separator: ", "));\n"
            for layer in layers {
                let body =
                    layer == "settings"
                    ? settings : files["css/\(layer).css"].map { String(decoding: $0, as: UTF8.self) }
                guard let body, !body.isEmpty else { continue }
                css += "\n@layer \(layer) {\n\(body.hasSuffix("\n") ? body : body + "\n")}\n"
            }
        }
        if let custom = files[customName] {
            css += "\n/* themes/<name>/custom.css */\n" + String(decoding: custom, as: UTF8.self)
        }
        return Array(css.utf8)
    }
}
