/// A trip told day by day: its entries as numbered steps, oldest first, each with its day,
/// date and place, its title linking to its page, the opening of its text and a photo.
public struct Timeline: Component {
    public struct Step: Sendable {
        /// "Day 3".
        public var day: String
        public var date: DateLabel
        public var place: String?
        public var title: String
        public var href: String
        public var summary: String
        /// Decorative (`alt=""`): the title is the link's name.
        public var picture: Picture?

        public init(
            day: String, date: DateLabel, place: String?, title: String, href: String, summary: String,
            picture: Picture?
        ) {
            self.day = day
            self.date = date
            self.place = place
            self.title = title
            self.href = href
            self.summary = summary
            self.picture = picture
        }
    }

    public var title: String
    public var steps: [Step]
    /// Whether the steps are one trip's days, numbered in order; days of several trips (a
    /// tag's page) are a plain list.
    public var isNumbered: Bool
    /// The number of the first step: a page of a long timeline goes on from the one before
    /// (`<ol start>`, so a screen reader counts as the markers do).
    public var start: Int
    /// What a step's photo is shown at: a thumbnail beside its text.
    public static let photoSizes = "8rem"

    public init(title: String, steps: [Step], numbered: Bool = true, start: Int = 1) {
        self.title = title
        self.steps = steps
        self.isNumbered = numbered
        self.start = start
    }

    public var body: Node {
        .section([.class("timeline"), .aria("labelledby", "timeline-title")]) {
            Node.h2([.style(.title3), .id("timeline-title")]) { title }
            if isNumbered {
                Node.ol([.class("timeline-list")] + (start == 1 ? [] : [Attribute("start", String(start))])) {
                    for (index, step) in steps.enumerated() { item(step, number: start + index) }
                }
            } else {
                Node.ul([.class("timeline-list timeline-days")]) {
                    for step in steps { item(step, number: nil) }
                }
            }
        }
    }

    private func item(_ step: Step, number: Int?) -> Node {
        let photo = step.picture.map { picture -> Node in
            var picture = picture
            picture.imageAttributes.append(.class("timeline-photo"))
            return picture.body
        }
        return .li([.class("timeline-step")]) {
            if let number { Node.span([.class("timeline-marker"), .aria("hidden", "true")]) { String(number) } }
            Node.article([.class("timeline-card")]) {
                Node.div([.class("timeline-text")]) {
                    // The parts in a span of their own: the theme pulls it into the clipped
                    // start of the line, hiding the separator before a wrapped part.
                    Node.p([.style(.caption, "timeline-meta")]) {
                        Node.span([.class("timeline-meta-parts")]) {
                            Node.span([.class("timeline-day")]) { step.day }
                            step.date.body
                            if let place = step.place { Node.span([.class("timeline-place")]) { place } }
                        }
                    }
                    Node.h3([.style(.headline, "timeline-title")]) {
                        Node.a([.class("timeline-link"), .href(step.href)]) { step.title }
                    }
                    if !step.summary.isEmpty { Node.p([.class("timeline-summary")]) { step.summary } }
                }
                if let photo { photo }
            }
        }
    }
}
