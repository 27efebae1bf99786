import Foundation

/// What a build is asked to do.
package struct BuildOptions: Sendable {
    package var source: URL
    var output: URL
    var includeDrafts = false
    /// Replaces `baseURL` from site.yml (`--base-url`).
    package var baseURL: String?
    /// `SOURCE_DATE_EPOCH`: the time used where the content gives none (a feed of trips
    /// without dates). Read by the CLI, never by the pipeline.
    package var sourceDateEpoch: Int?
    /// `--strict`: every warning is an error.
    package var strict = false
    /// How broken links in journals count: warnings for `build`, errors for `check`.
    package var brokenLinks: Diagnostic.Severity = .warning

    package init(source: URL, output: URL, includeDrafts: Bool = false, baseURL: String? = nil) {
        self.source = source
        self.output = output
        self.includeDrafts = includeDrafts
        self.baseURL = baseURL
    }
}

/// A build that stopped: the stage, whether the content or the disk is to blame, and every
/// diagnostic collected up to that stage.
package struct BuildFailure: Error, Sendable {
    package enum Kind: Sendable {
        /// The user's content is wrong (exit 1).
        case content
        /// Reading or writing files failed (exit 3).
        case io
    }

    package var stage: BuildStage
    package var kind: Kind
    package var diagnostics: [Diagnostic]
}

/// What a finished build reports.
package struct BuildReport: Sendable {
    package var site: Site
    package var files: [OutputFile]
    /// Warnings (a successful build has no errors).
    package var diagnostics: [Diagnostic]
    package var timings: [(stage: BuildStage, seconds: Double)]

    package var pageCount: Int { files.filter { $0.path.hasSuffix(".html") }.count }
}

