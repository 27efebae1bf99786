import Yams

/// The number of values a YAML document stands for once its aliases are expanded, counted
/// up to a limit. Yams composes an alias as the node it names, shared, so a document of a
/// few hundred bytes (a "billion laughs": aliases of aliases, nine deep) composes at once
/// but is billions of values to every reader after it. Counting stops at the limit, so the
/// check costs at most `limit` steps whatever the document.
package enum YAMLExpansion {
    /// Far above any journal's front matter, site.yml or goals.yml (a goals.yml of 500
    /// badges is about 5,000 values).
    static let limit = 100_000

    /// What is wrong with a document over the limit, whether a plain list or aliases
    /// (`*name`, each counted where it repeats what it names) take it there.
    static var message: String {
        "more than \(limit.formatted()) values are written here, counting each alias (*name) as the values it repeats"
    }

    /// The line (1-based, in the YAML text) of the top-level entry whose value takes the
    /// document over the limit; nil when it stays within it.
    package static func lineOverLimit(_ node: Node) -> Int? {
        var budget = limit
        guard let mapping = node.mapping else {
            return count(node, budget: &budget) ? nil : node.mark.map { $0.line }
        }
        for (key, value) in mapping {
            budget -= 1
            if !count(value, budget: &budget) || budget < 0 { return (key.mark ?? value.mark).map { $0.line } ?? 1 }
        }
        return nil
    }

    /// Spends one from `budget` for `node` and each value under it; false once it runs out.
    private static func count(_ node: Node, budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch node {
        case .scalar, .alias: return true
        case .sequence(let sequence):
            return sequence.allSatisfy { count($0, budget: &budget) }
        case .mapping(let mapping):
            return mapping.allSatisfy { count($0.key, budget: &budget) && count($0.value, budget: &budget) }
        }
    }
}
