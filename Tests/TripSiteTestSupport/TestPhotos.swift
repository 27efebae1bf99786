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
        privateMarkers.filter { marker in
            let needle = Array(marker.utf8)
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in
                bytes[start] == needle[0] && Array(bytes[start..<(start + needle.count)]) == needle
            }
        }
    }
}
