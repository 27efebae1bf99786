import TripSiteImaging

/// Where a page shows a photo, which decides the widths made of it. The widths follow the
/// default theme's layout (docs/content-format.md lists them): a card is at most ~24rem
/// wide, the hero spans the 72rem content column, the journal's text column is 44rem, and
/// a gallery thumbnail ~15rem with the full photo in the lightbox. Each WebP width serves
/// 1× and 2× screens at 390 and 1280 px; one JPEG serves browsers without WebP.
package enum PhotoRole: String, Hashable, Encodable, Sendable, CaseIterable, Comparable {
    /// A trip's `photo:`: its cards and its page's hero.
    case cover
    /// An image in a journal's text.
    case body
    /// A photo of a trip's gallery, with its full size for the lightbox.
    case gallery

    var widths: [ImageFormat: [Int]] {
        switch self {
        case .cover: [.webp: [480, 960, 1600], .jpeg: [960]]
        case .body: [.webp: [960, 1600], .jpeg: [960]]
        case .gallery: [.webp: [480, 960, 2400], .jpeg: [960]]
        }
    }

    /// What to make of a photo that has these roles: the union of their widths.
    static func request(for roles: Set<PhotoRole>, settings: PhotoSettings) -> PhotoRequest {
        var widths: [ImageFormat: [Int]] = [:]
        for role in roles {
            for (format, list) in role.widths { widths[format, default: []] += list }
        }
        if settings.avif, let webp = widths[.webp] { widths[.avif] = webp }
        return PhotoRequest(
            widths: widths.mapValues { Array(Set($0)).sorted() }, quality: settings.quality,
            webpEffort: settings.webpEffort, maxPixels: settings.maxPixels)
    }

    package static func < (a: PhotoRole, b: PhotoRole) -> Bool { a.rawValue < b.rawValue }
}

/// How photos are encoded (`site.yml` `photos:`), and what pages may show of their metadata.
package struct PhotoSettings: Hashable, Encodable, Sendable {
    package var quality: [ImageFormat: Int] = [.webp: 80, .jpeg: 82, .avif: 55]
    package var webpEffort = 4
    /// AVIF variants too (slow: ~8× WebP's encoding time).
    package var avif = false
    package var maxPixels = 100_000_000
    /// Gallery captions show when each photo was taken.
    package var showCaptureDates = false
    /// Photos that record where they were taken are drawn on their trip's route map (never
    /// inside the route's private ends).
    package var showLocation = false

    package init() {}
}
