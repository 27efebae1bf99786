import Yams

/// Typed access to a YAML mapping parsed by Yams, with a diagnostic (file, line, column) for
/// every value of the wrong shape. All problems are collected; reading goes on after one.
package struct YAMLFields {
    package let file: String
    /// Added to Yams' 1-based line numbers to get the line in the file.
    package let lineOffset: Int
    package private(set) var diagnostics = Diagnostics()
    private var entries: [String: (key: Yams.Node, value: Yams.Node)] = [:]
    package private(set) var keys: [String] = []
    private var used: Set<String> = []

    package init(mapping: Yams.Node.Mapping, file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                diagnostics.error("keys must be plain names", file: file, line: line(of: key), column: column(of: key))
                continue
            }
            if entries[name] != nil {
                diagnostics.error("duplicate key '\(name)'", file: file, line: line(of: key), column: column(of: key))
                continue
            }
            entries[name] = (key, value)
            keys.append(name)
        }
    }

    /// Parses YAML text. A syntax error becomes one diagnostic at its line.
    static func compose(_ yaml: String, file: String, lineOffset: Int) -> Result<Yams.Node?, Diagnostic> {
        do {
            // An explicit encoding: the default one reads the process environment on every call.
            // The basic resolver tags every scalar a string: fields read their values from the
            // scalar itself (`bool`, `int`, `isNull`), and the default resolver runs up to seven
            // regular expressions over each mapping key, for the parser's duplicate-key check.
            let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
            if let node, let line = YAMLExpansion.lineOverLimit(node) {
                return .failure(
                    .error(
                        YAMLExpansion.message + "; write fewer values, or use fewer aliases",
                        file: file, line: line + lineOffset))
            }
            return .success(node)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, yaml: yaml, file: file, lineOffset: lineOffset))
        } catch {
            return .failure(.error("invalid YAML: \(error)", file: file, line: lineOffset + 1))
        }
    }

    static func diagnostic(for error: YamlError, yaml: String, file: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            // libyaml's context says what it was reading ("while parsing a block mapping").
            var message = "invalid YAML: \(problem)"
            // libyaml's advice names its C function; the reader wants to know what to change.
            if problem.hasPrefix("Maximum nesting level reached") {
                return .error(
                    "invalid YAML: lists and mappings nested too deeply for the YAML reader; flatten them",
                    file: file, line: mark.line + lineOffset, column: mark.column)
            }
            if let context, !context.text.isEmpty {
                message =
                    problem.hasPrefix("but ")
                    ? "invalid YAML: \(context.text) \(problem)"
                    : message + " (\(context.text) that starts at line \(context.mark.line + lineOffset))"
            }
            // At the end of the text libyaml points one line past it: keep the error in the file.
            let lines = lines(of: yaml)
            let (line, column) =
                mark.line <= lines.count
                ? (mark.line, mark.column) : (lines.count, lines[lines.count - 1].unicodeScalars.count + 1)
            return .error(message, file: file, line: line + lineOffset, column: column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams marks the first occurrence; the error belongs on the repeat.
            let key = duplicates.first ?? ""
            let first = context.mark
            let repeated = repeatedKeyLine(key, after: first, in: yaml)
            return .error(
                "duplicate key '\(key)' (first at line \(first.line + lineOffset))", file: file,
                line: (repeated ?? first.line) + lineOffset, column: first.column)
        case .reader(let problem, _, let value, _):
            // libyaml refuses control characters without a position: find the one it names.
            if value >= 0,
                let found = ForbiddenCharacterCheck.first(in: yaml, where: { Int64($0.value) == Int64(value) })
            {
                return .error(
                    "\(ForbiddenCharacterCheck.codePoint(found.scalar)) (\(ForbiddenCharacterCheck.name(of: found.scalar))) is not allowed in YAML: remove it",
                    file: file, line: found.line + lineOffset, column: found.column)
            }
            return .error("invalid YAML: \(problem)", file: file, line: lineOffset + 1)
        default:
            return .error("invalid YAML: \(error)", file: file, line: lineOffset + 1)
        }
    }

    /// The line (1-based, within `yaml`) where `key:` appears again at the same column after `mark`.
    static func repeatedKeyLine(_ key: String, after mark: Mark, in yaml: String) -> Int? {
        let lines = lines(of: yaml)
        let indent = String(repeating: " ", count: max(mark.column - 1, 0))
        for index in mark.line..<max(mark.line, lines.count) {
            let line = lines[index]
            for form in [key, "\"\(key)\"", "'\(key)'"] where line.hasPrefix(indent + form) {
                let rest = line.dropFirst(indent.count + form.count).drop { $0 == " " }
                if rest.hasPrefix(":") { return index + 1 }
            }
        }
        return nil
    }

    /// The lines of `yaml` as libyaml numbers them: LF, CR, CRLF, NEL, LS and PS each end one.
    static func lines(of yaml: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in yaml.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\n" && previousWasCR { continue }
            if scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    func line(of node: Yams.Node) -> Int? { node.mark.map { $0.line + lineOffset } }
    func column(of node: Yams.Node) -> Int? { node.mark?.column }

    /// Keys that no reader asked for, with their lines (for warnings about typos).
    /// An error at each key of this mapping that no reader asked for, as
    /// `<section>.<key>`, naming the `known` ones (a typo in a settings block).
    mutating func rejectUnknownKeys(section: String, known: [String]) {
        for (name, line, column) in unusedKeys {
            diagnosticsError(
                "unknown key '\(section).\(name)' (known: \(known.joined(separator: ", ")))", line: line, column: column
            )
        }
    }

    var unusedKeys: [(name: String, line: Int?, column: Int?)] {
        keys.filter { !used.contains($0) }.map { name in
            (name, entries[name].flatMap { line(of: $0.key) }, entries[name].flatMap { column(of: $0.key) })
        }
    }

    /// The line of a key, for diagnostics about its value as a whole.
    package func line(ofKey name: String) -> Int? { entries[name].flatMap { line(of: $0.key) } }

    /// The raw node of a key, without marking it as read.
    package func peek(_ name: String) -> Yams.Node? { entries[name]?.value }

    mutating func error(_ message: String, at node: Yams.Node) {
        diagnostics.error(message, file: file, line: line(of: node), column: column(of: node))
    }

    mutating func warning(_ message: String, at node: Yams.Node) {
        diagnostics.warning(message, file: file, line: line(of: node), column: column(of: node))
    }

    /// The raw node of a key, marking it as read. A YAML null counts as absent.
    package mutating func node(_ name: String) -> Yams.Node? {
        used.insert(name)
        guard let value = entries[name]?.value else { return nil }
        if Self.isNull(value) { return nil }
        return value
    }

    static func isNull(_ node: Yams.Node) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    package mutating func string(_ name: String) -> String? {
        guard let value = node(name) else { return nil }
        guard let scalar = value.scalar else {
            error("'\(name)' must be text", at: value)
            return nil
        }
        return scalar.string
    }

    package mutating func bool(_ name: String) -> Bool? {
        guard let value = node(name) else { return nil }
        guard let flag = value.bool, value.scalar?.style == .plain else {
            let quoted = value.scalar.map { $0.style != .plain } ?? false
            error(
                "'\(name)' must be true or false, not \(quoted ? "quoted text" : "'\(value.scalar?.string ?? "a list")'")",
                at: value)
            return nil
        }
        return flag
    }

    package mutating func day(_ name: String) -> Day? {
        guard let value = node(name) else { return nil }
        return Self.day(value, name: name, fields: &self)
    }

    static func day(_ value: Yams.Node, name: String, fields: inout YAMLFields) -> Day? {
        guard let text = value.scalar?.string else {
            fields.error("'\(name)' must be a date (YYYY-MM-DD)", at: value)
            return nil
        }
        guard let day = Day(iso: text) else {
            fields.error("'\(name)' is not a valid date: '\(text)' (expected YYYY-MM-DD)", at: value)
            return nil
        }
        return day
    }

    /// A list of texts; a single text is accepted as a one-item list.
    package mutating func strings(_ name: String) -> [String] {
        guard let value = node(name) else { return [] }
        if let scalar = value.scalar { return [scalar.string] }
        guard let sequence = value.sequence else {
            error("'\(name)' must be a list", at: value)
            return []
        }
        var result: [String] = []
        for item in sequence {
            if let text = item.scalar?.string, !Self.isNull(item) {
                result.append(text)
            } else {
                error("items of '\(name)' must be text", at: item)
            }
        }
        return result
    }
}

extension YAMLFields {
    mutating func diagnosticsError(_ message: String, line: Int?, column: Int? = nil) {
        diagnostics.error(message, file: file, line: line, column: column)
    }

    package mutating func diagnosticsWarning(_ message: String, line: Int?, column: Int? = nil) {
        diagnostics.warning(message, file: file, line: line, column: column)
    }

    /// A note (`--verbose`) at the line of the key `name`.
    mutating func note(_ message: String, key name: String) {
        diagnostics.append(.note(message, file: file, line: line(ofKey: name)))
    }

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Takes over the diagnostics of a nested mapping's reader.
    mutating func merge(_ other: YAMLFields) {
        diagnostics.append(contentsOf: other.diagnostics.all)
    }
}
