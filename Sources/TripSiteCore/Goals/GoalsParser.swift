import TripSiteHTML
import Yams

/// Reads `content/goals.yml`: which badges the site has.
///
/// ```yaml
/// defaults: true            # false drops the built-in badges
/// badges:
///   - id: island-hopper
///     title: Island Hopper
///     description: Complete three island trips.
///     symbol: wave
///     color: teal            # a theme colour name or #hex
///     rule: {trips: 3, tag: islands}
///   - id: 10-activities      # a built-in id: replaces that badge; omitted fields keep its values
///     rule: {activities: 12}
/// ```
package enum GoalsParser {
    static let badgeKeys: Set<String> = ["id", "title", "description", "symbol", "color", "rule"]

    /// No file: the built-in badges.
    package static func parse(_ file: SourceFile?) -> (badges: [Badge], diagnostics: [Diagnostic]) {
        guard let file else { return (DefaultBadges.all, []) }
        let root: Yams.Node?
        switch YAMLFields.compose(
            file.text.hasPrefix("\u{FEFF}") ? String(file.text.dropFirst()) : file.text, file: file.path, lineOffset: 0)
        {
        case .failure(let diagnostic): return ([], [diagnostic])
        case .success(let node): root = node
        }
        // No document, or an empty one ("---" and comments only): the built-in badges.
        guard let root, !YAMLFields.isNull(root) else { return (DefaultBadges.all, []) }
        guard let mapping = root.mapping else {
            return (
                [],
                [
                    .error(
                        "goals.yml must be a mapping with 'defaults' and 'badges'", file: file.path,
                        line: root.mark?.line, column: root.mark?.column)
                ]
            )
        }
        var fields = YAMLFields(mapping: mapping, file: file.path, lineOffset: 0)
        if let warning = ForbiddenCharacterCheck.warning(for: file, yaml: root, lineOffset: 0) {
            fields.append(warning)
        }
        let useDefaults = fields.bool("defaults") ?? true
        var badges = useDefaults ? DefaultBadges.all : []
        var definedIDs: Set<String> = []
        if let list = fields.node("badges") {
            if let sequence = list.sequence {
                for item in sequence {
                    guard let badge = readBadge(item, fields: &fields, definedIDs: &definedIDs) else {
                        continue
                    }
                    if let index = badges.firstIndex(where: { $0.id == badge.id }) {
                        badges[index] = badge
                    } else {
                        badges.append(badge)
                    }
                }
            } else {
                fields.error("'badges' must be a list of badge definitions", at: list)
            }
        }
        for (name, line, column) in fields.unusedKeys {
            fields.diagnosticsError(
                "unknown key '\(name)' (goals.yml has 'defaults' and 'badges')", line: line, column: column)
        }
        return (fields.diagnostics.hasErrors ? [] : badges, fields.diagnostics.all)
    }

    private static func readBadge(
        _ node: Yams.Node, fields: inout YAMLFields, definedIDs: inout Set<String>
    ) -> Badge? {
        guard let mapping = node.mapping else {
            fields.error("each badge must be a mapping with id, title, description, symbol, color and rule", at: node)
            return nil
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        defer { fields.merge(entry) }
        let line = fields.line(of: node)

        guard let id = readID(&entry, line: line, definedIDs: &definedIDs) else { return nil }
        let base = DefaultBadges.all.first { $0.id == id }

        let title = entry.string("title") ?? base?.title
        if title?.trimmingSpaces().isEmpty ?? true {
            entry.diagnosticsError("badge '\(id)' needs a 'title'", line: line)
        }
        let description = entry.string("description") ?? base?.description ?? ""
        let symbol = readSymbol(&entry) ?? base?.symbol ?? BadgeSymbol.star.rawValue
        let color = readColor(&entry) ?? base?.color ?? BadgeColor("indigo")!
        var rule = base?.rule
        if let ruleNode = entry.node("rule") {
            rule = readRule(ruleNode, fields: &entry)
        } else if base == nil {
            entry.diagnosticsError("badge '\(id)' needs a 'rule', e.g. rule: {activities: 10}", line: line)
        }
        for (name, keyLine, keyColumn) in entry.unusedKeys {
            entry.diagnosticsError(
                "unknown badge key '\(name)' (known: \(badgeKeys.sorted().joined(separator: ", ")))", line: keyLine,
                column: keyColumn)
        }
        guard let title, let rule, !entry.diagnostics.hasErrors else { return nil }
        return Badge(id: id, title: title, description: description, symbol: symbol, color: color, rule: rule)
    }

    /// A badge's `id`: required, a valid slug (it names the folder badges/<id>/), and not
    /// one defined before in the file. Nil only when it is missing; other problems are errors
    /// at the id, and reading goes on.
    private static func readID(_ entry: inout YAMLFields, line: Int?, definedIDs: inout Set<String>) -> String? {
        guard let idNode = entry.node("id"), let id = idNode.scalar?.string else {
            entry.diagnosticsError("a badge needs an 'id'", line: line)
            return nil
        }
        if let problem = Slug.idProblem(id) {
            // The id names the badge's folder (badges/<id>/): checked here, where it is written.
            entry.error(
                "badge id '\(id.prefix(Slug.maxLength))\(id.count > Slug.maxLength ? "…" : "")' \(problem)", at: idNode)
        }
        if !definedIDs.insert(id).inserted {
            entry.error("duplicate badge id '\(id)'", at: idNode)
        }
        return id
    }

    /// `symbol:`, the name of a badge symbol; nil when absent or unknown.
    private static func readSymbol(_ entry: inout YAMLFields) -> String? {
        guard let symbolNode = entry.node("symbol") else { return nil }
        if let name = symbolNode.scalar?.string, BadgeSymbol(rawValue: name) != nil { return name }
        let names = BadgeSymbol.allCases.map(\.rawValue).joined(separator: ", ")
        entry.error("unknown symbol '\(symbolNode.scalar?.string ?? "")'; use one of: \(names)", at: symbolNode)
        return nil
    }

    /// `color:`, a theme colour name or `#rrggbb` / `#rgb`; nil when absent or unknown.
    private static func readColor(_ entry: inout YAMLFields) -> BadgeColor? {
        guard let colorNode = entry.node("color") else { return nil }
        if let text = colorNode.scalar?.string, let color = BadgeColor(text) { return color }
        let names = BadgeColor.named.keys.sorted().joined(separator: ", ")
        entry.error("unknown color '\(colorNode.scalar?.string ?? "")'; use #rrggbb or one of: \(names)", at: colorNode)
        return nil
    }

    /// The metric names, for messages: "activities, trips, …".
    private static var metricNames: String { BadgeRule.Metric.allCases.map(\.rawValue).joined(separator: ", ") }

    /// `{activities: 10}`, `{trips: 1, season: fall}`: one metric with its threshold, and filters.
    private static func readRule(_ node: Yams.Node, fields: inout YAMLFields) -> BadgeRule? {
        guard let mapping = node.mapping else {
            fields.error("'rule' must be a mapping like {activities: 10} or {trips: 1, season: fall}", at: node)
            return nil
        }
        var metric: (BadgeRule.Metric, Int)?
        var rule = BadgeRule(metric: .activities, threshold: 1)
        var valid = true
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            if let kind = BadgeRule.Metric(rawValue: key) {
                if let threshold = readThreshold(
                    of: key, keyNode: keyNode, value: value, isSecondMetric: metric != nil, fields: &fields)
                {
                    metric = (kind, threshold)
                } else {
                    valid = false
                }
            } else if !readFilter(key, keyNode: keyNode, value: value, into: &rule, fields: &fields) {
                valid = false
            }
        }
        guard let (kind, threshold) = metric else {
            if valid {
                fields.error(
                    "a rule needs a metric with a threshold: one of \(metricNames), e.g. {activities: 10}", at: node)
            }
            return nil
        }
        guard valid else { return nil }
        rule.metric = kind
        rule.threshold = threshold
        return rule
    }

    /// The threshold of a metric (`activities: 10`): a whole number of at least 1, and the
    /// rule's only metric. Nil, with an error, otherwise.
    private static func readThreshold(
        of key: String, keyNode: Yams.Node, value: Yams.Node, isSecondMetric: Bool, fields: inout YAMLFields
    ) -> Int? {
        guard !isSecondMetric else {
            fields.error("a rule counts one metric; '\(key)' is a second one", at: keyNode)
            return nil
        }
        guard let threshold = value.int, value.scalar != nil else {
            fields.error("the threshold of '\(key)' must be a whole number", at: value)
            return nil
        }
        guard threshold > 0 else {
            fields.error("the threshold of '\(key)' must be at least 1, not \(threshold)", at: value)
            return nil
        }
        return threshold
    }

    /// A filter of a rule (`season`, `tag`, `country`, `year`) set on `rule`; false, with an
    /// error, when its value is invalid or the key is neither a filter nor a metric.
    private static func readFilter(
        _ key: String, keyNode: Yams.Node, value: Yams.Node, into rule: inout BadgeRule, fields: inout YAMLFields
    ) -> Bool {
        switch key {
        case "season":
            guard let name = value.scalar?.string, let season = Season(name: name) else {
                fields.error(
                    "unknown season '\(value.scalar?.string ?? "")' in rule: use spring, summer, fall (or autumn) or winter",
                    at: value)
                return false
            }
            rule.season = season
        case "tag":
            guard let text = value.scalar?.string, !text.isEmpty else {
                fields.error("'tag' in a rule must be text", at: value)
                return false
            }
            rule.tag = text
        case "country":
            guard let text = value.scalar?.string, !text.isEmpty else {
                fields.error("'country' in a rule must be text", at: value)
                return false
            }
            rule.country = text
        case "year":
            guard let year = value.int, value.scalar != nil, (1000...9999).contains(year) else {
                fields.error("'year' in a rule must be a four-digit year", at: value)
                return false
            }
            rule.year = year
        case "continent":
            guard let text = value.scalar?.string, let code = Continents.code(for: text) else {
                fields.error(
                    "unknown continent '\(value.scalar?.string ?? "")' in rule: use AF, AN, AS, EU, NA, OC or SA, or Africa, Antarctica, Asia, Europe, North America, Oceania or South America",
                    at: value)
                return false
            }
            rule.continent = code
        default:
            fields.error(
                "unknown metric or filter '\(key)' in rule (metrics: \(metricNames); filters: \(BadgeRule.filterNames.joined(separator: ", ")))",
                at: keyNode)
            return false
        }
        return true
    }
}
