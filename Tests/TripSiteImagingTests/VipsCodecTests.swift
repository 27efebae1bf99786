import Foundation
import Testing
import TripSiteImaging
import TripSiteTestSupport

/// The libvips wrapper, on real files: every format in, WebP/JPEG/AVIF out, read back.
@Suite struct VipsCodecTests {
    static let everyFormat = PhotoRequest(widths: [.webp: [120, 240], .jpeg: [120], .avif: [120]])

    /// Writes each variant to a temporary file and hands it over.
    static func withFiles(_ photo: EncodedPhoto, _ body: (EncodedPhoto.Variant, String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "vips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, variant) in photo.variants.enumerated() {
            let file = folder.appending(path: "\(index).\(variant.format.fileExtension)")
            try Data(variant.bytes).write(to: file)
            try body(variant, file.path)
        }
    }

    @Test(arguments: ["upright.jpg", "sideways.jpg", "gps.heic", "gps.avif", "gps.webp", "gps.png"])
    func noVariantCarriesAnyMetadata(_ name: String) throws {
        let photo = try VipsCodec.encode(TestPhotos.path(name), Self.everyFormat).get()
        #expect(photo.metadata.latitude != nil, "the source's position is read into the model")
        #expect(Set(photo.variants.map(\.format)) == [.webp, .jpeg, .avif])
        try Self.withFiles(photo) { variant, path in
            let inspection = try #require(VipsCodec.inspect(path))
            let metadata = inspection.fields.keys.filter {
                $0.hasPrefix("exif") || $0.hasPrefix("xmp") || $0.hasPrefix("iptc") || $0.hasPrefix("icc")
                    || $0.hasPrefix("gps")
            }
            #expect(metadata.isEmpty, "\(name) → \(variant.format): \(metadata.sorted())")
            #expect(TestPhotos.privateMarkers(in: variant.bytes).isEmpty, "\(name) → \(variant.format)")
            #expect(inspection.fields["orientation"].map { $0.hasPrefix("1") } ?? true)
        }
    }

    @Test func orientationIsAppliedToThePixels() throws {
        // Stored 200×300 with Orientation 6; upright it is 300×200 with red at the top left.
        let photo = try VipsCodec.encode(TestPhotos.path("sideways.jpg"), Self.everyFormat).get()
        #expect(photo.width == 300 && photo.height == 200)
        try Self.withFiles(photo) { variant, path in
            #expect(variant.width > variant.height, "\(variant.format) \(variant.width)×\(variant.height)")
            let topLeft = try #require(VipsCodec.pixel(path, x: 5, y: 5))
            let bottomRight = try #require(VipsCodec.pixel(path, x: variant.width - 5, y: variant.height - 5))
            #expect(topLeft[0] > 200 && topLeft[1] < 60 && topLeft[2] < 60, "red top left: \(topLeft)")
            #expect(bottomRight.prefix(3).allSatisfy { $0 > 200 }, "white bottom right: \(bottomRight)")
        }
    }

    @Test func photosAreNeverMadeWiderThanTheyAre() throws {
        let photo = try VipsCodec.encode(TestPhotos.path("tiny.jpg"), Self.everyFormat).get()
        #expect(photo.variants.allSatisfy { $0.width == 40 && $0.height == 30 })
        #expect(photo.variants.filter { $0.format == .webp }.count == 1, "240 and 120 both become one 40 px file")
    }

    @Test func widthsAreExactAndTheShapeIsKept() throws {
        let photo = try VipsCodec.encode(TestPhotos.path("upright.jpg"), Self.everyFormat).get()
        let webp = photo.variants.filter { $0.format == .webp }.map { [$0.width, $0.height] }
        #expect(webp.sorted { $0[0] < $1[0] } == [[120, 80], [240, 160]])
        try Self.withFiles(photo) { variant, path in
            let inspection = try #require(VipsCodec.inspect(path))
            #expect(inspection.width == variant.width && inspection.height == variant.height)
        }
    }

    @Test func transparencyIsKeptInWebPAndLaidOnWhiteInJPEG() throws {
        let photo = try VipsCodec.encode(TestPhotos.path("alpha.png"), Self.everyFormat).get()
        try Self.withFiles(photo) { variant, path in
            let inspection = try #require(VipsCodec.inspect(path))
            guard variant.format != .avif else { return }
            #expect(inspection.bands == (variant.format == .jpeg ? 3 : 4), "\(variant.format)")
            if variant.format == .jpeg {
                let right = try #require(VipsCodec.pixel(path, x: variant.width - 3, y: variant.height / 2))
                #expect(right.allSatisfy { $0 > 240 }, "transparent becomes white: \(right)")
            }
        }
    }

