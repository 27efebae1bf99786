/// The image files a book page draws its photos from: on the site, each photo's largest
/// variant the `photos` stage made; in `tripsite book`, photos made from the originals at
/// the size they are printed (`BookPrintPhotos`).
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

    private let pictures: @Sendable (String) -> Picture?

    /// The picture of a photo (by source file); nil when none could be made.
    package subscript(source: String) -> Picture? { pictures(source) }

    /// Pictures by source file, made for this book.
    package init(_ pictures: [String: Picture]) {
        self.pictures = { pictures[$0] }
    }

    /// The site's variants: the largest WebP of each photo (1,600 to 2,400 pixels wide, 270
    /// to 400 dpi across an A5 page's text), else its largest JPEG.
    static func site(_ context: RenderContext) -> BookPictures {
        let photos = context.photos
        let urls = context.urls
        return BookPictures { source in
            photos[source].flatMap { $0.largest(.webp) }.map {
                Picture(url: urls.url($0.outputPath), width: $0.width, height: $0.height)
            }
        }
    }

    private init(_ pictures: @escaping @Sendable (String) -> Picture?) {
        self.pictures = pictures
    }
}
