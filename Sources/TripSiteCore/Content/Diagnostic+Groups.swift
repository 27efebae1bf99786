extension Diagnostic {
    /// `diagnostics` with each group (`group`) reported once: at its first place in the
    /// site (by file, then line), where the first of the group stood in the list, saying
    /// how often and in how many files it came up. The rest keep their order.
    package static func grouped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.group != nil }) else { return diagnostics }
        var members: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            if let group = diagnostic.group { members[group, default: []].append(diagnostic) }
        }
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let group = diagnostic.group else {
                result.append(diagnostic)
                continue
            }
            guard let all = members.removeValue(forKey: group) else { continue }
            let first = all.min { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }!
            result.append(first.counting(uses: all.count, files: Set(all.map(\.file)).count))
        }
        return result
    }

    /// The first of a group, saying how many there are: "…; 12 uses in 3 files, the first here".
    func counting(uses: Int, files: Int) -> Diagnostic {
        guard uses > 1 else { return self }
        var diagnostic = self
        let inFiles = files > 1 ? " in \(files) files" : ""
        diagnostic.message += "; \(uses) uses\(inFiles), the first here"
        return diagnostic
    }
}

/// Diagnostics of groups (`Diagnostic.group`) counted as they come, one at a time (an
/// import's warnings, file after file): the first of each group is kept, and its message
/// says how many came.
package struct DiagnosticGroups: Sendable {
    private var kept: [Diagnostic] = []
    private var counts: [String: (index: Int, uses: Int, files: Set<String>, first: Diagnostic)] = [:]

    package init() {}

    package mutating func append(_ diagnostic: Diagnostic) {
        guard let group = diagnostic.group else {
            kept.append(diagnostic)
            return
        }
        guard var count = counts[group] else {
            counts[group] = (kept.count, 1, [diagnostic.file], diagnostic)
            kept.append(diagnostic)
            return
        }
        count.uses += 1
        count.files.insert(diagnostic.file)
        kept[count.index] = count.first.counting(uses: count.uses, files: count.files.count)
        counts[group] = count
    }

    package var all: [Diagnostic] { kept }
}
