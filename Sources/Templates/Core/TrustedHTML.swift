/// HTML that is inserted without escaping. The producers in TripSite are the cmark-gfm
/// renderer (journal bodies, activity names and notes) and a theme's slot templates, whose
/// markup is the theme author's and whose every value Mustache escapes; the initialisers'
/// labels say so at every call site, so a reviewer can find them all with one search. The initialiser
/// replaces the characters no web page may hold (`ForbiddenCharacters`): cmark passes a
/// vertical tab or a C1 control through as it is.
public struct TrustedHTML: Sendable, Hashable {
    public let html: String

    public init(cmarkOutput html: String) {
        self.html = ForbiddenCharacters.replaced(in: html)
    }

    public init(themeSlot html: String) {
        self.html = ForbiddenCharacters.replaced(in: html)
    }

    public var isEmpty: Bool { html.isEmpty }
}
