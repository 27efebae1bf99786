import TripSiteGeo
import TripSiteHTML

/// A trip's routes on its page: one map of every GPX file's lines, its numbers, and its
/// elevation profile, all drawn at build time (no tiles, no script).
enum RouteViews {
    /// The trip's routes as one journey (`RouteJourney`): in time order, each file a part
    /// named by its `name:` or its file name, alternatives drawn but not counted. Nil when it
    /// has none that could be read.
    static func combined(_ trip: Trip, routes: [String: RouteSummary]) -> RouteSummary? {
        RouteJourney.combine(
            trip.routes.compactMap { reference in
                routes[reference.source].map {
                    RouteJourney.File(
                        summary: $0, label: reference.label, alternative: reference.alternative,
                        waypoints: reference.waypoints)
                }
            })
    }

    /// The route section: map, numbers, profile, and the GeoJSON link.
    static func section(_ route: RouteSummary, trip: Trip, context: RenderContext) -> Node {
        let strings = context.strings
        var statistics = route.statistics
        statistics.distance = trip.distance(measured: statistics)
        let length = kilometres(statistics.distance, strings)
        return Node.section([.class("trip-route"), .aria("labelledby", "trip-route-title")]) {
            Node.h2([.id("trip-route-title"), .style(.title2)]) { strings["route.title"] }
            if !route.lines.isEmpty || !route.waypoints.isEmpty {
                let interactive = InteractiveMapData.attributes(pins: [], lines: route.lines, context: context)
                let located = located(trip)
                let stops = overviewStops(of: trip, located: located, context: context)
                Node.figure([.class("route-map")] + interactive) {
                    RouteMap(
                        route: route, label: strings.format("route.map", string: length),
                        photos: photos(on: route, trip: trip, context: context), stops: stops,
                        basemap: context.basemap, country: insetCountry(trip, context: context),
                        language: context.config.language
                    ).body
                    if route.parts.count > 1 { legend(route.parts, strings: strings) }
                    Node.figcaption([.style(.footnote)]) {
                        if stops.count < located.count {
                            sampleNote(shown: stops.count, of: located.count, strings: strings) + " "
                        }
                        if context.config.map.hiddenRouteEnds > 0 {
                            strings.format("route.ends", string: metres(context.config.map.hiddenRouteEnds, strings))
                                + " "
                        }
                        Node.a([
                            .href(context.urls.url(RouteGeoJSON.path(trip.slug))),
                            Attribute("type", "application/geo+json"),
                        ]) {
                            strings["route.geojson"]
                        }
                        if let credit = basemapCredit(context) { credit }
                    }
                }
            }
            StatList(
                items: numbers(statistics, span: span(of: trip), context: context),
                attributes: [.class("route-stats")])
            if let profile = route.profile, profile.samples.count > 1 {
                ElevationChart(profile: profile, label: profileLabel(route, length: length, strings: strings)).body
            }
        }
    }

    /// The map's parts in words: each file's number, a sample of its line and its name, an
    /// alternative said to be one.
    static func legend(_ parts: [RouteSummary.Part], strings: Strings) -> Node {
        Node.ol([.class("route-legend"), .aria("label", strings["route.legend"])]) {
            for (index, part) in parts.enumerated() {
                Node.li([.class("route-legend-item")]) {
                    Node.svg([
                        Attribute("viewBox", "0 0 32 12"), .class("route-legend-sample"), .aria("hidden", "true"),
                    ]) {
                        Node.path([.class(RouteMap.lineClass(index, part)), Attribute("d", "M2 6h28")])
                    }
                    Node.span([.class("route-legend-number")]) { String(index + 1) }
                    " " + (part.alternative ? "\(part.label) (\(strings["route.alternative"]))" : part.label)
                }
            }
        }
    }

    /// The trip's photos that record where they were taken, when the site shows positions
    /// (`photos: {showLocation: true}`) and not inside the route's private circles; none
    /// otherwise, so no position reaches the page.
    /// The outline of the trip's country (`country:`), for a map's locator inset.
    static func insetCountry(_ trip: Trip, context: RenderContext) -> WorldShapes.Country? {
        trip.country.flatMap(CountryNames.code(for:)).flatMap { context.world.countries[$0] }
    }

