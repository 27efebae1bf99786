/// The document around every page: `head` with metadata and assets, a skip link, the
/// header with the site title and navigation, `main`, and the footer.
public struct PageLayout: Component {
    public var language: String
    public var direction: String
    public var title: String
    public var description: String
    public var siteTitle: String
    public var homeHref: String
    public var stylesheets: [String]
    public var icon: String?
    public var scripts: [String]
    /// The navigation bar (`NavigationBar`), as a node: the same few on every page, so a
    /// site renders each once.
    public var navigation: Node
    public var pageClass: String
    public var footer: [Node]
    /// Extra elements in `head`: canonical link, Open Graph and feed links.
    public var meta: [Node]
    /// The end of `head`, after the stylesheets and scripts, and the end of the site header,
    /// after the navigation (a theme's slots).
    public var headEnd: [Node] = []
    public var headerEnd: [Node] = []
    public var strings: Strings
    public var content: Node

    public init(
        language: String, direction: String = "ltr", title: String, description: String,
        siteTitle: String, homeHref: String, stylesheets: [String], icon: String? = nil, scripts: [String] = [],
        navigation: Node, pageClass: String, footer: [Node] = [], meta: [Node] = [], strings: Strings,
        @HTMLBuilder content: () -> Node
    ) {
        self.language = language
        self.direction = direction
        self.title = title
        self.description = description
        self.siteTitle = siteTitle
        self.homeHref = homeHref
        self.stylesheets = stylesheets
        self.icon = icon
        self.scripts = scripts
        self.navigation = navigation
        self.pageClass = pageClass
        self.footer = footer
        self.meta = meta
        self.strings = strings
        self.content = content()
    }

    /// The head's elements that are the same on every page, made once.
    private static let charsetAndViewport = Node.group {
        Node.meta([Attribute("charset", "utf-8")])
        Node.meta([Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1")])
    }
    private static let colorSchemeAndGenerator = Node.group {
        Node.meta([Attribute("name", "color-scheme"), Attribute("content", "light dark")])
        Node.meta([Attribute("name", "generator"), Attribute("content", "TripSite")])
    }

    public var body: Node {
        .group {
            Node.doctype
            Node.html([Attribute("lang", language), Attribute("dir", direction)]) {
                Node.head {
                    Self.charsetAndViewport
                    Node.title { title == siteTitle ? title : "\(title) · \(siteTitle)" }
                    if !description.isEmpty {
                        Node.meta([Attribute("name", "description"), Attribute("content", description)])
                    }
                    Self.colorSchemeAndGenerator
                    meta
                    for href in stylesheets {
                        Node.link([Attribute("rel", "stylesheet"), .href(href)])
                    }
                    if let icon {
                        Node.link([Attribute("rel", "icon"), .href(icon), Attribute("type", "image/svg+xml")])
                    }
                    for src in scripts {
                        Node.script([Attribute("src", src), .flag("defer")])
                    }
                    headEnd
                }
                Node.body([.class("page", pageClass)]) {
                    Node.a([.class("skip-link"), .href("#main")]) { strings["skip"] }
                    Node.header([.class("site-header")]) {
                        Node.div([.class("site-header-inner")]) {
                            Node.a([.style(.headline, "site-title"), .href(homeHref)]) { siteTitle }
                            navigation
                            headerEnd
                        }
                    }
                    Node.main([.id("main"), .class("site-main")]) { content }
                    Node.footer([.style(.footnote, "site-footer")]) { footer }
                }
            }
        }
    }
}
