import TripSiteGeo
import TripSiteHTML

/// `/trips/<slug>/book/`: a travelled trip as a book, laid out for paper. A cover (its photo
/// to the page's edges, the title, place and dates), the contents, the route on a map, a
/// chapter per entry (its day, date, place, text and photos, each from a new page), and the
/// journey's numbers. No navigation: its own stylesheet (`theme/book.css`) and the paper's
/// `@page` rules (`BookLayout.pageCSS`). Printing it from a browser makes the book;
/// `tripsite book` makes a PDF of it with photos from the originals.
package enum BookPage {
    /// The book of every travelled trip without `book: false`, unless `book: {publish: false}`.
    static let family = PageFamily(name: "books") { site, _, context, query in
        guard context.config.book.publish else { return [] }
        let slugs = query.tripSlugs
        var recipes: [OutputRecipe] = []
        for trip in site.trips where hasBook(trip) && slugs?.contains(trip.slug) ?? true {
            let path = SiteURLs.bookFolder(trip.slug) + "index.html"
            guard query.wants(path) else { continue }
            let journey = route(of: trip, routes: site.routes)
            recipes.append(
                .page(path, context) { context in
                    let layout = BookLayout(paper: context.config.bookPaper)
                    return render(trip, route: journey, layout: layout, pictures: .site(context), context: context)
                })
        }
        return recipes
    }

    /// The trip's routes as one journey (`RouteViews.combined`), when it has any.
    package static func route(of trip: Trip, routes: [String: RouteSummary]) -> RouteSummary? {
        RouteViews.combined(trip, routes: routes)
    }

    /// Whether a trip has a book: it was travelled, and its front matter does not say `book: false`.
    package static func hasBook(_ trip: Trip) -> Bool { trip.isTravelled && !trip.isBookOff }

    /// Whether the site publishes a book page for the trip (its trip page links to it).
    static func isPublished(_ trip: Trip, config: SiteConfig) -> Bool { config.book.publish && hasBook(trip) }

    /// The trip's book on `layout`'s paper, its photos from `pictures`; `route` is the
    /// trip's routes as one journey, when it has any.
    package static func render(
        _ trip: Trip, route: RouteSummary?, layout: BookLayout, pictures: BookPictures, context: RenderContext
    ) -> [UInt8] {
        context.read([.config, .theme, .trip(slug: trip.slug)])
        let content = BookContent(trip)
        let strings = context.strings
        let config = context.config
        let html = Node.group {
            Node.doctype
            Node.html([Attribute("lang", config.language), Attribute("dir", config.direction)]) {
                head(trip, layout: layout, context: context)
                Node.body([
                    .class(
                        "book-page", "paper-" + layout.paper.rawValue.lowercased(), pictures.areCut ? "book-cut" : "")
                ]) {
                    Node.header([.class("book-screen-note")]) {
                        Node.a([.href(context.urls.trip(trip.slug))]) {
                            strings.format("entry.back", string: trip.title)
                        }
                        Node.p { strings["book.printNote"] }
                    }
                    Node.main([.class("book")]) {
                        cover(trip, content: content, pictures: pictures, context: context)
                        contents(trip, content: content, context: context)
                        map(trip, route: route, context: context)
                        for chapter in content.chapters {
                            BookChapters.chapter(chapter, of: trip, pictures: pictures, context: context)
                        }
                        numbers(trip, route: route, content: content, pictures: pictures, context: context)
                    }
                }
            }
        }.renderBytes()
        return PageChrome.finished(html, url: context.urls.book(trip.slug), context: context)
    }

    /// The head: the title, the trip page as the canonical page (a book is not indexed on
    /// its own), the book's stylesheet and the paper's rules.
    private static func head(_ trip: Trip, layout: BookLayout, context: RenderContext) -> Node {
        Node.head {
            Node.meta([Attribute("charset", "utf-8")])
            Node.meta([Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1")])
            Node.title { context.strings.format("book.title", string: trip.title) }
            Node.meta([Attribute("name", "robots"), Attribute("content", "noindex")])
            Node.meta([Attribute("name", "generator"), Attribute("content", "TripSite")])
            Node.link([Attribute("rel", "canonical"), .href(context.urls.absolute(context.urls.trip(trip.slug)))])
            Node.link([Attribute("rel", "stylesheet"), .href(context.urls.theme("book.css"))])
            Node.style { layout.pageCSS }
        }
    }

    /// The cover: the trip's photo to the page's edges, under its title, subtitle, place and dates.
    private static func cover(
        _ trip: Trip, content: BookContent, pictures: BookPictures, context: RenderContext
    ) -> Node {
        let picture = content.cover.flatMap { pictures[$0.source, .cover] }
        let place = [trip.location?.name, trip.country.flatMap { countryName($0, context: context) }]
            .compactMap { $0 }
        return Node.section([.class("book-cover", picture == nil ? "book-cover-plain" : "")]) {
            if let picture {
                Node.img([
                    .class("book-cover-photo"), Attribute("src", picture.url), Attribute("alt", ""),
                    Attribute("width", String(picture.width)), Attribute("height", String(picture.height)),
                ])
            }
            Node.div([.class("book-cover-text")]) {
                Node.h1([.class("book-title")]) { trip.title }
                if let subtitle = trip.subtitle { Node.p([.class("book-subtitle")]) { subtitle } }
                if !place.isEmpty { Node.p([.class("book-place")]) { place.joined(separator: ", ") } }
                if let dates = dates(trip, context: context) { Node.p([.class("book-dates")]) { dates } }
            }
        }
    }

    /// "3 – 9 June 2025", or the one day, or the day it was posted; nil without any.
    static func dates(_ trip: Trip, context: RenderContext) -> Node? {
        guard let start = trip.start ?? trip.posted else { return nil }
        guard let end = trip.end, end != start else { return context.dateLabel(start).body }
        return context.dateRange(start, end)
    }

    /// The contents: each chapter's day and title, linking to it (a print engine that can
    /// adds its page number: `target-counter` in book.css). None for a book of one chapter.
    private static func contents(_ trip: Trip, content: BookContent, context: RenderContext) -> Node {
        guard content.chapters.count > 1 else { return .group([]) }
        return Node.nav([.class("book-contents"), .aria("labelledby", "book-contents-title")]) {
            Node.h2([.id("book-contents-title")]) { context.strings["book.contents"] }
            Node.ol([.class("book-contents-list")]) {
                for chapter in content.chapters {
                    Node.li {
                        Node.a([.href("#" + chapter.anchor)]) {
                            if let day = BookChapters.day(chapter, of: trip, context: context) {
                                Node.span([.class("book-contents-day")]) { day }
                            }
                            Node.span([.class("book-contents-title")]) {
                                BookChapters.title(chapter, of: trip, context: context)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The route over its basemap, each located entry numbered by its day's place in the
    /// book; the located entries joined in order when the trip has no route; nothing with
    /// fewer than two places. No photo is placed on it: a book leaves out where photos were taken.
    private static func map(_ trip: Trip, route: RouteSummary?, context: RenderContext) -> Node {
        let located = RouteViews.located(trip)
        let stops = RouteViews.overviewStops(of: trip, located: located, context: context).map { stop in
            var stop = stop
            stop.href = "#day-\(stop.number)"
            return stop
        }
        let drawn: RouteSummary
        if let route, !route.lines.isEmpty {
            drawn = route
        } else if located.count > 1 {
            drawn = RouteSummary(joining: stops.map(\.coordinate))
        } else {
            return .group([])
        }
        let strings = context.strings
        return Node.section([.class("book-map"), .aria("labelledby", "book-map-title")]) {
            Node.h2([.id("book-map-title")]) { strings["route.title"] }
            Node.figure([.class("route-map")]) {
                RouteMap(
                    route: drawn, label: strings["timeline.map"], stops: stops, marksEnds: route != nil,
                    basemap: context.basemap, country: RouteViews.insetCountry(trip, context: context),
                    language: context.config.language, stylesheet: BookMapStyle.css
                ).body
                if let route, route.parts.count > 1 { RouteViews.legend(route.parts, strings: strings) }
                if let credit = RouteViews.basemapCredit(context) {
                    Node.figcaption([.class("book-caption")]) { credit }
                }
            }
        }
    }

    /// The closing page: nights, days written, distance, climb, countries and photos, each
    /// when the trip has it.
    private static func numbers(
        _ trip: Trip, route: RouteSummary?, content: BookContent, pictures: BookPictures, context: RenderContext
    ) -> Node {
        let strings = context.strings
        var items: [(label: String, value: String)] = []
        if trip.nights > 0 { items.append((strings["goals.stat.nights"], strings.number(trip.nights))) }
        if !trip.entries.isEmpty { items.append((strings["book.entries"], strings.number(trip.entries.count))) }
        let distance = trip.distance(measured: route?.statistics)
        if distance > 0 { items.append((strings["route.distance"], RouteViews.kilometres(distance, strings))) }
        if let gain = route?.statistics.gain, gain > 0 {
            items.append((strings["route.gain"], RouteViews.metres(gain, strings)))
        }
        let countries = trip.countries.compactMap { countryName($0, context: context) }
        if !countries.isEmpty { items.append((strings["goals.stat.countries"], countries.joined(separator: ", "))) }
        let photos = Set(content.photos.filter { pictures[$0.source, $0.slot] != nil }.map(\.source)).count
        if photos > 0 { items.append((strings["book.photos"], strings.number(photos))) }
        return Node.section([.class("book-numbers"), .aria("labelledby", "book-numbers-title")]) {
            Node.h2([.id("book-numbers-title")]) { strings["book.numbers"] }
            // Plain dt/dd pairs: axe-core before 3.3 reports pairs grouped in a div (`dlitem`).
            Node.dl([.class("book-numbers-list")]) {
                for item in items {
                    Node.dt { item.label }
                    Node.dd { item.value }
                }
            }
        }
    }

    /// A country as written, by its name in the site's language.
    static func countryName(_ written: String, context: RenderContext) -> String? {
        Taxonomies.country(written, language: context.config.language)?.name
    }
}