    /// A trip without a GPX file: its located entries as numbered stops joined by a line in
    /// date order, each a link to its entry (nothing for fewer than two: one point is no map).
    /// Past `overviewStops`, a sample of them is numbered and the line is simplified.
    static func stopsMap(_ trip: Trip, context: RenderContext) -> Node {
        let located = located(trip)
        guard located.count > 1 else { return .group([]) }
        let stops = overviewStops(of: trip, located: located, context: context)
        let line = located.compactMap { trip.entries[$0].location?.coordinate }
        return Node.figure([.class("route-map timeline-map")]) {
            RouteMap(
                route: RouteSummary(joining: located.count > overviewStops ? simplified(line) : line),
                label: context.strings["timeline.map"], stops: stops, marksEnds: false, basemap: context.basemap,
                country: insetCountry(trip, context: context),
                language: context.config.language
            ).body
            let credit = basemapCredit(context)
            if stops.count < located.count || credit != nil {
                Node.figcaption([.style(.footnote)]) {
                    if stops.count < located.count {
                        sampleNote(shown: stops.count, of: located.count, strings: context.strings)
                    }
                    if let credit { credit }
                }
            }
        }
    }

    /// Whom the basemap under the route maps is from (its `C` line), when the theme has one.
    static func basemapCredit(_ context: RenderContext) -> Node? {
        let basemap = context.basemap
        guard !basemap.isEmpty, !basemap.credit.isEmpty else { return nil }
        return Node.span([.class("map-credit")]) { " " + basemap.credit }
    }

    /// The indices of the trip's entries that have a position, in timeline order: its stops.
    static func located(_ trip: Trip) -> [Int] {
        trip.entries.indices.filter { trip.entries[$0].location?.coordinate != nil }
    }

    /// The entries at `indices` that have a position, as stops numbered as on the timeline
    /// (the entry at index 2836 is stop 2837 whichever others are drawn).
    static func stops(of trip: Trip, at indices: some Sequence<Int>, context: RenderContext) -> [RouteMap.Stop] {
        indices.compactMap { index in
            let entry = trip.entries[index]
            return entry.location?.coordinate.map { coordinate in
                RouteMap.Stop(
                    coordinate: coordinate, number: index + 1, href: context.urls.entry(entry.slug, of: trip.slug),
                    label: EntryPage.title(of: entry, context: context))
            }
        }
    }

    /// The positions in `located` of at most `count` consecutive stops around the entry at
    /// `index`: centred on it, moved in from the first or last stop so that `count` are
    /// taken whenever the trip has them.
    static func window(around index: Int, in located: [Int], count: Int) -> Range<Int> {
        guard located.count > count else { return located.indices }
        // Binary search: `located` is in ascending order.
        var low = 0
        var high = located.count
        while low < high {
            let middle = (low + high) / 2
            if located[middle] < index { low = middle + 1 } else { high = middle }
        }
        let start = min(max(low - count / 2, 0), located.count - count)
        return start..<(start + count)
    }

    /// How many stops a trip page's map numbers at most. Each is a link of about 250 bytes,
    /// so every stop of a 5,000-day trip made its page's map over a megabyte. Past this, the
    /// map numbers this many spread evenly through the trip's days (its first and last stop
    /// among them, each keeping its number), joins them all by one line simplified as a
    /// route's is (`RouteSummary.defaultBudget` points), and says how many it numbers; the
    /// timeline lists every day. A trip whose timeline fits on one page
    /// (`TripPage.timelinePageSize`) is drawn stop for stop.
    static let overviewStops = 100

    /// The stops a trip page's map numbers: all of them up to `overviewStops`, else that
    /// many, evenly spread.
    static func overviewStops(of trip: Trip, located: [Int], context: RenderContext) -> [RouteMap.Stop] {
        guard located.count > overviewStops else { return stops(of: trip, at: located, context: context) }
        let last = located.count - 1
        let steps = overviewStops - 1
        let spread = (0...steps).map { located[($0 * last + steps / 2) / steps] }
        return stops(of: trip, at: spread, context: context)
    }

    /// A long line of stops with at most a route's budget of points, its shape kept.
    static func simplified(_ line: [Coordinate]) -> [Coordinate] {
        guard let projection = LocalProjection(fitting: line) else { return line }
        return Simplification.simplify([line], budget: RouteSummary.defaultBudget, projection: projection).first ?? line
    }

