import Foundation
import PackagePlugin

/// Embeds `themes/default/` into the TripSiteCore library at build time, as the
/// `EmbeddedTheme.base64Files` that `ThemeAssets` reads, so whatever links the core (the
/// `tripsite` binary, the tests) builds any site folder without the theme beside it. The
/// theme folder stays the one source of truth: the generated Swift file (written by
/// ThemeEmbedder) lives only in the build directory.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let themeDir = context.package.directoryURL.appending(path: "themes/default")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTheme.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: themeDir, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    inputs.append(url)
                }
            }
        }
        inputs.sort { $0.path < $1.path }
        let leaflet = Self.leaflet()
        return [
            .buildCommand(
                displayName: "Embedding theme \(themeDir.lastPathComponent) (\(inputs.count + leaflet.count) files)",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [themeDir.path, output.path] + leaflet.map { "\($0.path)=\($0.file.path)" },
                inputFiles: inputs + leaflet.map(\.file),
                outputFiles: [output]
            )
        ]
    }

    /// Leaflet from Debian's libjs-leaflet (scripts/ensure-deps.sh installs it), at theme paths
    /// under `leaflet/`, for sites with `map: {interactive: true}`; none when the package is not
    /// installed (such a site is then told so when it builds).
    static func leaflet() -> [(path: String, file: URL)] {
        let folder = URL(fileURLWithPath: "/usr/share/javascript/leaflet")
        let files = [
            ("leaflet/leaflet.js", folder.appending(path: "leaflet.min.js")),
            ("leaflet/leaflet.css", folder.appending(path: "leaflet.css")),
            ("leaflet/images/layers.png", folder.appending(path: "images/layers.png")),
            ("leaflet/images/layers-2x.png", folder.appending(path: "images/layers-2x.png")),
            ("leaflet/images/marker-icon.png", folder.appending(path: "images/marker-icon.png")),
            ("leaflet/images/marker-icon-2x.png", folder.appending(path: "images/marker-icon-2x.png")),
            ("leaflet/images/marker-shadow.png", folder.appending(path: "images/marker-shadow.png")),
            ("leaflet/LICENSE", URL(fileURLWithPath: "/usr/share/doc/libjs-leaflet/copyright")),
        ]
        return files.allSatisfy({ FileManager.default.fileExists(atPath: $0.1.path) }) ? files : []
    }
}
