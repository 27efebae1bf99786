/// The stylesheet path: an edit of the site theme's stylesheet parts (`css/<layer>.css`,
/// `custom.css`, or a whole `style.css`). They make one output, `theme/style.css`, which
/// pages link by name and never read, so only it is composed again: browsers swap it
/// without reloading (`Result.onlyStylesheetsChanged`), and a large journal is not listed
/// and fingerprinted whole for it.
extension IncrementalBuilder {
    /// The stylesheet path's rebuild, or nil when a changed path is anything else or the
    /// theme's files do not load cleanly (the full path then runs, and reports what it finds).
    func stylesheetRebuild(_ changed: Set<String>) -> Result? {
        guard let current = last, let themeName = stylesheetTheme(changed) else { return nil }
        let config = current.site.config
        let (theme, diagnostics) = ThemeAssets.load(
            siteThemeFolder: loader.url("themes/\(themeName)"), siteThemeFiles: loader.themeFiles(named: themeName),
            settingsCSS: ThemeSettingsCSS.css(config.themeSettings), publishLeaflet: config.map.interactive)
        let path = "theme/" + ThemeStylesheet.outputName
        guard diagnostics.isEmpty, theme.assets.map(\.outputPath) == current.theme.assets.map(\.outputPath),
            let stylesheet = theme.assets.first(where: { $0.outputPath == path })
        else { return nil }
        var stages = StageRunner(strict: options.strict)
        let rendering = stages.measure(.render) { () -> (Rendering, [Diagnostic]) in
            last!.theme.assets = theme.assets
            fingerprints![.file(path: path)] = InputFingerprints.fingerprint(stylesheet)
            return make(SiteRenderer.assetRecipes([stylesheet]), changedInputs: [.file(path: path)])
        }
        return merge(rendering, removed: [], warnings: current.warnings, stages: stages)
    }

    /// The name of the site theme whose stylesheet parts are every one of `changed`, each a
    /// file there now; nil otherwise (a part added or removed is still a part).
    private func stylesheetTheme(_ changed: Set<String>) -> String? {
        guard let themeName = last?.site.config.theme, source?.themeFolders.contains(themeName) == true else {
            return nil
        }
        let folder = "themes/\(themeName)/"
        let onlyParts = changed.allSatisfy { path in
            guard path.hasPrefix(folder), loader.isFile(path) else { return false }
            let part = String(path.dropFirst(folder.count))
            return ThemeStylesheet.isPart(part) || part == ThemeStylesheet.outputName
        }
        return onlyParts ? themeName : nil
    }
}
