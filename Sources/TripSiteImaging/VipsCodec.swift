import CVips
import Foundation

/// The one place TripSite talks to libvips. Each function opens what it needs, works, and
/// releases every image and buffer before returning (in `defer`): no libvips pointer leaves
/// this file's functions.
public enum VipsCodec {
    /// `vips_init` once per process, before the first photo.
    private static let started: String? = {
        tripsite_vips_start() == 0 ? nil : "libvips failed to start: \(takeError())"
    }()

    /// libvips's version (`8.14.1`): part of every cache key, since another version may
    /// encode other bytes. A constant of the library, read without starting it: a build
    /// whose photos are all in the cache never starts libvips, whose start loads its
    /// modules (HEIF, JPEG XL, ImageMagick, …) and their libraries.
    public static var version: String {
        String(cString: vips_version_string())
    }

    /// Decodes the photo at `path` once, at the largest size asked for, and encodes every
    /// variant of `request` from that one decode: upright, 8-bit sRGB, stripped of all
    /// metadata. Safe to call from several threads at once.
    public static func encode(_ path: String, _ request: PhotoRequest) -> Result<EncodedPhoto, PhotoError> {
        if let started { return .failure(.unreadable(started)) }
        guard let loader = vips_foreign_find_load(path) else {
            let detail = takeError()
            return .failure(
                FileManager.default.fileExists(atPath: path) && !detail.isEmpty
                    ? .unsupportedFormat : .unreadable(detail.isEmpty ? "no such file" : detail))
        }
        guard Self.accepted(String(cString: loader)) else { return .failure(.unsupportedFormat) }
        guard let header = tripsite_vips_open_header(path) else { return .failure(.unreadable(takeError())) }
        defer { tripsite_vips_unref(header) }
        let storedWidth = Int(tripsite_vips_width(header))
        let storedHeight = Int(tripsite_vips_height(header))
        guard storedWidth * storedHeight <= request.maxPixels else {
            return .failure(.tooLarge(width: storedWidth, height: storedHeight, limit: request.maxPixels))
        }
        let swap = vips_image_get_orientation_swap(header) != 0
        let (width, height) = swap ? (storedHeight, storedWidth) : (storedWidth, storedHeight)
        let metadata = PhotoMetadata { field in string(header, field) }
        let widths = Self.widths(request, sourceWidth: width)
        return withDecoded(path, width: widths.all.max() ?? width) { image in
            variants(of: image, widths: widths.byFormat, request: request).map { variants in
                EncodedPhoto(
                    width: width, height: height, variants: variants, averageColor: averageColor(image),
                    metadata: metadata)
            }
        }
    }

    /// The photo at `path` cut around its centre to `width` x `height` pixels (after its
    /// EXIF orientation; the box no larger than the photo: `cropBox`), as one JPEG of
    /// `quality`, upright, 8-bit sRGB, stripped of all metadata, as `encode` makes each variant.
    public static func encodeCropped(
        _ path: String, width: Int, height: Int, quality: Int, maxPixels: Int
    ) -> Result<EncodedPhoto, PhotoError> {
        if let started { return .failure(.unreadable(started)) }
        guard let loader = loader(sniffing: path), let header = tripsite_vips_open_header_nick(loader, path) else {
            return .failure(.unsupportedFormat)
        }
        defer { tripsite_vips_unref(header) }
        let stored = (Int(tripsite_vips_width(header)), Int(tripsite_vips_height(header)))
        guard stored.0 * stored.1 <= maxPixels else {
            return .failure(.tooLarge(width: stored.0, height: stored.1, limit: maxPixels))
        }
        let upright = vips_image_get_orientation_swap(header) != 0 ? (stored.1, stored.0) : stored
        let request = PhotoRequest(widths: [.jpeg: [width]], quality: [.jpeg: quality], maxPixels: maxPixels)
        return withDecoded(path, width: width, croppedTo: height) { image in
            variants(of: image, widths: [.jpeg: [width]], request: request).map { variants in
                EncodedPhoto(
                    width: upright.0, height: upright.1, variants: variants, averageColor: averageColor(image),
                    metadata: PhotoMetadata { field in string(header, field) })
            }
        }
    }