    /// What a map that numbers only some stops says of them: "100 of the 5,000 days are
    /// numbered, spread through the trip; the timeline lists every one."
    static func sampleNote(shown: Int, of total: Int, strings: Strings) -> String {
        strings.format("timeline.mapSample", strings: [strings.number(shown), strings.number(total)])
    }

    static func photos(on route: RouteSummary, trip: Trip, context: RenderContext) -> [RouteMap.Photo] {
        guard context.config.photos.showLocation else { return [] }
        let sources =
            [trip.photoSource].compactMap { $0 } + trip.gallery.map(\.source)
            + trip.imageSources.values.sorted()
        var seen: Set<String> = []
        var photos: [RouteMap.Photo] = []
        for source in sources where seen.insert(source).inserted {
            guard let photo = context.photos[source], let latitude = photo.metadata.latitude,
                let longitude = photo.metadata.longitude, let full = photo.largest(.webp)
            else { continue }
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
            guard !route.isPrivate(coordinate) else { continue }
            let caption = trip.gallery.first { $0.source == source }?.caption
            photos.append(
                RouteMap.Photo(
                    coordinate: coordinate, href: context.urls.url(full.outputPath),
                    label: caption ?? context.strings.format("route.photo", photos.count + 1)))
        }
        return photos
    }

    /// The days the route's card shows for a recorded track: the trip's own, as its page
    /// heading says them, when it has a start and an end (nil: the track's).
    static func span(of trip: Trip) -> (first: Day, last: Day)? {
        guard let start = trip.start, let end = trip.end else { return nil }
        return (start, max(end, start))
    }

    /// Distance, climb, descent, moving time, highest point and days, each only when known;
    /// the days of a recorded track are shown as `span` when given (the trip's, so the card
    /// and the heading agree), else as the track's own.
    static func numbers(
        _ statistics: RouteStatistics, span: (first: Day, last: Day)? = nil, context: RenderContext
    ) -> [StatList.Item] {
        let strings = context.strings
        var items = [StatList.Item(value: kilometres(statistics.distance, strings), label: strings["route.distance"])]
        if let gain = statistics.gain {
            items.append(.init(value: metres(gain, strings), label: strings["route.gain"]))
        }
        if let loss = statistics.loss {
            items.append(.init(value: metres(loss, strings), label: strings["route.loss"]))
        }
        if let moving = statistics.movingTime, moving > 0 {
            let minutes = Int((moving / 60).rounded())
            items.append(
                .init(
                    value: strings.format(
                        "route.duration", strings: [strings.number(minutes / 60), strings.number(minutes % 60)]),
                    label: strings["route.movingTime"]))
        }
        if let highest = statistics.highest {
            items.append(.init(value: metres(highest, strings), label: strings["route.highest"]))
        }
        let recorded = statistics.days.first.flatMap(Day.init(daysSince1970:)).flatMap { first in
            statistics.days.last.flatMap(Day.init(daysSince1970:)).map { (first: first, last: $0) }
        }
        if let (from, to) = recorded.map({ span ?? $0 }) {
            // One short range ("12 – 19 Sep 2025"): the tile is a third of the column, where
            // two long dates in its large type broke inside words.
            let text =
                from == to
                ? context.display(from)
                : strings.locale.dateRange(
                    from: (from.year, from.month, from.day), to: (to.year, to.month, to.day))
                    ?? strings.format("trip.dateRange", strings: [context.display(from), context.display(to)])
            items.append(.init(value: text, label: strings["route.days"]))
        }
        return items
    }

    private static func profileLabel(_ route: RouteSummary, length: String, strings: Strings) -> String {
        let low = route.statistics.lowest ?? 0
        let high = route.statistics.highest ?? 0
        return strings.format("route.profile", strings: [metres(low, strings), metres(high, strings), length])
    }

    static func kilometres(_ metres: Double, _ strings: Strings) -> String {
        let km = metres / 1000
        return strings.format("route.km", string: strings.decimal(km, fractionDigits: km < 100 ? 1 : 0))
    }

    static func metres(_ value: Double, _ strings: Strings) -> String {
        strings.format("route.m", string: strings.number(Int(value.rounded())))
    }
}
