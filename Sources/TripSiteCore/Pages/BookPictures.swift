/// The image files a book page draws its photos from: on the site, each photo's largest
/// JPEG the `photos` stage made, cropped by the stylesheet; in `tripsite book`, each photo
/// made from its original for the place it is printed, cut to its box (`BookPrintPhotos`).
package struct BookPictures: Sendable {
    /// One image: its URL as the page writes it and its size in pixels.
    package struct Picture: Hashable, Sendable {
        package var url: String
        package var width: Int
        package var height: Int

        package init(url: String, width: Int, height: Int) {
            self.url = url
            self.width = width
            self.height = height
        }
    }

    /// A photo in a place of the book.
    package struct Key: Hashable, Sendable {
        package var source: String
        package var slot: BookLayout.Slot

        package init(source: String, slot: BookLayout.Slot) {
            self.source = source
            self.slot = slot
        }
    }

    private let pictures: @Sendable (Key) -> Picture?
    /// Whether each picture already has its box's shape (made for this book): the page then
    /// needs no cropping, which makes Chromium print a book five times slower.
    package let areCut: Bool

    /// The picture of a photo (by source file) in `slot`; nil when none could be made.
    package subscript(source: String, slot: BookLayout.Slot) -> Picture? {
        pictures(Key(source: source, slot: slot))
    }

    /// Pictures made for this book, by photo and place, each cut to its box's shape.
    package init(_ pictures: [Key: Picture]) {
        self.pictures = { pictures[$0] }
        areCut = true
    }

    /// The site's variants: the largest JPEG of each photo, whatever its place (960 pixels
    /// wide: about 200 dpi across an A5 page's text). Not its WebP: a browser saving the page
    /// as a PDF writes a WebP's pixels out uncompressed (a 30-day journey: 265 MB).
    static func site(_ context: RenderContext) -> BookPictures {
        let photos = context.photos
        let urls = context.urls
        return BookPictures { key in
            photos[key.source].flatMap { $0.largest(.jpeg) }.map {
                Picture(url: urls.url($0.outputPath), width: $0.width, height: $0.height)
            }
        }
    }

    private init(_ pictures: @escaping @Sendable (Key) -> Picture?) {
        self.pictures = pictures
        areCut = false
    }
}
