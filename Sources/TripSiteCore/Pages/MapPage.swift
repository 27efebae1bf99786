import TripSiteHTML

/// `/map/`: every trip on the world map, the countries with their trips as a list (the
/// map's text alternative), and the journal's places as GeoJSON.
enum MapPage {
    static let folder = "map/"

    /// The map page, the world's outline it draws on, and the journal's places as GeoJSON.
    static let family = PageFamily(name: "map") { site, _, context, _ in
        let world = context.world
        return [
            .page(folder + "index.html", context) { context in render(site, context: context) },
            .page(WorldMap.fileName, context) { context in
                context.read(.theme)
                return WorldMap.baseSVG(world)
            },
            .page(MapGeoJSON.fileName, context) { context in
                context.read([.places, .config])
                return MapGeoJSON.document(site, context: context)
            },
        ]
    }

    static func render(_ site: Site, context: RenderContext) -> [UInt8] {
        context.read(.places)
        let strings = context.strings
        let marks = MapMarks(trips: site.trips, language: context.config.language)
        let subtitle = [
            strings.plural("count.countries", count: marks.countries.count),
            strings.trips(site.trips.count),
        ].joined(separator: " · ")
        return PageChrome.document(
            context: context, title: strings["map.title"], description: subtitle, url: context.urls.url(folder),
            pageClass: "page-map", section: .goals, scripts: context.interactiveMap.map { [$0.script] } ?? []
        ) {
            PageHeader(title: strings["map.title"], subtitle: subtitle).body
            WorldMap.figure(marks, label: strings.format("map.label", string: subtitle), context: context)
            Node.section([.class("map-list"), .aria("labelledby", "map-list-title")]) {
                Node.h2([.id("map-list-title"), .style(.title2)]) { strings["taxonomy.countries"] }
                WorldMap.countryList(marks, context: context)
                Node.p([.style(.footnote)]) {
                    Node.a([.href(context.urls.url(MapGeoJSON.fileName)), Attribute("type", "application/geo+json")]) {
                        strings["map.geojson"]
                    }
                }
            }
        }
    }
}
