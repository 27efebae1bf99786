import TripSiteHTML

/// An image written in Markdown (`![alt](url "title")`) that pages draw themselves: a local
/// photo becomes a responsive `<picture>` of its variants, a remote one a lazy `<img>`. In
/// the HTML cmark-gfm made, each stands as a marker (`MarkdownHTML.marker(_:)`) at its place.
package struct MarkdownImage: Hashable, Codable, Sendable {
    /// The destination as written.
    package var url: String
    /// The image's description as plain text (its `alt`).
    package var alt: String
    package var title: String?
    /// It stands alone in its paragraph and has a title: drawn as a figure, the title its
    /// caption (`![The harbour](harbour.jpg "At dawn")`, a Hugo `figure`).
    package var isFigure = false
    /// The line it is on, in the Markdown.
    package var line: Int
    /// It is one of a gallery's photos (`MarkdownGallery`): drawn there as a thumbnail, its
    /// `title` the caption under it.
    package var inGallery = false
    /// The `<img>` cmark-gfm writes for it: drawn where no photo was made of it (a remote
    /// image, a file that is not there), so such an image comes out as it always did.
    package var cmarkHTML: String

    package init(
        url: String, alt: String, title: String? = nil, isFigure: Bool = false, line: Int, cmarkHTML: String,
        inGallery: Bool = false
    ) {
        self.url = url
        self.alt = alt
        self.title = title
        self.isFigure = isFigure && title != nil
        self.line = line
        self.cmarkHTML = cmarkHTML
        self.inGallery = inGallery
    }

    /// `drawing` (the picture, or the `<img>`) as it stands in the page: in a figure with
    /// its caption when it is one.
    func placed(_ drawing: String) -> String {
        guard isFigure, let title else { return drawing }
        return "<figure class=\"journal-figure\">\(drawing)<figcaption>\(Escaping.text(title))</figcaption></figure>\n"
    }

    /// cmark-gfm's `<img>`, loaded lazily (for a remote image, which is never fetched).
    package var lazyCmarkHTML: String {
        guard cmarkHTML.hasPrefix("<img ") else { return cmarkHTML }
        return "<img loading=\"lazy\" decoding=\"async\" " + cmarkHTML.dropFirst("<img ".count)
    }

    /// Whether pages draw this image: an http(s) URL or a path (relative or root-relative).
    /// Other schemes (`data:`, `javascript:`) stay with cmark-gfm, which drops unsafe ones.
    static func isDrawn(_ url: String) -> Bool {
        let lower = url.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return true }
        let firstSlash = url.firstIndex(of: "/") ?? url.endIndex
        return !url.isEmpty && !url.hasPrefix("//") && !url[..<firstSlash].contains(":")
    }

    /// Whether the URL is remote (never fetched; drawn lazily as it is).
    package var isRemote: Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }
}
