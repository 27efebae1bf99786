import TripSiteCore

/// The stylesheet path: an edit of the site theme's stylesheet parts (`css/<layer>.css`,
/// `custom.css`, or a whole `style.css`), or of `site.yml`'s `theme:` settings alone. They
/// make one output, `theme/style.css`, which pages link by name and never read, so only it is
/// composed again: browsers swap it without reloading (`Result.onlyStylesheetsChanged`), and
/// a large journal is not listed and fingerprinted whole for it.
extension IncrementalBuilder {
    /// The stylesheet path as a source of the build path (`quickRebuild`): nothing is
    /// loaded, parsed or assembled; the theme's files and `site.yml`'s theme settings, read
    /// again, are put in the last model.
    struct StylesheetEdit: BuildSource {
        let builder: IncrementalBuilder
        let source: SiteSource
        let config: SiteConfig
        let theme: SiteTheme
        let stylesheet: Asset

        /// Nil when a changed path is anything else, `site.yml` changed in more than its
        /// theme settings, or the theme's files do not load cleanly (the whole rebuild then
        /// runs, and reports what it finds).
        init?(_ changed: Set<String>, builder: IncrementalBuilder) {
            guard let current = builder.last, var source = builder.source,
                let themeName = builder.stylesheetTheme(changed)
            else { return nil }
            var config = current.site.config
            if changed.contains(source.config.path) {
                guard let settings = builder.themeSettingsAlone(in: &source) else { return nil }
                config.themeSettings = settings
            }
            let loader = builder.loader
            let (theme, diagnostics) = ThemeAssets.load(
                for: config, siteThemeFolder: loader.url("themes/\(themeName)"),
                siteThemeFiles: loader.themeFiles(named: themeName))
            guard diagnostics.isEmpty, theme.assets.map(\.outputPath) == current.theme.assets.map(\.outputPath),
                let stylesheet = theme.assets.first(where: { $0.outputPath == Self.path })
            else { return nil }
            (self.builder, self.source, self.config, self.theme, self.stylesheet) =
                (builder, source, config, theme, stylesheet)
        }

        static let path = "theme/" + ThemeStylesheet.outputName

        func model(_ stages: inout StageRunner, builder _: SiteBuilder) -> Void? {
            builder.source = source
            builder.last!.site.config = config
            builder.last!.theme.assets = theme.assets
            builder.fingerprints![.file(path: Self.path)] = InputFingerprints.fingerprint(stylesheet)
            return ()
        }

        /// The one output: pages link it by name and never read it.
        func plan(_: Void, keeping _: PageKeeping, builder _: SiteBuilder) -> (RenderPlan?, [Diagnostic]) {
            var plan = RenderPlan(recipes: SiteRenderer.assetRecipes([stylesheet]))
            plan.patch = RenderPlan.Patch(changedInputs: [.file(path: Self.path)])
            return (plan, [])
        }
    }

    /// The name of the site theme whose stylesheet parts (or `site.yml`) are every one of
    /// `changed`, each a file there now; nil otherwise (a part added or removed is still a part).
    /// Hidden files in the theme's folder are never read: an editor's temporary file, written
    /// and renamed over a part, is passed by.
    fileprivate func stylesheetTheme(_ changed: Set<String>) -> String? {
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
    fileprivate func themeSettingsAlone(in source: inout SiteSource) -> ThemeSettings? {
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
