/// A node rendered once, to be inserted in many pages: a trip's card is on its collection's
/// page and on the page of each of its tags, its country and its years. The only way to
/// make one is to render a `Node`, so its HTML is escaped by construction like the node's,
/// and inserting it (`Node.rendered`) writes exactly what inserting the node would.
public struct RenderedHTML: Sendable, Hashable {
    public let html: String

    public init(_ node: Node) {
        html = node.render()
    }

    public init(_ component: some Component) {
        self.init(component.body)
    }
}
