/// A trip in a collection: a fixed-height media box with the photo (or placeholder) and the
/// title. The activity-count overlay appears only when the count is greater than zero and
/// takes no layout space. `facts` add the trip's place and dates under the title and, for a
/// trip that was travelled, its numbers ("4 nights · 86 km · 6 entries"), a line each. The wide variant
/// adds the subtitle, and the created date when there are no facts; the theme hides that
/// date (never the subtitle) when the card is too narrow, with a container query.
public struct TripCard: Component {
    /// What a card tells of the trip under its title, each part only when known.
    public struct Facts: Sendable {
        /// Its place's name, else its country's, in the site's language.
        public var place: String?
        /// "14–27 Sep 2024", or "Posted 3 May 2021" around a `<time>`.
        public var dates: Node?
        /// "4 nights", "86 km", "6 entries": only those the trip has.
        public var numbers: [String]

        public init(place: String? = nil, dates: Node? = nil, numbers: [String] = []) {
            self.place = place
            self.dates = dates
            self.numbers = numbers
        }

        var isEmpty: Bool { (place ?? "").isEmpty && dates == nil && numbers.isEmpty }
    }

    public struct Photo: Sendable {
        public var src: String
        public var alt: String
        public var width: Int
        public var height: Int
        /// The photo's variants, when the build made them; drawn instead of `src`.
        public var picture: Picture?
        public init(src: String, alt: String, width: Int, height: Int, picture: Picture? = nil) {
            self.src = src
            self.alt = alt
            self.width = width
            self.height = height
            self.picture = picture
        }

        /// The photo as an image: its picture with the sizes and loading given, or `src`.
        func node(sizes: String, loading: Picture.Loading, style: String?) -> Node {
            if var picture {
                picture.sizes = sizes
                picture.loading = loading
                picture.style = style
                return picture.body
            }
            return Node.img(
                [
                    Attribute("src", src), Attribute("alt", alt), Attribute("width", String(width)),
                    Attribute("height", String(height)),
                ]
                    + (loading == .lazy ? [Attribute("loading", "lazy"), Attribute("decoding", "async")] : [])
                    + (style.map { [Attribute("style", $0)] } ?? []))
        }
    }

    /// What a card's image is shown at: a grid column or row card (~15rem), or a wide one.
    static let sizes = "(max-width: 30rem) 50vw, 15rem"
    static let wideSizes = "(max-width: 30rem) 100vw, 24rem"

    public var title: String
    public var href: String
    public var photo: Photo
    public var subtitle: String?
    public var created: DateLabel?
    public var activityCount: Int
    public var isWide: Bool
    /// The name shared with the trip page's hero, for a cross-page view transition. Must be
    /// unique on a page (a browser skips the transition otherwise): nil on repeated cards.
    public var transitionName: String?
    public var strings: Strings
    /// The title's heading level: one below the heading of the section the card is in.
    public var headingLevel: Int
    public var facts: Facts?

    public init(
        title: String, href: String, photo: Photo, subtitle: String?, created: DateLabel?,
        activityCount: Int, isWide: Bool, transitionName: String?, strings: Strings, headingLevel: Int = 3,
        facts: Facts? = nil
    ) {
        self.title = title
        self.href = href
        self.photo = photo
        self.subtitle = subtitle
        self.created = created
        self.activityCount = activityCount
        self.isWide = isWide
        self.transitionName = transitionName
        self.strings = strings
        self.headingLevel = min(max(headingLevel, 2), 6)
        self.facts = facts.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var body: Node {
        .article([.class("card")] + (isWide ? [.data("variant", "wide")] : [])) {
            Node.a([.class("card-link"), .href(href)]) {
                Node.div([.class("card-media")]) {
                    photo.node(
                        sizes: isWide ? Self.wideSizes : Self.sizes, loading: .lazy,
                        style: transitionName.map { "--transition-name: \($0)" })
                    if activityCount > 0 {
                        Node.span([.style(.caption, "card-count")]) { strings.activities(activityCount) }
                    }
                }
                Node.div([.class("card-text")]) {
                    Node.element("h\(headingLevel)", [.style(.headline, "card-title")]) { title }
                    if isWide {
                        Node.div([.class("card-meta")]) {
                            if let subtitle, !subtitle.isEmpty {
                                Node.p([.style(.subheadline, "card-subtitle")]) { subtitle }
                            }
                            if let created, facts == nil {
                                Node.p([.style(.footnote, "card-date")]) { created }
                            }
                        }
                    }
                    if let facts { factsNode(facts) }
                }
            }
        }
    }

    /// The place, the dates and the numbers, each on a line of its own (ellipsised when
    /// wider than the card, which the theme undoes at large text sizes).
    @HTMLBuilder
    private func factsNode(_ facts: Facts) -> Node {
        if let place = facts.place, !place.isEmpty {
            Node.p([.style(.footnote, "card-place")]) { place }
        }
        if let dates = facts.dates {
            Node.p([.style(.footnote, "card-dates")]) { dates }
        }
        if !facts.numbers.isEmpty {
            Node.p([.style(.caption, "card-numbers")]) { facts.numbers.joined(separator: " · ") }
        }
    }
}
