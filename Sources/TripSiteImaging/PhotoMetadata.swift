import Foundation

/// What a photo's EXIF says about when and where it was taken. Read into the model; pages
/// show it only where the site asks, and no published variant carries it.
public struct PhotoMetadata: Hashable, Sendable, Codable {
    /// `DateTimeOriginal` as `YYYY-MM-DDTHH:MM:SS`, in the camera's local time (EXIF has no
    /// time zone).
    public var captureTime: String?
    public var latitude: Double?
    public var longitude: Double?

    public init(captureTime: String? = nil, latitude: Double? = nil, longitude: Double? = nil) {
        self.captureTime = captureTime
        self.latitude = latitude
        self.longitude = longitude
    }

    public var hasPosition: Bool { latitude != nil && longitude != nil }

    /// Reads the metadata from libvips's text form of EXIF fields, by field name
    /// (`exif-ifd2-DateTimeOriginal` → `2024:06:03 14:25:00 (2024:06:03 14:25:00, ASCII, …)`).
    public init(exifFields field: (String) -> String?) {
        captureTime = field("exif-ifd2-DateTimeOriginal").flatMap(Self.value).flatMap(Self.isoTime)
        latitude = Self.coordinate(field("exif-ifd3-GPSLatitude"), ref: field("exif-ifd3-GPSLatitudeRef"), "S")
        longitude = Self.coordinate(field("exif-ifd3-GPSLongitude"), ref: field("exif-ifd3-GPSLongitudeRef"), "W")
        if let latitude, !(-90...90).contains(latitude) { self.latitude = nil }
        if let longitude, !(-180...180).contains(longitude) { self.longitude = nil }
    }

    /// The raw value: the text before libvips's " (readable form, type, count)".
    static func value(_ text: String) -> String? {
        let raw = text.range(of: " (").map { String(text[..<$0.lowerBound]) } ?? text
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `2024:06:03 14:25:00` → `2024-06-03T14:25:00`; nil for anything else (an unset
    /// camera clock writes `0000:00:00 00:00:00`).
    static func isoTime(_ exif: String) -> String? {
        let parts = exif.split(whereSeparator: { $0 == ":" || $0 == " " }).map(String.init)
        guard parts.count == 6,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
            let hour = Int(parts[3]), let minute = Int(parts[4]), let second = Int(parts[5]),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        return "\(parts[0])-\(parts[1])-\(parts[2])T\(parts[3]):\(parts[4]):\(parts[5])"
    }

    /// Degrees, minutes, seconds as three rationals (`38/1 43/1 2028/100`), signed by the
    /// reference (`S` or `W` is negative).
    static func coordinate(_ text: String?, ref: String?, _ negative: String) -> Double? {
        guard let text, let raw = value(text) else { return nil }
        let rationals = raw.split(separator: " ").map { part -> Double? in
            let fraction = part.split(separator: "/")
            guard fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]), bottom != 0
            else { return nil }
            return top / bottom
        }
        guard rationals.count == 3, let degrees = rationals[0], let minutes = rationals[1], let seconds = rationals[2]
        else { return nil }
        let magnitude = degrees + minutes / 60 + seconds / 3600
        guard magnitude.isFinite else { return nil }
        let sign = ref.flatMap(value)?.uppercased() == negative ? -1.0 : 1.0
        return sign * magnitude
    }
}
