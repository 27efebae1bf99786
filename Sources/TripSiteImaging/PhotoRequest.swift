/// What to make of one photo: the widths wanted in each format (never wider than the photo
/// itself), and the encoders' settings.
public struct PhotoRequest: Hashable, Sendable {
    public var widths: [ImageFormat: [Int]]
    public var quality: [ImageFormat: Int]
    /// libwebp's effort, 0 (fastest) to 6 (smallest).
    public var webpEffort: Int
    /// Photos with more pixels than this are refused before any decoding.
    public var maxPixels: Int

    public init(
        widths: [ImageFormat: [Int]], quality: [ImageFormat: Int] = [.webp: 80, .jpeg: 82, .avif: 55],
        webpEffort: Int = 4, maxPixels: Int = 100_000_000
    ) {
        self.widths = widths
        self.quality = quality
        self.webpEffort = webpEffort
        self.maxPixels = maxPixels
    }
}
