/// What the travelled trips come to beyond the goals' totals: the goals page's "travel so
/// far". A trip counts once it counts as travelled (`Trip.countsAsTravelled`), with or
/// without activities.
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
        for trip in trips where trip.countsAsTravelled {
            nights += trip.nights
            guard trip.routeDistance > 0 else { continue }
            hasRoutes = true
            distance += trip.routeDistance
            climb += trip.routeClimb
        }
    }
}
