/// What the home page of a journal (`SiteKind.journal`) shows, unless site.yml's
/// `home: {collections:}` says otherwise: the latest journey on a wide card, then the other
/// journeys by year (newest year first, each trip once, in the year it started), then the
/// plans (the trips still to come), then the configured collections. A pure function of the
/// trips, fingerprinted as `BuildInput.home`.
package struct JournalHome: Equatable {
    /// One year's journeys (nil: those without a date), as many as a row shows, and how many
    /// there are.
    package struct Year: Equatable {
        package var year: Int?
        package var trips: [Trip]
        package var count: Int
    }

    package var latest: Trip?
    package var years: [Year]
    /// Dated plans soonest first, then the undated ones in the site's order; as many as a row
    /// shows.
    package var plans: [Trip]

    /// The home of `trips` (in the site's order), each row cut to `limit` cards.
    package init(_ trips: [Trip], limit: Int = HomePage.rowLimit) {
        let journeys = Self.journeys(trips)
        latest = journeys.first
        var years: [Year] = []
        for trip in journeys.dropFirst() {
            let year = Self.day(trip)?.year
            if years.last?.year != year || years.isEmpty {
                years.append(Year(year: year, trips: [], count: 0))
            }
            years[years.count - 1].count += 1
            if years[years.count - 1].trips.count < limit { years[years.count - 1].trips.append(trip) }
        }
        self.years = years
        let planned = trips.filter { !$0.countsAsTravelled }
        let dated = planned.filter { $0.start != nil }.reversed()
        plans = Array((Array(dated) + planned.filter { $0.start == nil }).prefix(limit))
    }

    /// The day a journey is placed by: its start, else the day it was posted about.
    static func day(_ trip: Trip) -> Day? { trip.start ?? trip.posted }

    /// The trips that count as travelled, newest first by `day` (those without one last),
    /// trips of the same day in the site's order.
    static func journeys(_ trips: [Trip]) -> [Trip] {
        let travelled = trips.filter(\.countsAsTravelled)
        let days = travelled.map(day)
        return travelled.indices.sorted { a, b in
            switch (days[a], days[b]) {
            case (let x?, let y?) where x != y: x > y
            case (.some, nil): true
            case (nil, .some): false
            default: a < b
            }
        }.map { travelled[$0] }
    }

    /// Every trip it shows, each once.
    package var trips: [Trip] { (latest.map { [$0] } ?? []) + years.flatMap(\.trips) + plans }

    /// What its fingerprint hashes: which trips each row shows, in order, and the years' counts.
    var fingerprint: [[String]] {
        [[latest?.slug ?? ""], plans.map(\.slug)]
            + years.map { [$0.year.map(String.init) ?? "", String($0.count)] + $0.trips.map(\.slug) }
    }
}
