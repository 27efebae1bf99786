import Foundation
import TripSiteImaging
import TripSiteStore

extension PhotoStage {
    /// Images drawn without a description: a warning at each.
    package static func missingAltText(_ site: Site) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func check(_ images: [MarkdownImage], file: String) {
            for image in images where image.alt.trimmingWhitespace().isEmpty {
                found.append(
                    .warning(
                        "image '\(image.url)' has no alt text: describe what it shows, ![a red cabin by the sea](\(image.url))",
                        file: file, line: image.line))
            }
        }
        for trip in site.trips {
            check(trip.bodyHTML.images, file: trip.sourcePath)
            for entry in trip.entries { check(entry.bodyHTML.images, file: entry.sourcePath) }
        }
        for page in site.pages { check(page.bodyHTML.images, file: page.sourcePath) }
        return found
    }

    /// `static/` is published byte for byte (the user's choice), so a file there that records
    /// where someone was is published with it: a warning naming each. What a file is comes
    /// from its content (a photo without an extension is still a photo): a photo or a camera's
    /// raw file that records a GPS position (EXIF or XMP), a video that does (`FileContent`),
    /// and any file of positions (GPX, KML/KMZ, TCX, FIT, GeoJSON, NMEA, …).
    func staticPositions(_ staticFiles: [String]) -> [Diagnostic] {
        let base = root.path + "/static/"
        let found = parallelMap(staticFiles, minimumCount: 8) { path -> String? in
            let full = base + path
            switch PhotoFiles.isProcessable(path) ? .photo(.web) : FileContent.of(path: full) {
            case .positions(let format):
                return "is a \(format) file of positions (where someone was, often when and from where they set out)"
            case .videoWithPosition:
                return "is a video that records the GPS position where it was filmed"
            case .photo, .cameraRaw:
                let recorded = cache.hasPosition(full) { file in
                    VipsCodec.metadata(file)?.hasPosition ?? false || PositionMarkers.found(in: file)
                }
                return recorded ? "records the GPS position where it was taken" : nil
            case .other:
                return nil
            }
        }
        return zip(staticFiles, found).compactMap { path, problem in
            problem.map { problem in
                .warning(
                    "static/\(path) \(problem), and static/ is published as it is: move it into a trip's folder "
                        + "(photos are published without metadata, tracks as maps without times or ends) "
                        + "or remove what it records",
                    file: "static/\(path)", line: nil)
            }
        }
    }

    /// A gallery found in a bundle is in the order the photos were taken (by name when the
    /// time is unknown); one listed under `gallery:` keeps its order.
    package static func orderGallery(_ trip: Trip, photos: [String: ProcessedPhoto]) -> Trip {
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

/// Which files the photo pipeline makes variants of by their name alone (any other file is
/// one when its content says so: `FileContent`).
package enum PhotoFiles {
    static let processable: Set<String> = ["jpg", "jpeg", "png", "webp", "heic", "heif", "avif"]

    /// A JPEG, PNG, WebP, HEIC/HEIF or AVIF file by its extension. (Its contents decide
    /// whether it really is one.)
    package static func isProcessable(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return processable.contains(path[path.index(after: dot)...].lowercased())
    }
}
