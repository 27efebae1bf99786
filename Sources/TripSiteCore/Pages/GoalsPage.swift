import TripSiteHTML

/// `/goals/`: "Travel so far" (the travelled trips' totals), "Recently earned" (a
/// centre-snapping row, newest first), "Next milestones" (closest first, each with its
/// progress), the world map, and "All badges". A badge with nothing to count — activities
/// when no trip has any, distance or climb when no trip has a route — is left out until
/// there is (`isCountable`), so a journal without checklists shows no "0 of 10 activities".
package enum GoalsPage {
    /// The goals page, the badges page, and each badge's page and art.
    static let family = PageFamily(name: "goals") { site, _, context, _ in
        var recipes: [OutputRecipe] = [
            .page(SiteURLs.goalsFolder + "index.html", context) { context in render(site, context: context) },
            .page(SiteURLs.badgesFolder + "index.html", context) { context in
                BadgesIndexPage.render(site, context: context)
            },
        ]
        for status in site.goals.statuses {
            let folder = SiteURLs.badgeFolder(status.badge.id)
            recipes.append(
                .page(folder + "index.html", context) { context in BadgePage.render(status, context: context) })
            recipes.append(
                .page(folder + "badge.svg", context) { context in
                    context.read(.badgeDefinitions)
                    return BadgeViews.art(status.badge)
                })
        }
        return recipes
    }

    static func render(_ site: Site, context: RenderContext) -> [UInt8] {
        // Every badge's status and the totals; the world map of where the trips are.
        context.read([.goals, .places])
        let strings = context.strings
        let report = site.goals
        let travel = TravelTotals(trips: site.trips)
        let shown = shownStatuses(report, travel: travel)
        let recent = report.recentlyEarned
        let view = SlotView(context: context, kind: "goals", title: strings["nav.goals.title"], url: context.urls.goals)
        return PageChrome.document(
            context: context, title: strings["nav.goals.title"], description: strings["goals.subtitle"],
            url: context.urls.goals,
            pageClass: "page-goals", section: .goals, view: view
        ) {
            PageHeader(title: strings["nav.goals.title"], subtitle: strings["goals.subtitle"])
            travelSoFar(report.totals, travel: travel, strings: strings)
            recentlyEarned(recent, context: context)
            nextMilestones(report.nextMilestones.filter { isCountable($0, report.totals, travel) }, context: context)
            worldMap(site, context: context)
            allBadges(shown, earnedCount: recent.count, context: context)
            PageChrome.slot(.goalsEnd, view: view, context: context)
        }
    }

    /// Whether the journal has what a badge counts: every earned badge, and an unearned one
    /// unless it counts activities and no trip has any, or distance or climb and no trip
    /// has a route.
    static func isCountable(_ status: BadgeStatus, _ totals: GoalsTotals, _ travel: TravelTotals) -> Bool {
        guard !status.isEarned else { return true }
        switch status.badge.rule.metric {
        case .activities: return totals.activitiesTotal > 0
        case .distance, .climb: return travel.hasRoutes
        case .trips, .countries, .continents, .seasons, .nights: return true
        }
    }

    /// The badges the goals and badges pages show, in definition order (`isCountable`).
    static func shownStatuses(_ report: GoalsReport, travel: TravelTotals) -> [BadgeStatus] {
        report.statuses.filter { isCountable($0, report.totals, travel) }
    }

    /// "Travel so far": the trips travelled, their countries, nights, kilometres and climb
    /// (with routes), seasons (of 4), and the activities done (of all, when there are any).
    static func travelSoFar(_ totals: GoalsTotals, travel: TravelTotals, strings: Strings) -> Node {
        var items: [StatList.Item] = [
            .init(value: strings.number(totals.tripsTravelled), label: strings["goals.stat.trips"]),
            .init(value: strings.number(totals.countries), label: strings["goals.stat.countries"]),
            .init(value: strings.number(travel.nights), label: strings["goals.stat.nights"]),
        ]
        if travel.hasRoutes {
            items.append(
                .init(value: RouteViews.kilometres(travel.distance, strings), label: strings["route.distance"]))
            items.append(.init(value: RouteViews.metres(travel.climb, strings), label: strings["route.gain"]))
        }
        items.append(
            .init(
                value: strings.number(totals.seasons), total: strings.number(4), label: strings["goals.stat.seasons"]))
        if totals.activitiesTotal > 0 {
            items.append(
                .init(
                    value: strings.number(totals.activitiesDone), total: strings.number(totals.activitiesTotal),
                    label: strings["goals.stat.activities"]))
        }
        // Three to a row for five or six figures, else four (two on a phone).
        let columns = items.count == 5 || items.count == 6 ? 3 : 4
        return Node.section([.class("goals-section"), .id("travel"), .aria("labelledby", "travel-title")]) {
            sectionHeader(
                id: "travel-title", title: strings["goals.travel"], subtitle: strings["goals.travel.subtitle"])
            StatList(
                items: items,
                attributes: [
                    .class("totals"), .data("done", String(totals.activitiesDone)),
                    .data("total", String(totals.activitiesTotal)), .data("columns", String(columns)),
                ])
        }
    }

    /// The world map of every trip, with the way to the map page.
    static func worldMap(_ site: Site, context: RenderContext) -> Node {
        let strings = context.strings
        let marks = MapMarks(trips: site.trips, language: context.config.language)
        let label = [strings.plural("count.countries", count: marks.countries.count), strings.trips(site.trips.count)]
            .joined(separator: " · ")
        return Node.section([.class("goals-section"), .id("travel-map"), .aria("labelledby", "travel-map-title")]) {
            sectionHeader(id: "travel-map-title", title: strings["map.title"], subtitle: label)
            WorldMap.figure(marks, label: strings.format("map.label", string: label), context: context)
            Node.p([.style(.callout, "travel-more")]) {
                Node.a([.href(context.urls.url(MapPage.folder))]) { strings["map.goals"] }
            }
        }
    }

    /// "Recently earned": a centre-snapping row of badges, newest first.
    static func recentlyEarned(_ recent: [BadgeStatus], context: RenderContext) -> Node {
        let strings = context.strings
        return Node.section([.class("goals-section"), .id("recent"), .aria("labelledby", "recent-title")]) {
            sectionHeader(
                id: "recent-title", title: strings["goals.recent"], subtitle: strings["goals.recent.subtitle"])
            if recent.isEmpty {
                Node.p([.style(.body, "empty-state")]) { strings["goals.recent.none"] }
            } else {
                BadgeCarousel(
                    tiles: recent.map {
                        BadgeViews.tile(
                            $0, size: .regular, caption: BadgeViews.earnedCaption($0, context: context),
                            context: context)
                    })
            }
        }
    }

    /// "Next milestones": the closest badges not yet earned, each with its progress.
    static func nextMilestones(_ next: [BadgeStatus], context: RenderContext) -> Node {
        let strings = context.strings
        return Node.section([.class("goals-section"), .id("next"), .aria("labelledby", "next-title")]) {
            sectionHeader(id: "next-title", title: strings["goals.next"], subtitle: strings["goals.next.subtitle"])
            if next.isEmpty {
                Node.p([.style(.body, "empty-state")]) { strings["goals.next.none"] }
            } else {
                Node.ol([.class("milestones")]) {
                    for status in next {
                        MilestoneRow(
                            tile: BadgeViews.tile(status, size: .small, context: context),
                            sentence: BadgeViews.sentence(status, strings: strings),
                            bar: BadgeViews.progressBar(status, size: .small, strings: strings)
                        )
                    }
                }
            }
        }
    }

    /// "All badges": every badge as a grid, under how many of them are earned.
    static func allBadges(_ statuses: [BadgeStatus], earnedCount: Int, context: RenderContext) -> Node {
        let strings = context.strings
        return Node.section([.class("goals-section"), .id("all"), .aria("labelledby", "all-title")]) {
            sectionHeader(
                id: "all-title", title: strings["goals.all"],
                subtitle: strings.format("badges.subtitle", earnedCount, statuses.count))
            BadgeGrid(
                tiles: statuses.map {
                    BadgeViews.tile($0, caption: BadgeViews.earnedCaption($0, context: context), context: context)
                })
        }
    }

    static func sectionHeader(id: String, title: String, subtitle: String) -> Node {
        .header([.class("collection-header")]) {
            Node.h2([.style(.title3, "collection-title"), .id(id)]) { title }
            Node.div([.class("collection-meta")]) {
                Node.p([.style(.subheadline, "collection-subtitle")]) { subtitle }
            }
        }
    }
}

