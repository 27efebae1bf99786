/// HTML that is inserted without escaping. The only producer in TripSite is the cmark-gfm
/// renderer (journal bodies, activity names and notes); the initialiser's label says so at
/// every call site, so a reviewer can find them all with one search. The initialiser
/// replaces the characters no web page may hold (`ForbiddenCharacters`): cmark passes a
/// vertical tab or a C1 control through as it is.
public struct TrustedHTML: Sendable, Hashable {
    public let html: String

    public init(cmarkOutput html: String) {
        self.html = ForbiddenCharacters.replaced(in: html)
    }

    public var isEmpty: Bool { html.isEmpty }
}
