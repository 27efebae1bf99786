/// Evaluating again after a few trips changed (the preview server's summary path, when an
/// activity is checked off): each badge loses the changed trips' old events and takes their
/// new ones in completion order, then is counted again. The result is what `evaluate` makes
/// of the whole site; a test holds it to that over random journals and edits.
extension GoalsEvaluator {
    /// The report after `changed` trips (by slug) were edited or added in `trips`, the site's
    /// trips with the edits in, and the trips `removed` (by slug) were taken out. Each edited
    /// trip keeps its slug. `previous`: the edited and removed trips as they were, each in
    /// the same country and season as after, when the caller has them; the totals are then
    /// patched rather than counted over every trip.
    package static func updated(
        _ report: GoalsReport, changed: [Trip], removed: Set<String> = [], trips: [Trip], previous: [Trip]? = nil
    ) -> GoalsReport {
        var statuses = report.statuses
        var references = report.references
        var byTrip = report.contributionsByTrip
        for slug in removed {
            guard let old = references.removeValue(forKey: slug) else { continue }
            // Only the badges it contributed to (a badge's events can be thousands).
            let badges = byTrip.removeValue(forKey: slug) ?? []
            for index in badges where statuses[index].contributions.contains(where: { $0.tripReference === old }) {
                let contributions = statuses[index].contributions.filter { $0.tripReference !== old }
                statuses[index] = counted(statuses[index].badge, contributions: contributions)
            }
        }
        for trip in changed {
            let old = references[trip.slug]
            let reference = TripReference(trip)
            let activities = activityCompletions([reference])
            let completed = tripCompletions([reference])
            var contributed: [Int] = []
            // The badges it contributed to before: the others hold none of its events.
            let before = Set(old == nil ? [] : byTrip[trip.slug] ?? [])
            for index in statuses.indices {
                let badge = statuses[index].badge
                let events = (badge.rule.metric == .activities ? activities : completed).filter {
                    qualifies($0, badge.rule)
                }
                let held = before.contains(index)
                guard held || !events.isEmpty else { continue }
                // Taken out, so the insertions do not copy thousands of events.
                var contributions = statuses[index].contributions
                statuses[index].contributions = []
                if let old, held { removeEvents(of: old, from: &contributions) }
                for event in events {
                    let at = insertionPoint(of: event, in: contributions)
                    contributions.insert(event, at: at)
                }
                if !events.isEmpty { contributed.append(index) }
                statuses[index] = counted(badge, contributions: contributions)
            }
            references[trip.slug] = contributed.isEmpty ? nil : reference
            byTrip[trip.slug] = contributed.isEmpty ? nil : contributed
        }
        var report = report
        report.statuses = statuses
        report.references = references
        report.contributionsByTrip = byTrip
        report.totals = previous.map { totals(report.totals, from: $0, to: changed, trips: trips) } ?? totals(trips)
        return report
    }

    /// `totals` with the parts of the trips `old` taken out and those of `new` put in. The
    /// countries and seasons are sets over every trip: when which trips visit their place
    /// or count as travelled changed, they are all counted again from `trips`.
    static func totals(_ totals: GoalsTotals, from old: [Trip], to new: [Trip], trips: [Trip]) -> GoalsTotals {
        func places(_ trips: [Trip]) -> (visiting: Set<String>, travelled: Set<String>) {
            (
                Set(trips.lazy.filter(\.visitsItsPlace).map(\.slug)),
                Set(trips.lazy.filter(\.countsAsTravelled).map(\.slug))
            )
        }
        guard places(old) == places(new) else { return Self.totals(trips) }
        var result = totals
        for trip in old {
            result.activitiesDone -= trip.activities.lazy.filter(\.isDone).count
            result.activitiesTotal -= trip.activities.count
        }
        for trip in new {
            result.activitiesDone += trip.activities.lazy.filter(\.isDone).count
            result.activitiesTotal += trip.activities.count
        }
        return result
    }

    /// Takes the few events of `trip` out of a badge's thousands, moving the rest once each
    /// (`removeAll(where:)` swaps them, retaining and releasing every event it passes).
    private static func removeEvents(of trip: TripReference, from events: inout [CompletionEvent]) {
        var positions: [Int] = []
        for index in events.indices where events[index].tripReference === trip { positions.append(index) }
        for index in positions.reversed() { events.remove(at: index) }
    }

    /// Where `event` goes among `events` (in completion order): after every event that
    /// completes before it.
    private static func insertionPoint(of event: CompletionEvent, in events: [CompletionEvent]) -> Int {
        events.partitionPoint { !CompletionEvent.completionOrder($0, event) }
    }
}
