import TripSiteGeo

/// What a map marks of some trips: the countries they are in (by ISO code, with whether a
/// trip there is completed) and a pin per trip that has a place — its `location:` position,
/// else a point inside its country.
struct MapMarks {
    struct Pin {
        var trip: Trip
        var coordinate: Coordinate
        var isComplete: Bool
    }

    struct Country {
        var code: String
        var name: String
        var trips: [Trip]
        var isComplete: Bool { trips.contains { $0.completion?.isComplete == true } }
    }

    var pins: [Pin] = []
    /// By name in the site's language; countries written as text that is no ISO name are
    /// listed too (with no shape to fill).
    var countries: [Country] = []

    init(trips: [Trip], world: WorldShapes, language: String) {
        var byKey: [String: Country] = [:]
        for trip in trips {
            var code: String?
            if let written = trip.country, let found = CountryNames.code(for: written) {
                code = found
            }
            if let (slug, name) = Taxonomies.country(trip.country, language: language) {
                byKey[slug, default: Country(code: code ?? "", name: name, trips: [])].trips.append(trip)
            }
            let coordinate = trip.location?.coordinate ?? code.flatMap { world.countries[$0]?.point }
            if let coordinate {
                pins.append(Pin(trip: trip, coordinate: coordinate, isComplete: trip.completion?.isComplete == true))
            }
        }
        countries = byKey.values.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        // Southern pins drawn last, so a pin's label is not hidden by the one below it.
        pins.sort { $0.coordinate.latitude > $1.coordinate.latitude }
    }
}
