/// The site's top-level sections (Wishlist, Goals, Search): a labelled `nav` with a list,
/// the current section marked with `aria-current`: `"page"` on the section's own page,
/// `"true"` on a page that belongs to it (the map and the badges belong to Goals).
public struct NavigationBar: Component {
    public struct Item: Sendable {
        public var label: String
        public var href: String
        public var icon: Icon
        public var isCurrent: Bool
        /// Whether this page is the section's own page (`href`), not one that belongs to it.
        public var isCurrentPage = true

        public init(label: String, href: String, icon: Icon, isCurrent: Bool) {
            self.label = label
            self.href = href
            self.icon = icon
            self.isCurrent = isCurrent
        }
    }

    public var label: String
    public var items: [Item]

    public init(label: String, items: [Item]) {
        self.label = label
        self.items = items
    }

    public var body: Node {
        .nav([.class("site-nav"), .aria("label", label)]) {
            Node.ul([.class("site-nav-list")]) {
                for item in items {
                    Node.li {
                        Node.a(
                            [.href(item.href), .class("site-nav-link")]
                                + (item.isCurrent ? [.aria("current", item.isCurrentPage ? "page" : "true")] : [])
                        ) {
                            item.icon
                            Node.span([.class("site-nav-label")]) { item.label }
                        }
                    }
                }
            }
        }
    }
}
