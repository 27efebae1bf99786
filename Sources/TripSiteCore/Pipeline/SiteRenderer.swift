/// The `render` stage: every output file of the site as a pure function of the `Site` and
/// the render context. Each output lists the inputs it read.
package enum SiteRenderer {
    /// Two outputs at one path (a `static/404.html` beside the generated 404 page, a bundle
    /// file named `index.html`): an error on each of the user's files that collides, saying
    /// what else is written there. A copied file has no line that is to blame, so the error
    /// points at its first line (`static/404.html:1:1`), which an editor can open.
    static func pathConflicts(_ files: [OutputFile], site: Site) -> [Diagnostic] {
        var byPath: [String: [OutputFile]] = [:]
        for file in files { byPath[file.path, default: []].append(file) }
        var diagnostics: [Diagnostic] = []
        for (path, group) in byPath where group.count > 1 {
            let generated = group.contains { $0.origin == nil }
            for file in group {
                // Built-in theme files are not the user's to rename: report the other side.
                guard let origin = file.origin, !origin.hasPrefix("the built-in theme") else { continue }
                let other =
                    generated
                    ? generatedPage(at: path, site: site)
                    : group.compactMap(\.origin).filter { $0 != origin }.joined(separator: ", ")
                diagnostics.append(
                    .error(
                        "\(origin) would be written to /\(path), which is also \(other); rename or move it",
                        file: origin, line: 1, column: 1))
            }
        }
        return diagnostics.sorted { $0.file < $1.file }
    }

    /// What TripSite itself writes at an output path, in words (for `pathConflicts`).
    static func generatedPage(at path: String, site: Site) -> String {
        let folder = path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
        if let trip = site.trips.first(where: { path.hasPrefix(SiteURLs.tripFolder($0.slug)) }) {
            return
                "\(path.hasSuffix("placeholder.svg") ? "the placeholder image" : "the page") of the trip \(trip.sourcePath)"
        }
        if let page = site.pages.first(where: { folder == "\($0.slug)/" }) {
            return "the page made from \(page.sourcePath)"
        }
        let named: [String: String] = [
            "": "the home page", "404.html": "the page-not-found page (404)", SiteURLs.goalsFolder: "the goals page",
            SiteURLs.badgesFolder: "the badges page", SiteURLs.searchFolder: "the search page",
            SiteURLs.searchIndexFile: "the search index",
            "feed.xml": "the Atom feed", "sitemap.xml": "the sitemap", "robots.txt": "the generated robots.txt",
        ]
        if let name = named[folder] { return name }
        if folder.hasPrefix("collections/") { return "the collection page /\(folder)" }
        if folder.hasPrefix(SiteURLs.badgesFolder) {
            return "a badge's \(path.hasSuffix(".svg") ? "image" : "page") (/\(path))"
        }
        return "a page TripSite generates there"
    }

    /// Every output file, rendered.
    static func render(
        _ site: Site, themeAssets: [Asset], mode: RenderMode = .build, sourceDateEpoch: Int? = nil
    ) -> [OutputFile] {
        // Pages are pure functions of immutable values: render them on every core.
        parallelMap(recipes(site, themeAssets: themeAssets, mode: mode, sourceDateEpoch: sourceDateEpoch)) { $0.make() }
    }

    /// Every output of the site as a recipe: its path, the inputs it reads, and how to make
    /// it. Nothing is rendered until `make()` is called, so an incremental rebuild can make
    /// only the outputs whose inputs changed.
    static func recipes(
        _ site: Site, themeAssets: [Asset], mode: RenderMode = .build, sourceDateEpoch: Int? = nil
    ) -> [OutputRecipe] {
        let context = RenderContext(
            config: site.config, pages: site.pages,
            themeFiles: Set(themeAssets.map { String($0.outputPath.dropFirst("theme/".count)) }), mode: mode)
        let chrome: Set<BuildInput> = [.config, .theme, .pageList]
        var recipes: [OutputRecipe] = []
        func page(_ path: String, _ inputs: Set<BuildInput>, _ make: @escaping @Sendable () -> String) {
            recipes.append(OutputRecipe(path: path, inputs: inputs, origin: nil) { .text(make()) })
        }
        let summaries = { (trips: [Trip]) in Set(trips.map { BuildInput.tripSummary(slug: $0.slug) }) }

        let home = HomePage.shownTrips(site, context: context)
        page("index.html", chrome.union(summaries(home)).union([.tripList])) { HomePage.render(site, context: context) }
        for collection in TripCollection.all(site, context: context)
        where collection.alwaysPublished || !collection.trips.isEmpty {
            page(
                SiteURLs.collectionFolder(collection.id) + "index.html",
                chrome.union(summaries(collection.trips)).union([.tripList])
            ) {
                CollectionPage.render(collection, context: context)
            }
        }
        for (index, trip) in site.trips.enumerated() {
            let previous = index > 0 ? site.trips[index - 1] : nil
            let next = index + 1 < site.trips.count ? site.trips[index + 1] : nil
            var inputs = chrome.union([
                .trip(slug: trip.slug), .neighbors(slug: trip.slug), .tripBadges(slug: trip.slug),
            ])
            inputs.formUnion([previous, next].compactMap { $0 }.map { BuildInput.tripTitle(slug: $0.slug) })
            page(SiteURLs.tripFolder(trip.slug) + "index.html", inputs) {
                TripPage.render(
                    trip, previous: previous, next: next, badges: site.goals.badges(for: trip.slug), context: context)
            }
            if trip.photo == .placeholder {
                // Depends on the slug alone, which is in its path: never made again once made.
                page(SiteURLs.tripFolder(trip.slug) + "placeholder.svg", []) { Placeholder.svg(for: trip.slug) }
            }
        }
        for standalone in site.pages {
            page("\(standalone.slug)/index.html", chrome.union([.page(slug: standalone.slug)])) {
                StandalonePage.render(standalone, context: context)
            }
        }
        page("404.html", chrome) { NotFoundPage.render(context: context) }

        let goals = chrome.union([.goals])
        page(SiteURLs.goalsFolder + "index.html", goals) { GoalsPage.render(site, context: context) }
        page(SiteURLs.badgesFolder + "index.html", goals) { BadgesIndexPage.render(site, context: context) }
        for status in site.goals.statuses {
            let folder = SiteURLs.badgeFolder(status.badge.id)
            page(folder + "index.html", goals) { BadgePage.render(status, context: context) }
            page(folder + "badge.svg", [.badgeDefinitions]) { BadgeViews.art(status.badge) }
        }
        // Search: the page and the index it filters, made once for both.
        let allSummaries = chrome.union(summaries(site.trips)).union([.tripList])
        let search = LazyValue { () -> (index: SearchIndex, json: String) in
            let index = SearchIndex(site: site, urls: context.urls)
            return (index, index.json())
        }
        page(SiteURLs.searchFolder + "index.html", allSummaries) {
            let (index, json) = search.value
            return SearchPage.render(
                index, source: SearchPage.IndexSource(json: json, urls: context.urls), context: context)
        }
        page(SiteURLs.searchIndexFile, allSummaries) { search.value.json + "\n" }
        // Feed, sitemap, robots.
        let feedTrips = FeedPage.entries(site)
        let fallback = FeedPage.fallbackTimestamp(sourceDateEpoch: sourceDateEpoch)
        page("feed.xml", Set(feedTrips.map { BuildInput.trip(slug: $0.slug) }).union([.config, .tripList])) {
            FeedPage.render(site, context: context, fallback: fallback)
        }
        let pagePaths = recipes.map(\.path).filter { $0.hasSuffix("index.html") }.map {
            String($0.dropLast("index.html".count))
        }.sorted()
        page("sitemap.xml", [.config, .tripList, .pageList, .badgeDefinitions]) {
            SitemapPage.render(pages: pagePaths, context: context)
        }
        if !site.assets.contains(where: { $0.outputPath == "robots.txt" }) {
            // A robots.txt of the site's own (in static/) wins.
            page("robots.txt", [.config]) { SitemapPage.robots(context: context) }
        }

        for asset in themeAssets + site.assets {
            let contents: OutputFile.Contents =
                switch asset.source {
                case .bytes(let bytes): .bytes(bytes)
                case .file(let path): .copy(from: path)
                }
            recipes.append(
                OutputRecipe(path: asset.outputPath, inputs: [.file(path: asset.outputPath)], origin: asset.origin) {
                    contents
                })
        }
        return recipes
    }
}

/// What the pages are rendered for: a published build, or the preview server (which adds
/// its live-reload script to every page).
package enum RenderMode: Hashable, Sendable {
    case build
    case serve(liveReloadScript: String)
}

/// One output, not yet made.
package struct OutputRecipe: Sendable {
    var path: String
    var inputs: Set<BuildInput>
    var origin: String?
    var contents: @Sendable () -> OutputFile.Contents

    init(
        path: String, inputs: Set<BuildInput>, origin: String?, contents: @escaping @Sendable () -> OutputFile.Contents
    ) {
        self.path = path
        self.inputs = inputs
        self.origin = origin
        self.contents = contents
    }

    func make() -> OutputFile {
        OutputFile(path: path, contents: contents(), inputs: inputs, origin: origin)
    }
}
