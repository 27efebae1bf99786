import Foundation
import Testing
import TripSiteCore
import TripSiteImaging
import TripSiteTestSupport

/// What a trip's folder and `static/` publish is decided by each file's content, not its
/// name: every published file is read back.
@Suite struct PublishingRuleTests {
    static let kml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- exported -->
        <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>-9.13,38.72</coordinates></Point></Placemark></kml>
        """
    static let gpx = """
        <?xml version="1.0"?>
        <gpx version="1.1" creator="test"><trk><trkseg>
        <trkpt lat="38.7223" lon="-9.1393"><time>2024-06-03T08:00:00Z</time></trkpt>
        </trkseg></trk></gpx>
        """

    /// A bundle with a GIF and an extension-less JPEG shown in its text, both recording GPS;
    /// a TIFF scan, a DNG-like TIFF, a KML, a FIT-like file and a notes file beside them; and
    /// `static/` with a GIF, an extension-less photo and a TIFF that record positions, a GPX
    /// track, and a clean file.
    static func site(linking: String = "") throws -> FixtureSite {
        let site = try FixtureSite([
            "content/trips/lisbon/index.md": tripFile(
                "title: Lisbon",
                body: "![A red square](pin.gif)\n\n![The lake](lake)\n\n[Notes](notes.txt)\(linking)\n"),
            "content/trips/lisbon/notes.txt": "Plain notes.\n",
            "content/trips/lisbon/route.kml": kml,
            "static/tracks/morning.gpx": gpx,
            "static/robots-extra.txt": "nothing here\n",
        ])
        try site.addPhoto("gps.gif", at: "content/trips/lisbon/pin.gif")
        try site.addPhoto("upright.jpg", at: "content/trips/lisbon/lake")
        try site.addPhoto("gps.tif", at: "content/trips/lisbon/scan.tif")
        try site.addPhoto("gps.tif", at: "content/trips/lisbon/raw.dng")
        try site.write("content/trips/lisbon/watch.fit", bytes: [14, 16, 0x52, 0x08, 0, 0, 0, 0] + Array(".FIT".utf8))
        try site.addPhoto("gps.gif", at: "static/img/dot.gif")
        try site.addPhoto("upright.jpg", at: "static/img/harbour")
        try site.addPhoto("gps.tif", at: "static/scans/old.tif")
        return site
    }

    @Test func photosAreMadeByContentAndNoOriginalOrPositionIsPublished() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let originals = try ["gps.gif", "upright.jpg", "gps.tif"].map { try TestPhotos.bytes($0) }
        for (path, bytes) in output.files where !path.hasPrefix("img/") && !path.hasPrefix("scans/") {
            #expect(!originals.contains(bytes), "\(path) is an original published as it is")
            #expect(TestPhotos.positionMarkers(in: bytes).isEmpty, "\(path) records a position")
            #expect(TestPhotos.privateMarkers(in: bytes).isEmpty, "\(path)")
        }
        let folder = output.files.keys.filter { $0.hasPrefix("trips/lisbon/") }.sorted()
        for name in ["pin.gif", "lake", "scan.tif", "raw.dng", "route.kml", "watch.fit"] {
            #expect(!folder.contains("trips/lisbon/\(name)"), "\(name) is published: \(folder)")
        }
        #expect(folder.contains("trips/lisbon/notes.txt"), "an ordinary file is copied")
        let page = try #require(output.text("trips/lisbon/index.html"))
        #expect(folder.contains { $0.hasPrefix("trips/lisbon/pin-") && $0.hasSuffix(".webp") }, "the GIF is a photo")
        #expect(folder.contains { $0.hasPrefix("trips/lisbon/lake-") && $0.hasSuffix(".webp") }, "so is `lake`")
        #expect(page.contains("alt=\"The lake\"") && !page.contains("src=\"lake\""))
        #expect(!report.diagnostics.contains { $0.file.hasPrefix("content/") }, "\(report.diagnostics)")
    }

    @Test func staticFilesThatRecordPositionsAreNamedInWarnings() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let warned = Set(report.diagnostics.filter { $0.severity == .warning }.map(\.file))
        #expect(
            warned.isSuperset(of: ["static/img/dot.gif", "static/img/harbour", "static/scans/old.tif"]),
            "\(report.diagnostics)")
        let track = try #require(report.diagnostics.first { $0.file == "static/tracks/morning.gpx" })
        #expect(track.message.contains("GPX file of positions"), "\(track.message)")
        #expect(!warned.contains("static/robots-extra.txt"))
        // static/ stays the user's "publish as is".
        #expect(output.files["img/dot.gif"] == (try TestPhotos.bytes("gps.gif")))
        #expect(output.files["tracks/morning.gpx"] != nil)
    }

    @Test func aFileOfPositionsTheJournalLinksToIsPublished() throws {
        let site = try Self.site(linking: "\n\n[The route as KML](route.kml) and [my watch](watch.fit)")
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        #expect(output.files["trips/lisbon/route.kml"] == Array(Self.kml.utf8))
        #expect(output.files["trips/lisbon/watch.fit"] != nil)
        #expect(output.files["trips/lisbon/raw.dng"] == nil, "only what is linked")
        #expect(!report.diagnostics.contains { $0.message.contains("route.kml") }, "\(report.diagnostics)")
    }

    @Test func aLinkToAWithheldFileSaysWhatItIs() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.write(
            "content/pages/about.md",
            "---\ntitle: About\n---\n[KML](/trips/lisbon/route.kml)\n\n![w](/trips/lisbon/route.kml)\n")
        let (report, _) = try site.buildInMemory()
        let messages = report.diagnostics.filter { $0.file == "content/pages/about.md" }.map(\.message)
        #expect(messages.contains { $0.contains("points at a KML file of positions") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("image") && $0.contains("not a photo") }, "\(messages)")
    }

    @Test(arguments: [
        ("\u{FEFF}<?xml version=\"1.0\"?>\n<gpx version=\"1.1\">", FileContent.positions("GPX")),
        ("<?xml version=\"1.0\"?><!-- x --><ns:kml xmlns:ns=\"k\">", .positions("KML")),
        ("<TrainingCenterDatabase>", .positions("TCX")),
        ("{\"type\": \"FeatureCollection\", \"features\": []}", .positions("GeoJSON")),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", .other),
        ("{\"name\": \"package\"}", .other),
        ("GIF89a", .photo(.web)),
        ("FUJIFILMCCD-RAW 0201", .cameraRaw),
    ])
    func contentIsJudgedFromTheFirstBytes(_ head: String, _ expected: FileContent) {
        #expect(FileContent.of(head: ArraySlice(Array(head.utf8))) == expected)
    }

    @Test func photoFormatsAreRecognisedByTheirBytes() throws {
        for name in ["upright.jpg", "gps.png", "gps.webp", "gps.heic", "gps.avif", "anim.gif"] {
            #expect(FileContent.of(path: TestPhotos.path(name)) == .photo(.web), "\(name)")
        }
        #expect(FileContent.of(path: TestPhotos.path("gps.tif")) == .photo(.tiff))
        #expect(FileContent.of(path: TestPhotos.path("text.jpg")) == .other)
    }

    /// A bundle of files that record positions past their first kilobyte (a late GeoJSON
    /// marker, a KMZ whose first entry is an icon, a GPX after a long comment, a UTF-16 KML,
    /// a gzipped GPX, an NMEA log, Polarsteps' locations, a phone video with its position in
    /// `moov` at the end) beside look-alikes that record none; `static/` with the video.
    static func positionsSite(
        linking: String = ""
    ) throws -> (FixtureSite, withheld: [String: [UInt8]], copied: [String: [UInt8]]) {
        typealias Fixtures = PositionFileFixtures
        let withheld: [String: [UInt8]] = [
            "route.json": Array(Fixtures.lateGeoJSON.utf8),
            "places.kmz": try Fixtures.zip([("files/icon.png", Fixtures.noise(4000)), ("doc.kml", Array(kml.utf8))]),
            "export.xml": Array(Fixtures.lateGPX.utf8),
            "watch.kml.txt": Fixtures.utf16(kml, bigEndian: true),
            "ride.gpx.gz": try Fixtures.gzip(Array(gpx.utf8)),
            "gps.log": Array(Fixtures.nmea(header: 3000).utf8),
            "locations.json": Array(Fixtures.polarstepsLocations.utf8),
            "harbour.mov": Fixtures.movie(position: .appleKey),
        ]
        let copied: [String: [UInt8]] = [
            "settings.json": Array("{\"name\": \"camera\", \"notes\": \"\(Fixtures.filler(3000))\"}".utf8),
            "README.txt": Array("Notes from the trip.\n\(Fixtures.filler(3000))\n".utf8),
            "waves.mp4": Fixtures.movie(brand: "mp42", position: .none),
        ]
        let site = try FixtureSite([
            "content/trips/lisbon/index.md": tripFile("title: Lisbon", body: "By the sea.\(linking)\n")
        ])
        for (name, bytes) in withheld.merging(copied, uniquingKeysWith: { a, _ in a }) {
            try site.write("content/trips/lisbon/\(name)", bytes: bytes)
        }
        try site.write("static/video/harbour.mov", bytes: withheld["harbour.mov"]!)
        return (site, withheld, copied)
    }

    @Test func filesThatRecordPositionsPastTheirHeadArePublishedOnlyWhenLinked() throws {
        let (site, withheld, copied) = try Self.positionsSite()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        for name in withheld.keys {
            #expect(output.files["trips/lisbon/\(name)"] == nil, "\(name) is published")
        }
        for (name, bytes) in copied {
            #expect(output.files["trips/lisbon/\(name)"] == bytes, "\(name) is not copied as it is")
        }
        let video = try #require(report.diagnostics.first { $0.file == "static/video/harbour.mov" })
        #expect(video.message.contains("video that records the GPS position"), "\(video.message)")

        let (linkedSite, _, _) = try Self.positionsSite(linking: "\n\n[The harbour](harbour.mov), [my log](gps.log)")
        defer { linkedSite.remove() }
        let linked = try linkedSite.buildInMemory().output
        #expect(linked.files["trips/lisbon/harbour.mov"] == withheld["harbour.mov"])
        #expect(linked.files["trips/lisbon/gps.log"] == withheld["gps.log"])
        #expect(linked.files["trips/lisbon/ride.gpx.gz"] == nil, "only what is linked")
    }
}
