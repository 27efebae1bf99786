import Foundation
import TripSiteGeo
import TripSiteStore

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
    /// The basemap (`map/basemap.txt`, most of the theme's bytes) is decoded only when a
    /// route map is drawn (`embeddedBasemap`).
    private static let decoded = EmbeddedFiles.decode(EmbeddedTheme.base64Files, skipping: [basemapPath])

    /// The theme files of a site with this configuration: its `theme:` settings composed
    /// into the stylesheet, Leaflet published when its map is interactive.
    package static func load(
        for config: SiteConfig, siteThemeFolder: URL?, siteThemeFiles: [String]
    ) -> (SiteTheme, [Diagnostic]) {
        load(
            siteThemeFolder: siteThemeFolder, siteThemeFiles: siteThemeFiles,
            settingsCSS: ThemeSettingsCSS.css(config.themeSettings), publishLeaflet: config.map.interactive)
    }

    /// The theme a build uses: the embedded default, then the site's theme folder on top;
    /// neither's `serve/` folder. Its files become assets under `theme/` in the output, but
    /// the stylesheet's parts (`css/`, `custom.css`) become one `style.css` with the site's
    /// settings layer (`ThemeStylesheet`), and `slots/` become compiled `ThemeSlots`. A part
    /// the build cannot read is an error naming it.
    package static func load(
        siteThemeFolder: URL?, siteThemeFiles: [String], settingsCSS: String = "", publishLeaflet: Bool = false
    ) -> (SiteTheme, [Diagnostic]) {
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
        let (stylesheet, diagnostics) = composedStylesheet(byPath, origins: origins, settingsCSS: settingsCSS)
        let (slots, slotDiagnostics) = ThemeSlots.load(byPath, origins: origins)
        let (world, worldDiagnostics) = worldShapes(byPath, origins: origins)
        let published = byPath.filter {
            !ThemeStylesheet.isPart($0.key) && !isBuildOnly($0.key)
                && (publishLeaflet || !$0.key.hasPrefix(leafletFolder))
        }
        .merging(stylesheet) { _, new in new }
        let assets = published.keys.sorted().map {
            Asset(outputPath: "theme/\($0)", source: published[$0]!, origin: origins[$0] ?? "the theme's layers")
        }
        return (
            SiteTheme(
                assets: assets, slots: slots, world: world, basemap: basemap(byPath),
                mapsFingerprint: mapsFingerprint(byPath)),
            diagnostics + slotDiagnostics + worldDiagnostics
        )
    }

    /// Leaflet's files (embedded from Debian's libjs-leaflet), published only for a site with
    /// `map: {interactive: true}`.
    static let leafletFolder = "leaflet/"

    /// The file the world map's countries come from.
    static let worldShapesPath = "map/countries.txt"

    /// The file the world map's lakes come from (`scripts/basemap`).
    static let worldLakesPath = "map/lakes.txt"

    /// The built-in theme's countries and lakes, read once a process.
    package static let embeddedWorld: WorldShapes = {
        let text = embedded[worldShapesPath].map { String(decoding: $0, as: UTF8.self) } ?? ""
        var world = WorldShapes.parse(text).0
        world.lakes = Basemap(bytes: embedded[worldLakesPath] ?? []).lakes(atLeast: 0)
        return world
    }()

    /// The file route maps' geography comes from (`scripts/basemap`).
    static let basemapPath = "map/basemap.txt"

    /// The built-in theme's basemap, decoded and indexed once a process, when the first
    /// route map is drawn (its tiles are read when a map needs them).
    package static let embeddedBasemap = Basemap(
        bytes: EmbeddedFiles.decode(EmbeddedTheme.base64Files, path: basemapPath) ?? [])

    /// The theme's basemap: the built-in one, or a site theme's own `map/basemap.txt` (an
    /// empty file draws route maps without geography).
    private static func basemap(_ byPath: [String: Asset.Source]) -> ThemeBasemap {
        guard case .file(let file) = byPath[basemapPath], let data = FileManager.default.contents(atPath: file) else {
            return .builtIn
        }
        return .theme(Basemap(bytes: [UInt8](data)))
    }

    /// The built-in map files' fingerprint: a constant, since they change only with the
    /// binary, and stores made by another binary are not read (`BuildID`).
    static let embeddedMapsFingerprint = 0

    /// What map pages read of the theme's map files (`map/countries.txt`, `map/lakes.txt`,
    /// `map/basemap.txt`):
    /// the built-in ones' fingerprint, or the bytes of a site theme's own.
    private static func mapsFingerprint(_ byPath: [String: Asset.Source]) -> Int {
        let own = [worldShapesPath, worldLakesPath, basemapPath].map { path -> String in
            guard case .file(let file) = byPath[path], let data = FileManager.default.contents(atPath: file) else {
                return ""
            }
            return String(decoding: data, as: UTF8.self)
        }
        return own.allSatisfy(\.isEmpty) ? embeddedMapsFingerprint : StableHasher.hash(own)
    }

    /// The countries of the theme's `map/countries.txt` and the lakes of its `map/lakes.txt`:
    /// the built-in ones, or a site theme's own (a malformed country line is an error at its
    /// line; a lake line that cannot be read is left out, as in the basemap).
    private static func worldShapes(
        _ byPath: [String: Asset.Source], origins: [String: String]
    ) -> (WorldShapes, [Diagnostic]) {
        var (world, diagnostics) = (embeddedWorld, [Diagnostic]())
        if case .file(let file) = byPath[worldShapesPath] {
            let origin = origins[worldShapesPath] ?? worldShapesPath
            if let data = FileManager.default.contents(atPath: file) {
                let (shapes, problems) = WorldShapes.parse(String(decoding: data, as: UTF8.self))
                (world.countries, world.attribution) = (shapes.countries, shapes.attribution)
                diagnostics = problems.map { .error($0.message, file: origin, line: $0.line) }
            } else {
                diagnostics = [.error("cannot read \(origin)", file: origin, line: 1)]
            }
        }
        if case .file(let file) = byPath[worldLakesPath], let data = FileManager.default.contents(atPath: file) {
            world.lakes = Basemap(bytes: [UInt8](data)).lakes(atLeast: 0)
        }
        return (world, diagnostics)
    }

    /// Files of a theme that are for the build or for the people editing it, not for readers:
    /// slots, the world map's country shapes (`map/countries.txt`), the strings files
    /// (`i18n/`, `StringCatalog`), READMEs.
    static func isBuildOnly(_ path: String) -> Bool {
        path.hasPrefix("slots/") || path.hasPrefix("map/") || path.hasPrefix(StringCatalog.folder)
            || ["README.md", "README", "README.txt"].contains(path)
    }

    /// `style.css` made from the stylesheet's parts among the theme's files.
    private static func composedStylesheet(
        _ byPath: [String: Asset.Source], origins: [String: String], settingsCSS: String
    ) -> ([String: Asset.Source], [Diagnostic]) {
        var parts: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        for (path, source) in byPath where ThemeStylesheet.isPart(path) || path == ThemeStylesheet.outputName {
            switch source {
            case .bytes(let bytes): parts[path] = bytes
            case .file(let file), .cacheFile(let file):
                if let data = FileManager.default.contents(atPath: file) {
                    parts[path] = [UInt8](data)
                } else {
                    diagnostics.append(.error("cannot read \(origins[path] ?? path)", file: file, line: 1))
                }
            }
        }
        guard !parts.isEmpty else { return ([:], diagnostics) }
        return (
            [ThemeStylesheet.outputName: .bytes(ThemeStylesheet.compose(files: parts, settings: settingsCSS))],
            diagnostics
        )
    }
}

