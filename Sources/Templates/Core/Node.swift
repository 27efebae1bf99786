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

    /// The HTML text of this node.
    public func render() -> String {
        var out = ""
        out.reserveCapacity(4096)
        render(into: &out)
        return out
    }

    public func render(into out: inout String) {
        switch kind {
        case .element(let name, let attributes, let children):
            out += "<"
            out += name
            Node.render(attributes, into: &out)
            out += ">"
            for child in children { child.render(into: &out) }
            out += "</"
            out += name
            out += ">"
        case .void(let name, let attributes):
            out += "<"
            out += name
            Node.render(attributes, into: &out)
            out += ">"
        case .selfClosing(let name, let attributes):
            out += "<"
            out += name
            Node.render(attributes, into: &out)
            out += "/>"
        case .text(let string):
            out += Escaping.text(string)
        case .trusted(let html):
            out += html.html
        case .rendered(let html):
            out += html.html
        case .group(let nodes):
            for node in nodes { node.render(into: &out) }
        case .doctype:
            out += "<!DOCTYPE html>\n"
        case .xmlDeclaration:
            out += "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        }
    }

    private static func render(_ attributes: [Attribute], into out: inout String) {
        for attribute in attributes {
            out += " "
            out += attribute.name
            if let value = attribute.value {
                out += "=\""
                out += Escaping.attribute(value)
                out += "\""
            }
        }
    }
}
