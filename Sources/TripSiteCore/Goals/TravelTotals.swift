/// What the travelled trips come to beyond the goals' totals: the goals page's "travel so
/// far". A trip counts once it is travelled (`Trip.isTravelled`), with or without
/// activities.
package struct TravelTotals: Hashable, Sendable {
    /// Nights between each travelled trip's `start` and `end`.
    package var nights = 0
    /// Metres along the travelled trips' routes, and metres climbed on them.
    package var distance = 0.0
    package var climb = 0.0
    /// Whether any travelled trip has a route (else distance and climb are not shown).
    package var hasRoutes = false

    /// From the trips as the routes stage left them (`routeDistance`, `routeClimb`).
    package init(trips: [Trip]) {
        for trip in trips where trip.isTravelled {
            if let start = trip.start, let end = trip.end { nights += max(end.daysSince1970 - start.daysSince1970, 0) }
            guard trip.routeDistance > 0 else { continue }
            hasRoutes = true
            distance += trip.routeDistance
            climb += trip.routeClimb
        }
    }
}
