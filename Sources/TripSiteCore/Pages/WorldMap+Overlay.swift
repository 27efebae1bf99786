import TripSiteGeo
import TripSiteHTML

extension WorldMap {
    /// The map of `marks` as a figure: the base outline as an image, and over it an SVG of the
    /// marked countries and the pins (each a link, reachable by keyboard), with a
    /// legend and Natural Earth's attribution. `label` names the whole map for assistive
    /// technology; the countries' list (`countryList`) is its text alternative.
    static func figure(_ marks: MapMarks, label: String, context: RenderContext) -> Node {
        let strings = context.strings
        let interactive = InteractiveMapData.attributes(
            pins: InteractiveMapData.pins(marks, context: context), lines: [], context: context)
        return Node.figure([.class("world-map")] + interactive) {
            // The frame is the group the label names; the SVG inside keeps its links reachable
            // (an SVG labelled as an image would hide them).
            Node.div([.class("world-map-frame"), Attribute("role", "group"), .aria("label", label)]) {
                Node.img([
                    Attribute("src", context.urls.url(fileName)), Attribute("alt", ""),
                    Attribute("width", String(Int(width))), Attribute("height", String(Int(height))),
                ])
                Node.svg([Attribute("viewBox", viewBox)]) {
                    Node.g([.aria("hidden", "true")]) {
                        for country in marks.countries {
                            if let shape = context.world.countries[country.code], !shape.rings.isEmpty {
                                Node.path([
                                    .class(country.isVisited ? "map-country map-country-done" : "map-country"),
                                    Attribute("d", pathData(shape.rings)),
                                ])
                            }
                        }
                    }
                    for pin in marks.pins { self.pin(pin, context: context) }
                }
            }
            Node.figcaption([.style(.footnote)]) {
                Node.span([.class("map-key map-key-done")]) { strings["map.key.done"] }
                " "
                Node.span([.class("map-key")]) { strings["map.key.planned"] }
                " "
                Node.span([.class("map-credit")]) { context.world.attribution }
            }
        }
    }

    /// A pin: a link to its trip, or to the country's page when several trips share it,
    /// named by `aria-label` and `<title>`, and showing its name beside it on hover and
    /// keyboard focus (`.map-label`: the theme shows it; hidden from assistive technology,
    /// which has the link's name).
    private static func pin(_ pin: MapMarks.Pin, context: RenderContext) -> Node {
        let (x, y) = place(pin.coordinate)
        let (href, label) = link(pin, context: context)
        // Near the map's sides the name runs inward, near its top below the pin, so it is
        // not cut off at the frame.
        let anchor = x < width * 0.15 ? "start" : x > width * 0.85 ? "end" : "middle"
        return Node.a([
            .href(href), .class(pin.isVisited ? "map-pin map-pin-done" : "map-pin"), .aria("label", label),
        ]) {
            Node.title { label }
            Node.circle([Attribute("cx", RouteMap.format(x)), Attribute("cy", RouteMap.format(y)), Attribute("r", "6")])
            Node.element(
                "text",
                [
                    .class(y < height * 0.12 ? "map-label map-label-below" : "map-label"),
                    Attribute("x", RouteMap.format(x)), Attribute("y", RouteMap.format(y)),
                    Attribute("text-anchor", anchor), .aria("hidden", "true"),
                ], children: [.text(label)])
        }
    }

    /// Where a pin leads, and its name: its trip, or the country's page ("Portugal · 12 trips").
    static func link(_ pin: MapMarks.Pin, context: RenderContext) -> (href: String, label: String) {
        guard let country = pin.country else { return (context.urls.trip(pin.trip.slug), pin.trip.title) }
        return (
            context.urls.url(TaxonomyKind.countries.folder + country.slug + "/"),
            country.name + " · " + context.strings.trips(pin.trips.count)
        )
    }

    /// The map's text alternative: each country with its trips, linked.
    static func countryList(_ marks: MapMarks, context: RenderContext) -> Node {
        Node.ul([.class("map-countries")]) {
            for country in marks.countries {
                Node.li {
                    Node.span([
                        .class(
                            country.isVisited ? "map-country-name map-key map-key-done" : "map-country-name map-key")
                    ]) {
                        country.name
                    }
                    Node.ul {
                        for trip in country.trips {
                            Node.li { Node.a([.href(context.urls.trip(trip.slug))]) { trip.title } }
                        }
                    }
                }
            }
        }
    }
}
