/// One HTML attribute. Values are escaped when rendered; a `nil` value renders a boolean
/// attribute (`disabled`, `hidden`).
public struct Attribute: Sendable, Hashable {
    public let name: String
    public let value: String?

    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    public static func `class`(_ names: String...) -> Attribute {
        Attribute("class", names.filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// `class(_:)` with one name, as nearly every call has, without the variadic array, the
    /// filter and the join, which nearly every element of every page would pay.
    public static func `class`(_ name: String) -> Attribute { Attribute("class", name) }
    public static func id(_ value: String) -> Attribute { Attribute("id", value) }
    public static func href(_ value: String) -> Attribute { Attribute("href", value) }
    public static func flag(_ name: String) -> Attribute { Attribute(name, nil) }
    public static func data(_ name: String, _ value: String) -> Attribute { Attribute("data-" + name, value) }
    public static func aria(_ name: String, _ value: String) -> Attribute { Attribute("aria-" + name, value) }
}
