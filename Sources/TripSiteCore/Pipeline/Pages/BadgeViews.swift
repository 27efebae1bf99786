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

    /// "activity" / "activities" for the badge's metric.
    static func unit(_ metric: BadgeRule.Metric, count: Int, strings: Strings) -> String {
        strings["unit.\(metric.rawValue).\(count == 1 ? "one" : "many")"]
    }

    /// "14 of 25 activities".
    static func countText(_ status: BadgeStatus, strings: Strings) -> String {
        "\(status.count) of \(status.threshold) \(unit(status.badge.rule.metric, count: status.threshold, strings: strings))"
    }

    /// "7 of 10 activities — 3 to go".
    static func sentence(_ status: BadgeStatus, strings: Strings) -> String {
        "\(countText(status, strings: strings)) — \(strings.format("badge.toGo", status.remaining))"
    }

    static func progressBar(_ status: BadgeStatus, size: ProgressBar.Size, strings: Strings) -> ProgressBar {
        ProgressBar(
            done: min(status.count, status.threshold), total: status.threshold, label: status.badge.title,
            valueText: countText(status, strings: strings), size: size)
    }

    /// The earned date as a `time` element ("Earned 3 June 2025"), or "date unknown".
    static func earnedCaption(_ status: BadgeStatus, context: RenderContext) -> Node {
        switch status.earnedDate {
        case .recorded(let day)?:
            .group {
                "\(context.strings["badge.earned"]) "
                context.dateLabel(day)
            }
        case .estimated(let day)?:
            .group {
                "\(context.strings["badge.earned"]) "
                context.dateLabel(day)
                " \(context.strings["badge.estimated"])"
            }
        case .unknown?:
            .text("\(context.strings["badge.earned"]), \(context.strings["badge.unknownDate"])")
        case nil:
            .text(countText(status, strings: context.strings))
        }
    }

    /// The rule in words: "Check off 10 activities on fall trips tagged islands in Japan in 2025."
    static func ruleText(_ rule: BadgeRule) -> String {
        var text: String
        let n = rule.threshold
        switch rule.metric {
        case .activities:
            text = n == 1 ? "Check off an activity" : "Check off \(n) activities"
            if rule.season != nil || rule.tag != nil || rule.country != nil {
                text += " on" + tripQualifier(rule, plural: true)
            }
        case .trips:
            text = n == 1 ? "Complete a" : "Complete \(n)"
            text += tripQualifier(rule, plural: n != 1, bare: true)
        case .countries:
            text = "Complete trips in \(n) \(n == 1 ? "country" : "different countries")"
            text += filtersAfter(rule)
        case .seasons:
            text = "Complete trips in \(n) \(n == 1 ? "season" : "different seasons")"
            text += filtersAfter(rule)
        }
        if let year = rule.year { text += " in \(year)" }
        return text + "."
    }

    /// " fall trips tagged islands in Japan" / " trip" (bare: no filters → just the noun).
    private static func tripQualifier(_ rule: BadgeRule, plural: Bool, bare: Bool = false) -> String {
        var text = ""
        if let season = rule.season { text += " " + season.rawValue }
        text += plural ? " trips" : " trip"
        if let tag = rule.tag { text += " tagged \(tag)" }
        if let country = rule.country { text += " in \(country)" }
        return text
    }

    private static func filtersAfter(_ rule: BadgeRule) -> String {
        var parts: [String] = []
        if let season = rule.season { parts.append("in \(season.rawValue)") }
        if let tag = rule.tag { parts.append("tagged \(tag)") }
        if let country = rule.country { parts.append("in \(country)") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// The badge's art file contents.
    static func art(_ badge: Badge) -> String {
        BadgeArt(
            symbol: BadgeSymbol(rawValue: badge.symbol) ?? .star, light: badge.color.mixed(0.35), base: badge.color.hex,
            dark: badge.color.mixed(-0.3)
        ).render() + "\n"
    }
}
