/// Previous/next links between trips.
public struct Pager: Component {
    public struct Link: Sendable {
        public var title: String
        public var href: String
        public init(title: String, href: String) {
            self.title = title
            self.href = href
        }
    }

    public var previous: Link?
    public var next: Link?
    public var strings: Strings

    public init(previous: Link?, next: Link?, strings: Strings) {
        self.previous = previous
        self.next = next
        self.strings = strings
    }

    public var body: Node {
        guard previous != nil || next != nil else { return .empty }
        return .nav([.class("pager"), .aria("label", strings["pager.label"])]) {
            if let previous {
                Node.a([.class("pager-link pager-previous"), .href(previous.href), Attribute("rel", "prev")]) {
                    Icon.chevronLeft
                    Node.span([.class("pager-text")]) {
                        Node.span([.style(.caption, "pager-direction")]) { strings["pager.previous"] }
                        Node.span([.style(.headline, "pager-title")]) { previous.title }
                    }
                }
            }
            if let next {
                Node.a([.class("pager-link pager-next"), .href(next.href), Attribute("rel", "next")]) {
                    Node.span([.class("pager-text")]) {
                        Node.span([.style(.caption, "pager-direction")]) { strings["pager.next"] }
                        Node.span([.style(.headline, "pager-title")]) { next.title }
                    }
                    Icon.chevronRight
                }
            }
        }
    }
}
