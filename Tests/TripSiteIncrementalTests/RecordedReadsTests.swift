import Foundation
import Testing
import TripSiteCore
import TripSiteHTML
import TripSiteIncremental
import TripSiteTestSupport

/// A page declares nothing: what it reads is recorded as it is made (`PageReads`), by the
/// components it is made of. A kind of page the site does not have, added here, is made
/// again in `serve` and by the page store exactly when what it showed changed.
@Suite struct RecordedReadsTests {
    static let files: [String: String] = [
        "content/trips/kona.md": tripFile(
            "title: Kona\nseason: summer\nstart: 2025-06-01", body: "Warm water.\n\n## Activities\n- [ ] Whales\n"),
        "content/trips/lapland.md": tripFile("title: Lapland\nseason: winter\nstart: 2025-01-10", body: "Snow.\n"),
    ]

    /// `/cards/`: every trip's card, in the site's chrome. It names no input.
    static let cardsPage = PageFamily(name: "cards") { site, _, context, _ in
        let trips = site.trips
        return [
            .page("cards/index.html", context) { context in
                PageChrome.document(context: context, title: "Cards", pageClass: "page-cards", section: nil) {
                    CardGrid(rendered: trips.map { TripCards.rendered($0, headingLevel: 2, context: context) })
                }
            }
        ]
    }

    /// Writes the trip file at `path` as `files` has it, with `old` replaced by `new`.
    static func edit(_ site: FixtureSite, _ path: String, _ old: String, _ new: String) throws {
        try site.write(path, files[path]!.replacingOccurrences(of: old, with: new))
    }

    static func options(_ site: FixtureSite) -> BuildOptions {
        var options = BuildOptions(source: site.root, output: site.output)
        options.pageFamilies.append(cardsPage)
        return options
    }

    @Test func aPageAddedHereIsMadeAgainInServeWhenACardItShowsChanges() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        let builder = IncrementalBuilder(
            options: Self.options(site), mode: .serve(liveReloadScript: "/_tripsite/live-reload.js"))
        let first = try builder.build()
        #expect(String(decoding: first.files["cards/index.html"] ?? [], as: UTF8.self).contains("Lapland"))

        try Self.edit(site, "content/trips/lapland.md", "title: Lapland", "title: Lapland in the dark")
        let retitled = try builder.build(changedPaths: ["content/trips/lapland.md"])
        #expect(retitled.rendered.contains("cards/index.html"))
        #expect(
            String(decoding: retitled.files["cards/index.html"] ?? [], as: UTF8.self).contains("Lapland in the dark"))

        // A card does not show the journal: a body edit leaves the page as it is.
        try Self.edit(site, "content/trips/kona.md", "Warm water.", "Very warm water.")
        let body = try builder.build(changedPaths: ["content/trips/kona.md"])
        #expect(body.rendered.contains("trips/kona/index.html"))
        #expect(!body.rendered.contains("cards/index.html"))
    }

    @Test func thePageStoreKeepsAPageAddedHereUntilACardItShowsChanges() throws {
        let site = try FixtureSite(Self.files)
        defer { site.remove() }
        func build() throws {
            var writer = DiskOutput(output: site.output)
            _ = try SiteBuilder(options: Self.options(site)).build(into: &writer)
        }
        func inode(_ path: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: site.output.appending(path: path).path)[.systemFileNumber]
                as? Int
        }
        try build()
        let cards = try inode("cards/index.html")
        let kona = try inode("trips/kona/index.html")
        // The journal changed, no card: the trip's page is made again, the cards' kept.
        try Self.edit(site, "content/trips/kona.md", "Warm water.", "Very warm water.")
        try build()
        #expect(try inode("trips/kona/index.html") != kona)
        #expect(try inode("cards/index.html") == cards)
        // A title every card shows: made again.
        try Self.edit(site, "content/trips/kona.md", "title: Kona", "title: Kona coast")
        try build()
        #expect(try inode("cards/index.html") != cards)
        let page = try String(contentsOf: site.output.appending(path: "cards/index.html"), encoding: .utf8)
        #expect(page.contains("Kona coast"))
    }
}
