import Foundation
import PackagePlugin

/// Embeds two folders into the TripSiteCore library at build time, so whatever links the core
/// (the `tripsite` binary, the tests) needs no file beside it:
/// - `themes/default/` as `EmbeddedTheme.base64Files`, which `ThemeAssets` reads: one binary
///   builds any site folder;
/// - `samples/new-site/` as `EmbeddedSample.base64Files`, the sample content `tripsite new
///   site` writes (`Scaffold.site`).
/// The folders stay the one source of truth: the generated Swift files (written by
/// FileEmbedder) live only in the build directory.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "FileEmbedder").url
        return [
            embed("themes/default", as: "EmbeddedTheme", extras: Self.leaflet(), tool: tool, context: context),
            embed("samples/new-site", as: "EmbeddedSample", extras: [], tool: tool, context: context),
        ]
    }

    func embed(
        _ folder: String, as enumName: String, extras: [(path: String, file: URL)], tool: URL, context: PluginContext
    ) -> Command {
        let root = context.package.directoryURL.appending(path: folder)
        let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                    inputs.append(url)
                }
            }
        }
        inputs.sort { $0.path < $1.path }
        return .buildCommand(
            displayName: "Embedding \(folder) (\(inputs.count + extras.count) files)",
            executable: tool,
            arguments: [root.path, output.path, enumName] + extras.map { "\($0.path)=\($0.file.path)" },
            inputFiles: inputs + extras.map(\.file),
            outputFiles: [output]
        )
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
