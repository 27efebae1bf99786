import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// The membership path of `IncrementalBuilder`: a trip file added or removed is patched into
/// the last model (no `photos` stage, no whole model), and gives the bytes of a clean build.
/// A change that reaches further (a photo no other trip shows) takes the full path.
@Suite struct IncrementalMembershipTests {
    static let files = [
        "content/trips/kona.md": tripFile(
            "title: Kona\nstart: 2025-06-01\nseason: summer\ncountry: US\ntags: [islands]\nphoto: /photos/sea.jpg",
            body: "- [x] Snorkel\n"),
        "content/trips/oahu.md": tripFile(
            "title: Oahu\nstart: 2025-07-01\nseason: summer\ncountry: US\nphoto: /photos/sea.jpg",
            body: "- [ ] Hike\n"),
        "content/trips/kyoto.md": tripFile(
            "title: Kyoto\nstart: 2024-04-01\nseason: spring\ncountry: JP\nphoto: /photos/temple.jpg"),
        "site.yml": FixtureSite.defaultConfig + "pagination: {pageSize: 2}\n",
    ]

    /// A journal of `files` with its two photos, its incremental builder, and a check that
    /// a rebuild gives a clean build's files.
    struct Journal {
        let site: FixtureSite
        let builder: IncrementalBuilder

        init(
            files: [String: String] = IncrementalMembershipTests.files, photos: Bool = true,
            deferredPageLimit: Int? = nil
        ) throws {
            site = try FixtureSite(files)
            if photos {
                try site.addPhoto("upright.jpg", at: "static/photos/sea.jpg")
                try site.addPhoto("sideways.jpg", at: "static/photos/temple.jpg")
            }
            builder = IncrementalBuilder(
                options: BuildOptions(source: site.root, output: site.output),
                mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
            builder.deferredPageLimit = deferredPageLimit
            _ = try builder.build()
        }

        /// Rebuilds after `path` was written or deleted, and compares with a clean build.
        func rebuild(
            _ path: String, sourceLocation: SourceLocation = #_sourceLocation
        ) throws
            -> IncrementalBuilder.Result
        {
            let result = try builder.build(changedPaths: [path])
            try expectClean(path, sourceLocation: sourceLocation)
            return result
        }

        /// Compares the builder's files, those waiting made, with a clean build's.
        func expectClean(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            var options = BuildOptions(source: site.root, output: site.output)
            options.renderMode = .serve(liveReloadScript: "/_tripsite/live-reload.js")
            var clean = MemoryOutput()
            _ = try SiteBuilder(options: options).build(into: &clean)
            EditedJournal.expectSame(builder.completeFiles, clean.files, path, sourceLocation: sourceLocation)
        }

        /// A summer trip in the US showing the photo Kona and Oahu show.
        func writeMaui() throws {
            try site.write(
                "content/trips/maui.md",
                tripFile("title: Maui\nstart: 2025-08-01\nseason: summer\ncountry: US\nphoto: /photos/sea.jpg"))
        }

        func delete(_ path: String) throws { try FileManager.default.removeItem(at: site.root.appending(path: path)) }
    }

    @Test func feedsTheSitemapAndGeoJSONWaitWhilePagesAreMade() throws {
        // A limit no rebuild here reaches: only the data files wait.
        let journal = try Journal(photos: false, deferredPageLimit: 1000)
        defer { journal.site.remove() }
        // The first build left them waiting too: made, as the background makes them.
        while !journal.builder.makeDeferred(upTo: 100).files.isEmpty {}
        try journal.site.write("content/trips/lanai.md", tripFile("title: Lanai\nstart: 2025-09-01\ncountry: US"))
        let result = try journal.rebuild("content/trips/lanai.md")
        #expect(result.rendered.contains("trips/lanai/index.html"))
        #expect(result.rendered.contains("index.html"))
        for path in ["feed.xml", "sitemap.xml", "map.geojson", "countries/us/feed.xml"] {
            #expect(result.deferred.contains(path), "\(path)")
            #expect(!result.rendered.contains(path), "\(path)")
        }
        let sitemap = try #require(journal.builder.bytes(of: "sitemap.xml"))
        #expect(String(decoding: sitemap, as: UTF8.self).contains("/trips/lanai/</loc>"))
    }

