import TripSiteHTML

/// HTML that cmark-gfm rendered from a journal's Markdown: a trip's or page's body, an
/// activity's name and notes. The model holds it as this value, not as the HTML library's
/// `TrustedHTML`, so the model does not depend on how pages are drawn; pages turn it into
/// `TrustedHTML` (`trusted`) where they insert it. The characters no web page may hold are
/// replaced once, here (`ForbiddenCharacters`): cmark passes a vertical tab or a C1 control
/// through as it is.
package struct MarkdownHTML: Hashable, Sendable {
    package let html: String

    package init(cmarkOutput html: String) {
        self.html = ForbiddenCharacters.replaced(in: html)
    }

    package var isEmpty: Bool { html.isEmpty }

    /// The HTML to insert into a page unescaped.
    package var trusted: TrustedHTML { TrustedHTML(cmarkOutput: html) }
}