    @Test(arguments: ["grey.png", "cmyk.jpg"])
    func otherColourSpacesComeOutAsSRGB(_ name: String) throws {
        let photo = try VipsCodec.encode(TestPhotos.path(name), Self.everyFormat).get()
        try Self.withFiles(photo) { variant, path in
            let inspection = try #require(VipsCodec.inspect(path))
            #expect(inspection.bands == 3, "\(name) → \(variant.format)")
        }
    }

    @Test func theMetadataIsReadIntoTheModel() throws {
        let photo = try VipsCodec.encode(TestPhotos.path("gps.heic"), Self.everyFormat).get()
        #expect(photo.metadata.captureTime == "2024-06-03T14:25:00")
        #expect(abs((photo.metadata.latitude ?? 0) - 38.7223) < 0.001)
        #expect(abs((photo.metadata.longitude ?? 0) + 9.1393) < 0.001)
        #expect(VipsCodec.metadata(TestPhotos.path("upright.jpg"))?.hasPosition == true)
        #expect(VipsCodec.metadata(TestPhotos.path("tiny.jpg"))?.hasPosition == false)
    }

    /// The header alone, opened with the loader found for the file (not sniffed twice), for
    /// every format TripSite accepts; nothing for one it refuses.
    @Test(arguments: ["upright.jpg", "gps.png", "gps.webp", "gps.heic", "gps.avif"])
    func eachAcceptedFormatsHeaderGivesItsPosition(_ name: String) {
        #expect(VipsCodec.metadata(TestPhotos.path(name))?.hasPosition == true)
    }

    @Test func aRefusedFormatHasNoMetadata() {
        #expect(VipsCodec.metadata(TestPhotos.path("icon.svg")) == nil)
        #expect(VipsCodec.metadata(TestPhotos.path("text.jpg")) == nil)
    }

    /// GIF and TIFF (the TIFF-based camera raws among them) are photos like the others: read
    /// by their content whatever their name, and published without the positions libvips
    /// does not even report (a GIF's XMP, a TIFF's EXIF).
    @Test(arguments: ["anim.gif", "gps.gif", "gps.tif", "unsupported.tiff", "fake.jpg"])
    func gifAndTIFFAreReadByTheirContentAndStripped(_ name: String) throws {
        let photo = try VipsCodec.encode(TestPhotos.path(name), Self.everyFormat).get()
        #expect(Set(photo.variants.map(\.format)) == [.webp, .jpeg, .avif])
        for variant in photo.variants {
            #expect(TestPhotos.privateMarkers(in: variant.bytes).isEmpty, "\(name) \(variant.format)")
            #expect(TestPhotos.positionMarkers(in: variant.bytes).isEmpty, "\(name) \(variant.format)")
        }
    }

    @Test func aTIFFNamedJPEGIsReadAsTheTIFFItIs() throws {
        let photo = try VipsCodec.encode(TestPhotos.path("fake.jpg"), Self.everyFormat).get()
        #expect(photo.width == 32 && photo.height == 24)
        // Green top, white bottom: the TIFF's pixels.
        #expect(photo.averageColor.green > 200 && photo.averageColor.red < 160, "\(photo.averageColor)")
    }

    @Test func encodingIsDeterministic() throws {
        let first = try VipsCodec.encode(TestPhotos.path("upright.jpg"), Self.everyFormat).get()
        let second = try VipsCodec.encode(TestPhotos.path("upright.jpg"), Self.everyFormat).get()
        #expect(first.variants.map(\.bytes) == second.variants.map(\.bytes))
    }

    @Test func theAverageColourIsThePhotos() throws {
        let photo = try VipsCodec.encode(TestPhotos.path("upright.jpg"), Self.everyFormat).get()
        // A quarter each of red, green, blue and white.
        let colour = photo.averageColor
        for channel in [colour.red, colour.green, colour.blue] { #expect((110...145).contains(channel), "\(colour)") }
    }

    @Test func badFilesAreRefusedWithAReason() {
        func error(_ name: String) -> PhotoError? {
            if case .failure(let error) = VipsCodec.encode(TestPhotos.path(name), Self.everyFormat) { return error }
            return nil
        }
        #expect(error("icon.svg") == .unsupportedFormat)
        #expect(error("text.jpg") == .unsupportedFormat)
        if case .unreadable = error("empty.jpg") {
        } else if error("empty.jpg") != .unsupportedFormat {
            Issue.record("an empty file: \(String(describing: error("empty.jpg")))")
        }
        if case .corrupt = error("truncated.jpg") {
        } else {
            Issue.record("a truncated JPEG: \(String(describing: error("truncated.jpg")))")
        }
        #expect(
            error("bomb.png") == .tooLarge(width: 30000, height: 30000, limit: 100_000_000),
            "refused from its header, before decoding")
        #expect(error("no-such-file.jpg") != nil)
    }
}