/// Runs the stages in order — load → parse → model → render → write. The content stages
/// (load, parse, model) go on past errors, working with what could be read, so one run
/// reports every problem of the site; the build stops before rendering if any was an error.
package struct SiteBuilder {
    var options: BuildOptions

    package init(options: BuildOptions) {
        self.options = options
    }

    package func build(into writer: inout some OutputWriter) throws(BuildFailure) -> BuildReport {
        var timings: [(BuildStage, Double)] = []
        var diagnostics: [Diagnostic] = []
        let clock = ContinuousClock()

        /// Runs a stage, records its time and diagnostics; with `stopOnErrors`, fails if any
        /// error has been found so far (naming the first stage that found one).
        func stage<T>(
            _ name: BuildStage, stopOnErrors: Bool, _ body: () throws(BuildFailure) -> (T?, [Diagnostic])
        ) throws(BuildFailure) -> T {
            let start = clock.now
            let result: (T?, [Diagnostic])
            do {
                result = try body()
            } catch {
                var failure = error
                failure.diagnostics =
                    diagnostics
                    + error.diagnostics.map {
                        var d = $0
                        d.stage = d.stage ?? name
                        return d
                    }
                throw failure
            }
            diagnostics += result.1.map {
                var d = $0
                d.stage = d.stage ?? name
                return d
            }
            if options.strict {
                // --strict: a warning stops the build like an error.
                diagnostics = diagnostics.map {
                    var d = $0
                    d.severity = .error
                    return d
                }
            }
            let elapsed = start.duration(to: clock.now)
            timings.append((name, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
            let firstError = diagnostics.first { $0.severity == .error }
            guard let value = result.0, !(stopOnErrors && firstError != nil) else {
                throw BuildFailure(stage: firstError?.stage ?? name, kind: .content, diagnostics: diagnostics)
            }
            return value
        }

        let loader = SiteLoader(root: options.source)
        try writer.checkLocation(source: options.source)
        let source = try stage(.load, stopOnErrors: false) { loader.load() }
        let parsed = try stage(.parse, stopOnErrors: false) { parse(source) }
        let (site, themeAssets) = try stage(.model, stopOnErrors: true) {
            assemble(parsed, source: source, loader: loader)
        }
        let files = try stage(.render, stopOnErrors: true) { () -> ([OutputFile]?, [Diagnostic]) in
            let files = SiteRenderer.render(site, themeAssets: themeAssets, sourceDateEpoch: options.sourceDateEpoch)
            let texts = Dictionary(
                uniqueKeysWithValues: files.compactMap { file -> (String, String)? in
                    if case .text(let text) = file.contents, file.path.hasSuffix(".html") {
                        (file.path, text)
                    } else {
                        nil
                    }
                })
            let links = LinkChecker.check(
                site, files: Set(files.map(\.path)), basePath: site.config.basePath,
                severity: options.brokenLinks, page: { texts[$0] })
            return (files, SiteRenderer.pathConflicts(files, site: site) + links)
        }
        _ = try stage(.write, stopOnErrors: true) { () throws(BuildFailure) -> (Bool?, [Diagnostic]) in
            try writer.write(files)
            return (true, [])
        }
        return BuildReport(site: site, files: files, diagnostics: diagnostics, timings: timings)
    }

    /// Parsed but not yet assembled content.
    package struct Parsed: Sendable {
        var config: SiteConfig
        var trips: [SiteAssembler.ParsedTrip]
        var pages: [Page]
        var badges: [Badge]
    }

    /// The `parse` stage. The configuration is read first (it says how to render Markdown);
    /// trips and pages are parsed even when it has errors, so all errors show at once.
    func parse(_ source: SiteSource) -> (Parsed?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let (parsedConfig, configDiagnostics) = ConfigParser.parse(source.config)
        diagnostics += configDiagnostics
        var config = parsedConfig ?? SiteConfig.defaults()
        if let baseURL = options.baseURL {
            config.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        }
        let markdown = config.markdownOptions
        // YAML on every core; cmark-gfm inside is serialised by its own lock.
        let trips = parallelMap(source.trips) { tripFile in
            SiteAssembler.ParsedTrip(
                result: TripParser.parse(
                    tripFile.file, slug: tripFile.slug, isBundle: tripFile.bundleFolder != nil, markdown: markdown),
                source: tripFile
            )
        }
        for trip in trips { diagnostics += trip.result.diagnostics }
        var pages: [Page] = []
        for pageFile in source.pages {
            let (page, pageDiagnostics) = PageParser.parse(pageFile.file, slug: pageFile.slug, markdown: markdown)
            diagnostics += pageDiagnostics
            if let page { pages.append(page) }
        }
        let (badges, goalsDiagnostics) = GoalsParser.parse(source.goals)
        diagnostics += goalsDiagnostics
        return (Parsed(config: config, trips: trips, pages: pages, badges: badges), diagnostics)
    }

    /// The `model` stage, plus the theme's files.
    func assemble(_ parsed: Parsed, source: SiteSource, loader: SiteLoader) -> ((Site, [Asset])?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let theme = parsed.config.theme
        var themeFolder: URL?
        var themeFiles: [String] = []
        if source.themeFolders.contains(theme) {
            themeFolder = loader.url("themes/\(theme)")
            themeFiles = loader.themeFiles(named: theme)
        } else if theme != "default" {
            let at = ConfigParser.location(ofValue: "theme", in: source.config)
            diagnostics.append(
                .error(
                    "theme '\(theme)' not found: there is no themes/\(theme)/ folder (the built-in theme is 'default')",
                    file: source.config.path, line: at?.line ?? 1, column: at?.column))
        }
        let assembler = SiteAssembler(
            config: parsed.config, includeDrafts: options.includeDrafts, badges: parsed.badges,
            fileExists: { [loader] in loader.isFile($0) && loader.pointsInside($0) }, root: loader.root
        )
        let (site, found) = assembler.assemble(trips: parsed.trips, pages: parsed.pages, source: source)
        diagnostics += found
        return ((site, ThemeAssets.assets(siteThemeFolder: themeFolder, siteThemeFiles: themeFiles)), diagnostics)
    }
}
