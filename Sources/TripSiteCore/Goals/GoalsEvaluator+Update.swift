/// Evaluating again after a few trips changed (the preview server's summary path, when an
/// activity is checked off): each badge loses the changed trips' old events and takes their
/// new ones in completion order, then is counted again. The result is what `evaluate` makes
/// of the whole site; a test holds it to that over random journals and edits.
extension GoalsEvaluator {
    /// The report after `changed` trips (by slug) were edited or added in `trips`, the site's
    /// trips with the edits in, and the trips `removed` (by slug) were taken out. Each edited
    /// trip keeps its slug.
    package static func updated(
        _ report: GoalsReport, changed: [Trip], removed: Set<String> = [], trips: [Trip]
    ) -> GoalsReport {
        var statuses = report.statuses
        var references = report.references
        var byTrip = report.contributionsByTrip
        for slug in removed {
            guard let old = references.removeValue(forKey: slug) else { continue }
            byTrip[slug] = nil
            for index in statuses.indices
            where statuses[index].contributions.contains(where: { $0.tripReference === old }) {
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
            for index in statuses.indices {
                let badge = statuses[index].badge
                var contributions = statuses[index].contributions
                if let old { contributions.removeAll { $0.tripReference === old } }
                let events = (badge.rule.metric == .activities ? activities : completed).filter {
                    qualifies($0, badge.rule)
                }
                for event in events {
                    let at = insertionPoint(of: event, in: contributions)
                    contributions.insert(event, at: at)
                }
                if !events.isEmpty { contributed.append(index) }
                if old != nil || !events.isEmpty {
                    statuses[index] = counted(badge, contributions: contributions)
                }
            }
            references[trip.slug] = contributed.isEmpty ? nil : reference
            byTrip[trip.slug] = contributed.isEmpty ? nil : contributed
        }
        var report = report
        report.statuses = statuses
        report.references = references
        report.contributionsByTrip = byTrip
        report.totals = totals(trips)
        return report
    }

    /// Where `event` goes among `events` (in completion order): after every event that
    /// completes before it.
    private static func insertionPoint(of event: CompletionEvent, in events: [CompletionEvent]) -> Int {
        events.partitionPoint { !CompletionEvent.completionOrder($0, event) }
    }
}
