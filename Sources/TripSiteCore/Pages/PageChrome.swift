import TripSiteHTML

/// The top-level sections of the site, in the order of the navigation bar.
package enum SiteSection: String, CaseIterable, Sendable {
    case wishlist, goals, search

    func item(context: RenderContext, current: SiteSection?) -> NavigationBar.Item {
        switch self {
        case .wishlist:
            NavigationBar.Item(
                label: Self.homeLabel(context), href: context.urls.home, icon: .wishlist, isCurrent: current == self)
        case .goals:
            NavigationBar.Item(
                label: context.strings["nav.goals"], href: context.urls.goals, icon: .goals, isCurrent: current == self)
        case .search:
            NavigationBar.Item(
                label: context.strings["nav.search"], href: context.urls.search, icon: .search,
                isCurrent: current == self)
        }
    }
}

extension SiteSection {
    /// The first item's text: site.yml's `nav:`, else what the site is ("Trips" for a
    /// journal, "Wishlist" for a wishlist) in the site's language.
    static func homeLabel(_ context: RenderContext) -> String {
        context.config.navigationLabel ?? context.strings[context.kind == .journal ? "nav.trips" : "nav.wishlist"]
    }
}

/// Wraps page content in the site's layout: the same header, navigation and footer on every
/// page.
package enum PageChrome {
    package static func document(
        context: RenderContext, title: String, description: String? = nil, url: String? = nil, image: String? = nil,
        pageClass: String, section: SiteSection?, scripts: [String] = [], view: SlotView? = nil,
        headLinks: [(rel: String, href: String)] = [], feed: (title: String, href: String)? = nil,
        @HTMLBuilder content: () -> Node
    ) -> [UInt8] {
        context.read(BuildInput.chrome)
        // A theme without slots (the default) needs no view, and none is made for each trip
        // page.
        let view =
            context.slots.isEmpty
            ? nil
            : view
                ?? SlotView(context: context, kind: String(pageClass.dropFirst("page-".count)), title: title, url: url)
        let strings = context.strings
        let summary = description ?? context.config.description
        var layout = PageLayout(
            language: context.config.language, direction: context.config.direction,
            title: title, description: description ?? context.config.description,
            siteTitle: context.config.title, homeHref: context.urls.home,
            stylesheets: context.stylesheets, icon: context.icon, scripts: scripts + context.pageScripts,
            navigation: .rendered(navigation(context: context, section: section, url: url)),
            pageClass: pageClass,
            footer: [.rendered(context.chrome.html("footer") { .group(footer(context: context)) })]
                + slot(.footer, view: view, context: context),
            meta: meta(context: context, title: title, description: summary, url: url, image: image)
                + headLinks.map { Node.link([Attribute("rel", $0.rel), .href($0.href)]) }
                + (feed.map { [Self.feedLink(title: $0.title, href: $0.href)] } ?? []),
            strings: strings,
            content: content
        )
        layout.headEnd = slot(.head, view: view, context: context)
        layout.headerEnd = slot(.headerEnd, view: view, context: context)
        return finished(layout.renderBytes(), url: url, context: context)
    }

    /// A page's bytes as written: ending in a line break, and with `relativeURLs` its URLs
    /// made relative to the page's own `url`. The page not found has no URL of its own: it is
    /// shown at any, so its links stay from the root.
    static func finished(_ rendered: [UInt8], url: String?, context: RenderContext) -> [UInt8] {
        var html = rendered
        html.append(UInt8(ascii: "\n"))
        guard context.config.relativeURLs, let url else { return html }
        let page = String(decoding: html, as: UTF8.self)
        return Array(URLMapping.relativized(page, pageURL: url, basePath: context.urls.basePath).utf8)
    }

    /// The navigation bar, its current section's link marked `aria-current="page"` on the
    /// section's own page (`url` is the link's) and `"true"` on a page that belongs to it.
    private static func navigation(context: RenderContext, section: SiteSection?, url: String?) -> RenderedHTML {
        var items = SiteSection.allCases.map { $0.item(context: context, current: section) }
        let isSectionPage = items.contains { $0.isCurrent && $0.href == url }
        for index in items.indices { items[index].isCurrentPage = isSectionPage }
        let key = "navigation " + (section?.rawValue ?? "") + (isSectionPage ? "" : " within")
        return context.chrome.html(key) {
            NavigationBar(label: context.strings["nav.label"], items: items).body
        }
    }

    /// A theme slot's HTML for this page, or nothing.
    static func slot(_ slot: ThemeSlot, view: SlotView?, context: RenderContext) -> [Node] {
        guard let view else { return [] }
        return context.slots.render(slot, view: view).map { [.trusted(TrustedHTML(themeSlot: $0))] } ?? []
    }

    /// Canonical link, Open Graph and Twitter card tags, and the feed link.
    private static func meta(
        context: RenderContext, title: String, description: String, url: String?, image: String?
    ) -> [Node] {
        let urls = context.urls
        var nodes: [Node] = []
        func property(_ name: String, _ value: String) {
            nodes.append(.meta([Attribute("property", name), Attribute("content", value)]))
        }
        if let url {
            nodes.append(.link([Attribute("rel", "canonical"), .href(urls.absolute(url))]))
            property("og:url", urls.absolute(url))
        }
        property("og:type", url == urls.home ? "website" : "article")
        property("og:site_name", context.config.title)
        property("og:title", title)
        if !description.isEmpty { property("og:description", description) }
        if let image { property("og:image", urls.absolute(image)) }
        nodes.append(
            .meta([
                Attribute("name", "twitter:card"),
                Attribute("content", image == nil ? "summary" : "summary_large_image"),
            ]))
        nodes.append(feedLink(title: context.config.title, href: urls.feed))
        return nodes
    }

    /// `<link rel="alternate">` to an Atom feed, for feed readers to find.
    static func feedLink(title: String, href: String) -> Node {
        .link([
            Attribute("rel", "alternate"), Attribute("type", "application/atom+xml"), Attribute("title", title),
            .href(href),
        ])
    }

    private static func footer(context: RenderContext) -> [Node] {
        [
            Node.div([.class("site-footer-inner")]) {
                if !context.footerPages.isEmpty {
                    Node.nav([.aria("label", "Pages")]) {
                        Node.ul([.class("footer-links")]) {
                            for page in context.footerPages {
                                Node.li { Node.a([.href(page.href)]) { page.title } }
                            }
                        }
                    }
                }
                Node.nav([.aria("label", context.strings["footer.browse"])]) {
                    Node.ul([.class("footer-links")]) {
                        for kind in TaxonomyKind.allCases {
                            Node.li {
                                Node.a([.href(context.urls.url(kind.folder))]) {
                                    context.strings["taxonomy.\(kind.rawValue)"]
                                }
                            }
                        }
                        Node.li { Node.a([.href(context.urls.url(MapPage.folder))]) { context.strings["map.title"] } }
                    }
                }
                Node.p([.class("footer-credit")]) {
                    if !context.config.author.isEmpty { "\(context.config.title) · \(context.config.author) · " }
                    context.strings["footer.generator"]
                }
            }
        ]
    }
}

