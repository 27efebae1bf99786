/// A trip's other photos at the end of its page, or a gallery written in its text (raw
/// HTML's `<div class="gallery">`): a grid of thumbnails, each a link to the photo's full size (a plain link without JavaScript; the theme's `gallery.js` opens it in
/// a lightbox `<dialog>` instead, with arrow keys, Escape, and focus returned to the link).
/// The lightbox's strings are `data-text-*` attributes of the section, localised here.
public struct Gallery: Component {
    public struct Item: Sendable {
        public var picture: Picture
        /// The full-size image the thumbnail links to, and its size.
        public var fullSize: String
        public var fullWidth: Int
        public var fullHeight: Int
        public var caption: String?
        /// When the photo was taken, if the site shows it.
        public var date: DateLabel?

        public init(
            picture: Picture, fullSize: String, fullWidth: Int, fullHeight: Int, caption: String?, date: DateLabel?
        ) {
            self.picture = picture
            self.fullSize = fullSize
            self.fullWidth = fullWidth
            self.fullHeight = fullHeight
            self.caption = caption
            self.date = date
        }
    }

    public var title: String
    public var items: [Item]
    public var strings: Strings
    /// The id of its title (one per page).
    public var titleID = "gallery-title"
    /// A gallery in a journal's text: a `<figure>` (not a landmark), its title a caption
    /// written for it (`<figcaption>`), not a heading, so the text's outline stays as written.
    public var isInText = false

    public init(title: String, items: [Item], strings: Strings) {
        self.title = title
        self.items = items
        self.strings = strings
    }

    /// A gallery in a journal's text, with the caption written for it, its title's id `id`.
    public init(inText caption: String?, id: String, items: [Item], strings: Strings) {
        self.title = caption ?? ""
        self.items = items
        self.strings = strings
        self.titleID = id
        self.isInText = true
    }

    /// The lightbox's buttons and counter ("%d of %d"), for the script, and the locale its
    /// numbers are written in (`Intl.NumberFormat`).
    var scriptTexts: [Attribute] {
        ["previous", "next", "close", "counter"].map { .data("text-" + $0, strings["gallery." + $0]) }
            + [.data("locale", strings.locale.identifier)]
    }

    /// A thumbnail is shown at about 15rem, half the screen on phones.
    public static let sizes = "(max-width: 30rem) 50vw, 15rem"

    public var body: Node {
        if isInText {
            // A figure of photos, not a landmark: a page may hold several, and the trip's own.
            return .figure([.class("gallery gallery-in-text")] + scriptTexts) {
                if !title.isEmpty { Node.figcaption([.style(.footnote, "gallery-title"), .id(titleID)]) { title } }
                grid
            }
        }
        return .section([.class("gallery"), .aria("labelledby", titleID)] + scriptTexts) {
            Node.h2([.style(.title2, "gallery-title"), .id(titleID)]) { title }
            grid
        }
    }

    /// The thumbnails, each a figure with its caption.
    var grid: Node {
        Node.ul([.class("gallery-grid")]) {
            for item in items {
                Node.li([.class("gallery-item")]) {
                    Node.figure([.class("gallery-figure")]) {
                        Node.a([
                            .class("gallery-link"), .href(item.fullSize),
                            .data("width", String(item.fullWidth)), .data("height", String(item.fullHeight)),
                        ]) { item.picture }
                        if item.caption != nil || item.date != nil {
                            Node.figcaption([.style(.footnote, "gallery-caption")]) {
                                if let caption = item.caption { caption }
                                if item.caption != nil && item.date != nil { " · " }
                                if let date = item.date { date }
                            }
                        }
                    }
                }
            }
        }
    }
}
