/// Builds `[Node]` from a SwiftUI-style block: expressions, `if`, `if let`, `for`, and
/// components, so pages read like the HTML they produce.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildExpression(_ component: some Component) -> [Node] { [component.body] }
    public static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    public static func buildEither(first: [Node]) -> [Node] { first }
    public static func buildEither(second: [Node]) -> [Node] { second }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}
