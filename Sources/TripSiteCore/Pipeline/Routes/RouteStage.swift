import Foundation
import TripSiteGeo

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
            case .success(let summary): site.routes[source] = summary
            case .failure(let problems):
                diagnostics += problems.problems.map { problem in
                    .warning(
                        "\(problem.message); the trip is built without this route", file: source, line: problem.line)
                }
            }
        }
        cache.keep(Set(sources.map { root.appending(path: $0).path }))
        Self.countRoutes(&site)
        return (site, diagnostics)
    }
}

extension RouteStage {
    /// Gives each trip its routes' distance and climb, and evaluates the badges again when
    /// one counts them (the model stage evaluated them before any route was read).
    static func countRoutes(_ site: inout Site) {
        var changed = false
        for index in site.trips.indices {
            let summaries = site.trips[index].routes.compactMap { site.routes[$0.source] }
            let distance = summaries.reduce(0) { $0 + $1.statistics.distance }
            let climb = summaries.reduce(0) { $0 + ($1.statistics.gain ?? 0) }
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

/// Route summaries by file, kept while the file's size and modification date stay the same:
/// `serve` reads a GPX file again only when it changed. Thread-safe.
package final class RouteCache: @unchecked Sendable {
    package typealias Outcome = Result<RouteSummary, RouteProblems>

    private struct Key: Hashable {
        var path: String
        var size: Int
        var modified: Double
        var hiddenEnds: Double
    }

    private let lock = NSLock()
    private var entries: [Key: Outcome] = [:]

    package init() {}

    func summary(of path: String, hiddenEnds: Double) -> Outcome {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let key = Key(
            path: path, size: (attributes?[.size] as? Int) ?? -1,
            modified: (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0, hiddenEnds: hiddenEnds)
        if let known = lock.withLock({ entries[key] }) { return known }
        let file = GPXReader.read(path: path)
        let outcome: Outcome =
            file.problems.isEmpty
            ? .success(RouteSummary(file: file, hiddenEnds: hiddenEnds)) : .failure(RouteProblems(file.problems))
        lock.withLock { entries[key] = outcome }
        return outcome
    }

    /// Forgets the files a build no longer uses.
    func keep(_ paths: Set<String>) {
        lock.withLock { entries = entries.filter { paths.contains($0.key.path) } }
    }
}

/// What was wrong with a GPX file.
package struct RouteProblems: Error, Hashable, Sendable {
    package var problems: [GPXProblem]
    init(_ problems: [GPXProblem]) { self.problems = problems }
}
