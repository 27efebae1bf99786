/// Links between the pages of a long listing: previous (after the first page), the page
/// numbers (the first, the last and two either side of the current one, with a gap shown
/// between), and next (before the last). The current page is marked `aria-current="page"`;
/// previous and next carry `rel`.
public struct PageNumbers: Component {
    public var current: Int
    public var count: Int
    /// The URL of page N (1-based).
    public var href: @Sendable (Int) -> String
    public var strings: Strings

    public init(current: Int, count: Int, href: @escaping @Sendable (Int) -> String, strings: Strings) {
        self.current = current
        self.count = count
        self.href = href
        self.strings = strings
    }

    /// The numbers shown, in order; nil stands for a gap ("…").
    public var shown: [Int?] {
        let near = Set([1, count] + Array(max(1, current - 2)...min(count, current + 2)))
        var result: [Int?] = []
        for number in near.sorted() {
            if let last = result.last ?? nil, number > last + 1 { result.append(nil) }
            result.append(number)
        }
        return result
    }

    /// The numbers a phone shows: the first, the current and the last.
    var narrow: Set<Int> { [1, current, count] }

    public var body: Node {
        .nav([.class("page-numbers"), .aria("label", strings["pagination.label"])]) {
            Node.ul([.class("page-numbers-list")]) {
                if current > 1 {
                    Node.li([.class("page-numbers-step")]) { step(current - 1, rel: "prev", icon: .chevronLeft) }
                }
                items()
                if current < count {
                    Node.li([.class("page-numbers-step")]) { step(current + 1, rel: "next", icon: .chevronRight) }
                }
            }
        }
    }

    /// The numbers and gaps: those of `shown` a phone leaves out are `is-wide-only`, and the
    /// gaps only a phone needs (between the first, current and last) `is-narrow-only`.
    @HTMLBuilder private func items() -> Node {
        let narrowOrder = narrow.sorted()
        for number in shown {
            if let number {
                Node.li([.class("page-numbers-item" + (narrow.contains(number) ? "" : " is-wide-only"))]) {
                    link(number)
                }
                if narrow.contains(number), let next = narrowOrder.first(where: { $0 > number }), next > number + 1 {
                    Node.li([.class("page-numbers-item is-narrow-only")]) { gap }
                }
            } else {
                Node.li([.class("page-numbers-item is-wide-only")]) { gap }
            }
        }
    }

    private var gap: Node { .span([.class("page-numbers-gap")]) { "…" } }

    private func link(_ number: Int) -> Node {
        let label = strings.format("pagination.page", number)
        let text = strings.number(number)
        if number == current {
            return .a([.class("page-number"), .href(href(number)), .aria("current", "page"), .aria("label", label)]) {
                text
            }
        }
        return .a([.class("page-number"), .href(href(number)), .aria("label", label)]) { text }
    }

    /// The link to the previous or next page (none before the first or after the last).
    private func step(_ number: Int, rel: String, icon: Icon) -> Node {
        let label = strings[rel == "prev" ? "pagination.previous" : "pagination.next"]
        let text = Node.span([.class("page-numbers-text")]) { label }
        let content: [Node] = rel == "prev" ? [icon.body, text] : [text, icon.body]
        return .element(
            "a", [.class("page-numbers-link"), .href(href(number)), Attribute("rel", rel)], children: content)
    }
}