    /// The largest box of `aspect` (width over height) inside a photo of `width` x `height`,
    /// in whole pixels: what `encodeCropped` can cut from it.
    public static func cropBox(width: Int, height: Int, aspect: Double) -> (width: Int, height: Int) {
        let wide = Double(width) / Double(height) > aspect
        let box = wide ? (Double(height) * aspect, Double(height)) : (Double(width), Double(width) / aspect)
        return (min(width, Int(box.0.rounded(.down))), min(height, Int(box.1.rounded(.down))))
    }

    /// The loaders TripSite accepts, by libvips class name: JPEG, PNG, WebP, HEIF (HEIC and
    /// AVIF), GIF (its first frame) and TIFF (which the TIFF-based camera raws are). Everything
    /// else (PDF, SVG, anything through ImageMagick…) is refused.
    static func accepted(_ loader: String) -> Bool {
        [
            "VipsForeignLoadJpeg", "VipsForeignLoadPng", "VipsForeignLoadSpng", "VipsForeignLoadWebp",
            "VipsForeignLoadHeif", "VipsForeignLoadNsgif", "VipsForeignLoadGif", "VipsForeignLoadTiff",
        ]
        .contains { loader.hasPrefix($0) }
    }

    /// The widths to make per format: none wider than the photo, each once; a photo narrower
    /// than every width asked for is made at its own width.
    static func widths(_ request: PhotoRequest, sourceWidth: Int) -> (byFormat: [ImageFormat: [Int]], all: Set<Int>) {
        var byFormat: [ImageFormat: [Int]] = [:]
        for (format, asked) in request.widths where !asked.isEmpty {
            byFormat[format] = Array(Set(asked.map { min($0, sourceWidth) })).sorted()
        }
        return (byFormat, Set(byFormat.values.joined()))
    }

    /// Hands `body` the photo decoded at `width` (shrink-on-load), upright, in 8-bit sRGB, in
    /// memory, with every metadata field removed (libvips 8.14's WebP writer keeps a HEIC's
    /// GPS block even with `strip`, so nothing is left for a writer to keep).
    private static func withDecoded<T>(
        _ path: String, width: Int, croppedTo height: Int? = nil,
        _ body: (UnsafeMutablePointer<VipsImage>) -> Result<T, PhotoError>
    ) -> Result<T, PhotoError> {
        let decoded =
            height.map { tripsite_vips_thumbnail_cropped(path, Int32(width), Int32($0)) }
            ?? tripsite_vips_thumbnail(path, Int32(width))
        guard let thumbnail = decoded else { return .failure(.corrupt(takeError())) }
        defer { tripsite_vips_unref(thumbnail) }
        guard let srgb = tripsite_vips_srgb(thumbnail) else { return .failure(.corrupt(takeError())) }
        defer { tripsite_vips_unref(srgb) }
        guard let memory = vips_image_copy_memory(srgb) else { return .failure(.corrupt(takeError())) }
        defer { tripsite_vips_unref(memory) }
        removeMetadata(memory)
        return body(memory)
    }

    private static func removeMetadata(_ image: UnsafeMutablePointer<VipsImage>) {
        guard let fields = vips_image_get_fields(image) else { return }
        defer { g_strfreev(fields) }
        var index = 0
        while let name = fields[index] {
            vips_image_remove(image, name)
            index += 1
        }
    }

