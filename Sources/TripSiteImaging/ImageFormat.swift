/// The formats TripSite publishes photos in.
public enum ImageFormat: String, Hashable, Sendable, Codable, CaseIterable {
    case webp, jpeg, avif

    /// The file extension of a variant.
    public var fileExtension: String {
        switch self {
        case .webp: "webp"
        case .jpeg: "jpg"
        case .avif: "avif"
        }
    }

    /// The media type, for `<source type>`.
    public var mediaType: String {
        switch self {
        case .webp: "image/webp"
        case .jpeg: "image/jpeg"
        case .avif: "image/avif"
        }
    }
}
