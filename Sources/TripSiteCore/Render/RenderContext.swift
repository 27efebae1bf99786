import Foundation
import TripSiteGeo
import TripSiteHTML

/// What every page needs besides the model: the configuration, the URLs, the localised
/// strings, the theme's assets and, to list recipes with, the site's listings. Passed explicitly to every page
/// function; no globals.
///
/// Its fields live in one immutable box (`Fields`), so a copy is a retain: every page's
/// recipe captures a context and every component is handed one, and copying two dozen
/// fields (a configuration, strings, arrays, the photos) each time would retain and release
/// each of them, for every output of a build.
package struct RenderContext: Sendable {
    private let fields: Fields
    /// The listings, beside the box: the pages' recipes keep a context without them
    /// (`withoutListings`), so a page waiting to be made does not keep a whole site's
    /// listings (the search index, the collections' trips) from being patched in place.
    private let listed: Listed?
    /// Where the output being made records what it reads (`PageReads`); nil while recipes
    /// are listed, and for components rendered outside a build.
    private let reads: PageReads?

    var config: SiteConfig { fields.config }
    /// Whether the site is a journal or a wishlist (`SiteKind`): the home page's rows and
    /// the navigation's first item.
    package var kind: SiteKind { fields.kind }
    var urls: SiteURLs { fields.urls }
    package var strings: Strings { fields.strings }
    /// Root-relative URLs of the theme's stylesheets and scripts.
    var stylesheets: [String] { fields.stylesheets }
    var tripScripts: [String] { fields.tripScripts }
    var searchScripts: [String] { fields.searchScripts }
    var icon: String? { fields.icon }
    /// Whether the standalone page "about" and friends appear in the footer.
    var footerPages: [(title: String, href: String)] { fields.footerPages }
    /// Scripts on every page: the live-reload client in serve mode, nothing in a build.
    var pageScripts: [String] { fields.pageScripts }
    /// The gallery's lightbox, on trip pages with a gallery.
    var galleryScripts: [String] { fields.galleryScripts }
    /// What turns embed cards into players on a click, on pages with an embed.
    var embedScripts: [String] { fields.embedScripts }
    /// The interactive map's script and Leaflet, when the site asks for it and has them.
    var interactiveMap: InteractiveMap? { fields.interactiveMap }
    /// The photos the build made, by source file (`Site.photos`).
    var photos: [String: ProcessedPhoto] { fields.photos }
    /// The theme's slot templates (`ThemeSlots`); none by default.
    package var slots: ThemeSlots { fields.slots }
    /// The world map's countries and lakes (the theme's `map/countries.txt`, `map/lakes.txt`).
    var world: WorldShapes { fields.world }
    /// The geography under route maps (the theme's `map/basemap.txt`).
    var basemap: Basemap { fields.basemap.basemap }
    /// The feeds' journals, each made once per render (`FeedBodies`).
    var feedBodies: FeedBodies { fields.feedBodies }
    /// The trips' cards on listing pages, each made once per render (`RenderedCards`).
    var cards: RenderedCards { fields.cards }
    /// Trip pages' badge sections by the badges they show, each made once per render.
    var tripBadges: RenderMemo { fields.tripBadges }
    /// What every page's chrome repeats (the navigation bar for each section, the footer),
    /// each made once per render.
    var chrome: RenderMemo { fields.chrome }
    /// The country links of trip pages' facts, by the country as written (nil: no country).
    var countryLinks: ValueMemo<String, Node?> { fields.countryLinks }
    /// The files the theme publishes (copied as they are).
    var themeAssets: [Asset] { fields.themeAssets }
    /// What a feed says it was updated at when none of its trips has a date: the build's
    /// `SOURCE_DATE_EPOCH`, else the epoch (`FeedPage.fallbackTimestamp`).
    var feedFallback: String { fields.feedFallback }
    /// What the listing pages read of the whole site (`SiteListings`), to list recipes with.
    var listings: SiteListings { listed?.listings ?? .empty }

    /// This context without its listings: what the pages' recipes keep.
    var withoutListings: RenderContext { RenderContext(fields: fields, listed: nil, reads: reads) }

    /// This context recording what is read into `reads`: what `OutputRecipe.make()` hands
    /// each output's render.
    package func recording(into reads: PageReads) -> RenderContext {
        RenderContext(fields: fields, listed: listed, reads: reads)
    }

    /// Notes that the output being made read `input` (a component reading a part of the model).
    package func read(_ input: BuildInput) {
        reads?.record(input)
    }

    /// Notes that the output being made read each of `inputs`.
    package func read(_ inputs: some Sequence<BuildInput>) {
        reads?.record(inputs)
    }

    private final class Listed: Sendable {
        let listings: SiteListings
        init(_ listings: SiteListings) { self.listings = listings }
    }

    private init(fields: Fields, listed: Listed?, reads: PageReads?) {
        self.fields = fields
        self.listed = listed
        self.reads = reads
    }

    struct InteractiveMap {
        var script: String
        var leafletScript: String
        var leafletStylesheet: String
    }

    /// The context of a site's render: its theme, for a build or `serve`, with the
    /// listings the caller has worked out already (`SiteListings`; the rest are made here).
    package init(
        site: Site, theme: SiteTheme, mode: RenderMode = .build, sourceDateEpoch: Int? = nil,
        listings: SiteListings? = nil
    ) {
        fields = Fields(
            config: site.config, pages: site.pages,
            themeFiles: Set(theme.assets.map { String($0.outputPath.dropFirst("theme/".count)) }), mode: mode,
            photos: site.photos, slots: theme.slots, world: theme.world, basemap: theme.basemap,
            themeAssets: theme.assets,
            feedFallback: FeedPage.fallbackTimestamp(sourceDateEpoch: sourceDateEpoch), kind: SiteKind(site.trips))
        listed = Listed(listings ?? SiteListings(site))
        reads = nil
    }

    /// A context for components alone (no site to list: `SiteListings.empty`).
    package init(
        config: SiteConfig, pages: [Page], themeFiles: Set<String>, mode: RenderMode = .build,
        photos: [String: ProcessedPhoto] = [:], slots: ThemeSlots = ThemeSlots(),
        world: WorldShapes = ThemeAssets.embeddedWorld, kind: SiteKind = .wishlist
    ) {
        fields = Fields(
            config: config, pages: pages, themeFiles: themeFiles, mode: mode, photos: photos, slots: slots,
            world: world, basemap: .builtIn,
            themeAssets: [], feedFallback: FeedPage.fallbackTimestamp(sourceDateEpoch: nil), kind: kind)
        listed = nil
        reads = nil
    }

    /// The fields, set once. The memos are made with them and shared by every copy.
    private final class Fields: Sendable {
        let config: SiteConfig
        let urls: SiteURLs
        let strings: Strings
        let stylesheets: [String]
        let tripScripts: [String]
        let searchScripts: [String]
        let icon: String?
        let footerPages: [(title: String, href: String)]
        let pageScripts: [String]
        let galleryScripts: [String]
        let embedScripts: [String]
        let interactiveMap: InteractiveMap?
        let photos: [String: ProcessedPhoto]
        let slots: ThemeSlots
        let world: WorldShapes
        let basemap: ThemeBasemap
        let feedBodies = FeedBodies()
        let cards = RenderedCards()
        let tripBadges = RenderMemo()
        let chrome = RenderMemo()
        let countryLinks = ValueMemo<String, Node?>()
        let themeAssets: [Asset]
        let feedFallback: String
        let kind: SiteKind

        init(
            config: SiteConfig, pages: [Page], themeFiles: Set<String>, mode: RenderMode,
            photos: [String: ProcessedPhoto], slots: ThemeSlots, world: WorldShapes, basemap: ThemeBasemap,
            themeAssets: [Asset], feedFallback: String, kind: SiteKind
        ) {
            self.basemap = basemap
            self.kind = kind
            self.themeAssets = themeAssets
            self.feedFallback = feedFallback
            self.slots = slots
            self.world = world
            self.config = config
            self.photos = photos
            let urls = SiteURLs(config: config)
            self.urls = urls
            strings = config.interfaceStrings
            stylesheets = themeFiles.contains("style.css") ? [urls.theme("style.css")] : []
            icon = themeFiles.contains("favicon.svg") ? urls.theme("favicon.svg") : nil
            tripScripts = themeFiles.contains("activities.js") ? [urls.theme("activities.js")] : []
            searchScripts = themeFiles.contains("search.js") ? [urls.theme("search.js")] : []
            galleryScripts = themeFiles.contains("gallery.js") ? [urls.theme("gallery.js")] : []
            embedScripts = themeFiles.contains("embed.js") ? [urls.theme("embed.js")] : []
            interactiveMap =
                config.map.interactive && themeFiles.contains("map.js") && themeFiles.contains("leaflet/leaflet.js")
                ? InteractiveMap(
                    script: urls.theme("map.js"), leafletScript: urls.theme("leaflet/leaflet.js"),
                    leafletStylesheet: urls.theme("leaflet/leaflet.css")) : nil
            switch mode {
            case .build: pageScripts = []
            case .serve(let script): pageScripts = [script]
            }
            footerPages = pages.map { ($0.title, urls.page($0.slug)) }
        }
    }
    /// "June 3, 2025", "3 juin 2025", "2025年6月3日": the day in the locale's long style
    /// (`LocaleFormat`); its ISO form if Foundation cannot make a date of it.
    func display(_ day: Day) -> String {
        strings.locale.date(year: day.year, month: day.month, day: day.day) ?? day.iso
    }

    func dateLabel(_ day: Day, className: String = "") -> DateLabel {
        DateLabel(iso: day.iso, text: display(day), className: className)
    }

    /// "from … to …" in the language's words (`trip.dateRange`), each day a `<time>`.
    func dateRange(_ start: Day, _ end: Day) -> Node {
        filling("trip.dateRange", with: [dateLabel(start).body, dateLabel(end).body])
    }

    /// A string whose `%@`s are nodes rather than text ("Earned %@" around a `<time>`): the
    /// template's text around them stays text, escaped as any other.
    func filling(_ key: String, with nodes: [Node]) -> Node {
        var parts: [Node] = []
        for (index, text) in Self.pieces(strings[key]).enumerated() {
            if index > 0, index - 1 < nodes.count { parts.append(nodes[index - 1]) }
            if !text.isEmpty { parts.append(.text(String(text))) }
        }
        return .group(parts)
    }

    /// A template's text between its `%@`s (one more piece than there are `%@`s), found in
    /// its bytes: `firstRange(of:)` went through the string-processing library's searchers.
    package static func pieces(_ template: String) -> [Substring] {
        var pieces: [Substring] = []
        let bytes = template.utf8
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: "%"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "@") {
                pieces.append(template[start..<index])
                start = bytes.index(after: next)
                index = start
            } else {
                index = next
            }
        }
        pieces.append(template[start...])
        return pieces
    }
}
