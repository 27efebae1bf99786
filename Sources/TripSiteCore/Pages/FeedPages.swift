import Foundation
import TripSiteHTML

/// `/feed.xml`: an Atom 1.0 feed of the newest trips and entries of travelled trips
/// (`FeedItem`), with their full HTML.
/// Every date comes from the content (never the clock): a trip is updated on its latest
/// date (end, start, created, completed activities); without any, `SOURCE_DATE_EPOCH` or
/// the epoch stands in, so two builds of the same files give the same bytes.
package enum FeedPage {
    static let entryLimit = 20

    /// The Atom feed, which carries its trips' whole journals.
    static let family = PageFamily(name: "feed") { site, _, context, _ in
        let items = entries(site)
        return [
            .page("feed.xml", context) { context in
                // Which trips are newest: all of them.
                context.read(.tripList)
                return render(items, context: context)
            }
        ]
    }

    /// The newest items, newest first (`FeedItem.newest`).
    static func entries(_ site: Site) -> [FeedItem] { entries(site.trips) }

    /// The newest `entryLimit` of `trips` and their travelled trips' entries, newest first.
    static func entries(_ trips: [Trip]) -> [FeedItem] { FeedItem.newest(trips, limit: entryLimit) }

    static func updated(_ trip: Trip) -> Day? {
        ([trip.start, trip.end, trip.created, trip.posted] + trip.activities.map(\.date)).compactMap { $0 }.max()
    }

    static func timestamp(_ day: Day?, fallback: String) -> String {
        day.map { "\($0.iso)T00:00:00Z" } ?? fallback
    }

    /// `SOURCE_DATE_EPOCH` (seconds) as an RFC 3339 time, or the epoch.
    static func fallbackTimestamp(sourceDateEpoch: Int?) -> String {
        guard let seconds = sourceDateEpoch else { return "1970-01-01T00:00:00Z" }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    static func render(_ site: Site, context: RenderContext, fallback: String) -> [UInt8] {
        render(entries(site), context: context)
    }

    /// The site's feed of `items`.
    static func render(_ items: [FeedItem], context: RenderContext) -> [UInt8] {
        render(
            items, title: context.config.title, feed: context.urls.feed, page: context.urls.home,
            context: context, fallback: context.feedFallback)
    }

    /// The feed of `items` (already chosen and ordered), published at `feed`, the feed of the
    /// page at `page` (the home page, or a tag's page for its feed).
    static func render(
        _ items: [FeedItem], title: String, feed feedURL: String, page: String, context: RenderContext,
        fallback: String
    ) -> [UInt8] {
        // Each item's trip whole (its journal, or its entry's), and the site's title and author.
        context.read(items.map { .trip(slug: $0.trip.slug) } + [.config])
        let urls = context.urls
        let feedUpdated = timestamp(items.compactMap(updated).max(), fallback: fallback)
        let home = urls.absolute(page)
        let id = home.contains("://") ? home : "tag:tripsite,2025:" + page
        let author = context.config.author.isEmpty ? context.config.title : context.config.author
        let feed = Node.group {
            Node.xmlDeclaration
            Node.element(
                "feed",
                [Attribute("xmlns", "http://www.w3.org/2005/Atom"), Attribute("xml:lang", context.config.language)]
            ) {
                Node.element("title") { title }
                if !context.config.description.isEmpty { Node.element("subtitle") { context.config.description } }
                Node.element("id") { id }
                Node.selfClosing(
                    "link",
                    [
                        Attribute("rel", "self"), Attribute("type", "application/atom+xml"),
                        .href(urls.absolute(feedURL)),
                    ])
                Node.selfClosing("link", [Attribute("rel", "alternate"), Attribute("type", "text/html"), .href(home)])
                Node.element("updated") { feedUpdated }
                Node.element("author") { Node.element("name") { author } }
                Node.element("generator") { "TripSite" }
                for item in items {
                    switch item {
                    case .trip(let trip): tripItem(trip, feedUpdated: feedUpdated, context: context)
                    case .entry(let entry, let trip): entryItem(entry, of: trip, context: context)
                    }
                }
            }
        }
        var bytes = feed.renderBytes()
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// When an item was last changed: a trip on its latest date, an entry on its own.
    static func updated(_ item: FeedItem) -> Day? {
        switch item {
        case .trip(let trip): updated(trip)
        case .entry(let entry, _): entry.date
        }
    }

    /// A trip as a feed entry, with its journal.
    private static func tripItem(_ trip: Trip, feedUpdated: String, context: RenderContext) -> Node {
        let urls = context.urls
        return Node.element("entry") {
            Node.element("title") { trip.title }
            Node.element("id") { urls.absolute(urls.trip(trip.slug)) }
            Node.selfClosing(
                "link",
                [
                    Attribute("rel", "alternate"), Attribute("type", "text/html"),
                    .href(urls.absolute(urls.trip(trip.slug))),
                ])
            Node.element("updated") { timestamp(updated(trip), fallback: feedUpdated) }
            if let published = trip.posted ?? trip.start {
                Node.element("published") { timestamp(published, fallback: feedUpdated) }
            }
            if let subtitle = trip.subtitle, !subtitle.isEmpty { Node.element("summary") { subtitle } }
            for tag in trip.tags { Node.selfClosing("category", [Attribute("term", tag)]) }
            // The journal HTML, escaped as text: Atom's type="html".
            Node.element("content", [Attribute("type", "html")]) {
                Node.rendered(
                    context.feedBodies.escapedBody(trip.slug) {
                        PhotoViews.feedHTML(
                            trip.bodyHTML, sources: trip.imageSources,
                            pageURL: urls.absolute(urls.trip(trip.slug)), context: context)
                    })
            }
        }
    }

    /// An entry of a travelled trip as a feed entry: "Its title · Its trip", with its text.
    private static func entryItem(_ entry: Entry, of trip: Trip, context: RenderContext) -> Node {
        let urls = context.urls
        let url = urls.absolute(urls.entry(entry.slug, of: trip.slug))
        let day = timestamp(entry.date, fallback: "")
        return Node.element("entry") {
            Node.element("title") { EntryPage.title(of: entry, context: context) + " · " + trip.title }
            Node.element("id") { url }
            Node.selfClosing("link", [Attribute("rel", "alternate"), Attribute("type", "text/html"), .href(url)])
            Node.element("updated") { day }
            Node.element("published") { day }
            if !entry.summary.isEmpty { Node.element("summary") { entry.summary } }
            Node.element("content", [Attribute("type", "html")]) {
                PhotoViews.feedHTML(EntryPage.body(entry), sources: entry.imageSources, pageURL: url, context: context)
            }
        }
    }
}

/// `/sitemap.xml` (every public page) and `/robots.txt` (pointing at it).
package enum SitemapPage {
    static func render(pages: [String], context: RenderContext) -> String {
        let urls = context.urls
        let sitemap = Node.group {
            Node.xmlDeclaration
            Node.element("urlset", [Attribute("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")]) {
                for page in pages {
                    Node.element("url") { Node.element("loc") { urls.absolute(urls.url(page)) } }
                }
            }
        }
        return sitemap.render() + "\n"
    }

    static func robots(context: RenderContext) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(context.urls.absolute(context.urls.sitemap))\n"
    }
}

extension Day {
    static let distantPast = Day(year: 1, month: 1, day: 1)!
}
