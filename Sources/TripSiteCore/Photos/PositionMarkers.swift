#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file's bytes record a GPS position, in any of the forms cameras, phones and
/// editors write: an XMP `GPSLatitude` property (XMP is text inside JPEG, PNG, GIF, TIFF,
/// WebP and HEIF files), or an EXIF GPS block (the TIFF tag 0x8825 that points at it, in
/// either byte order, in a JPEG's or a raw file's EXIF or a TIFF's own tags). Used where
/// libvips cannot say (a GIF's XMP, a TIFF's EXIF) and for files published as they are.
enum PositionMarkers {
    static let markers: [[UInt8]] = [
        Array("GPSLatitude".utf8),
        // Tag 0x8825, type LONG (4) or IFD (13), count 1: little-endian, then big-endian.
        [0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00],
        [0x25, 0x88, 0x0D, 0x00, 0x01, 0x00, 0x00, 0x00],
        [0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01],
        [0x88, 0x25, 0x00, 0x0D, 0x00, 0x00, 0x00, 0x01],
    ]

    /// How much of a file is read: metadata sits in the first megabytes (XMP may trail a
    /// GIF, and a raw file's EXIF precedes its pixels).
    static let limit = 256 << 20

    /// Whether the file at `path` holds one of the markers; false when it cannot be read.
    static func found(in path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // A megabyte at a time, or the whole of a smaller file: a buffer of the larger size
        // for every small photo of a large `static/` is most of the check's time.
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 1 << 20
        let chunk = max(1, min(1 << 20, size))
        let overlap = markers.map(\.count).max()! - 1
        var buffer = [UInt8](repeating: 0, count: chunk + overlap)
        // The last bytes of a chunk are kept at the front of the next, so that a marker
        // across the boundary is found.
        var kept = 0
        var total = 0
        while total < limit {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + kept, chunk) }
            guard count > 0 else { return false }
            total += count
            let filled = kept + count
            if contains(buffer[..<filled]) { return true }
            let carried = min(overlap, filled)
            buffer.withUnsafeMutableBytes { _ = memmove($0.baseAddress!, $0.baseAddress! + filled - carried, carried) }
            kept = carried
        }
        return false
    }

    /// Whether `bytes` holds one of the markers.
    static func contains(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            markers.contains { marker in
                guard buffer.count >= marker.count else { return false }
                let first = marker[0]
                var index = 0
                let last = buffer.count - marker.count
                while index <= last {
                    if buffer[index] == first, memcmp(buffer.baseAddress! + index, marker, marker.count) == 0 {
                        return true
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
