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
        return [
            .buildCommand(
                displayName: "Embedding theme \(themeDir.lastPathComponent) (\(inputs.count) files)",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [themeDir.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
