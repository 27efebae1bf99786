import TripSiteHTML

/// Badge → tile, sentence and rule text, the same way on every page that shows badges.
package enum BadgeViews {
    static func tile(
        _ status: BadgeStatus, size: BadgeTile.Size = .regular, caption: Node? = nil, headingLevel: Int? = nil,
        context: RenderContext
    ) -> BadgeTile {
        BadgeTile(
            title: status.badge.title, href: context.urls.badge(status.badge.id),
            artSrc: context.urls.badgeArt(status.badge.id),
            isEarned: status.isEarned, caption: caption, size: size, headingLevel: headingLevel,
            strings: context.strings
        )
    }

    /// "14 of 25 activities", the form chosen by the threshold.
    static func countText(_ status: BadgeStatus, strings: Strings) -> String {
        strings.plural(
            "badge.progress.\(status.badge.rule.metric.rawValue)", count: status.threshold, status.count,
            status.threshold)
    }

    /// "7 of 10 activities — 3 to go".
    static func sentence(_ status: BadgeStatus, strings: Strings) -> String {
        strings.format(
            "badge.sentence",
            strings: [countText(status, strings: strings), strings.plural("badge.toGo", count: status.remaining)])
    }

    static func progressBar(_ status: BadgeStatus, size: ProgressBar.Size, strings: Strings) -> ProgressBar {
        ProgressBar(
            done: min(status.count, status.threshold), total: status.threshold, label: status.badge.title,
            valueText: countText(status, strings: strings), size: size)
    }

    /// The earned date as a `time` element ("Earned 3 June 2025"), or "date unknown".
    static func earnedCaption(_ status: BadgeStatus, context: RenderContext) -> Node {
        switch status.earnedDate {
        case .recorded(let day)?: context.filling("badge.earnedOn", with: [context.dateLabel(day).body])
        case .estimated(let day)?: context.filling("badge.earnedEstimated", with: [context.dateLabel(day).body])
        case .unknown?: .text(context.strings["badge.earnedUnknown"])
        case nil: .text(countText(status, strings: context.strings))
        }
    }

    /// The rule in words: "Check off 10 activities (in fall, tagged islands, in Japan, in 2025)."
    /// The main phrase is a counted phrase (`rule.<metric>`); each filter is a phrase of its
    /// own (`rule.fall`, `rule.tag`, `rule.country`, `rule.year`; a continent, named by
    /// `continent.<code>`, as a country), so a language words them its
    /// way without English's word order.
    static func ruleText(_ rule: BadgeRule, strings: Strings) -> String {
        let main = strings.plural("rule.\(rule.metric.rawValue)", count: rule.threshold)
        var filters: [String] = []
        if let season = rule.season { filters.append(strings["rule." + season.rawValue]) }
        if let tag = rule.tag { filters.append(strings.format("rule.tag", string: tag)) }
        if let country = rule.country {
            // Named in the site's language, as written when it is no country known.
            let name = Taxonomies.country(country, language: strings.locale.identifier)?.name ?? country
            filters.append(strings.format("rule.country", string: name))
        }
        if let year = rule.year { filters.append(strings.format("rule.year", string: strings.locale.year(year))) }
        if let continent = rule.continent {
            filters.append(strings.format("rule.country", string: strings["continent." + continent]))
        }
        guard !filters.isEmpty else { return strings.format("rule.sentence", string: main) }
        return strings.format("rule.filtered", strings: [main, filters.joined(separator: strings["rule.separator"])])
    }

    /// The badge's art file contents.
    static func art(_ badge: Badge) -> String {
        BadgeArt(
            symbol: BadgeSymbol(rawValue: badge.symbol) ?? .star, light: badge.color.mixed(0.35), base: badge.color.hex,
            dark: badge.color.mixed(-0.3)
        ).render() + "\n"
    }
}
