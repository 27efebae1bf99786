import Foundation

/// The photos in `Tests/TripSiteTestSupport/Photos/` (made by its `make-fixtures.py`; its
/// README says what each is for).
package enum TestPhotos {
    package static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Photos")

    package static func path(_ name: String) -> String { folder.appending(path: name).path }

    package static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appending(path: name)))
    }

    /// What no published image may contain: the fixtures' camera serial, maker, and EXIF/XMP
    /// markers.
    package static let privateMarkers = ["SN-PRIVATE-12345", "TestCam", "Exif", "EXIF", "http://ns.adobe.com/xap"]

    /// The markers found in `bytes`.
    package static func privateMarkers(in bytes: [UInt8]) -> [String] {
        find(privateMarkers.map { Array($0.utf8) }, in: bytes).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What records a GPS position in any format: XMP's `GPSLatitude`, and the EXIF tag that
    /// points at the GPS block (0x8825, as a LONG or an IFD, in either byte order).
    package static let positionMarkers: [[UInt8]] = [
        Array("GPSLatitude".utf8), Array("GPSLongitude".utf8),
        [0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00], [0x25, 0x88, 0x0D, 0x00, 0x01, 0x00, 0x00, 0x00],
        [0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01], [0x88, 0x25, 0x00, 0x0D, 0x00, 0x00, 0x00, 0x01],
    ]

    /// The position markers found in `bytes`.
    package static func positionMarkers(in bytes: [UInt8]) -> [[UInt8]] {
        find(positionMarkers, in: bytes)
    }

    private static func find(_ needles: [[UInt8]], in bytes: [UInt8]) -> [[UInt8]] {
        needles.filter { needle in
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in
                bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
            }
        }
    }
}
