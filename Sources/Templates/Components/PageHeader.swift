/// The title block at the top of a page: a large title and an optional subtitle.
public struct PageHeader: Component {
    public var title: String
    public var subtitle: String?

    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    public var body: Node {
        .header([.class("page-header")]) {
            Node.h1([.style(.largeTitle, "page-title")]) { title }
            if let subtitle, !subtitle.isEmpty {
                Node.p([.style(.subheadline, "page-subtitle")]) { subtitle }
            }
        }
    }
}
