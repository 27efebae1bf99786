import Foundation
import TripSiteCore
import TripSiteImaging
import TripSiteStore

/// A book's photos made for print: each from its original through libvips, as wide as the
/// widest place it is printed needs at `BookLayout.targetDPI` (never wider than the original),
/// upright, in sRGB, and, like every photo TripSite publishes, with no metadata left (no
/// position, no camera serial). A photo whose original is too small for `BookLayout.minimumDPI`
/// is still printed, with a warning naming it.
package enum BookPrintPhotos {
    package struct Made: Sendable {
        /// The pictures by source file, for `BookPictures`.
        package var pictures: [String: BookPictures.Picture]
        /// A warning per photo that could not be read or prints soft.
        package var diagnostics: [Diagnostic]
    }

    /// Makes every photo of `photos` once, on every core, into `folder` as `<n>.jpg`; each
    /// picture's URL is `urlPrefix` and its file name. `root` is the site folder the
    /// sources are relative to; `progress` is told (done, total).
    package static func make(
        _ photos: [BookContent.Photo], layout: BookLayout, root: URL, folder: URL, urlPrefix: String,
        maxPixels: Int, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws -> Made {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var slots: [String: Set<BookLayout.Slot>] = [:]
        var order: [String] = []
        for photo in photos {
            if slots[photo.source] == nil { order.append(photo.source) }
            slots[photo.source, default: []].insert(photo.slot)
        }
        let done = Counter()
        let (uses, total) = (slots, order.count)
        let made = parallelMap(Array(order.enumerated()), minimumCount: 2) { index, source in
            let result = make(
                source, slots: uses[source]!, layout: layout, root: root,
                file: folder.appending(path: "\(index + 1).jpg"), maxPixels: maxPixels)
            progress?(done.increment(), total)
            return result
        }
        var pictures: [String: BookPictures.Picture] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, (source, outcome)) in zip(order, made).enumerated() {
            if let size = outcome.size {
                pictures[source] = .init(url: urlPrefix + "\(index + 1).jpg", width: size.width, height: size.height)
            }
            diagnostics += outcome.diagnostics
        }
        return Made(pictures: pictures, diagnostics: diagnostics)
    }

    /// One photo made and written to `file`: its size, and a warning for each place it
    /// prints below the minimum resolution.
    private static func make(
        _ source: String, slots: Set<BookLayout.Slot>, layout: BookLayout, root: URL, file: URL, maxPixels: Int
    ) -> Outcome {
        let path = root.appending(path: source).path
        guard let size = VipsCodec.uprightSize(path), size.width > 0, size.height > 0 else {
            return .left(out: "cannot be read as an image", source)
        }
        let aspect = Double(size.width) / Double(size.height)
        let wanted = slots.map { layout.pixels($0, aspect: aspect) }.max() ?? size.width
        let request = PhotoRequest(widths: [.jpeg: [min(wanted, size.width)]], quality: [.jpeg: 90], maxPixels: maxPixels)
        switch VipsCodec.encode(path, request) {
        case .failure(let error): return .left(out: error.message, source)
        case .success(let encoded):
            guard let variant = encoded.variants.first else {
                return .left(out: "could not be made for print", source)
            }
            do {
                try Data(variant.bytes).write(to: file)
            } catch {
                return .left(out: "could not be written for print (\(error.localizedDescription))", source)
            }
            let soft = slots.sorted { "\($0)" < "\($1)" }.compactMap { slot in
                softWarning(source, width: variant.width, slot: slot, layout: layout, aspect: aspect)
            }
            return Outcome(size: (variant.width, variant.height), diagnostics: soft)
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

    /// A warning when a photo `width` pixels wide prints below `BookLayout.minimumDPI` in `slot`.
    static func softWarning(
        _ source: String, width: Int, slot: BookLayout.Slot, layout: BookLayout, aspect: Double
    ) -> Diagnostic? {
        let dpi = layout.dpi(width: width, slot: slot, aspect: aspect)
        guard dpi < BookLayout.minimumDPI else { return nil }
        let place =
            switch slot {
            case .cover: "on the cover"
            case .lead: "above its entry"
            case .full: "across the page"
            case .half: "beside another photo"
            }
        return .warning(
            "prints at \(Int(dpi.rounded())) dpi \(place) on \(layout.paper.rawValue) paper, below the "
                + "\(Int(BookLayout.minimumDPI)) dpi of a sharp print: the photo is \(width) pixels wide, "
                + "\(layout.pixels(slot, aspect: aspect)) would print at \(Int(BookLayout.targetDPI)) dpi",
            file: source)
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
