import TripSiteImaging

/// A local photo after the `photos` stage: its variants (each a file of the output), its own
/// upright size, its average colour, and what its metadata says. Pages draw photos from it.
package struct ProcessedPhoto: Hashable, Encodable, Sendable {
    package struct Variant: Hashable, Encodable, Sendable {
        package var format: ImageFormat
        package var width: Int
        package var height: Int
        /// Relative to the output folder: `trips/kona/cover-960.1a2b3c4d.webp`.
        package var outputPath: String
        /// The encoded file in the photo cache, copied to `outputPath`.
        package var cacheFile: String
    }

    package var width: Int
    package var height: Int
    /// Smallest first.
    package var variants: [Variant]
    /// `#rrggbb`: shown while the photo loads.
    package var averageColor: String
    /// Capture time and position: in the model for pages that ask, never in a variant.
    package var metadata: PhotoMetadata

    /// The variants of one format, smallest first.
    package func variants(_ format: ImageFormat) -> [Variant] { variants.filter { $0.format == format } }

    /// The largest variant, preferring `format`.
    package func largest(_ format: ImageFormat) -> Variant? {
        variants(format).last ?? variants.last
    }
}

/// A photo of a trip's gallery: a bundle photo the trip does not show elsewhere, or one
/// listed under `gallery:`.
package struct GalleryPhoto: Hashable, Codable, Sendable {
    /// Relative to the site folder.
    package var source: String
    package var caption: String?
    /// Its line under `gallery:`; nil in a gallery made of the folder's photos.
    package var line: Int?

    package init(source: String, caption: String? = nil, line: Int? = nil) {
        self.source = source
        self.caption = caption
        self.line = line
    }
}
