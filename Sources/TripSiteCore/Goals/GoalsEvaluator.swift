import TripSiteStore

/// A badge with everything the pages show about it.
package struct BadgeStatus: Hashable, Sendable {
    package var badge: Badge
    /// How many of the metric count so far (completed activities, trips, distinct countries
    /// or seasons), after the rule's filters.
    package var count: Int
    /// Set when earned: the date of the completion that reached the threshold.
    package var earnedDate: CompletionDate?
    /// The completions that count toward the badge, in completion order.
    package var contributions: [CompletionEvent]

    package var isEarned: Bool { earnedDate != nil }
    var threshold: Int { badge.rule.threshold }
    /// count ÷ threshold, capped at 1.
    package var progress: Double { min(Double(count) / Double(threshold), 1) }
    package var remaining: Int { max(threshold - count, 0) }
}

/// Totals shown at the top of the goals page.
package struct GoalsTotals: Hashable, Encodable, Sendable {
    package var activitiesDone: Int
    var activitiesTotal: Int
    /// Trips that count as travelled (`Trip.countsAsTravelled`).
    package var tripsTravelled: Int
    /// Countries a trip visits (`Trip.visitsItsPlace`), as the maps fill them.
    package var countries: Int
    /// Seasons of the trips that count as travelled.
    var seasons: Int

    package init(activitiesDone: Int, activitiesTotal: Int, tripsTravelled: Int, countries: Int, seasons: Int) {
        self.activitiesDone = activitiesDone
        self.activitiesTotal = activitiesTotal
        self.tripsTravelled = tripsTravelled
        self.countries = countries
        self.seasons = seasons
    }
}

