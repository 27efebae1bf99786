import TripSiteGeo
import TripSiteHTML
import TripSiteStore

/// `/trips/<slug>/`: the hero photo with the completion overlay, the journal, the activity
/// checklist in the configured order, and links to the previous and next trips.
package enum TripPage {
    /// Each trip's page, the further pages of a long timeline, its route's GeoJSON, and its
    /// placeholder image when it has no photo. Listed on every core: a trip's recipes read
    /// only its own trip and neighbours.
    static let family = PageFamily(name: "trips") { site, _, context, query in
        let slugs = query.tripSlugs
        let trips = site.trips.indices.filter { index in
            let trip = site.trips[index]
            guard slugs?.contains(trip.slug) ?? true else { return false }
            let pages = timelinePages(trip)
            return pages.numbers.contains { query.wants(pages.folder(of: $0) + "index.html") }
        }
        return parallelMap(trips, minimumCount: 256) { recipes(at: $0, of: site, context: context) }.flatMap { $0 }
    }

    /// The outputs of the trip at `index` in `site.trips`.
    private static func recipes(at index: Int, of site: Site, context: RenderContext) -> [OutputRecipe] {
        let trip = site.trips[index]
        let previous = index > 0 ? site.trips[index - 1] : nil
        let next = index + 1 < site.trips.count ? site.trips[index + 1] : nil
        // The closure holds what the page shows and the context (one reference to its box):
        // a copy of the context's fields and the site in each trip page's recipe would add
        // up over every trip.
        let badges = site.goals.badges(for: trip.slug)
        let route = RouteViews.combined(trip, routes: site.routes)
        var recipes: [OutputRecipe] = [
            .page(SiteURLs.tripFolder(trip.slug) + "index.html", context) { context in
                render(trip, previous: previous, next: next, badges: badges, route: route, context: context)
            }
        ]
        let pages = timelinePages(trip)
        for number in pages.numbers.dropFirst() {
            recipes.append(
                .page(pages.folder(of: number) + "index.html", context) { context in
                    TripTimelinePage.render(trip, page: number, context: context)
                })
        }
        if let route {
            recipes.append(
                .page(RouteGeoJSON.path(trip.slug), context) { context in
                    context.read(.trip(slug: trip.slug))
                    return RouteGeoJSON.document(route, trip: trip, urls: context.urls)
                })
        }
        if trip.showsPlaceholder(site.photos) {
            // Depends on the slug alone, which is in its path: never made again once made.
            recipes.append(
                .page(SiteURLs.tripFolder(trip.slug) + "placeholder.svg", context) { _ in
                    Placeholder.svg(for: trip.slug)
                })
        }
        return recipes
    }

    package static func render(
        _ trip: Trip, previous: Trip?, next: Trip?, badges: [BadgeStatus] = [], route: RouteSummary? = nil,
        context: RenderContext
    ) -> [UInt8] {
        read(trip, previous: previous, next: next, context: context)
        let strings = context.strings
        let completion = trip.completion.map { CompletionOverlay(done: $0.done, total: $0.total, strings: strings) }
        let description = description(of: trip, strings: strings)
        // Nil when none of the gallery's photos could be made: then no lightbox script either.
        let gallery = PhotoViews.gallery(trip, context: context)
        let view = context.slots.isEmpty ? nil : SlotView(context: context, trip: trip)
        return PageChrome.document(
            context: context, title: trip.title, description: description.isEmpty ? nil : description,
            url: context.urls.trip(trip.slug), image: context.urls.photo(for: trip, photos: context.photos),
            pageClass: "page-trip", section: .wishlist,
            scripts: (trip.activities.isEmpty ? [] : context.tripScripts)
                + (gallery == nil && trip.bodyHTML.galleries.isEmpty ? [] : context.galleryScripts)
                + (trip.bodyHTML.embeds.isEmpty ? [] : context.embedScripts)
                + (route == nil ? [] : context.interactiveMap.map { [$0.script] } ?? []),
            view: view, headLinks: timelinePages(trip).headLinks(at: 1, urls: context.urls)
        ) {
            Node.article([.class("trip")]) {
                TripHero(
                    title: trip.title, subtitle: trip.subtitle, photo: TripCards.photo(trip, context: context),
                    transitionName: TripCards.transitionName(trip), completion: completion,
                    facts: facts(trip, context: context)
                )
                PageChrome.slot(.tripBeforeBody, view: view, context: context)
                if !trip.bodyHTML.isEmpty {
                    Node.div([.style(.body, "journal")]) {
                        Node.trusted(PhotoViews.html(trip.bodyHTML, sources: trip.imageSources, context: context))
                    }
                }
                PageChrome.slot(.tripAfterBody, view: view, context: context)
                if !trip.entries.isEmpty {
                    if route == nil { RouteViews.stopsMap(trip, context: context) }
                    timeline(trip, context: context)
                }
                if !trip.activities.isEmpty {
                    ActivityList(
                        items: sortedItems(trip, context: context),
                        sort: ActivityList.Sort(rawValue: context.config.activitySort.rawValue) ?? .completed,
                        strings: strings
                    )
                }
                if let route { RouteViews.section(route, trip: trip, context: context) }
                if let gallery { gallery }
                if badges.contains(where: \.isEarned) {
                    Node.rendered(badgeSection(badges.filter(\.isEarned), context: context))
                }
                if let link = bookLink(trip, context: context) { link }
            }
            Pager(
                previous: previous.map { Pager.Link(title: $0.title, href: context.urls.trip($0.slug)) },
                next: next.map { Pager.Link(title: $0.title, href: context.urls.trip($0.slug)) },
                strings: strings
            )
        }
    }

    /// "Print this journey", to the trip's book, when the site publishes one.
    private static func bookLink(_ trip: Trip, context: RenderContext) -> Node? {
        guard BookPage.isPublished(trip, config: context.config) else { return nil }
        return Node.p([.class("trip-book")]) {
            Node.a([.href(context.urls.book(trip.slug))]) { context.strings["book.link"] }
        }
    }

    /// The page's description: its subtitle and its progress, when it has them.
    private static func description(of trip: Trip, strings: Strings) -> String {
        [trip.subtitle, trip.completion.map { strings.progress(done: $0.done, total: $0.total) }]
            .compactMap { $0 }.filter { !$0.trimmingSpaces().isEmpty }.joined(separator: " · ")
    }

    /// What a trip's page reads: the trip, which trips are beside it and their titles (the
    /// pager), the badges it counted toward.
    private static func read(_ trip: Trip, previous: Trip?, next: Trip?, context: RenderContext) {
        context.read([.trip(slug: trip.slug), .neighbors(slug: trip.slug), .tripBadges(slug: trip.slug)])
        context.read([previous, next].compactMap { $0 }.map { .tripTitle(slug: $0.slug) })
    }

    /// How many entries a page of a trip's timeline shows. A trip with more has its timeline
    /// on pages of this many, as a collection's trips are (`Pagination`): the first on the
    /// trip's page, the others at `/trips/<slug>/page/2/` and on, with numbered links, `rel`
    /// prev/next and each in the sitemap. Each step is about a kilobyte, so a page stays
    /// about 100 KB however long the trip (one page of a 5,000-day trip's timeline was
    /// 4.7 MB); a daily journal of three months fits on one. Not `pagination.pageSize`, which
    /// counts the trip cards of a listing page and may be set up to 10,000.
    package static let timelinePageSize = 100

    /// The pages of the trip's timeline, the first at the trip's own folder.
    package static func timelinePages(_ trip: Trip) -> Pagination {
        Pagination(folder: SiteURLs.tripFolder(trip.slug), itemCount: trip.entries.count, size: timelinePageSize)
    }

    /// The page of its trip's timeline (1-based) that shows the entry at `index`.
    static func timelinePage(of index: Int) -> Int { index / timelinePageSize + 1 }

    /// Page `number` of the trip's entries, oldest first, each linking to its page and
    /// numbered by its place in the whole trip; then the links to the other pages, if any.
    @HTMLBuilder
    static func timeline(_ trip: Trip, page number: Int = 1, context: RenderContext) -> Node {
        let pages = timelinePages(trip)
        let range = pages.range(of: number)
        Timeline(
            title: context.strings["timeline.title"],
            steps: trip.entries[range].map { step($0, of: trip, context: context) }, start: range.lowerBound + 1)
        if let links = pages.links(at: number, urls: context.urls, strings: context.strings) { links }
    }

    /// An entry as a step of a timeline: its day (after its trip's title, with `naming`),
    /// date, place, title, opening and photo.
    static func step(_ entry: Entry, of trip: Trip, naming: Bool = false, context: RenderContext) -> Timeline.Step {
        let photo =
            (entry.photoSource ?? entry.imageSources.values.sorted().first ?? entry.gallery.first?.source)
            .flatMap { context.photos[$0] }
        let place =
            entry.location?.name
            ?? entry.country.flatMap { Taxonomies.country($0, language: context.config.language)?.name }
        let day = EntryPage.dayLabel(entry, of: trip, strings: context.strings)
        return Timeline.Step(
            day: naming ? "\(trip.title) · \(day)" : day, date: context.dateLabel(entry.date),
            place: place, title: EntryPage.title(of: entry, context: context),
            href: context.urls.entry(entry.slug, of: trip.slug), summary: entry.summary,
            picture: photo.map { PhotoViews.picture($0, alt: "", sizes: Timeline.photoSizes, context: context) }
        )
    }

    /// The earned badges a trip counted toward ("Badges from this trip": one not yet earned
    /// is not from it), made once per render for each list of badges (the same few lists
    /// recur on thousands of trip pages; a badge's status is the site's).
    static func badgeSection(_ badges: [BadgeStatus], context: RenderContext) -> RenderedHTML {
        context.tripBadges.html(badges.map(\.badge.id).joined(separator: "\n")) {
            Node.section([.class("trip-badges"), .aria("labelledby", "trip-badges-title")]) {
                Node.h2([.style(.title3), .id("trip-badges-title")]) { context.strings["trip.badges"] }
                BadgeGrid(tiles: badges.map { BadgeViews.tile($0, size: .small, context: context) }, size: .small)
            }
        }
    }

    /// The checklist in the configured order, each item knowing its position in the file.
    static func sortedItems(_ trip: Trip, context: RenderContext) -> [ActivityList.Item] {
        context.config.activitySort.order(trip.activities).map { position in
            item(trip.activities[position], sourceOrder: position, sources: trip.imageSources, context: context)
        }
    }

    static func item(
        _ activity: Activity, sourceOrder: Int, sources: [String: String] = [:], context: RenderContext
    ) -> ActivityList.Item {
        ActivityList.Item(
            anchor: activity.anchor, name: PhotoViews.html(activity.nameHTML, sources: sources, context: context),
            sortTitle: activity.title.lowercased(),
            isDone: activity.isDone, date: activity.date.map { context.dateLabel($0) },
            notes: activity.notesHTML.map {
                PhotoViews.html($0, sources: sources, taskIDs: "task_" + activity.anchor, context: context)
            },
            sourceOrder: sourceOrder
        )
    }

    /// The link to a country's page, made once per render for each country as written.
    private static func countryLink(_ written: String, context: RenderContext) -> Node? {
        context.countryLinks.value(written) {
            Taxonomies.country(written, language: context.config.language).map { country in
                .a([.href(context.urls.url(TaxonomyKind.countries.folder + country.slug + "/"))]) { country.name }
            }
        }
    }

    static func facts(_ trip: Trip, context: RenderContext) -> [(label: String, value: Node)] {
        let strings = context.strings
        var facts: [(label: String, value: Node)] = []
        if let season = trip.season {
            facts.append(
                (
                    strings["trip.season"],
                    .a([.href(context.urls.collection(season.rawValue))]) { strings["season." + season.rawValue] }
                ))
        }
        if let start = trip.start {
            let dates: Node =
                if let end = trip.end, end != start {
                    context.dateRange(start, end)
                } else {
                    context.dateLabel(start).body
                }
            facts.append((strings["trip.dates"], dates))
        } else if let posted = trip.posted {
            facts.append((strings["trip.posted"], context.dateLabel(posted).body))
        }
        if let place = trip.location?.name {
            facts.append((strings["trip.location"], .text(place)))
        }
        if let written = trip.country, let link = countryLink(written, context: context) {
            facts.append((strings["trip.country"], link))
        }
        let years = Taxonomies.years(of: trip)
        if !years.isEmpty {
            facts.append(
                (
                    strings["taxonomy.years"],
                    links(
                        years.map { (strings.locale.year($0), String($0), TaxonomyKind.years) }, context: context)
                ))
        }
        let tags = trip.tags.filter { !Taxonomies.termSlug($0).isEmpty }
        if !tags.isEmpty {
            facts.append(
                (
                    strings["trip.tags"],
                    links(tags.map { ($0, Taxonomies.termSlug($0), TaxonomyKind.tags) }, context: context)
                ))
        }
        return facts
    }

    /// Tags or years as a list of links to their pages (each named as shown, in its folder).
    private static func links(
        _ terms: [(name: String, slug: String, kind: TaxonomyKind)], context: RenderContext
    ) -> Node {
        .ul([.class("tag-list")]) {
            for term in terms {
                Node.li([.class("tag")]) {
                    Node.a([.href(context.urls.url(term.kind.folder + term.slug + "/"))]) { term.name }
                }
            }
        }
    }
}
