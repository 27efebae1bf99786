/// The top of a trip page: the photo in a `figure` with the completion overlay on it (only
/// when the trip has activities), then the title, subtitle and facts.
public struct TripHero: Component {
    public var title: String
    public var subtitle: String?
    public var photo: TripCard.Photo
    public var transitionName: String
    public var completion: CompletionOverlay?
    public var facts: [(label: String, value: Node)]

    public init(
        title: String, subtitle: String?, photo: TripCard.Photo, transitionName: String,
        completion: CompletionOverlay?, facts: [(label: String, value: Node)]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.photo = photo
        self.transitionName = transitionName
        self.completion = completion
        self.facts = facts
    }

    /// The hero spans the content column (72rem), the whole screen on phones.
    static let sizes = "(max-width: 72rem) 100vw, 72rem"

    public var body: Node {
        .header([.class("trip-header")]) {
            Node.figure([.class("trip-hero")]) {
                photo.node(sizes: Self.sizes, loading: .eager, style: "--transition-name: \(transitionName)")
                if let completion { completion }
            }
            Node.div([.class("trip-heading")]) {
                Node.h1([.style(.largeTitle, "trip-title")]) { title }
                if let subtitle, !subtitle.isEmpty {
                    Node.p([.style(.title3, "trip-subtitle")]) { subtitle }
                }
                if !facts.isEmpty {
                    // Plain dt/dd pairs, laid out by the stylesheet's grid: a `div` around
                    // each pair is valid HTML, but axe-core before 3.3 reports it (`dlitem`).
                    Node.dl([.style(.footnote, "trip-facts")]) {
                        for fact in facts {
                            Node.dt([.class("trip-fact-label")]) { fact.label }
                            Node.dd([.class("trip-fact-value")]) { fact.value }
                        }
                    }
                }
            }
        }
    }
}
