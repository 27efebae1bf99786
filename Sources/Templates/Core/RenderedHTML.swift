/// A node rendered once, to be inserted in many pages: a trip's card is on its collection's
/// page and on the page of each of its tags, its country and its years. The only way to
/// make one is to render a `Node`, so its HTML is escaped by construction like the node's,
/// and inserting it (`Node.rendered`) writes exactly what inserting the node would.
public struct RenderedHTML: Sendable, Hashable {
    /// The HTML's UTF-8 bytes, as the node held them: inserting it again shares them, where a
    /// string of them would be made (every byte validated) and copied back into bytes for
    /// each page it goes into (a trip's card is on several listing pages).
    let bytes: [UInt8]

    /// The HTML text.
    public var html: String { String(decoding: bytes, as: UTF8.self) }

    public init(_ node: Node) {
        bytes = node.bytes
    }

    public init(_ component: some Component) {
        self.init(component.body)
    }
}
