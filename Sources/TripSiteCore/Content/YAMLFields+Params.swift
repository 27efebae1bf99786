import Yams

extension YAMLFields {
    /// `params:`, a mapping of names to any YAML values (text, numbers, booleans, lists,
    /// mappings), kept as written for themes; empty when absent. Anything but a mapping, or
    /// a key that is not text, is an error at its line.
    mutating func params() -> Params {
        guard let node = node("params") else { return [:] }
        guard let mapping = node.mapping else {
            error("'params' must be a mapping of names to values, e.g. params: {location: Lisbon}", at: node)
            return [:]
        }
        return paramMap(mapping)
    }

    private mutating func paramMap(_ mapping: Yams.Node.Mapping) -> Params {
        var params: Params = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, !name.isEmpty else {
                error("a key in 'params' must be text", at: key)
                continue
            }
            params[name] = paramValue(value)
        }
        return params
    }

    private mutating func paramValue(_ node: Yams.Node) -> ParamValue {
        switch node {
        case .mapping(let mapping): return .map(paramMap(mapping))
        case .sequence(let sequence): return .list(sequence.map { paramValue($0) })
        case .alias: return .null
        case .scalar(let scalar):
            guard scalar.style == .plain else { return .text(scalar.string) }
            if Self.isNull(node) { return .null }
            if let flag = node.bool { return .bool(flag) }
            if let number = node.int { return .integer(number) }
            if let number = node.float, number.isFinite { return .number(number) }
            return .text(scalar.string)
        }
    }
}