/// The theme as a build uses it: the files it publishes and the slots its pages render.
package struct SiteTheme: Sendable {
    package var assets: [Asset]
    var slots: ThemeSlots
    /// The world map's countries and lakes (`map/countries.txt`, `map/lakes.txt`).
    var world = ThemeAssets.embeddedWorld
    /// The geography under route maps (`map/basemap.txt`).
    var basemap = ThemeBasemap.builtIn
    /// The fingerprint of both map files, for the pages drawn on them.
    var mapsFingerprint = ThemeAssets.embeddedMapsFingerprint
}

/// The basemap a theme draws route maps on: the built-in one, decoded only when a map needs
/// it, or a site theme's own.
enum ThemeBasemap: Sendable {
    case builtIn
    case theme(Basemap)

    var basemap: Basemap {
        switch self {
        case .builtIn: ThemeAssets.embeddedBasemap
        case .theme(let basemap): basemap
        }
    }
}

extension SiteTheme {
    /// One of the theme's published files by output path (`theme/book.css`): the site
    /// theme's, else the built-in one; nil when the theme has none or it cannot be read.
    package func contents(of outputPath: String) -> [UInt8]? {
        guard let asset = assets.first(where: { $0.outputPath == outputPath }) else { return nil }
        switch asset.source {
        case .bytes(let bytes): return bytes
        case .file(let path), .cacheFile(let path): return FileManager.default.contents(atPath: path).map { Array($0) }
        }
    }
}
