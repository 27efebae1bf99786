import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// Rebuilds re-render only what depends on a change, counted the way Hugo's rebuild tests
/// count renders.
@Suite struct IncrementalBuilderTests {
    static let files: [String: String] = [
        "content/trips/kona.md": tripFile(
            "title: Kona\nseason: summer\nstart: 2025-06-01\ncountry: United States",
            body: "Warm water.\n\n## Activities\n- [x] Snorkel (2025-06-03)\n- [ ] Whales\n"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto\nseason: spring\nstart: 2025-04-01\ncountry: Japan",
            body: "Temples.\n\n## Activities\n- [ ] Tea\n"),
        "content/trips/lapland.md": tripFile("title: Lapland\nseason: winter\nstart: 2025-01-10", body: "Snow.\n"),
        "content/pages/about.md": tripFile("title: About", body: "Hi.\n"),
        "static/robots-extra.txt": "x",
    ]

    func make() throws -> (FixtureSite, IncrementalBuilder) {
        let site = try FixtureSite(Self.files)
        let builder = IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output),
            mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
        return (site, builder)
    }

    @Test func firstBuildMakesEverything() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        let result = try builder.build()
        #expect(result.rendered.count == result.files.count)
        #expect(result.files["trips/kona/index.html"] != nil)
        #expect(String(decoding: result.files["index.html"]!, as: UTF8.self).contains("/_tripsite/live-reload.js"))
    }

    /// An editor's temporary file that came and went within one batch (`sed -i` writes
    /// `content/trips/sedXXXXXX` and renames it over the trip) changes nothing: alone, the
    /// rebuild makes nothing; beside an edit, the edit takes its own path, not the full one.
    @Test func aTemporaryFileThatCameAndWentChangesNothing() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        let alone = try builder.build(changedPaths: ["content/trips/sedX1Y2Z3"])
        #expect(alone.rendered.isEmpty && alone.removed.isEmpty && alone.timings.isEmpty)
        try site.write(
            "content/trips/kona.md",
            Self.files["content/trips/kona.md"]!.replacingOccurrences(of: "Warm water.", with: "Very warm water."))
        let edited = try builder.build(changedPaths: ["content/trips/kona.md", "content/trips/sedX1Y2Z3"])
        #expect(edited.timings.map(\.stage) == [.parse, .model, .render, .write])
        #expect(edited.rendered.contains("trips/kona/index.html"))
    }

    @Test func aBodyEditRerendersOnlyThatTripPage() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write(
            "content/trips/kona.md",
            Self.files["content/trips/kona.md"]!.replacingOccurrences(of: "Warm water.", with: "Very warm water."))
        let result = try builder.build(changedPaths: ["content/trips/kona.md"])
        // Its page and its book, the search page (a small journal's index is inside it), and
        // the feeds that carry the journals of the newest trips: the site's, and those of
        // Kona's country and year (it has no tags).
        let feeds: Set = ["feed.xml", "countries/us/feed.xml", "years/2025/feed.xml"]
        let pages = ["trips/kona/index.html", "trips/kona/book/index.html", "search/index.html"]
        #expect(result.timings.map(\.stage) == [.parse, .model, .render, .write], "the summary path: nothing loaded")
        #expect(result.rendered.filter { $0.hasSuffix(".html") } == pages)
        #expect(Set(result.rendered) == feeds.union(pages))
        #expect(Set(result.modified) == feeds.union(pages))
        #expect(String(decoding: result.files["trips/kona/index.html"]!, as: UTF8.self).contains("Very warm water."))
        #expect(String(decoding: result.files["feed.xml"]!, as: UTF8.self).contains("Very warm water."))
    }

    /// A title edit or an activity checked off keeps every trip in its place: the summary
    /// path patches the model (no load, no photos stage) and makes only the outputs that show
    /// the trip. A new start date moves the trip, and takes the full path.
    @Test func aSummaryEditPatchesTheModelAndMakesOnlyWhatShowsTheTrip() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        let first = try builder.build()
        let kona = Self.files["content/trips/kona.md"]!
        try site.write("content/trips/kona.md", kona.replacingOccurrences(of: "title: Kona", with: "title: Kona Coast"))
        let retitled = try builder.build(changedPaths: ["content/trips/kona.md"])
        #expect(retitled.timings.map(\.stage) == [.parse, .model, .render, .write], "the summary path")
        #expect(retitled.rendered.contains("trips/kona/index.html") && retitled.rendered.contains("index.html"))
        #expect(retitled.rendered.contains("trips/kyoto/index.html"), "its neighbour's pager shows its title")
        #expect(!retitled.rendered.contains("trips/lapland/index.html") && !retitled.rendered.contains("sitemap.xml"))
        #expect(
            retitled.rendered.count < first.rendered.count / 2, "\(retitled.rendered.count) of \(first.rendered.count)")
        #expect(String(decoding: retitled.files["index.html"]!, as: UTF8.self).contains("Kona Coast"))

        try site.write("content/trips/kona.md", kona.replacingOccurrences(of: "- [ ] Whales", with: "- [x] Whales"))
        let checked = try builder.build(changedPaths: ["content/trips/kona.md"])
        #expect(checked.timings.map(\.stage) == [.parse, .model, .render, .write])
        #expect(checked.rendered.contains("goals/index.html"), "the goals count the activity")

        try site.write("content/trips/kona.md", kona.replacingOccurrences(of: "2025-06-01", with: "2025-03-01"))
        let moved = try builder.build(changedPaths: ["content/trips/kona.md"])
        #expect(moved.timings.contains { $0.stage == .load }, "a new start date: the full path")
    }

    @Test func aBodyEditOfATripOutsideTheFeedRerendersOnlyItsPage() throws {
        // Twenty newer trips fill the feed; Lapland, the oldest, is not in it.
        var files = Self.files
        for day in 1...20 {
            files["content/trips/newer-\(day).md"] = tripFile(
                "title: Newer \(day)\nstart: 2025-07-\(day + 9)", body: "New.\n")
        }
        let site = try FixtureSite(files)
        defer { site.remove() }
        let builder = IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output), mode: .serve(liveReloadScript: "/lr.js"))
        _ = try builder.build()
        try site.write(
            "content/trips/lapland.md",
            Self.files["content/trips/lapland.md"]!.replacingOccurrences(of: "Snow.", with: "Deep snow."))
        let result = try builder.build(changedPaths: ["content/trips/lapland.md"])
        let made = ["trips/lapland/index.html", "trips/lapland/book/index.html", "search/index.html"]
        #expect(result.rendered == made, "its page and its book, and its text's index")
        #expect(result.modified == made)
    }

    @Test func aStandalonePageEditRerendersOnlyThatPage() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write("content/pages/about.md", tripFile("title: About", body: "Hello.\n"))
        let result = try builder.build(changedPaths: ["content/pages/about.md"])
        #expect(result.rendered == ["about/index.html", "search/index.html"], "the page, and its text's index")
        #expect(String(decoding: result.files["about/index.html"]!, as: UTF8.self).contains("Hello."))
    }

    @Test func aGoalsChangeRerendersTheGoalsPages() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write(
            "content/goals.yml",
            """
            badges:
              - id: island-hopper
                title: Island Hopper
                description: Complete two island trips.
                symbol: wave
                color: teal
                rule: {trips: 2, tag: islands}

            """)
        let rendered = Set(try builder.build(changedPaths: ["content/goals.yml"]).rendered)
        #expect(
            rendered.isSuperset(of: [
                "goals/index.html", "badges/index.html", "badges/island-hopper/index.html",
                "badges/island-hopper/badge.svg", "sitemap.xml",
            ]))
        // The badge pages are made from the definitions as a whole (every one of them again);
        // no trip contributes to the new badge, so trip pages and listings stay.
        for path in [
            "trips/kona/index.html", "trips/kyoto/index.html", "index.html", "collections/summer/index.html",
            "about/index.html", "search/index.html", "feed.xml",
        ] {
            #expect(!rendered.contains(path), "\(path) re-rendered needlessly")
        }
    }

    @Test func aRenamedTripMovesItsOutputs() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try FileManager.default.moveItem(
            at: site.root.appending(path: "content/trips/kona.md"),
            to: site.root.appending(path: "content/trips/big-island.md"))
        let result = try builder.build(changedPaths: ["content/trips/kona.md", "content/trips/big-island.md"])
        #expect(
            Set(result.removed) == [
                "trips/kona/index.html", "trips/kona/book/index.html", "trips/kona/placeholder.svg",
            ])
        #expect(
            Set(result.rendered).isSuperset(of: ["trips/big-island/index.html", "trips/big-island/placeholder.svg"]))
        #expect(!result.rendered.contains("trips/lapland/index.html"))
    }

    @Test func bodyEditsThenATitleEditStayConsistent() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        let kona = Self.files["content/trips/kona.md"]!
        try site.write("content/trips/kona.md", kona.replacingOccurrences(of: "Warm water.", with: "Body one."))
        _ = try builder.build(changedPaths: ["content/trips/kona.md"])
        try site.write(
            "content/trips/kona.md",
            kona.replacingOccurrences(of: "Warm water.", with: "Body one.").replacingOccurrences(
                of: "title: Kona", with: "title: Kona Two"))
        let result = try builder.build(changedPaths: ["content/trips/kona.md"])
        let page = String(decoding: result.files["trips/kona/index.html"]!, as: UTF8.self)
        #expect(page.contains("Body one.") && page.contains("Kona Two"))
        #expect(String(decoding: result.files["index.html"]!, as: UTF8.self).contains("Kona Two"))
        // The same bytes as a clean build of the same files (in serve mode).
        let clean = try IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output),
            mode: .serve(liveReloadScript: "/_tripsite/live-reload.js")
        ).build()
        for (path, bytes) in clean.files where path.hasSuffix(".html") {
            #expect(result.files[path] == bytes, "\(path) differs from a clean build")
        }
    }

    @Test(arguments: [nil, 1000]) func aBodyEditReachesTheTermFeedsAnotherTripsEditRemakes(limit: Int?) throws {
        let (site, builder) = try make()
        defer { site.remove() }
        builder.deferredPageLimit = limit
        _ = try builder.build()
        let kona = Self.files["content/trips/kona.md"]!
        try site.write("content/trips/kona.md", kona.replacingOccurrences(of: "Warm water.", with: "Body one."))
        _ = try builder.build(changedPaths: ["content/trips/kona.md"])
        // Another trip of the same year and tag retitled: the feeds both show are made again,
        // with Kona's new text.
        let kyoto = Self.files["content/trips/kyoto.md"]!
        try site.write(
            "content/trips/kyoto.md", kyoto.replacingOccurrences(of: "title: Kyoto", with: "title: Kyoto Two"))
        _ = try builder.build(changedPaths: ["content/trips/kyoto.md"])
        let clean = try IncrementalBuilder(
            options: BuildOptions(source: site.root, output: site.output),
            mode: .serve(liveReloadScript: "/_tripsite/live-reload.js")
        ).build()
        // Feeds waiting (with a limit: `IncrementalBuilder+Deferred`) are made as asked for.
        for (path, bytes) in clean.files where path.hasSuffix("feed.xml") {
            #expect(builder.bytes(of: path) == bytes, "\(path) differs from a clean build")
        }
        let feed = builder.bytes(of: "years/2025/feed.xml") ?? []
        #expect(String(decoding: feed, as: UTF8.self).contains("Body one."))
    }

    @Test func aTitleEditRerendersWhatShowsTheTitle() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write(
            "content/trips/kona.md",
            Self.files["content/trips/kona.md"]!.replacingOccurrences(of: "title: Kona", with: "title: Kona Deep Dive"))
        let rendered = Set(try builder.build(changedPaths: ["content/trips/kona.md"]).rendered)
        // The trip, its neighbour's pager, the home page and its collections, the pages of
        // the badges it counts toward (which list it), and the maps (its pin is named by it).
        for path in [
            "trips/kona/index.html", "trips/kyoto/index.html", "index.html", "collections/summer/index.html",
            "collections/recent/index.html", "badges/first-activity/index.html", "map/index.html",
            "goals/index.html",
        ] {
            #expect(rendered.contains(path), "\(path) not re-rendered")
        }
        // Not: pages that do not show Kona. (The badges page follows the places input, as
        // the goals page does: whether any trip has activities or a route decides which
        // badges it lists.)
        for path in [
            "collections/winter/index.html", "about/index.html", "404.html", "theme/style.css",
            "trips/kona/placeholder.svg", "map/world.svg",
        ] {
            #expect(!rendered.contains(path), "\(path) re-rendered needlessly")
        }
        #expect(rendered.count < 40)
    }

    @Test func anActivityCheckedOffUpdatesGoals() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write(
            "content/trips/kyoto.md",
            Self.files["content/trips/kyoto.md"]!.replacingOccurrences(of: "- [ ] Tea", with: "- [x] Tea (2025-04-02)"))
        let result = try builder.build(changedPaths: ["content/trips/kyoto.md"])
        let rendered = Set(result.rendered)
        #expect(
            rendered.isSuperset(of: [
                "trips/kyoto/index.html", "goals/index.html", "badges/first-trip/index.html",
                "collections/spring/index.html",
            ]))
        #expect(!rendered.contains("trips/lapland/index.html"))
        #expect(
            String(decoding: result.files["badges/spring-explorer/index.html"]!, as: UTF8.self).contains(
                "data-state=\"earned\""))
    }

    @Test func configChangesRerenderEverything() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        let first = try builder.build()
        try site.write(
            "site.yml", FixtureSite.defaultConfig.replacingOccurrences(of: "title: Test Trips", with: "title: Renamed"))
        let result = try builder.build(changedPaths: ["site.yml"])
        let pages = first.files.keys.filter { $0.hasSuffix(".html") }
        #expect(Set(result.rendered).isSuperset(of: pages))
    }

    /// A strings file is read as site.yml is: written, edited or removed, it changes every
    /// page's words.
    @Test func aStringsFileChangeRerendersThePages() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        let first = try builder.build()
        let pages = Set(first.files.keys.filter { $0.hasSuffix(".html") })
        func home(_ result: IncrementalBuilder.Result) -> String {
            String(decoding: result.files["index.html"] ?? [], as: UTF8.self)
        }
        try site.write("i18n/en.yml", "nav.trips: Bucket list\n")
        let added = try builder.build(changedPaths: ["i18n/en.yml"])
        #expect(Set(added.rendered).isSuperset(of: pages))
        #expect(home(added).contains(">Bucket list<"))
        try site.write("i18n/en.yml", "nav.trips: Someday\n")
        let edited = try builder.build(changedPaths: ["i18n/en.yml"])
        #expect(Set(edited.rendered).isSuperset(of: pages))
        #expect(home(edited).contains(">Someday<") && !home(edited).contains("Bucket list"))
        try FileManager.default.removeItem(at: site.root.appending(path: "i18n/en.yml"))
        let removed = try builder.build(changedPaths: ["i18n/en.yml"])
        #expect(home(removed).contains(">Trips<"))
    }

    @Test func aStylesheetChangeIsOnlyTheStylesheet() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        try site.write("themes/default/style.css", "body { color: red }\n")
        _ = try builder.build()
        Thread.sleep(forTimeInterval: 0.01)
        try site.write("themes/default/style.css", "body { color: blue }\n")
        let result = try builder.build(changedPaths: ["themes/default/style.css"])
        #expect(result.rendered == ["theme/style.css"])
        #expect(result.onlyStylesheetsChanged)
    }

    /// Pages a build left waiting and that wait still (nothing they read changed) do not
    /// make a stylesheet edit a reload: the browser still swaps the stylesheet.
    @Test func pagesStillWaitingLeaveAStylesheetChangeAStylesheetChange() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        builder.deferredPageLimit = 1
        try site.write("themes/default/style.css", "body { color: red }\n")
        let first = try builder.build()
        #expect(first.deferred.count > 10)
        Thread.sleep(forTimeInterval: 0.01)
        try site.write("themes/default/style.css", "body { color: blue }\n")
        let result = try builder.build(changedPaths: ["themes/default/style.css"])
        #expect(result.rendered == ["theme/style.css"])
        #expect(result.deferred.isEmpty)
        #expect(result.onlyStylesheetsChanged)
    }

    /// A theme setting in site.yml changes only the composed stylesheet, so the browser swaps
    /// it without reloading the page (the `css` event), as a custom.css edit does.
    @Test func anAccentSettingChangesOnlyTheStylesheet() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        let config = FixtureSite.defaultConfig.replacingOccurrences(of: "theme: default\n", with: "")
        try site.write("site.yml", config + "theme: {name: default, accent: \"#5b4fe9\"}\n")
        _ = try builder.build()
        try site.write("site.yml", config + "theme: {name: default, accent: \"#b3261e\"}\n")
        let result = try builder.build(changedPaths: ["site.yml"])
        #expect(result.modified == ["theme/style.css"], "\(result.modified)")
        #expect(result.onlyStylesheetsChanged)
        #expect(String(decoding: result.files["theme/style.css"]!, as: UTF8.self).lowercased().contains("#b3261e"))
    }

    @Test func unchangedFilesAreNotRereadOrReparsed() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        let result = try builder.build(changedPaths: [])
        #expect(result.rendered.isEmpty)
        #expect(result.modified.isEmpty)
    }

    @Test func addingAndRemovingTrips() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write("content/trips/new.md", tripFile("title: New\nseason: fall"))
        let added = try builder.build(changedPaths: ["content/trips/new.md"])
        #expect(added.files["trips/new/index.html"] != nil)
        #expect(added.rendered.contains("collections/fall/index.html"))
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/new.md"))
        let removed = try builder.build(changedPaths: ["content/trips/new.md"])
        #expect(removed.removed.contains("trips/new/index.html"))
        #expect(removed.files["trips/new/index.html"] == nil)
    }

    /// A trip file that comes or goes is read alone: what the last listing found of the
    /// other files (here a folder that is not a bundle) is still reported.
    @Test func aTripAddedAloneKeepsTheListingsWarnings() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        try site.write("content/trips/notes/readme.txt", "not a trip")
        let first = try builder.build()
        let folderWarning = { (result: IncrementalBuilder.Result) in
            result.warnings.filter { $0.file == "content/trips/notes" }.count
        }
        #expect(folderWarning(first) == 1)
        try site.write("content/trips/new.md", tripFile("title: New\nseason: fall"))
        let added = try builder.build(changedPaths: ["content/trips/new.md"])
        #expect(added.files["trips/new/index.html"] != nil)
        #expect(folderWarning(added) == 1)
        try site.write("content/trips/new.md", "---\ntitle: [unclosed\n---\n")
        let broken = try? builder.build(changedPaths: ["content/trips/new.md"])
        #expect(broken == nil)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/trips/new.md"))
        let removed = try builder.build(changedPaths: ["content/trips/new.md"])
        #expect(removed.files["trips/new/index.html"] == nil)
        #expect(folderWarning(removed) == 1)
    }

    /// One batch: trip files added before a bundle in name order, and the bundle's index.md
    /// edited; the bundle is found where the added files moved it, whichever order the batch
    /// is read in (a set's: several rounds, so a wrong order cannot pass them all).
    @Test func tripsAddedBesideAnEditedBundleInOneBatch() throws {
        var files = Self.files
        files["content/trips/nordkapp/index.md"] = tripFile("title: Nordkapp\nseason: summer", body: "Cape.\n")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        _ = try builder.build()
        for round in 0..<6 {
            var changed: Set<String> = ["content/trips/nordkapp/index.md"]
            for number in 0..<4 {
                let path = "content/trips/a\(round)\(number).md"
                try site.write(path, tripFile("title: Alps \(round) \(number)\nseason: winter", body: "Peaks.\n"))
                changed.insert(path)
            }
            try site.write(
                "content/trips/nordkapp/index.md", tripFile("title: Nordkapp \(round)\nseason: summer", body: "Sun.\n"))
            let rebuilt = try builder.build(changedPaths: changed).files
            let clean = try site.buildInMemory().output.files
            #expect(
                String(decoding: rebuilt["trips/nordkapp/index.html"] ?? [], as: UTF8.self).contains(
                    "Nordkapp \(round)"))
            #expect(rebuilt == clean, "round \(round)")
        }
    }

    @Test func aBrokenEditFailsAndTheNextGoodOneRecovers() throws {
        let (site, builder) = try make()
        defer { site.remove() }
        _ = try builder.build()
        try site.write("content/trips/kona.md", "---\ntitle: Kona\nstart: 2025-13-45\n---\n")
        let failure = try #require(throws: BuildFailure.self) {
            try builder.build(changedPaths: ["content/trips/kona.md"])
        }
        #expect(failure.messages.contains { $0.hasPrefix("content/trips/kona.md:3:8: error:") })
        try site.write(
            "content/trips/kona.md",
            Self.files["content/trips/kona.md"]!.replacingOccurrences(of: "Warm water.", with: "Fixed."))
        let result = try builder.build(changedPaths: ["content/trips/kona.md"])
        #expect(String(decoding: result.files["trips/kona/index.html"]!, as: UTF8.self).contains("Fixed."))
    }
}