    /// The stages a rebuild ran: the membership path runs no `photos` stage.
    static func stages(_ result: IncrementalBuilder.Result) -> [BuildStage] { result.timings.map(\.stage) }

    @Test func aTripAddedWithAPhotoOthersShowIsPatchedIn() throws {
        let journal = try Journal()
        defer { journal.site.remove() }
        try journal.writeMaui()
        let added = try journal.rebuild("content/trips/maui.md")
        #expect(!Self.stages(added).contains(.photos))
        #expect(added.rendered.contains("trips/maui/index.html"))
        // Third in its season's collection of two a page: a second page appears.
        #expect(added.rendered.contains("collections/summer/page/2/index.html"))
        try journal.delete("content/trips/maui.md")
        let removed = try journal.rebuild("content/trips/maui.md")
        #expect(!Self.stages(removed).contains(.photos))
        #expect(Set(removed.removed).isSuperset(of: ["trips/maui/index.html", "collections/summer/page/2/index.html"]))
    }

    @Test func aTripWithATermOfItsOwnBringsAndTakesItsPages() throws {
        let journal = try Journal()
        defer { journal.site.remove() }
        try journal.site.write(
            "content/trips/lisbon.md", tripFile("title: Lisbon\nstart: 2023-05-01\ncountry: PT\ntags: [Trams, cities]"))
        let added = try journal.rebuild("content/trips/lisbon.md")
        #expect(!Self.stages(added).contains(.photos))
        for path in [
            "countries/pt/index.html", "tags/trams/index.html", "tags/cities/feed.xml", "years/2023/index.html",
        ] {
            #expect(added.files[path] != nil, "\(path)")
        }
        try journal.delete("content/trips/lisbon.md")
        let removed = try journal.rebuild("content/trips/lisbon.md")
        #expect(Set(removed.removed).isSuperset(of: ["countries/pt/index.html", "tags/trams/feed.xml"]))
    }

    /// Pages left waiting by the first build (a limit of one page a build) are still pages
    /// of the site: the sitemap made after a trip comes and goes lists them.
    @Test func pagesLeftWaitingStayInTheSitemap() throws {
        let journal = try Journal(deferredPageLimit: 1)
        defer { journal.site.remove() }
        try journal.writeMaui()
        let added = try journal.rebuild("content/trips/maui.md")
        #expect(!Self.stages(added).contains(.photos))
        #expect(journal.builder.completeFiles.count > added.files.count + 5)
        try journal.delete("content/trips/maui.md")
        _ = try journal.rebuild("content/trips/maui.md")
    }

    /// The last trip to show a photo takes its variants with it: the full path.
    @Test func theLastTripShowingAPhotoTakesTheFullPath() throws {
        let journal = try Journal()
        defer { journal.site.remove() }
        try journal.delete("content/trips/kyoto.md")
        let removed = try journal.rebuild("content/trips/kyoto.md")
        #expect(Self.stages(removed).contains(.photos))
        // The photo itself stays (static/ is published as it is); its variants go.
        #expect(removed.files.keys.filter { $0.hasPrefix("photos/temple") } == ["photos/temple.jpg"])
        #expect(removed.removed.contains { $0.hasPrefix("photos/temple") })
    }

    /// A trip that brings a warning reports it until it is removed; a draft changes nothing.
    @Test func warningsComeAndGoWithTheTripAndADraftChangesNothing() throws {
        let journal = try Journal()
        defer { journal.site.remove() }
        try journal.site.write(
            "content/trips/rome.md",
            tripFile("title: Rome\nstart: 2022-03-01", body: "![](https://example.com/rome.jpg)\n"))
        let added = try journal.rebuild("content/trips/rome.md")
        #expect(!Self.stages(added).contains(.photos))
        #expect(added.warnings.contains { $0.file == "content/trips/rome.md" && $0.message.contains("alt text") })
        try journal.delete("content/trips/rome.md")
        let removed = try journal.rebuild("content/trips/rome.md")
        #expect(!removed.warnings.contains { $0.file == "content/trips/rome.md" })
        try journal.site.write("content/trips/plans.md", tripFile("title: Plans\ndraft: true"))
        let draft = try journal.rebuild("content/trips/plans.md")
        #expect(draft.rendered.isEmpty && draft.removed.isEmpty)
    }
}
