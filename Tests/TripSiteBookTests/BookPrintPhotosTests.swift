import Foundation
import Testing
import TripSiteBook
import TripSiteCore
import TripSiteImaging
import TripSiteTestSupport

/// A book's photos are made from the originals at the size they are printed, upright, with
/// no metadata; one too small for a sharp print is still printed, with a warning naming it.
@Suite struct BookPrintPhotosTests {
    /// A folder with the example journal's Kyoto cover (1600x1067, with GPS) and two fixtures.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "book-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kyoto = SharedFixtures.repositoryRoot.appending(path: "content/trips/kyoto-blossom-walk/cover.jpg")
        try FileManager.default.copyItem(at: kyoto, to: folder.appending(path: "kyoto.jpg"))
        try Data(TestPhotos.bytes("sideways.jpg")).write(to: folder.appending(path: "sideways.jpg"))
        try Data(TestPhotos.bytes("text.jpg")).write(to: folder.appending(path: "text.jpg"))
        return folder
    }

    @Test func eachPhotoIsCutToItsBoxAtPrintResolutionWithNoMetadata() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = BookLayout(paper: .a5)
        let photos: [BookContent.Photo] = [
            .init(source: "kyoto.jpg", slot: .gallery), .init(source: "sideways.jpg", slot: .gallery),
            .init(source: "text.jpg", slot: .full),
        ]
        let made = try BookPrintPhotos.make(
            photos, layout: layout, root: root, folder: root.appending(path: "out"), urlPrefix: "photos/",
            maxPixels: 100_000_000)
        // A row of a page of photos is 118 x 79.5 mm: 1,394 pixels across make 300 dpi, and
        // the photo is cut to the row's shape (1600 x 1067 → 1394 x 939).
        let kyoto = try #require(made.pictures[.init(source: "kyoto.jpg", slot: .gallery)])
        #expect(kyoto.width == 1394 && kyoto.height == 939 && kyoto.url == "photos/1.jpg")
        #expect(kyoto.width == layout.pixels(.gallery, aspect: 1.5))
        // Stored sideways, made upright (300 x 200) and cut to the row's shape at its own
        // size: too small for the row, and said.
        let sideways = try #require(made.pictures[.init(source: "sideways.jpg", slot: .gallery)])
        #expect(sideways.width == 296 && sideways.height == 199)
        #expect(
            made.diagnostics.contains {
                $0.file == "sideways.jpg"
                    && $0.message.hasPrefix("prints at 64 dpi on a page of photos on A5 paper, below the 250 dpi")
            }, "\(made.diagnostics)")
        #expect(made.pictures[.init(source: "text.jpg", slot: .full)] == nil)
        #expect(made.diagnostics.contains { $0.file == "text.jpg" && $0.message.hasSuffix("the book leaves it out") })
        for name in ["1.jpg", "2.jpg"] {
            let file = root.appending(path: "out/\(name)")
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(TestPhotos.privateMarkers(in: bytes).isEmpty, "\(name)")
            #expect(TestPhotos.positionMarkers(in: bytes).isEmpty, "\(name)")
            #expect(!String(decoding: bytes, as: UTF8.self).contains("Example Camera"), "\(name)")
            let inspected = try #require(VipsCodec.inspect(file.path))
            #expect(!inspected.fields.keys.contains { $0.hasPrefix("exif") || $0.contains("xmp") }, "\(name)")
        }
    }

    @Test func aPhotoInTwoPlacesIsMadeForEach() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let layout = BookLayout(paper: .a5)
        let made = try BookPrintPhotos.make(
            [.init(source: "kyoto.jpg", slot: .gallery), .init(source: "kyoto.jpg", slot: .cover)], layout: layout,
            root: root, folder: root.appending(path: "out"), urlPrefix: "", maxPixels: 100_000_000)
        #expect(made.pictures.count == 2)
        // The A5 cover (148 x 210 mm) wants 1,749 pixels across; cut to its shape, the
        // photo has 751: 129 dpi.
        let cover = try #require(made.pictures[.init(source: "kyoto.jpg", slot: .cover)])
        #expect(cover.width == 751 && cover.height == 1066)
        #expect(
            made.diagnostics.map(\.message) == [
                "prints at 129 dpi on the cover on A5 paper, below the 250 dpi of a sharp print: it has 751 pixels across there, 1749 would print at 300 dpi"
            ])
    }
}
