import Foundation
import TripSiteCore
import TripSiteImaging
import TripSiteStore

/// A book's photos made for print: each from its original through libvips, for each place it
/// is printed, cut around its centre to the shape of its box there (`BookLayout.shape`: no
/// pixel the page would hide is made, and nothing is left for a print engine to crop), as
/// wide as the box needs at `BookLayout.targetDPI` and never wider than the original has;
/// upright, in sRGB and, like every photo TripSite publishes, with no metadata left (no
/// position, no camera serial). A photo whose original is too small for
/// `BookLayout.minimumDPI` is still printed, with a warning naming it.
package enum BookPrintPhotos {
    package struct Made: Sendable {
        /// The pictures by photo and place, for `BookPictures`.
        package var pictures: [BookPictures.Key: BookPictures.Picture]
        /// A warning per photo that could not be read, and per place one prints soft.
        package var diagnostics: [Diagnostic]
    }

    /// Makes each photo of `photos` once for each of its places, on every core, into
    /// `folder` as `<n>.jpg`; each picture's URL is `urlPrefix` and its file name. `root` is
    /// the site folder the sources are relative to; `progress` is told (done, total).
    package static func make(
        _ photos: [BookContent.Photo], layout: BookLayout, root: URL, folder: URL, urlPrefix: String,
        maxPixels: Int, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> Made {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var keys: [BookPictures.Key] = []
        var seen: Set<BookPictures.Key> = []
        for photo in photos where seen.insert(.init(source: photo.source, slot: photo.slot)).inserted {
            keys.append(.init(source: photo.source, slot: photo.slot))
        }
        let done = Counter()
        let total = keys.count
        let made = parallelMap(Array(keys.enumerated()), minimumCount: 2) { index, key in
            let outcome = make(
                key, layout: layout, root: root, file: folder.appending(path: "\(index + 1).jpg"),
                maxPixels: maxPixels)
            progress?(done.increment(), total)
            return outcome
        }
        var pictures: [BookPictures.Key: BookPictures.Picture] = [:]
        var diagnostics: [Diagnostic] = []
        var unreadable: Set<String> = []
        for (index, (key, outcome)) in zip(keys, made).enumerated() {
            if let size = outcome.size {
                pictures[key] = .init(url: urlPrefix + "\(index + 1).jpg", width: size.width, height: size.height)
            }
            // A photo that cannot be read is said once, whatever its places.
            if outcome.size != nil || unreadable.insert(key.source).inserted { diagnostics += outcome.diagnostics }
        }
        return Made(pictures: pictures, diagnostics: diagnostics)
    }

    /// One photo made for one place and written to `file`: its size, and a warning when it
    /// prints below the minimum resolution there.
    private static func make(
        _ key: BookPictures.Key, layout: BookLayout, root: URL, file: URL, maxPixels: Int
    ) -> Outcome {
        let path = root.appending(path: key.source).path
        guard let size = VipsCodec.uprightSize(path), size.width > 0, size.height > 0 else {
            return .left(out: "cannot be read as an image", key.source)
        }
        let aspect = Double(size.width) / Double(size.height)
        let wanted = layout.pixels(key.slot, aspect: aspect)
        let encoded: Result<EncodedPhoto, PhotoError>
        if let shape = layout.shape(key.slot, aspect: aspect) {
            let box = VipsCodec.cropBox(width: size.width, height: size.height, aspect: shape)
            let width = min(wanted, box.width)
            encoded = VipsCodec.encodeCropped(
                path, width: width, height: max(1, Int((Double(width) / shape).rounded())), quality: 90,
                maxPixels: maxPixels)
        } else {
            let request = PhotoRequest(
                widths: [.jpeg: [min(wanted, size.width)]], quality: [.jpeg: 90], maxPixels: maxPixels)
            encoded = VipsCodec.encode(path, request)
        }
        switch encoded {
        case .failure(let error): return .left(out: error.message, key.source)
        case .success(let photo):
            guard let variant = photo.variants.first else { return .left(out: "could not be made", key.source) }
            do {
                try Data(variant.bytes).write(to: file)
            } catch {
                return .left(out: "could not be written for print (\(error.localizedDescription))", key.source)
            }
            let soft = softWarning(key, width: variant.width, layout: layout, aspect: aspect)
            return Outcome(size: (variant.width, variant.height), diagnostics: soft.map { [$0] } ?? [])
        }
    }

    /// A photo made (its size) or left out, with what there is to say of it.
    private struct Outcome: Sendable {
        var size: (width: Int, height: Int)?
        var diagnostics: [Diagnostic]

        static func left(out reason: String, _ source: String) -> Outcome {
            Outcome(size: nil, diagnostics: [.warning(reason + "; the book leaves it out", file: source)])
        }
    }

    /// A warning when a photo made `width` pixels wide prints below `BookLayout.minimumDPI` in
    /// its place.
    static func softWarning(_ key: BookPictures.Key, width: Int, layout: BookLayout, aspect: Double) -> Diagnostic? {
        let dpi = layout.dpi(width: width, slot: key.slot, aspect: aspect)
        guard dpi < BookLayout.minimumDPI else { return nil }
        let place =
            switch key.slot {
            case .cover: "on the cover"
            case .lead: "above its entry"
            case .full: "across the page"
            case .gallery: "on a page of photos"
            }
        return .warning(
            "prints at \(Int(dpi.rounded())) dpi \(place) on \(layout.paper.rawValue) paper, below the "
                + "\(Int(BookLayout.minimumDPI)) dpi of a sharp print: it has \(width) pixels across there, "
                + "\(layout.pixels(key.slot, aspect: aspect)) would print at \(Int(BookLayout.targetDPI)) dpi",
            file: key.source)
    }
}

/// A count shared by the threads making photos, for the progress line.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
