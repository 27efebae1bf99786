/// One photo, decoded once and encoded at every size asked for, upright and in sRGB, with
/// no metadata left in any variant.
public struct EncodedPhoto: Sendable {
    public struct Variant: Sendable {
        public var format: ImageFormat
        public var width: Int
        public var height: Int
        public var bytes: [UInt8]
    }

    /// The photo's own size, upright (after its EXIF orientation).
    public var width: Int
    public var height: Int
    public var variants: [Variant]
    /// The photo's average colour, for a placeholder while it loads.
    public var averageColor: RGB
    /// What the source's metadata says (the variants carry none of it).
    public var metadata: PhotoMetadata
}

/// An 8-bit sRGB colour.
public struct RGB: Hashable, Sendable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb`.
    public var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

/// Why a photo could not be made.
public enum PhotoError: Error, Hashable, Sendable {
    /// Not a JPEG, PNG, WebP, HEIC/HEIF, AVIF, GIF or TIFF file (by its contents, whatever its
    /// name).
    case unsupportedFormat
    /// Empty, unreadable, or not an image at all.
    case unreadable(String)
    /// More pixels than the limit: refused before decoding (a decompression bomb, or a scan).
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The header read but the pixels did not: truncated or corrupt.
    case corrupt(String)

    public var message: String {
        switch self {
        case .unsupportedFormat: "is not a JPEG, PNG, WebP, HEIC, AVIF, GIF or TIFF image"
        case .unreadable(let detail): "cannot be read as an image (\(detail))"
        case .tooLarge(let width, let height, let limit):
            "is \(width)×\(height) pixels, more than the limit of \(limit / 1_000_000) megapixels"
        case .corrupt(let detail): "is damaged or truncated (\(detail))"
        }
    }
}
