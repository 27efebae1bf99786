import TripSiteGeo

/// What a map marks of some trips: the countries they are in (by ISO code, with whether
/// one was visited: `isVisited`) and a pin per trip that gives a place (`location:`). A trip with
/// only a country marks its country, never a pin at some point inside it: a pin says where,
/// and a country's middle is not where the trip was (Hawaii is not in Kansas). Trips of one
/// country whose pins would fall on one another share a pin, which links to the country's
/// page: a pin drawn over another cannot be reached.
struct MapMarks {
    struct Pin {
        /// One trip, or the country's trips at this point, in the order given.
        var trips: [Trip]
        var coordinate: Coordinate
        /// The country's term of a pin several trips share (it links to the country's page).
        var country: (slug: String, name: String)?
        var isVisited: Bool { trips.contains(where: MapMarks.visited) }
        /// The pin's trip: the first of several.
        var trip: Trip { trips[0] }
    }

    struct Country {
        var code: String
        var name: String
        var trips: [Trip]
        var isVisited: Bool { trips.contains(where: MapMarks.visited) }
    }

    /// Whether a trip marks its place as visited (`Trip.visitsItsPlace`).
    static func visited(_ trip: Trip) -> Bool { trip.visitsItsPlace }

    var pins: [Pin] = []
    /// By name in the site's language; countries written as text that is no ISO name are
    /// listed too (with no shape to fill).
    var countries: [Country] = []

    init(trips: [Trip], language: String) {
        var byKey: [String: Country] = [:]
        var shared: [PinKey: Int] = [:]
        // Journals write the same few countries again and again: each is looked up once.
        var known: [String: (code: String?, term: (slug: String, name: String)?)] = [:]
        func lookUp(_ written: String) -> (code: String?, term: (slug: String, name: String)?) {
            if let found = known[written] { return found }
            let found = (CountryNames.code(for: written), Taxonomies.country(written, language: language))
            known[written] = found
            return found
        }
        for trip in trips {
            // Each country it crosses is marked; its pin goes with its own.
            for written in trip.countries {
                let (code, term) = lookUp(written)
                if let (slug, name) = term, byKey[slug]?.trips.last?.slug != trip.slug {
                    byKey[slug, default: Country(code: code ?? "", name: name, trips: [])].trips.append(trip)
                }
            }
            let term = lookUp(trip.country ?? "").term
            guard let coordinate = trip.location?.coordinate else { continue }
            let key = term.map { PinKey(coordinate, country: $0.slug) }
            if let key, let index = shared[key] {
                pins[index].trips.append(trip)
                pins[index].country = term
            } else {
                if let key { shared[key] = pins.count }
                pins.append(Pin(trips: [trip], coordinate: coordinate))
            }
        }
        countries = byKey.values.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        // Southern pins drawn last, so a pin's label is not hidden by the one below it.
        pins.sort { $0.coordinate.latitude > $1.coordinate.latitude }
    }

    /// Pins of one country closer than a map unit (a sixth of a pin's width) are one.
    private struct PinKey: Hashable {
        var x: Int
        var y: Int
        var country: String

        init(_ coordinate: Coordinate, country: String) {
            let (x, y) = WorldMap.place(coordinate)
            self.x = Int(x.rounded())
            self.y = Int(y.rounded())
            self.country = country
        }
    }
}
