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
        let length = kilometres(route.statistics.distance, strings)
        return Node.section([.class("trip-route"), .aria("labelledby", "trip-route-title")]) {
            Node.h2([.id("trip-route-title"), .style(.title2)]) { strings["route.title"] }
            if !route.lines.isEmpty || !route.waypoints.isEmpty {
                let interactive = InteractiveMapData.attributes(pins: [], lines: route.lines, context: context)
                Node.figure([.class("route-map")] + interactive) {
                    RouteMap(
                        route: route, label: strings.format("route.map", string: length),
                        photos: photos(on: route, trip: trip, context: context),
                        stops: stops(of: trip, context: context)
                    ).body
                    if route.parts.count > 1 { legend(route.parts, strings: strings) }
                    Node.figcaption([.style(.footnote)]) {
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
                    }
                }
            }
            StatList(items: numbers(route.statistics, context: context), attributes: [.class("route-stats")])
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
    /// A trip without a GPX file: its located entries as numbered stops joined by a line in
    /// date order, each a link to its entry (nothing for fewer than two: one point is no map).
    static func stopsMap(_ trip: Trip, context: RenderContext) -> Node {
        let stops = stops(of: trip, context: context)
        guard stops.count > 1 else { return .group([]) }
        return Node.figure([.class("route-map timeline-map")]) {
            RouteMap(
                route: RouteSummary(joining: stops.map(\.coordinate)), label: context.strings["timeline.map"],
                stops: stops
            ).body
        }
    }

    /// The trip's located entries as the map's stops, numbered as on its timeline.
    static func stops(of trip: Trip, context: RenderContext) -> [RouteMap.Stop] {
        trip.entries.enumerated().compactMap { index, entry in
            entry.location?.coordinate.map { coordinate in
                RouteMap.Stop(
                    coordinate: coordinate, number: index + 1, href: context.urls.entry(entry.slug, of: trip.slug),
                    label: EntryPage.title(of: entry, context: context))
            }
        }
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

    /// Distance, climb, descent, moving time, highest point and days, each only when known.
    static func numbers(_ statistics: RouteStatistics, context: RenderContext) -> [StatList.Item] {
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
        if let first = statistics.days.first, let last = statistics.days.last {
            guard let from = Day(daysSince1970: first), let to = Day(daysSince1970: last) else { return items }
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
