/// A description of a piece of HTML: an element, text, trusted HTML from cmark, or a group.
/// Nodes are plain values; `render()` turns them into a string, escaping text and attribute
/// values on the way, so escaping cannot be forgotten by a component.
public struct Node: Sendable {
    indirect enum Kind: Sendable {
        case element(name: String, attributes: [Attribute], children: [Node])
        case void(name: String, attributes: [Attribute])
        case selfClosing(name: String, attributes: [Attribute])
        case text(String)
        case trusted(TrustedHTML)
        case rendered(RenderedHTML)
        case group([Node])
        case doctype
        case xmlDeclaration
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// An element with children.
    public static func element(
        _ name: String, _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> [Node] = { [] }
    ) -> Node {
        Node(.element(name: name, attributes: attributes, children: children()))
    }

    /// An element with children given as an array.
    public static func element(_ name: String, _ attributes: [Attribute], children: [Node]) -> Node {
        Node(.element(name: name, attributes: attributes, children: children))
    }

    /// A void element (`img`, `meta`, `link`, `input`, `br`): no children, no end tag.
    public static func void(_ name: String, _ attributes: [Attribute] = []) -> Node {
        Node(.void(name: name, attributes: attributes))
    }

    /// An XML element with no content, written `<name …/>` (feeds, sitemaps).
    public static func selfClosing(_ name: String, _ attributes: [Attribute] = []) -> Node {
        Node(.selfClosing(name: name, attributes: attributes))
    }

    /// Text, escaped when rendered.
    public static func text(_ string: String) -> Node { Node(.text(string)) }

    /// HTML from cmark-gfm, inserted as is.
    public static func trusted(_ html: TrustedHTML) -> Node { Node(.trusted(html)) }

    /// A node rendered before (`RenderedHTML`), inserted as it was rendered.
    public static func rendered(_ html: RenderedHTML) -> Node { Node(.rendered(html)) }

    /// Several nodes side by side, with no wrapper element.
    public static func group(_ nodes: [Node]) -> Node { Node(.group(nodes)) }
    public static func group(@HTMLBuilder _ nodes: () -> [Node]) -> Node { Node(.group(nodes())) }

    public static let empty = Node(.group([]))

    /// `<!DOCTYPE html>` and a newline.
    public static let doctype = Node(.doctype)

    /// `<?xml version="1.0" encoding="utf-8"?>` and a newline (feeds, sitemaps).
    public static let xmlDeclaration = Node(.xmlDeclaration)

    /// The HTML text of this node. It is written as UTF-8 bytes into one buffer and made a
    /// string once: appending the many small pieces of a page to a `String` cost a tenth of
    /// a build's instructions in its capacity and ASCII bookkeeping (docs/performance.md).
    public func render() -> String {
        String(decoding: renderBytes(), as: UTF8.self)
    }

    /// The UTF-8 bytes of `render()`, for a writer that takes bytes: no string is made.
    /// Making one validates every byte again, which for a build's pages was 5 % of its
    /// instructions; the bytes are valid UTF-8 by construction (strings and ASCII markup).
    public func renderBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(8192)
        render(into: &out)
        return out
    }

    func render(into out: inout [UInt8]) {
        switch kind {
        case .element(let name, let attributes, let children):
            Node.openTag(name, attributes, into: &out)
            out.append(UInt8(ascii: ">"))
            for child in children { child.render(into: &out) }
            out.append(UInt8(ascii: "<"))
            out.append(UInt8(ascii: "/"))
            out.append(contentsOf: name.utf8)
            out.append(UInt8(ascii: ">"))
        case .void(let name, let attributes):
            Node.openTag(name, attributes, into: &out)
            out.append(UInt8(ascii: ">"))
        case .selfClosing(let name, let attributes):
            Node.openTag(name, attributes, into: &out)
            out.append(UInt8(ascii: "/"))
            out.append(UInt8(ascii: ">"))
        case .text(let string):
            Escaping.append(string, special: .text, to: &out)
        case .trusted(let html):
            out.append(contentsOf: html.html.utf8)
        case .rendered(let html):
            out.append(contentsOf: html.html.utf8)
        case .group(let nodes):
            for node in nodes { node.render(into: &out) }
        case .doctype:
            out.append(contentsOf: "<!DOCTYPE html>\n".utf8)
        case .xmlDeclaration:
            out.append(contentsOf: "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n".utf8)
        }
    }

    /// `<name` and the attributes, without the closing `>`.
    private static func openTag(_ name: String, _ attributes: [Attribute], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: name.utf8)
        for attribute in attributes {
            out.append(UInt8(ascii: " "))
            out.append(contentsOf: attribute.name.utf8)
            if let value = attribute.value {
                out.append(UInt8(ascii: "="))
                out.append(UInt8(ascii: "\""))
                Escaping.append(value, special: .attribute, to: &out)
                out.append(UInt8(ascii: "\""))
            }
        }
    }
}