/// Trip → card, the same way on every page that shows cards.
package enum TripCards {
    /// A card; `transition: false` for a repeat of a trip already shown on the page.
    static func card(
        _ trip: Trip, wide: Bool = false, transition: Bool = true, headingLevel: Int = 3, context: RenderContext
    ) -> TripCard {
        context.read(.tripSummary(slug: trip.slug))
        return TripCard(
            title: trip.title, href: context.urls.trip(trip.slug), photo: photo(trip, context: context),
            subtitle: trip.subtitle, created: trip.created.map { context.dateLabel($0) },
            activityCount: trip.activities.count, isWide: wide, transitionName: transition ? transitionName(trip) : nil,
            strings: context.strings, headingLevel: headingLevel, facts: facts(trip, context: context)
        )
    }

    /// What a card tells under its title: the trip's place and dates and, once it was
    /// travelled, its numbers; a planned trip's card keeps its activity count on the photo.
    static func facts(_ trip: Trip, context: RenderContext) -> TripCard.Facts {
        let place =
            trip.location?.name
            ?? trip.country.flatMap { Taxonomies.country($0, language: context.config.language)?.name }
        return TripCard.Facts(
            place: place, dates: dates(trip, context: context),
            numbers: trip.isTravelled ? numbers(trip, strings: context.strings) : [])
    }

    /// "14–27 Sep 2024" (one short range in the site's language), one day, or "Posted
    /// 3 May 2021" for a trip known only by the day it was posted.
    static func dates(_ trip: Trip, context: RenderContext) -> Node? {
        guard let start = trip.start else {
            return trip.posted.map { context.filling("card.posted", with: [context.dateLabel($0).body]) }
        }
        guard let end = trip.end, end > start else { return context.dateLabel(start).body }
        let range = context.strings.locale.dateRange(
            from: (start.year, start.month, start.day), to: (end.year, end.month, end.day))
        return range.map { .text($0) } ?? context.dateRange(start, end)
    }

    /// "4 nights", "86 km", "6 entries": each only when the trip has it.
    static func numbers(_ trip: Trip, strings: Strings) -> [String] {
        var numbers: [String] = []
        if trip.nights > 0 { numbers.append(strings.plural("count.nights", count: trip.nights)) }
        if trip.routeDistance > 0 {
            let km = trip.routeDistance / 1000
            numbers.append(strings.format("route.km", string: strings.decimal(km, fractionDigits: km < 10 ? 1 : 0)))
        }
        if !trip.entries.isEmpty { numbers.append(strings.plural("count.entries", count: trip.entries.count)) }
        return numbers
    }

    /// A card as listing pages show it (with its view-transition name), rendered once per
    /// render however many listings show it.
    package static func rendered(
        _ trip: Trip, wide: Bool = false, headingLevel: Int, context: RenderContext
    ) -> RenderedHTML {
        context.read(.tripSummary(slug: trip.slug))
        return context.cards.card(trip.slug, .init(wide: wide, headingLevel: headingLevel)) {
            card(trip, wide: wide, headingLevel: headingLevel, context: context)
        }
    }

    /// The trip's cover (`Trip.coverSource`: its photo, else its entries' or gallery's first)
    /// as its card and its page's hero draw it.
    static func photo(_ trip: Trip, context: RenderContext) -> TripCard.Photo {
        // Placeholders are decorative (the title is beside them); real photos are described.
        let placeholder = trip.showsPlaceholder(context.photos)
        let alt = placeholder ? "" : context.strings.format("photo.alt", string: trip.title)
        let src = context.urls.photo(for: trip, photos: context.photos)
        guard let source = trip.coverSource(context.photos), let processed = context.photos[source] else {
            return TripCard.Photo(src: src, alt: alt, width: 1200, height: 800)
        }
        let picture = PhotoViews.picture(processed, alt: alt, sizes: "", context: context)
        return TripCard.Photo(src: src, alt: alt, width: picture.width, height: picture.height, picture: picture)
    }

    /// The view-transition name shared by a trip's card image and its hero photo.
    static func transitionName(_ trip: Trip) -> String { "trip-\(trip.slug)" }
}
