/// Images that raw HTML in Markdown groups with nothing else (`<div class="gallery">` of
/// several `<img>`, a `<figure>` of several pictures): pages draw them as a gallery at
/// their place, each photo a thumbnail that opens full size, as a trip's own gallery. In
/// the HTML cmark-gfm made, it stands as a marker (`MarkdownHTML.galleryMarker(_:)`).
package struct MarkdownGallery: Hashable, Codable, Sendable {
    /// Its images' indexes in the document's `images`, in order.
    package var images: [Int]
    /// The `<figcaption>` of a `<figure>` that is the gallery.
    package var caption: String?
    /// The line it starts on.
    package var line: Int

    package init(images: [Int], caption: String?, line: Int) {
        self.images = images
        self.caption = caption
        self.line = line
    }
}