/// The result of evaluating every badge against the site.
package struct GoalsReport: Hashable, Sendable {
    /// In definition order.
    package var statuses: [BadgeStatus]
    package var totals: GoalsTotals

    /// Earned badges, most recently earned first (unknown dates last; ties in definition order).
    package var recentlyEarned: [BadgeStatus] {
        let earned = statuses.enumerated().filter { $0.element.isEarned }
        return earned.sorted { a, b in
            let x = a.element.earnedDate!
            let y = b.element.earnedDate!
            if x == y { return a.offset < b.offset }
            switch (x, y) {
            case (.unknown, _): return false
            case (_, .unknown): return true
            default: return x.day! == y.day! ? a.offset < b.offset : x.day! > y.day!
            }
        }.map(\.element)
    }

    /// Unearned badges, closest first: highest progress, then fewest to go, then definition order.
    package var nextMilestones: [BadgeStatus] {
        statuses.enumerated().filter { !$0.element.isEarned }.sorted { a, b in
            if a.element.progress != b.element.progress { return a.element.progress > b.element.progress }
            if a.element.remaining != b.element.remaining { return a.element.remaining < b.element.remaining }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// For each trip slug, the indices in `statuses` of the badges it contributed to
    /// (computed once, so a trip page does not scan every badge's contributions).
    var contributionsByTrip: [String: [Int]]
    /// The reference each contributing trip's events share, by slug.
    var references: [String: TripReference]

    init(statuses: [BadgeStatus], totals: GoalsTotals) {
        self.statuses = statuses
        self.totals = totals
        // Badges that every activity (or every completed trip) counts toward share one list
        // of events: each list's trips are found once, the lists on every core.
        var firstWithList: [UInt: Int] = [:]
        let list = statuses.indices.map { index in
            let address = statuses[index].contributions.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            if let first = firstWithList[address] { return first }
            firstWithList[address] = index
            return index
        }
        let firsts = statuses.indices.filter { list[$0] == $0 }
        let trips = Dictionary(
            uniqueKeysWithValues: zip(
                firsts, parallelMap(firsts, minimumCount: 2) { Self.distinctTrips(statuses[$0].contributions) }))
        var byReference: [ObjectIdentifier: [Int]] = [:]
        var references: [String: TripReference] = [:]
        for index in statuses.indices {
            for reference in trips[list[index]]! {
                let id = ObjectIdentifier(reference)
                if byReference[id] == nil { references[reference.trip.slug] = reference }
                byReference[id, default: []].append(index)
            }
        }
        contributionsByTrip = Dictionary(
            uniqueKeysWithValues: references.values.map { ($0.trip.slug, byReference[ObjectIdentifier($0)]!) })
        self.references = references
    }

    /// The trips of `events`, each once (its events share one reference).
    private static func distinctTrips(_ events: [CompletionEvent]) -> [TripReference] {
        var seen: Set<ObjectIdentifier> = []
        var trips: [TripReference] = []
        for event in events where seen.insert(ObjectIdentifier(event.tripReference)).inserted {
            trips.append(event.tripReference)
        }
        return trips
    }

    /// The report with `trips` (by slug) in place of the trips its events show, for an
    /// edit that changes no completion (what evaluation reads of a trip is the same: its
    /// activities' states and dates, its dates, season, tags and country). What the
    /// report counts and when badges were earned stay; the events show the new titles.
    package func replacing(_ trips: [String: Trip]) -> GoalsReport {
        var report = self
        for (slug, trip) in trips {
            guard let old = references[slug], let statuses = contributionsByTrip[slug] else { continue }
            let new = TripReference(trip)
            report.references[slug] = new
            for index in statuses {
                // Events share their trip's reference: found by identity, not by slug.
                for position in report.statuses[index].contributions.indices
                where report.statuses[index].contributions[position].tripReference === old {
                    let event = report.statuses[index].contributions[position]
                    report.statuses[index].contributions[position] = CompletionEvent(
                        kind: event.kind, trip: new, date: event.date)
                }
            }
        }
        return report
    }

    /// The badges a trip contributed to, in definition order.
    package func badges(for slug: String) -> [BadgeStatus] {
        (contributionsByTrip[slug] ?? []).map { statuses[$0] }
    }
}

/// Evaluates badges against trips: pure functions of the model, no clock.
package enum GoalsEvaluator {
    package static func evaluate(_ badges: [Badge], trips: [Trip]) -> GoalsReport {
        let references = trips.map(TripReference.init)
        // The events of activities and of trips are independent lists: one on each core.
        let (activities, completion) = inParallel(
            { activityCompletions(references) }, { (tripCompletions(references), totals(trips)) })
        let statuses = badges.map { evaluate($0, activities: activities, trips: completion.0) }
        return GoalsReport(statuses: statuses, totals: completion.1)
    }

    /// The goals page's totals: activities done of all, the trips that count as travelled
    /// and their seasons, and the countries visited (as the maps fill them).
    static func totals(_ trips: [Trip]) -> GoalsTotals {
        var done = 0
        var total = 0
        var travelled = 0
        var countries: Set<String> = []
        var seasons: Set<Season> = []
        var keys = ByPlaces { $0.countries.compactMap(countryKey) }
        for trip in trips {
            let activities = trip.activities
            done += activities.lazy.filter(\.isDone).count
            total += activities.count
            if trip.visitsItsPlace { countries.formUnion(keys(trip)) }
            guard trip.countsAsTravelled else { continue }
            travelled += 1
            if let season = trip.season { seasons.insert(season) }
        }
        return GoalsTotals(
            activitiesDone: done, activitiesTotal: total, tripsTravelled: travelled, countries: countries.count,
            seasons: seasons.count)
    }

    /// Every done activity, in completion order.
    static func activityCompletions(_ trips: [TripReference]) -> [CompletionEvent] {
        var events: [CompletionEvent] = []
        for reference in trips {
            let activities = reference.trip.activities
            for index in activities.indices where activities[index].isDone {
                events.append(
                    CompletionEvent(
                        kind: .activity(index: index), trip: reference,
                        date: activities[index].date.map(CompletionDate.recorded) ?? fallbackDate(reference.trip)))
            }
        }
        return CompletionEvent.inCompletionOrder(events)
    }

    /// Every trip that counts as travelled (`Trip.countsAsTravelled`), in completion order.
    /// A trip whose activities are all done and dated counts on the last of those dates;
    /// any other on its `end`, else its `start`.
    static func tripCompletions(_ trips: [TripReference]) -> [CompletionEvent] {
        let events = trips.compactMap { reference -> CompletionEvent? in
            let trip = reference.trip
            guard trip.countsAsTravelled else { return nil }
            let dates = trip.activities.compactMap(\.date)
            let date: CompletionDate =
                trip.isComplete && dates.count == trip.activities.count ? .recorded(dates.max()!) : fallbackDate(trip)
            return CompletionEvent(kind: .trip, trip: reference, date: date)
        }
        return CompletionEvent.inCompletionOrder(events)
    }

    static func fallbackDate(_ trip: Trip) -> CompletionDate {
        (trip.end ?? trip.start ?? trip.posted).map(CompletionDate.estimated) ?? .unknown
    }

    static func evaluate(_ badge: Badge, activities: [CompletionEvent], trips: [CompletionEvent]) -> BadgeStatus {
        let rule = badge.rule
        let source = rule.metric == .activities ? activities : trips
        let contributions = source.filter { qualifies($0, rule) }
        // A badge every completion counts toward keeps the list all such badges share,
        // rather than a copy of every event of its own.
        return counted(badge, contributions: contributions.count == source.count ? source : contributions)
    }

    /// Whether an event counts toward a rule: it passes the filters, and it has what the
    /// metric counts (a country, a season, some of a route).
    static func qualifies(_ event: CompletionEvent, _ rule: BadgeRule) -> Bool {
        guard matches(event, rule) else { return false }
        switch rule.metric {
        case .activities, .trips: return true
        case .countries, .continents, .seasons: return countingKeys(rule.metric)(event)?.isEmpty == false
        case .distance, .climb, .nights: return weight(event, rule.metric) > 0
        }
    }

    /// What a badge's contributions (in completion order) come to: its count, and the date
    /// of the one that reached the threshold.
    static func counted(_ badge: Badge, contributions: [CompletionEvent]) -> BadgeStatus {
        let rule = badge.rule
        if rule.metric == .activities || rule.metric == .trips {
            // Each counts one: the threshold-th reaches it.
            let reached = rule.threshold >= 1 && contributions.count >= rule.threshold
            return BadgeStatus(
                badge: badge, count: contributions.count,
                earnedDate: reached ? contributions[rule.threshold - 1].date : nil, contributions: contributions)
        }
        let keys = countingKeys(rule.metric)
        var seen: Set<String> = []
        var total = 0.0
        var earnedDate: CompletionDate?
        let threshold = Double(rule.threshold)
        for event in contributions {
            let before = total
            if let values = keys(event) {
                // Each country (continent, season) counts once, however many trips are there.
                let new = values.filter { seen.insert($0).inserted }.count
                guard new > 0 else { continue }
                total += Double(new)
            } else {
                total += weight(event, rule.metric)
            }
            if before < threshold, total >= threshold { earnedDate = event.date }
        }
        return BadgeStatus(badge: badge, count: Int(total), earnedDate: earnedDate, contributions: contributions)
    }

    /// How much an event adds: one, or for distance, climb and nights its trip's
    /// kilometres, metres climbed or nights away.
    static func weight(_ event: CompletionEvent, _ metric: BadgeRule.Metric) -> Double {
        switch metric {
        case .distance: event.trip.routeDistance / 1000
        case .climb: event.trip.routeClimb
        case .nights: Double(event.trip.nights)
        default: 1
        }
    }

    /// The keys that make an event count: nil for every event (by its weight), or each
    /// country, continent or season it is the first of (a trip can cross several countries).
    static func countingKeys(_ metric: BadgeRule.Metric) -> (CompletionEvent) -> [String]? {
        switch metric {
        case .activities, .trips, .distance, .climb, .nights: { _ in nil }
        case .countries: byPlaces(ByPlaces { $0.countries.compactMap(countryKey) })
        case .continents: byPlaces(ByPlaces { Array(Set($0.countries.compactMap(Continents.of))).sorted() })
        case .seasons: { $0.trip.season.map { [$0.rawValue] } ?? [] }
        }
    }

    private static func byPlaces(_ keys: ByPlaces<[String]>) -> (CompletionEvent) -> [String]? {
        var keys = keys
        return { keys($0.trip) }
    }

    static func matches(_ event: CompletionEvent, _ rule: BadgeRule) -> Bool {
        if let season = rule.season, event.trip.season != season { return false }
        if let tag = rule.tag, !event.trip.tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
            return false
        }
        if let country = rule.country, !event.trip.countries.contains(where: { countryKey($0) == countryKey(country) })
        {
            return false
        }
        if let year = rule.year, event.date.day?.year != year { return false }
        if let continent = rule.continent, !event.trip.countries.contains(where: { Continents.of($0) == continent }) {
            return false
        }
        return true
    }

    /// Countries compare by ISO code when they are known (`IT` = "Italy" = "Italia"), and
    /// otherwise case- and space-insensitively ("united states" = "United States ").
    static func countryKey(_ country: String?) -> String? {
        guard let country else { return nil }
        if let code = CountryNames.code(for: country) { return code }
        let key = country.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        return key.isEmpty ? nil : key
    }
}
