/// Builds a `Node` from a SwiftUI-style block: expressions, `if`, `if let`, `for`, and
/// components, so pages read like the HTML they produce.
///
/// The block's nodes are joined as they come (`buildPartialBlock`): each one's bytes are
/// appended to those before it, in the first one's buffer. Building an array of nodes and
/// joining it afterwards would allocate an array for every expression and another for every
/// block, at every level of every page.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ node: Node) -> Node { node }
    public static func buildExpression(_ nodes: [Node]) -> Node { .group(nodes) }
    public static func buildExpression(_ component: some Component) -> Node { component.body }
    public static func buildExpression(_ text: String) -> Node { .text(text) }
    public static func buildBlock() -> Node { .empty }
    public static func buildPartialBlock(first: Node) -> Node { first }
    public static func buildPartialBlock(accumulated: consuming Node, next: Node) -> Node {
        var joined = accumulated
        joined.append(next)
        return joined
    }
    public static func buildOptional(_ part: Node?) -> Node { part ?? .empty }
    public static func buildEither(first: Node) -> Node { first }
    public static func buildEither(second: Node) -> Node { second }
    public static func buildArray(_ parts: [Node]) -> Node { .group(parts) }
    public static func buildLimitedAvailability(_ part: Node) -> Node { part }
}
