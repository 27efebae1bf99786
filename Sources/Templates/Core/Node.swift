/// A piece of HTML: an element, text, trusted HTML from cmark, or a group. A node is made
/// from its parts already written out as UTF-8 bytes, escaping text and attribute values on
/// the way, so escaping cannot be forgotten by a component. There is no tree to walk and
/// release afterwards: a page has thousands of nodes, and a tree would give each a box, an
/// attribute array and a child array to make, render and free, most of a page's cost.
public struct Node: Sendable {
    /// The node's HTML, valid UTF-8 by construction (strings and ASCII markup).
    private(set) var bytes: [UInt8]

    /// An element with children.
    public static func element(
        _ name: String, _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        element(name, attributes, children: children())
    }

    /// An element with children given as an array.
    public static func element(_ name: String, _ attributes: [Attribute], children: [Node]) -> Node {
        element(name, attributes, children: group(children))
    }

    /// An element around a node (its children, already joined).
    public static func element(_ name: String, _ attributes: [Attribute], children: Node) -> Node {
        var out: [UInt8] = []
        out.reserveCapacity(2 * name.utf8.count + 5 + 24 * attributes.count + children.bytes.count)
        openTag(name, attributes, into: &out)
        out.append(UInt8(ascii: ">"))
        out.append(contentsOf: children.bytes)
        out.append(UInt8(ascii: "<"))
        out.append(UInt8(ascii: "/"))
        Self.append(name, to: &out)
        out.append(UInt8(ascii: ">"))
        return Node(bytes: out)
    }

    /// `node` appended after this one's HTML, as `group` would join them.
    mutating func append(_ node: Node) {
        if bytes.isEmpty {
            bytes = node.bytes
        } else {
            bytes.append(contentsOf: node.bytes)
        }
    }

    /// A void element (`img`, `meta`, `link`, `input`, `br`): no children, no end tag.
    public static func void(_ name: String, _ attributes: [Attribute] = []) -> Node {
        var out: [UInt8] = []
        openTag(name, attributes, into: &out)
        out.append(UInt8(ascii: ">"))
        return Node(bytes: out)
    }

    /// An XML element with no content, written `<name …/>` (feeds, sitemaps).
    public static func selfClosing(_ name: String, _ attributes: [Attribute] = []) -> Node {
        var out: [UInt8] = []
        openTag(name, attributes, into: &out)
        out.append(UInt8(ascii: "/"))
        out.append(UInt8(ascii: ">"))
        return Node(bytes: out)
    }

    /// Text, escaped.
    public static func text(_ string: String) -> Node {
        var out: [UInt8] = []
        Escaping.append(string, special: .text, to: &out)
        return Node(bytes: out)
    }

    /// HTML from cmark-gfm, inserted as is.
    public static func trusted(_ html: TrustedHTML) -> Node { Node(bytes: Array(html.html.utf8)) }

    /// A node rendered before (`RenderedHTML`), inserted as it was rendered.
    public static func rendered(_ html: RenderedHTML) -> Node { Node(bytes: html.bytes) }

    /// Several nodes side by side, with no wrapper element.
    public static func group(_ nodes: [Node]) -> Node {
        if nodes.count == 1 { return nodes[0] }
        var out: [UInt8] = []
        out.reserveCapacity(nodes.reduce(0) { $0 + $1.bytes.count })
        for node in nodes { out.append(contentsOf: node.bytes) }
        return Node(bytes: out)
    }

    public static func group(@HTMLBuilder _ nodes: () -> Node) -> Node { nodes() }

    public static let empty = Node(bytes: [])

    /// `<!DOCTYPE html>` and a newline.
    public static let doctype = Node(bytes: Array("<!DOCTYPE html>\n".utf8))

    /// `<?xml version="1.0" encoding="utf-8"?>` and a newline (feeds, sitemaps).
    public static let xmlDeclaration = Node(bytes: Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n".utf8))

    /// The HTML text of this node.
    public func render() -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 bytes of `render()`, for a writer that takes bytes: no string is made.
    /// Making one would validate every byte again, for every page of a build.
    public func renderBytes() -> [UInt8] { bytes }

    /// `<name` and the attributes, without the closing `>`.
    private static func openTag(_ name: String, _ attributes: [Attribute], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        append(name, to: &out)
        for index in attributes.indices {
            out.append(UInt8(ascii: " "))
            append(attributes[index].name, to: &out)
            if let value = attributes[index].value {
                out.append(UInt8(ascii: "="))
                out.append(UInt8(ascii: "\""))
                Escaping.append(value, special: .attribute, to: &out)
                out.append(UInt8(ascii: "\""))
            }
        }
    }

    /// A string's UTF-8 bytes appended, read where they are: `append(contentsOf:
    /// string.utf8)` takes the view as its own, retaining and releasing the string each time
    /// (in `openTag`, for every tag name and attribute of every page).
    @inline(__always)
    static func append(_ string: String, to out: inout [UInt8]) {
        if string.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil {
            out.append(contentsOf: string.utf8)
        }
    }
}
