import Foundation
import Testing
import TripSiteCore

/// `FileContent.of(path:)` finds the files that record positions which a sniff of the first
/// kilobyte misses (each of these is `.other` from its head alone), reading further only
/// within bounds; look-alikes that record none stay `.other`.
@Suite struct FileContentTests {
    typealias Fixtures = PositionFileFixtures

    /// The content of a file holding `bytes`, read from disk.
    static func sniff(_ bytes: [UInt8]) throws -> FileContent {
        let url = FileManager.default.temporaryDirectory.appending(path: "sniff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(bytes).write(to: url)
        return FileContent.of(path: url.path)
    }

    static func sniff(_ text: String) throws -> FileContent { try sniff(Array(text.utf8)) }

    /// What the first kilobyte alone says.
    static func head(_ bytes: [UInt8]) -> FileContent { FileContent.of(head: ArraySlice(bytes.prefix(1024))) }

    @Test func aGeoJSONWhoseMarkersComeAfterTheHeadIsATrack() throws {
        #expect(Self.head(Array(Fixtures.lateGeoJSON.utf8)) == .other)
        #expect(try Self.sniff(Fixtures.lateGeoJSON) == .positions("GeoJSON"))
    }

    @Test func aKMZWhoseFirstEntryIsNotTheKMLIsFoundByItsDirectory() throws {
        let kmz = try Fixtures.zip([
            ("files/icon.png", Fixtures.noise(4000)), ("files/photo.jpg", Fixtures.noise(3000)),
            ("doc.kml", Array(Fixtures.kml.utf8)),
        ])
        #expect(Self.head(kmz) == .other)
        #expect(try Self.sniff(kmz) == .positions("KMZ"))
        let gpxZip = try Fixtures.zip([
            ("README.txt", Fixtures.noise(2000)), ("tracks/day-1.GPX", Array(Fixtures.gpx.utf8)),
        ])
        #expect(try Self.sniff(gpxZip) == .positions("zipped GPX"))
    }

    @Test func aSmallKMZIsFoundFromItsHeadAlone() throws {
        let kmz = try Fixtures.zip([("files/icon.png", Fixtures.noise(100)), ("doc.kml", Array(Fixtures.kml.utf8))])
        #expect(FileContent.of(head: ArraySlice(kmz)) == .positions("KMZ"))
        #expect(FileContent.of(head: ArraySlice(kmz.prefix(400))) == .positions("KMZ"), "by its local headers")
    }

    @Test func aZipWithoutATrackIsNotOne() throws {
        let zip = try Fixtures.zip([("files/icon.png", Fixtures.noise(4000)), ("notes.txt", Array("kml".utf8))])
        #expect(try Self.sniff(zip) == .other)
    }

    @Test func aGPXAfterALongCommentIsATrack() throws {
        #expect(Self.head(Array(Fixtures.lateGPX.utf8)) == .other)
        #expect(try Self.sniff(Fixtures.lateGPX) == .positions("GPX"))
    }

    @Test(arguments: [false, true])
    func utf16TracksAreTracks(bigEndian: Bool) throws {
        let gpx = Fixtures.utf16(Fixtures.gpx.replacingOccurrences(of: "UTF-8", with: "UTF-16"), bigEndian: bigEndian)
        let kml = Fixtures.utf16(Fixtures.kml, bigEndian: bigEndian)
        #expect(try Self.sniff(gpx) == .positions("GPX"))
        #expect(try Self.sniff(kml) == .positions("KML"))
        #expect(try Self.sniff(Fixtures.utf16(Fixtures.lateGPX, bigEndian: bigEndian)) == .positions("GPX"))
        #expect(try Self.sniff(Fixtures.utf16("Just notes, in UTF-16.", bigEndian: bigEndian)) == .other)
    }

    @Test func aGzippedTrackIsATrackByItsStoredName() throws {
        let gzip = try Fixtures.gzip(Fixtures.noise(5000), name: "route.gpx")
        #expect(try Self.sniff(gzip) == .positions("gzipped GPX"))
    }

    @Test func aGzippedTrackIsATrackByItsFirstInflatedBytes() throws {
        let kml = try Fixtures.gzip(Array((Fixtures.kml + Fixtures.filler(100_000)).utf8))
        #expect(try Self.sniff(kml) == .positions("gzipped KML"))
        let gpx = try Fixtures.gzip(Array(Fixtures.lateGPX.utf8), name: "export")
        #expect(try Self.sniff(gpx) == .positions("gzipped GPX"))
        let fit = try Fixtures.gzip([14, 16, 0x52, 0x08, 0, 0, 0, 0] + Array(".FIT".utf8) + Fixtures.noise(3000))
        #expect(try Self.sniff(fit) == .positions("gzipped FIT"))
    }

    @Test func aGzipOfAnythingElseIsNotATrack() throws {
        #expect(try Self.sniff(Fixtures.gzip(Array(Fixtures.filler(50_000).utf8), name: "notes.txt")) == .other)
        #expect(try Self.sniff(Fixtures.gzip(Fixtures.noise(50_000))) == .other)
        let nested = try Fixtures.gzip(Fixtures.gzip(Array(Fixtures.gpx.utf8)))
        #expect(try Self.sniff(nested) == .other, "a gzip in a gzip is not looked into")
    }

    @Test func anNMEALogIsATrack() throws {
        #expect(try Self.sniff(Fixtures.nmea()) == .positions("NMEA"))
        let late = Fixtures.nmea(header: 3000)
        #expect(Self.head(Array(late.utf8)) == .other)
        #expect(try Self.sniff(late) == .positions("NMEA"))
    }

    @Test(arguments: [
        Fixtures.polarstepsLocations,
        "[{\"latitude\": 38.72, \"longitude\": -9.14, \"timestamp\": \"2024-06-03T08:00:00Z\"}]",
        "{\"points\": [ {\"lat\" : 38.72, \"lng\" : -9.14} ]}",
        "{\"locations\": [{\"latitudeE7\": 387223000, \"longitudeE7\": -91393000}]}",
    ])
    func jsonOfLatitudesAndLongitudesIsATrack(_ json: String) throws {
        #expect(try Self.sniff(json) == .positions("JSON"))
    }

    @Test func polarstepsLocationsAfterALongStartAreATrack() throws {
        let json = "{\"trip\": \"\(Fixtures.filler(3000))\", " + Fixtures.polarstepsLocations.dropFirst()
        #expect(try Self.sniff(json) == .positions("JSON"))
    }

    @Test(arguments: [
        (FileContentTests.Fixtures.MoviePosition.userData, "qt  ", false),
        (.userData, "mp42", true),
        (.appleKey, "qt  ", false),
        (.appleKey, "isom", true),
        (.userData, "3gp5", false),
        (.userData, "M4V ", false),
    ])
    func aVideoWithAGPSPositionAtItsEndIsWithheld(
        _ position: Fixtures.MoviePosition, _ brand: String, _ largeMedia: Bool
    ) throws {
        let movie = Fixtures.movie(brand: brand, position: position, largeMedia: largeMedia)
        #expect(Self.head(movie) == .other)
        #expect(try Self.sniff(movie) == .videoWithPosition)
    }

    @Test func aVideoWithoutAPositionIsOther() throws {
        #expect(try Self.sniff(Fixtures.movie(position: .none)) == .other)
        #expect(try Self.sniff(Fixtures.movie(brand: "mp42", position: .none, largeMedia: true)) == .other)
        let cut = Array(Fixtures.movie(position: .userData).prefix(150_000))
        #expect(try Self.sniff(cut) == .other, "a movie cut before its moov box")
    }

    @Test func lookAlikesStayOther() throws {
        let config =
            "{\"name\": \"trip-tools\", \"version\": \"1.0.0\", \"lateness\": 3, \"description\": \"\(Fixtures.filler(3000))\"}"
        #expect(try Self.sniff(config) == .other)
        let readme =
            "# Trip tools\n\nThe logger writes $GPGGA and $GPRMC sentences; see below.\n\(Fixtures.filler(3000))\n"
        #expect(try Self.sniff(readme) == .other)
        let svg =
            "<?xml version=\"1.0\"?>\n<!-- \(Fixtures.filler(2000)) -->\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        #expect(try Self.sniff(svg) == .other)
        var pdf = Array("%PDF-1.7\n%\u{E2}\u{E3}\n".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
        pdf += Array(Fixtures.filler(2000).utf8)
        #expect(try Self.sniff(pdf) == .other)
    }
}
