import TripSiteCore
import Yams

/// A front matter value read by Yams (with the basic resolver: every scalar a string) as a
/// `FrontMatterValue` to write again: plain `true`/`false` and numbers keep their type,
/// quoted text stays text, a null is nothing.
enum YAMLValue {
    static func value(_ node: Yams.Node) -> FrontMatterValue? {
        switch node {
        case .scalar(let scalar):
            return scalarValue(scalar)
        case .sequence(let sequence):
            return .list(sequence.compactMap(value))
        case .mapping(let mapping):
            return .map(
                mapping.compactMap { key, item in
                    guard let name = key.scalar?.string, let converted = value(item) else { return nil }
                    return (name, converted)
                })
        case .alias:
            return nil
        }
    }

    static func scalarValue(_ scalar: Yams.Node.Scalar) -> FrontMatterValue? {
        let text = scalar.string
        guard scalar.style == .plain else { return .text(text) }
        if ["", "~", "null", "Null", "NULL"].contains(text) { return nil }
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        if let integer = Int(text) { return .integer(integer) }
        if text.wholeMatch(of: /[-+]?[0-9]*\.[0-9]+([eE][-+]?[0-9]+)?/) != nil, let number = Double(text) {
            return .number(number)
        }
        return .text(text)
    }
}