    /// Every variant, largest first, each shrunk from the decoded image.
    private static func variants(
        of image: UnsafeMutablePointer<VipsImage>, widths: [ImageFormat: [Int]], request: PhotoRequest
    ) -> Result<[EncodedPhoto.Variant], PhotoError> {
        var made: [EncodedPhoto.Variant] = []
        for width in Set(widths.values.joined()).sorted(by: >) {
            let resized = width >= Int(tripsite_vips_width(image)) ? nil : tripsite_vips_shrink(image, Int32(width))
            if width < Int(tripsite_vips_width(image)) && resized == nil { return .failure(.corrupt(takeError())) }
            defer { resized.map(tripsite_vips_unref) }
            let sized = resized ?? image
            for format in ImageFormat.allCases where widths[format]?.contains(width) == true {
                guard let bytes = save(sized, format, request) else { return .failure(.corrupt(takeError())) }
                made.append(
                    .init(
                        format: format, width: Int(tripsite_vips_width(sized)),
                        height: Int(tripsite_vips_height(sized)),
                        bytes: bytes))
            }
        }
        return .success(made)
    }

    /// One encoded file. JPEG has no transparency: a photo with alpha is laid on white.
    private static func save(
        _ image: UnsafeMutablePointer<VipsImage>, _ format: ImageFormat, _ request: PhotoRequest
    ) -> [UInt8]? {
        var buffer: UnsafeMutableRawPointer?
        var length = 0
        let quality = Int32(request.quality[format] ?? 80)
        let status: Int32
        switch format {
        case .webp: status = tripsite_vips_webp(image, quality, Int32(request.webpEffort), &buffer, &length)
        case .avif: status = tripsite_vips_avif(image, quality, &buffer, &length)
        case .jpeg:
            if vips_image_hasalpha(image) != 0 {
                guard let flat = tripsite_vips_flatten(image) else { return nil }
                defer { tripsite_vips_unref(flat) }
                status = tripsite_vips_jpeg(flat, quality, &buffer, &length)
            } else {
                status = tripsite_vips_jpeg(image, quality, &buffer, &length)
            }
        }
        defer { g_free(buffer) }
        guard status == 0, let buffer else { return nil }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        return format == .webp ? withoutMetadata(webp: bytes) : Array(bytes)
    }

    /// The WebP file with its metadata chunks removed (see `tripsite_webp_without_metadata`).
    private static func withoutMetadata(webp: UnsafeRawBufferPointer) -> [UInt8]? {
        var stripped = WebPData()
        guard
            tripsite_webp_without_metadata(
                webp.baseAddress?.assumingMemoryBound(to: UInt8.self), webp.count, &stripped) == 0
        else { return nil }
        defer { WebPDataClear(&stripped) }
        return Array(UnsafeRawBufferPointer(start: stripped.bytes, count: stripped.size))
    }

    /// The mean of each colour band.
    private static func averageColor(_ image: UnsafeMutablePointer<VipsImage>) -> RGB {
        var means: [UInt8] = []
        for band in 0..<min(3, Int(tripsite_vips_bands(image))) {
            var mean = 0.0
            _ = tripsite_vips_band_mean(image, Int32(band), &mean)
            means.append(UInt8(max(0, min(255, mean.rounded()))))
        }
        while means.count < 3 { means.append(means.last ?? 0) }
        return RGB(red: means[0], green: means[1], blue: means[2])
    }

    /// A header field as text, or nil when the image has none.
    private static func string(_ image: UnsafeMutablePointer<VipsImage>, _ name: String) -> String? {
        guard vips_image_get_typeof(image, name) != 0 else { return nil }
        var text: UnsafeMutablePointer<CChar>?
        guard vips_image_get_as_string(image, name, &text) == 0, let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// libvips's error messages since the last call, on one line; the buffer is cleared.
    private static func takeError() -> String {
        guard let copy = vips_error_buffer_copy() else { return "" }
        defer { g_free(copy) }
        return String(cString: copy).split(whereSeparator: \.isNewline).joined(separator: "; ")
    }
}

extension VipsCodec {
    /// What a photo's metadata says, from its header alone (no pixels decoded); nil when it
    /// is not an image TripSite reads.
    public static func metadata(_ path: String) -> PhotoMetadata? {
        guard started == nil, let header = openHeader(path) else {
            _ = takeError()
            return nil
        }
        defer { tripsite_vips_unref(header) }
        return PhotoMetadata { field in string(header, field) }
    }

