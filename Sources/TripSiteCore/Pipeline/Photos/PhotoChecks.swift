import Foundation
import TripSiteImaging

extension PhotoStage {
    /// Images drawn without a description: a warning at each.
    static func missingAltText(_ site: Site) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func check(_ images: [MarkdownImage], file: String) {
            for image in images where image.alt.trimmingWhitespace().isEmpty {
                found.append(
                    .warning(
                        "image '\(image.url)' has no alt text: describe what it shows, ![a red cabin by the sea](\(image.url))",
                        file: file, line: image.line))
            }
        }
        for trip in site.trips { check(trip.bodyHTML.images, file: trip.sourcePath) }
        for page in site.pages { check(page.bodyHTML.images, file: page.sourcePath) }
        return found
    }

    /// `static/` is published byte for byte (the user's choice), so a photo there that
    /// records where it was taken is published with its position: a warning naming it.
    func staticPositions(_ staticFiles: [String]) -> [Diagnostic] {
        let photos = staticFiles.filter(PhotoFiles.isProcessable)
        let base = root.path + "/static/"
        let positions = parallelMap(photos, minimumCount: 8) { path in
            cache.hasPosition(base + path) {
                VipsCodec.metadata($0)?.hasPosition ?? false
            }
        }
        return zip(photos, positions).filter(\.1).map { path, _ in
            .warning(
                "static/\(path) records the GPS position where it was taken, and static/ is published as it is: "
                    + "move it into a trip's folder (its copies carry no metadata) or remove the position",
                file: "static/\(path)", line: nil)
        }
    }

    /// A gallery found in a bundle is in the order the photos were taken (by name when the
    /// time is unknown); one listed under `gallery:` keeps its order.
    static func orderGallery(_ trip: Trip, photos: [String: ProcessedPhoto]) -> Trip {
        guard !trip.galleryIsListed, trip.gallery.count > 1 else { return trip }
        var trip = trip
        trip.gallery.sort { a, b in
            let timeA = photos[a.source]?.metadata.captureTime ?? "~"
            let timeB = photos[b.source]?.metadata.captureTime ?? "~"
            return (timeA, a.source) < (timeB, b.source)
        }
        return trip
    }
}

/// Which files the photo pipeline makes variants of, by name.
package enum PhotoFiles {
    static let processable: Set<String> = ["jpg", "jpeg", "png", "webp", "heic", "heif", "avif"]

    /// A JPEG, PNG, WebP, HEIC/HEIF or AVIF file by its extension. (Its contents decide
    /// whether it really is one; SVG and GIF pass through as they are.)
    package static func isProcessable(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return processable.contains(path[path.index(after: dot)...].lowercased())
    }
}
