/// A badge as a tile: its art, title and a caption (the earned date, or the progress). Earned
/// badges are in colour; unearned ones are desaturated by the theme (`data-state="locked"`).
/// The whole tile links to the badge's page.
public struct BadgeTile: Component {
    public enum Size: String, Sendable { case small, regular }

    public var title: String
    public var href: String
    public var artSrc: String
    public var isEarned: Bool
    public var caption: Node?
    public var size: Size
    /// Heading level of the title inside the tile, or nil for plain text.
    public var headingLevel: Int?
    public var strings: Strings

    public init(
        title: String, href: String, artSrc: String, isEarned: Bool, caption: Node?, size: Size = .regular,
        headingLevel: Int? = nil, strings: Strings
    ) {
        self.title = title
        self.href = href
        self.artSrc = artSrc
        self.isEarned = isEarned
        self.caption = caption
        self.size = size
        self.headingLevel = headingLevel
        self.strings = strings
    }

    var pixels: Int {
        switch size {
        case .small: 48
        case .regular: 96
        }
    }

    public var body: Node {
        let titleNode: Node =
            if let level = headingLevel {
                .element("h\(min(max(level, 2), 6))", [.style(.headline, "badge-title")]) { title }
            } else {
                .span([.style(.headline, "badge-title")]) { title }
            }
        return .a([
            .class("badge-tile"), .href(href), .data("state", isEarned ? "earned" : "locked"),
            .data("size", size.rawValue),
        ]) {
            Node.span([.class("badge-art-frame")]) {
                Node.img([
                    .class("badge-art"), Attribute("src", artSrc), Attribute("alt", ""),
                    Attribute("width", String(pixels)), Attribute("height", String(pixels)),
                    Attribute("loading", "lazy"),
                ])
            }
            Node.div([.class("badge-text")]) {
                titleNode
                Node.span([.class("visually-hidden")]) {
                    isEarned ? strings["badge.state.earned"] : strings["badge.state.locked"]
                }
                if let caption {
                    Node.span([.style(.footnote, "badge-caption")]) { caption }
                }
            }
        }
    }
}

/// A row of badges that scrolls horizontally and snaps each badge to the centre (the goals
/// page's "Recently earned").
public struct BadgeCarousel: Component {
    public var tiles: [BadgeTile]

    public init(tiles: [BadgeTile]) { self.tiles = tiles }

    public var body: Node {
        .ul([.class("badge-carousel")]) {
            for tile in tiles { Node.li([.class("badge-carousel-item")]) { tile } }
        }
    }
}

/// Badges as a responsive grid.
public struct BadgeGrid: Component {
    public var tiles: [BadgeTile]
    public var size: BadgeTile.Size

    public init(tiles: [BadgeTile], size: BadgeTile.Size = .regular) {
        self.tiles = tiles
        self.size = size
    }

    public var body: Node {
        .ul([.class("badge-grid"), .data("size", size.rawValue)]) {
            for tile in tiles { Node.li([.class("badge-grid-item")]) { tile } }
        }
    }
}

/// An unearned badge on the way: a small tile, the sentence ("7 of 10 activities — 3 to go")
/// and a progress bar.
public struct MilestoneRow: Component {
    public var tile: BadgeTile
    public var sentence: String
    public var bar: ProgressBar

    public init(tile: BadgeTile, sentence: String, bar: ProgressBar) {
        self.tile = tile
        self.sentence = sentence
        self.bar = bar
    }

    public var body: Node {
        .li([.class("milestone")]) {
            tile
            Node.div([.class("milestone-progress")]) {
                Node.p([.style(.subheadline, "milestone-sentence")]) { sentence }
                bar
            }
        }
    }
}

/// A labelled figure in the goals summary ("12 activities done").
public struct StatList: Component {
    public struct Item: Sendable {
        public var value: String
        /// "of how many", shown after the value ("39 / 64").
        public var total: String?
        public var label: String
        public init(value: String, total: String? = nil, label: String) {
            self.value = value
            self.total = total
            self.label = label
        }
    }

    public var items: [Item]
    public var attributes: [Attribute]

    public init(items: [Item], attributes: [Attribute]) {
        self.items = items
        self.attributes = attributes
    }

    public var body: Node {
        .dl(attributes) {
            // Plain dt/dd pairs (no `div.stat` around each): the stylesheet draws each pair
            // as one card on a grid; axe-core before 3.3 reports div-grouped pairs (`dlitem`).
            for item in items {
                Node.dt([.style(.footnote, "stat-label")]) { item.label }
                // <bdi>: a ratio reads left to right in right-to-left pages too.
                Node.dd([.style(.title, "stat-value")]) {
                    Node.element("bdi") {
                        item.value
                        if let total = item.total { Node.span([.class("stat-total")]) { " / \(total)" } }
                    }
                }
            }
        }
    }
}