    /// A photo's size upright (after its EXIF orientation), from its header alone; nil when
    /// it is not an image TripSite reads.
    public static func uprightSize(_ path: String) -> (width: Int, height: Int)? {
        guard started == nil, let header = openHeader(path) else {
            _ = takeError()
            return nil
        }
        defer { tripsite_vips_unref(header) }
        let (width, height) = (Int(tripsite_vips_width(header)), Int(tripsite_vips_height(header)))
        return vips_image_get_orientation_swap(header) != 0 ? (height, width) : (width, height)
    }

    /// A file's header, opened by the loader its first bytes name when they name one TripSite
    /// accepts; else by the loader libvips finds, which asks each loader it has (openslide's
    /// and ImageMagick's among them) to open and read the file.
    private static func openHeader(_ path: String) -> UnsafeMutablePointer<VipsImage>? {
        if let loader = loader(sniffing: path) { return tripsite_vips_open_header_nick(loader, path) }
        guard let loader = vips_foreign_find_load(path), accepted(String(cString: loader)) else { return nil }
        return tripsite_vips_open_header_as(loader, path)
    }

    /// The nickname of the loader for the format a file's first bytes announce: JPEG, PNG,
    /// GIF, WebP, TIFF or HEIF (HEIC, AVIF); nil for anything else.
    static func loader(sniffing path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 12)
        guard head.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress!, 12) }) == 12 else { return nil }
        let starts = { (magic: [UInt8], at: Int) in head[at..<at + magic.count].elementsEqual(magic) }
        switch true {
        case starts([0xFF, 0xD8, 0xFF], 0): return "jpegload"
        case starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], 0): return "pngload"
        case starts(Array("GIF8".utf8), 0): return "gifload"
        case starts(Array("RIFF".utf8), 0) && starts(Array("WEBP".utf8), 8): return "webpload"
        case starts([0x49, 0x49, 0x2A, 0x00], 0), starts([0x4D, 0x4D, 0x00, 0x2A], 0): return "tiffload"
        case starts(Array("ftyp".utf8), 4):
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            return ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"].contains(brand)
                ? "heifload" : nil
        default: return nil
        }
    }
}

extension VipsCodec {
    /// A file as libvips reads it: its size, bands, and every metadata field by name. For
    /// checking published files (no metadata may be left) and for tests.
    public struct Inspection: Sendable {
        public var width: Int
        public var height: Int
        public var bands: Int
        public var fields: [String: String]
    }

    /// Reads a file's header, without TripSite's format restrictions; nil when libvips
    /// cannot read it.
    public static func inspect(_ path: String) -> Inspection? {
        guard started == nil, let header = tripsite_vips_open_header(path) else {
            _ = takeError()
            return nil
        }
        defer { tripsite_vips_unref(header) }
        var fields: [String: String] = [:]
        if let names = vips_image_get_fields(header) {
            defer { g_strfreev(names) }
            var index = 0
            while let name = names[index] {
                let key = String(cString: name)
                fields[key] = string(header, key) ?? ""
                index += 1
            }
        }
        return Inspection(
            width: Int(tripsite_vips_width(header)), height: Int(tripsite_vips_height(header)),
            bands: Int(tripsite_vips_bands(header)), fields: fields)
    }

    /// The band values of one pixel of a file (decoding it); nil when it cannot be read.
    public static func pixel(_ path: String, x: Int, y: Int) -> [Double]? {
        guard started == nil, let image = tripsite_vips_open(path) else {
            _ = takeError()
            return nil
        }
        defer { tripsite_vips_unref(image) }
        var values = [Double](repeating: 0, count: 8)
        let count = tripsite_vips_getpoint(image, Int32(x), Int32(y), &values, Int32(values.count))
        guard count > 0 else {
            _ = takeError()
            return nil
        }
        return Array(values.prefix(Int(count)))
    }
}
