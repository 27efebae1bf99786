import Foundation

/// The theme's files: the default theme embedded in TripSiteCore at build time (from
/// `themes/default/`), overlaid file by file by the site's own `themes/<name>/` folder.
package enum ThemeAssets {
    /// The folder of a theme whose files only `tripsite serve` uses: the built-in theme's
    /// live-reload client. Never copied to the output, from the built-in theme or from a site's
    /// own theme folder (this repository's example site uses `themes/default/` as its own),
    /// and never copied into a new site by `tripsite new site`.
    package static let serveOnlyFolder = "serve/"

    /// The embedded default theme as a site gets it, by path relative to the theme folder.
    package static let embedded: [String: [UInt8]] = decoded.filter { !$0.key.hasPrefix(serveOnlyFolder) }

    /// The embedded theme's `serve/` files, by path relative to the theme folder
    /// (`serve/live-reload.js`).
    package static let serveOnly: [String: [UInt8]] = decoded.filter { $0.key.hasPrefix(serveOnlyFolder) }

    /// Every file of the embedded theme.
    private static let decoded: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for entry in EmbeddedTheme.base64Files {
            if let path = Data(base64Encoded: entry.base64Path).map({ String(decoding: $0, as: UTF8.self) }),
                let data = Data(base64Encoded: entry.base64)
            {
                files[path] = [UInt8](data)
            }
        }
        return files
    }()

    /// The theme's files as assets under `theme/` in the output: the embedded default,
    /// then the site's theme folder on top; neither's `serve/` folder.
    static func assets(siteThemeFolder: URL?, siteThemeFiles: [String]) -> [Asset] {
        var byPath: [String: Asset.Source] = [:]
        var origins: [String: String] = [:]
        for (path, bytes) in embedded {
            byPath[path] = .bytes(bytes)
            origins[path] = "the built-in theme's \(path)"
        }
        if let folder = siteThemeFolder {
            for path in siteThemeFiles where !path.hasPrefix(serveOnlyFolder) {
                byPath[path] = .file(path: folder.appending(path: path).path)
                origins[path] = "themes/\(folder.lastPathComponent)/\(path)"
            }
        }
        return byPath.keys.sorted().map { Asset(outputPath: "theme/\($0)", source: byPath[$0]!, origin: origins[$0]!) }
    }
}
