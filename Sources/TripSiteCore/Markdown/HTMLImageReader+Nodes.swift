import CXML2

/// libxml2's tree, read into Swift values: names, attributes, text, lines.
extension HTMLImageReader {
    /// An element's name, lower case (libxml2's HTML parser lowers it already).
    static func name(_ node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
    }

    /// An attribute's value (its entities already read), nil when the element has none.
    static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        guard let attribute = xmlHasProp(node, name) else { return nil }
        var value = ""
        var child = attribute.pointee.children
        while let current = child {
            if let content = current.pointee.content { value += String(cString: content) }
            child = current.pointee.next
        }
        return value
    }

    /// The first element called `name` below `node` (depth first), or `node` itself.
    static func element(_ name: String, under node: xmlNodePtr?) -> xmlNodePtr? {
        guard let node else { return nil }
        if node.pointee.type == XML_ELEMENT_NODE, self.name(node) == name { return node }
        var child = node.pointee.children
        while let current = child {
            if let found = element(name, under: current) { return found }
            child = current.pointee.next
        }
        return nil
    }

    /// A node's text, its runs of white space made one space and trimmed.
    static func text(of node: xmlNodePtr) -> String {
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        guard xmlNodeBufGetContent(buffer, node) == 0, let content = xmlBufferContent(buffer) else { return "" }
        return collapsed(String(cString: content))
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text of a figure's own `<figcaption>`; nil when it has none, or an empty one.
    static func caption(of figure: xmlNodePtr) -> String? {
        var child = figure.pointee.children
        while let node = child {
            child = node.pointee.next
            guard node.pointee.type == XML_ELEMENT_NODE, name(node) == "figcaption" else { continue }
            let caption = text(of: node)
            return caption.isEmpty ? nil : caption
        }
        return nil
    }

    /// Whether any text below `node`, outside captions and scripts, is more than white space.
    static func hasText(_ node: xmlNodePtr) -> Bool {
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if !text(of: current).isEmpty { return true }
            case XML_ELEMENT_NODE:
                let name = name(current)
                if name != "figcaption", !skipped.contains(name), hasText(current) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// The line `node` starts on (from 1; libxml2 counts a line past 65,535 as that).
    static func line(of node: xmlNodePtr) -> Int {
        max(1, Int(xmlGetLineNo(node)))
    }

    /// The HTML of `parent`'s children, as libxml2 writes it.
    static func serialized(childrenOf parent: xmlNodePtr, in document: htmlDocPtr) -> String {
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        var child = parent.pointee.children
        while let node = child {
            child = node.pointee.next
            htmlNodeDump(buffer, document, node)
        }
        guard let content = xmlBufferContent(buffer) else { return "" }
        return String(cString: content)
    }
}
