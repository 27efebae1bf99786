/// An image written as raw HTML in Markdown (`<img>`, a `<picture>`, a `<figure>` with its
/// `<figcaption>`), as `HTMLImageReader` finds it: what a Markdown image would say.
struct HTMLImage: Hashable, Sendable {
    /// The file it shows: the `<img>`'s `src` (else its `data-src`, else the first of its
    /// `srcset`), a `<picture>`'s `<img>` (else its first `<source>`), or the image file an
    /// `<a>` around it links to (a gallery's thumbnail linking to the full photo).
    var url: String
    var alt: String
    /// The `<figcaption>` of the `<figure>` it stands alone in.
    var caption: String?
    /// Its line in the HTML read (from 1).
    var line: Int
}

/// What `HTMLImageReader` found in a piece of raw HTML, in document order: each image, and
/// each group of images an element holds with no text of its own besides captions (`<div
/// class="gallery">`, a `<figure>` of several pictures), a gallery.
enum HTMLImagePiece: Hashable, Sendable {
    case image(HTMLImage)
    case gallery([HTMLImage], caption: String?, line: Int)

    var images: [HTMLImage] {
        switch self {
        case .image(let image): [image]
        case .gallery(let images, _, _): images
        }
    }
}
