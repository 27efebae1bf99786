import TripSiteCore

/// The stylesheet path: an edit of the site theme's stylesheet parts (`css/<layer>.css`,
/// `custom.css`, or a whole `style.css`), or of `site.yml`'s `theme:` settings alone. They
/// make one output, `theme/style.css`, which pages link by name and never read, so only it is
/// composed again: browsers swap it without reloading (`Result.onlyStylesheetsChanged`), and
/// a large journal is not listed and fingerprinted whole for it.
extension IncrementalBuilder {
    /// The stylesheet path's rebuild, or nil when a changed path is anything else, `site.yml`
    /// changed in more than its theme settings, or the theme's files do not load cleanly (the
    /// full path then runs, and reports what it finds).
    func stylesheetRebuild(_ changed: Set<String>) -> Result? {
        guard let current = last, var source, let themeName = stylesheetTheme(changed) else { return nil }
        var config = current.site.config
        if changed.contains(source.config.path) {
            guard let settings = themeSettingsAlone(in: &source) else { return nil }
            config.themeSettings = settings
        }
        let (theme, diagnostics) = ThemeAssets.load(
            for: config, siteThemeFolder: loader.url("themes/\(themeName)"),
            siteThemeFiles: loader.themeFiles(named: themeName))
        let path = "theme/" + ThemeStylesheet.outputName
        guard diagnostics.isEmpty, theme.assets.map(\.outputPath) == current.theme.assets.map(\.outputPath),
            let stylesheet = theme.assets.first(where: { $0.outputPath == path })
        else { return nil }
        var stages = StageRunner(strict: options.strict)
        let rendering = stages.measure(.render) { () -> (Rendering, [Diagnostic]) in
            self.source = source
            last!.site.config = config
            last!.theme.assets = theme.assets
            fingerprints![.file(path: path)] = InputFingerprints.fingerprint(stylesheet)
            return make(SiteRenderer.assetRecipes([stylesheet]), changedInputs: [.file(path: path)])
        }
        return merge(rendering, removed: [], warnings: current.warnings, stages: stages)
    }

    /// The name of the site theme whose stylesheet parts (or `site.yml`) are every one of
    /// `changed`, each a file there now; nil otherwise (a part added or removed is still a part).
    /// Hidden files in the theme's folder are never read: an editor's temporary file, written
    /// and renamed over a part, is passed by.
    private func stylesheetTheme(_ changed: Set<String>) -> String? {
        guard let themeName = last?.site.config.theme, let source, source.themeFolders.contains(themeName) else {
            return nil
        }
        let folder = "themes/\(themeName)/"
        let read = changed.filter { path in
            !(path.hasPrefix(folder)
                && path.dropFirst(folder.count).split(separator: "/").contains { $0.hasPrefix(".") })
        }
        let onlyParts =
            !read.isEmpty
            && read.allSatisfy { path in
                guard path == source.config.path || path.hasPrefix(folder), loader.isFile(path) else { return false }
                let part = String(path.dropFirst(folder.count))
                return path == source.config.path || ThemeStylesheet.isPart(part) || part == ThemeStylesheet.outputName
            }
        return onlyParts ? themeName : nil
    }

    /// `site.yml`'s theme settings as it is now (read into `source`), when they are all that
    /// changed in it and it reads without a word; nil otherwise.
    private func themeSettingsAlone(in source: inout SiteSource) -> ThemeSettings? {
        var found = Diagnostics()
        guard let last, let file = loader.read(source.config.path, into: &found), found.all.isEmpty,
            !last.warnings.contains(where: { $0.file == file.path })
        else { return nil }
        source.config = file
        let (config, diagnostics) = pipeline.parseConfig(source)
        var others = config
        others.themeSettings = last.site.config.themeSettings
        guard diagnostics.isEmpty, others == last.site.config else { return nil }
        return config.themeSettings
    }
}
