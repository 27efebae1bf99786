import Foundation

/// The theme's files: the default theme embedded in the binary at build time (from
/// `themes/default/`), overlaid file by file by the site's own `themes/<name>/` folder.
package enum ThemeAssets {
    /// The embedded default theme, by path relative to the theme folder.
    package static let embedded: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for entry in EmbeddedTheme.base64Files {
            if let data = Data(base64Encoded: entry.base64) { files[entry.path] = [UInt8](data) }
        }
        return files
    }()

    /// The theme's files as assets under `theme/` in the output: the embedded default,
    /// then the site's theme folder on top.
    static func assets(siteThemeFolder: URL?, siteThemeFiles: [String]) -> [Asset] {
        var byPath: [String: Asset.Source] = [:]
        var origins: [String: String] = [:]
        for (path, bytes) in embedded {
            byPath[path] = .bytes(bytes)
            origins[path] = "the built-in theme's \(path)"
        }
        if let folder = siteThemeFolder {
            for path in siteThemeFiles {
                byPath[path] = .file(path: folder.appending(path: path).path)
                origins[path] = "themes/\(folder.lastPathComponent)/\(path)"
            }
        }
        return byPath.keys.sorted().map { Asset(outputPath: "theme/\($0)", source: byPath[$0]!, origin: origins[$0]!) }
    }
}
