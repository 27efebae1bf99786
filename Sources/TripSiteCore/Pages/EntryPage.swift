import TripSiteGeo
import TripSiteHTML

/// `/trips/<trip>/<entry>/`: one entry of a trip, with its day, date and place, its photo,
/// its story and gallery, the entries before and after it, and the way back to its trip.
package enum EntryPage {
    /// Every entry's page.
    static let family = PageFamily(name: "entries") { site, _, context, query in
        let slugs = query.tripSlugs
        var recipes: [OutputRecipe] = []
        for trip in site.trips where !trip.entries.isEmpty && slugs?.contains(trip.slug) ?? true {
            let route = trip.routes.isEmpty ? nil : RouteViews.combined(trip, routes: site.routes)
            // Found once a trip, not once a page: each page then draws its few neighbours.
            let located = RouteViews.located(trip)
            for index in trip.entries.indices {
                let path = SiteURLs.entryFolder(trip.entries[index].slug, of: trip.slug) + "index.html"
                guard query.wants(path) else { continue }
                recipes.append(
                    .page(path, context) { context in
                        render(at: index, of: trip, route: route, located: located, context: context)
                    })
            }
        }
        return recipes
    }

    /// The entry at `index` among the trip's entries; `route` is the trip's, when it has one;
    /// `located`, its located entries' indices (`RouteViews.located`), found here when not given.
    package static func render(
        at index: Int, of trip: Trip, route: RouteSummary? = nil, located: [Int]? = nil, context: RenderContext
    ) -> [UInt8] {
        // Its trip, whose content holds its entries and its routes' summaries.
        context.read(.trip(slug: trip.slug))
        let entry = trip.entries[index]
        let strings = context.strings
        let title = title(of: entry, context: context)
        let gallery = PhotoViews.gallery(entry.gallery, context: context)
        let photo = entry.photoSource.flatMap { context.photos[$0] }
        let link = { (other: Entry) in
            Pager.Link(
                title: Self.title(of: other, context: context), href: context.urls.entry(other.slug, of: trip.slug))
        }
        return PageChrome.document(
            context: context, title: "\(title) · \(trip.title)",
            description: entry.summary.isEmpty ? nil : entry.summary,
            url: context.urls.entry(entry.slug, of: trip.slug),
            image: photo?.largest(.jpeg).map { context.urls.url($0.outputPath) }, pageClass: "page-entry",
            section: .wishlist,
            scripts: (gallery == nil && entry.bodyHTML.galleries.isEmpty ? [] : context.galleryScripts)
                + (entry.bodyHTML.embeds.isEmpty ? [] : context.embedScripts)
        ) {
            Node.article([.class("entry")]) {
                Node.p([.style(.subheadline, "entry-trip")]) {
                    Node.a([.href(context.urls.trip(trip.slug))]) { trip.title }
                }
                PageHeader(title: title)
                meta(entry, of: trip, context: context)
                if let photo { hero(photo, context: context) }
                if !entry.bodyHTML.isEmpty {
                    Node.div([.style(.body, "journal")]) {
                        Node.trusted(PhotoViews.html(body(entry), sources: entry.imageSources, context: context))
                    }
                }
                if let gallery { gallery }
                placeMap(
                    at: index, of: trip, route: route, located: located ?? RouteViews.located(trip), title: title,
                    context: context)
            }
            Pager(
                previous: index > 0 ? link(trip.entries[index - 1]) : nil,
                next: index + 1 < trip.entries.count ? link(trip.entries[index + 1]) : nil, strings: strings)
            Node.p([.class("entry-back")]) {
                // To the page of the timeline that holds this day.
                Node.a([
                    .href(context.urls.url(TripPage.timelinePages(trip).folder(of: TripPage.timelinePage(of: index))))
                ]) {
                    strings.format("entry.back", string: trip.title)
                }
            }
        }
    }

    /// How many stops an entry's map draws at most: its own and its neighbours in timeline
    /// order, 12 days either side (more after the first days, before the last). A map drawing
    /// every stop of the trip made each entry page as long as the trip, and the site's output
    /// quadratic in its days (5,000 days: 398 KB a page, 2 GB in all); 25 dots are a few
    /// kilobytes, about two weeks of a daily journal around the day, and a trip of up to 25
    /// located days is still drawn whole.
    static let mapStops = 25

    /// The entry's place on the trip's route (or its neighbouring stops joined in date
    /// order), its own stop numbered as on the timeline and the neighbours (`mapStops`) as
    /// dots: nothing for an entry without a position, or a trip with no route and one stop.
    /// An image (no links): the timeline and the pager lead to the other days.
    static func placeMap(
        at index: Int, of trip: Trip, route: RouteSummary?, located: [Int], title: String, context: RenderContext
    ) -> Node {
        guard trip.entries[index].location?.coordinate != nil, route != nil || located.count > 1 else {
            return .group([])
        }
        let window = RouteViews.window(around: index, in: located, count: mapStops)
        let stops = RouteViews.stops(of: trip, at: located[window], context: context)
        guard let here = stops.first(where: { $0.number == index + 1 }) else { return .group([]) }
        return Node.figure([.class("route-map entry-map")]) {
            RouteMap(
                route: route ?? RouteSummary(joining: stops.map(\.coordinate)),
                label: context.strings.format("entry.map", string: title), here: here,
                dots: stops.filter { $0.number != here.number }.map(\.coordinate), marksEnds: route != nil,
                basemap: context.basemap, country: RouteViews.insetCountry(trip, context: context),
                language: context.config.language
            ).body
            if let credit = RouteViews.basemapCredit(context) {
                Node.figcaption([.style(.footnote)]) { credit }
            }
        }
    }

    /// The entry's text with its relative links leading where its file is (`Entry.sourceFolderPrefix`).
    static func body(_ entry: Entry) -> MarkdownHTML {
        let prefix = entry.sourceFolderPrefix
        guard !prefix.isEmpty else { return entry.bodyHTML }
        return entry.bodyHTML.mappingURLs { URLMapping.fromSourceFolder($0, prefix: prefix) }
    }

    /// The entry's photo above its text (decorative: the text tells what it shows).
    static func hero(_ photo: ProcessedPhoto, context: RenderContext) -> Node {
        var picture = PhotoViews.picture(photo, alt: "", sizes: PhotoViews.bodySizes, loading: .eager, context: context)
        picture.imageAttributes.append(.class("entry-photo"))
        return picture.body
    }

    /// "Day 3 · 3 June 2025 · 14:30 · Lago di Braies, Italy".
    static func meta(_ entry: Entry, of trip: Trip, context: RenderContext) -> Node {
        let place = [
            entry.location?.name,
            entry.country.flatMap { Taxonomies.country($0, language: context.config.language)?.name },
        ]
        .compactMap { $0 }
        return Node.p([.style(.subheadline, "entry-meta")]) {
            Node.span([.class("entry-day")]) { dayLabel(entry, of: trip, strings: context.strings) }
            context.dateLabel(entry.date).body
            if let time = entry.time { Node.span([.class("entry-time")]) { time } }
            if !place.isEmpty { Node.span([.class("entry-place")]) { place.joined(separator: ", ") } }
        }
    }

    /// "Day 3": the entry's day counted from its trip's start (its first entry's date when
    /// the trip gives none).
    static func dayLabel(_ entry: Entry, of trip: Trip, strings: Strings) -> String {
        let start = trip.start ?? trip.entries.first?.date ?? entry.date
        return strings.format("entry.day", max(entry.date.daysSince1970 - start.daysSince1970, 0) + 1)
    }

    /// Its title, else its place's name, else its date as the site writes dates.
    static func title(of entry: Entry, context: RenderContext) -> String {
        entry.namedTitle ?? context.dateLabel(entry.date).text
    }
}
