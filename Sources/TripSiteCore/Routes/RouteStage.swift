import Foundation
import TripSiteGeo
import TripSiteStore

/// The `routes` stage: reads each GPX file a trip has (on every core, one file to a task),
/// summarises it (`RouteSummary`: simplified lines with the private ends cut, profile,
/// numbers) and puts the summaries in the model (`Site.routes`). A file with any problem is
/// left out, with a warning at each problem's line, so the trip is built without that route
/// (`--strict` fails the build).
package struct RouteStage: Sendable {
    var root: URL
    var settings: MapSettings
    var cache: RouteCache

    package init(root: URL, settings: MapSettings, cache: RouteCache = RouteCache()) {
        self.root = root
        self.settings = settings
        self.cache = cache
    }

    func run(_ site: Site) -> (Site, [Diagnostic]) {
        var site = site
        let sources = Array(Set(site.trips.flatMap { $0.routes.map(\.source) })).sorted()
        let root = self.root
        let hidden = settings.hiddenRouteEnds
        let outcomes = parallelMap(sources, minimumCount: 2, oneAtATime: true) { [cache] source in
            cache.summary(of: root.appending(path: source).path, hiddenEnds: hidden)
        }
        var diagnostics: [Diagnostic] = []
        site.routes = [:]
        for (source, outcome) in zip(sources, outcomes) {
            switch outcome {
            case .success(let summary):
                site.routes[source] = summary
                diagnostics += summary.warnings.map { .warning($0.message, file: source, line: $0.line) }
            case .failure(let problems):
                diagnostics += problems.problems.map { problem in
                    .warning(
                        "\(problem.message); the trip is built without this route", file: source, line: problem.line)
                }
            }
        }
        cache.keep(Set(sources.map { root.appending(path: $0).path }))
        diagnostics += Self.unknownWaypoints(site)
        Self.countRoutes(&site)
        return (site, diagnostics)
    }
}

extension RouteStage {
    /// A warning at its `gpx:` line for each name `waypoints:` lists that its file's named
    /// waypoints do not have.
    static func unknownWaypoints(_ site: Site) -> [Diagnostic] {
        site.trips.flatMap { trip in
            trip.routes.flatMap { reference -> [Diagnostic] in
                guard let names = reference.waypoints, let summary = site.routes[reference.source] else { return [] }
                let known = Set((summary.waypoints + summary.otherWaypoints).compactMap(\.name))
                let file = String(reference.source.split(separator: "/").last ?? "")
                return names.filter { !known.contains($0) }.map { name in
                    .warning(
                        "'\(name)' is not a named waypoint of \(file)", file: trip.sourcePath, line: reference.line)
                }
            }
        }
    }

    /// Gives each trip its journey's distance and climb (its alternatives not counted), and
    /// evaluates the badges again when one counts them (the model stage evaluated them before
    /// any route was read).
    static func countRoutes(_ site: inout Site) {
        var changed = false
        for index in site.trips.indices {
            let statistics = RouteViews.combined(site.trips[index], routes: site.routes)?.statistics
            let distance = site.trips[index].distance(measured: statistics)
            let climb = statistics?.gain ?? 0
            if site.trips[index].routeDistance != distance || site.trips[index].routeClimb != climb {
                site.trips[index].routeDistance = distance
                site.trips[index].routeClimb = climb
                changed = true
            }
        }
        let badges = site.goals.statuses.map(\.badge)
        if changed, badges.contains(where: { $0.rule.metric == .distance || $0.rule.metric == .climb }) {
            site.goals = GoalsEvaluator.evaluate(badges, trips: site.trips)
        }
    }
}
