import TripSiteStore

/// The content stages, load → parse → model → photos → routes: the first half of every
/// build, `tripsite build`'s (`SiteBuilder.build(into:)`) and each full rebuild of `serve`'s
/// (`IncrementalBuilder`). What differs between them is only what they bring: how the files
/// are read (all of them, or the changed ones again) and which caches the stages keep.
extension SiteBuilder {
    /// The caches the content stages work through. A `build` makes its own; `serve` keeps
    /// one set for all its builds.
    package struct Caches {
        /// Parsed trips and pages by text (nil: a new one, seeded from the parse store).
        package var parse: ParseCache?
        package var photos: PhotoCache
        package var routes: RouteCache

        package init(parse: ParseCache?, photos: PhotoCache, routes: RouteCache) {
            self.parse = parse
            self.photos = photos
            self.routes = routes
        }
    }

    /// How a build reads the site's files, and the caches it works through and holds: a
    /// `build` reads every file with caches of its own; `serve` reads again only what changed,
    /// with caches it keeps for all its builds.
    package struct Reading: BuildSource {
        /// Reads the site's files.
        package var loader: SiteLoader
        /// The cache folder's lock, held shared while the caches are used.
        package var lock: CacheLock
        package var caches: Caches
        /// Whether the report's source keeps the files' texts (a build lets them go once parsed).
        package var keepTexts: Bool
        /// The `load` stage.
        package var load: () -> (SiteSource?, [Diagnostic])

        package init(
            loader: SiteLoader, lock: CacheLock, caches: Caches, keepTexts: Bool,
            load: @escaping () -> (SiteSource?, [Diagnostic])
        ) {
            self.loader = loader
            self.lock = lock
            self.caches = caches
            self.keepTexts = keepTexts
            self.load = load
        }

        /// A build's own: every file read, new caches.
        init(options: BuildOptions, loader: SiteLoader) {
            let lock = CacheLock(folder: options.photoCacheFolder)
            self.init(
                loader: loader, lock: lock,
                caches: Caches(
                    parse: nil, photos: PhotoCache(folder: options.photoCacheFolder, lock: lock),
                    routes: RouteCache(folder: options.photoCacheFolder, lock: lock)),
                keepTexts: false, load: { loader.load() })
        }

        package func model(_ stages: inout StageRunner, builder: SiteBuilder) throws(BuildFailure) -> Content? {
            try builder.content(
                &stages, loader: loader, caches: caches, keepTexts: keepTexts, load: load)
        }

        package func plan(
            _ content: Content, keeping: PageKeeping, builder: SiteBuilder
        ) -> (RenderPlan?, [Diagnostic]) {
            builder.render(content, keeping: keeping, lock: lock)
        }
    }

    /// What the content stages made of the site's files.
    package struct Content {
        /// The files read; without their texts unless the caller asked to keep them.
        package var source: SiteSource
        package var site: Site
        package var theme: SiteTheme
        /// Each trip file's content fingerprint, by path (`Parsed.tripContent`).
        package var tripContent: [String: Int]
        package var photos: PhotoStatistics
    }

    /// Runs the content stages on `stages`. `load` reads the site's files; `keepTexts` keeps
    /// their texts in `Content.source` (a build lets them go once parsed).
    package func content(
        _ stages: inout StageRunner, loader: SiteLoader, caches: Caches, keepTexts: Bool,
        load: () -> (SiteSource?, [Diagnostic])
    ) throws(BuildFailure) -> Content {
        var source = try stages.run(.load, stopOnErrors: false, load)
        let parsed = try stages.run(.parse, stopOnErrors: false) { parse(source, cache: caches.parse) }
        // Taken apart from the parse results, which can go once the model is made.
        let tripContent = parsed.tripContent
        if !keepTexts { source = source.withoutTexts() }
        let (assembled, theme) = try stages.run(.model, stopOnErrors: true) {
            assemble(parsed, source: source, loader: loader)
        }
        let (photographed, statistics) = try stages.run(.photos, stopOnErrors: true) {
            photos(assembled, source: source, cache: caches.photos)
        }
        let site = try stages.run(.routes, stopOnErrors: true) { routes(photographed, cache: caches.routes) }
        return Content(
            source: source, site: site, theme: theme, tripContent: tripContent, photos: statistics)
    }
}
