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
    package static func isPart(_ path: String) -> Bool {
        path.hasPrefix("css/") || path == customName
    }

    /// The stylesheet of a theme's files with no settings (for tests and the components gallery).
    package static func composed(_ files: [String: [UInt8]]) -> [UInt8] {
        compose(files: files.filter { isPart($0.key) || $0.key == outputName }, settings: "")
    }

    /// The stylesheet's text from the theme's files (path → contents, the site's on top of the
    /// built-in ones) and the settings layer's declarations.
    static func compose(files: [String: [UInt8]], settings: String) -> [UInt8] {
        func text(_ path: String) -> String? {
            files[path].map { CSSComments.stripped(String(decoding: $0, as: UTF8.self)) }
        }
        var css = "/* TripSite theme stylesheet, composed by the build (comments removed): the layers of\n"
        css += " * the theme's css/ folder, site.yml's theme: settings, then custom.css. Edit those. */\n"
        if let whole = text(outputName) {
            css += whole
            if !settings.isEmpty { css += "\n" + CSSComments.stripped(settings) }
        } else {
            css += "@layer \(layers.joined(separator: ", "));\n"
            for layer in layers {
                let body = layer == "settings" ? CSSComments.stripped(settings) : text("css/\(layer).css")
                guard let body, !body.isEmpty else { continue }
                css += "@layer \(layer) {\n\(body.hasSuffix("\n") ? body : body + "\n")}\n"
            }
        }
        if let custom = text(customName) { css += custom }
        return Array(css.utf8)
    }
}