/// `/badges/`: every badge as a grid, earned in colour, unearned desaturated.
package enum BadgesIndexPage {
    static func render(_ site: Site, context: RenderContext) -> [UInt8] {
        context.read([.goals, .places])
        let strings = context.strings
        let statuses = GoalsPage.shownStatuses(site.goals, travel: TravelTotals(trips: site.trips))
        let earned = statuses.filter(\.isEarned).count
        return PageChrome.document(
            context: context, title: strings["badges.title"], url: context.urls.badges, pageClass: "page-badges",
            section: .goals
        ) {
            PageHeader(
                title: strings["badges.title"], subtitle: strings.format("badges.subtitle", earned, statuses.count))
            BadgeGrid(
                tiles: statuses.map {
                    BadgeViews.tile(
                        $0, caption: BadgeViews.earnedCaption($0, context: context), headingLevel: 2, context: context)
                })
        }
    }
}

/// `/badges/<id>/`: the art large, the description, the rule in words, the earned date or the
/// progress, and what counts toward it, linked to the trips and activities.
package enum BadgePage {
    static func render(_ status: BadgeStatus, context: RenderContext) -> [UInt8] {
        context.read(.badge(id: status.badge.id))
        let strings = context.strings
        let badge = status.badge
        return PageChrome.document(
            context: context, title: badge.title, description: badge.description, url: context.urls.badge(badge.id),
            image: context.urls.badgeArt(badge.id), pageClass: "page-badge", section: .goals
        ) {
            Node.article([.class("badge-detail"), .data("state", status.isEarned ? "earned" : "locked")]) {
                Node.header([.class("badge-hero")]) {
                    Node.span([.class("badge-art-frame")]) {
                        Node.img([
                            .class("badge-art"), Attribute("src", context.urls.badgeArt(badge.id)),
                            Attribute("alt", ""),
                            Attribute("width", "192"), Attribute("height", "192"),
                        ])
                    }
                    Node.div([.class("badge-hero-text")]) {
                        Node.h1([.style(.largeTitle, "page-title")]) { badge.title }
                        if !badge.description.isEmpty {
                            Node.p([.style(.title3, "badge-description")]) { badge.description }
                        }
                        if status.isEarned {
                            Node.p([.style(.headline, "badge-earned")]) {
                                BadgeViews.earnedCaption(status, context: context)
                            }
                        } else {
                            Node.div([.class("badge-progress")]) {
                                Node.p([.style(.headline, "badge-count")]) {
                                    BadgeViews.sentence(status, strings: strings)
                                }
                                BadgeViews.progressBar(status, size: .regular, strings: strings)
                            }
                        }
                    }
                }
                Node.section([.class("badge-rule"), .aria("labelledby", "rule-title")]) {
                    Node.h2([.style(.title3), .id("rule-title")]) { strings["badge.rule"] }
                    Node.p([.style(.body)]) { BadgeViews.ruleText(badge.rule, strings: strings) }
                }
                Node.section([.class("badge-counts"), .aria("labelledby", "counts-title")]) {
                    Node.h2([.style(.title3), .id("counts-title")]) { strings["badge.counts"] }
                    if status.contributions.isEmpty {
                        Node.p([.style(.body, "empty-state")]) { strings["badge.counts.none"] }
                    } else {
                        let shown = status.contributions.prefix(listLimit(status))
                        Node.ol([.class("contributions")]) {
                            for event in shown { contribution(event, context: context) }
                        }
                        if shown.count < status.contributions.count {
                            Node.p([.style(.footnote, "contributions-more")]) {
                                strings.plural("badge.counts.more", count: status.contributions.count - shown.count)
                            }
                        }
                    }
                }
            }
        }
    }

    /// How many completions a badge page lists, in completion order: at least the ones that
    /// earned it, and no more than 500 (a big journal has tens of thousands).
    static func listLimit(_ status: BadgeStatus) -> Int {
        min(max(status.threshold, 100), 500)
    }

    static func contribution(_ event: CompletionEvent, context: RenderContext) -> Node {
        let dateNode: Node =
            switch event.date {
            case .recorded(let day), .estimated(let day): context.dateLabel(day).body
            case .unknown: .text(context.strings["badge.unknownDate"])
            }
        if let activity = event.activity {
            return .li([.class("contribution")]) {
                // Plain text: a name's own links cannot nest inside this one.
                Node.a([
                    .href(context.urls.activity(activity.anchor, trip: event.trip.slug)),
                    .style(.body, "contribution-name"),
                ]) {
                    activity.title
                }
                Node.span([.style(.footnote, "contribution-meta")]) {
                    event.trip.title
                    " · "
                    dateNode
                }
            }
        }
        return .li([.class("contribution")]) {
            Node.a([.href(context.urls.trip(event.trip.slug)), .style(.body, "contribution-name")]) { event.trip.title }
            Node.span([.style(.footnote, "contribution-meta")]) {
                if let country = Taxonomies.country(event.trip.country, language: context.config.language) {
                    country.name
                    " · "
                }
                dateNode
            }
        }
    }
}
