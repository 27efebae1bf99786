import Foundation
import Testing
import TripSiteCore
import TripSiteImaging
import TripSiteTestSupport

/// The `photos` stage end to end: a site with real photos, built, and its output read back.
@Suite struct PhotoStageTests {
    /// A bundle trip with a sideways cover (GPS, serial), a HEIC in its text, a photo it
    /// does not use (its gallery), an SVG and a GIF, and a page with a static photo.
    static func photoSite() throws -> FixtureSite {
        let site = try FixtureSite([
            "content/trips/lisbon/index.md": tripFile(
                "title: Lisbon\nphoto: cover.jpg",
                body: """
                    Trams.

                    ![Tram 28 on the hill](tram.heic "Tram")

                    ![A map](map.svg) and ![remote](https://example.org/x.jpg)
                    """),
            "content/trips/lisbon/map.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "content/pages/about.md": "---\ntitle: About\n---\n![Me](/img/me.png)\n",
        ])
        try site.addPhoto("sideways.jpg", at: "content/trips/lisbon/cover.jpg")
        try site.addPhoto("gps.heic", at: "content/trips/lisbon/tram.heic")
        try site.addPhoto("gps.webp", at: "content/trips/lisbon/extra.webp")
        try site.addPhoto("anim.gif", at: "content/trips/lisbon/anim.gif")
        try site.addPhoto("alpha.png", at: "static/img/me.png")
        return site
    }

    static func isImage(_ path: String) -> Bool {
        ["jpg", "jpeg", "webp", "avif", "png", "heic", "gif"].contains { path.lowercased().hasSuffix("." + $0) }
    }

    @Test func publishedImagesCarryNoMetadataAndOriginalsStayPrivate() throws {
        let site = try Self.photoSite()
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let images = output.files.keys.filter(Self.isImage).sorted()
        #expect(!images.contains("trips/lisbon/cover.jpg") && !images.contains("trips/lisbon/tram.heic"))
        #expect(!images.contains("trips/lisbon/extra.webp"), "bundle originals are never published")
        #expect(images.contains("img/me.png"), "static/ is published as it is")
        let folder = FileManager.default.temporaryDirectory.appending(path: "read-back-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in images where path != "img/me.png" {
            let bytes = try #require(output.files[path])
            #expect(TestPhotos.privateMarkers(in: bytes).isEmpty, "\(path)")
            let file = folder.appending(path: path.replacingOccurrences(of: "/", with: "_"))
            try Data(bytes).write(to: file)
            let fields = try #require(VipsCodec.inspect(file.path)).fields.keys
            #expect(!fields.contains { $0.hasPrefix("exif") || $0.hasPrefix("xmp") }, "\(path)")
        }
        #expect(images.count == 11, "\(images)")
        #expect(output.files["trips/lisbon/map.svg"] == Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
        #expect(output.files["trips/lisbon/anim.gif"] == nil, "a GIF is a photo: its original is not published")
        #expect(images.contains { $0.hasPrefix("trips/lisbon/anim-") }, "the GIF is in the gallery: \(images)")
    }

    @Test func everySrcsetURLResolvesAndSizesMatchTheFiles() throws {
        let site = try Self.photoSite()
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let folder = FileManager.default.temporaryDirectory.appending(path: "sizes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for page in ["trips/lisbon/index.html", "index.html", "about/index.html"] {
            let html = try #require(output.text(page))
            for url in Self.imageURLs(in: html) where url.hasPrefix("/") && !url.hasSuffix(".svg") {
                let path = String(url.dropFirst())
                let bytes = try #require(output.files[path], "\(page) → \(url)")
                let file = folder.appending(path: path.replacingOccurrences(of: "/", with: "_"))
                try Data(bytes).write(to: file)
                let inspection = try #require(VipsCodec.inspect(file.path))
                if let width = Self.descriptorWidth(of: url, in: html) {
                    #expect(inspection.width == width, "\(url) is \(inspection.width) px wide, srcset says \(width)w")
                }
                checked += 1
            }
        }
        #expect(checked >= 8)
        let trip = try #require(output.text("trips/lisbon/index.html"))
        // The cover: stored 200×300 sideways, shown upright at 300×200.
        #expect(trip.contains("width=\"300\" height=\"200\" fetchpriority=\"high\""))
    }

    /// Every URL in `src` and `srcset` attributes, but a script's (the gallery's lightbox).
    static func imageURLs(in html: String) -> [String] {
        var urls: [String] = []
        for attribute in ["src=\"", "srcset=\""] {
            var rest = Substring(html)
            while let start = rest.range(of: attribute) {
                let value = rest[start.upperBound...].prefix { $0 != "\"" }
                urls += value.split(separator: ",").compactMap {
                    $0.split(separator: " ").first.map(String.init)
                }
                rest = rest[start.upperBound...]
            }
        }
        return Array(Set(urls)).filter { !$0.hasSuffix(".js") }
    }

    /// The `NNNw` after `url` in a srcset.
    static func descriptorWidth(of url: String, in html: String) -> Int? {
        guard let range = html.range(of: url + " ") else { return nil }
        let descriptor = html[range.upperBound...].prefix { $0 != "," && $0 != "\"" }
        return descriptor.hasSuffix("w") ? Int(descriptor.dropLast()) : nil
    }

    @Test func pagesDrawPicturesLazilyWithTheHeroFirst() throws {
        let site = try Self.photoSite()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let trip = try #require(output.text("trips/lisbon/index.html"))
        #expect(
            trip.contains("<source type=\"image/webp\" srcset=\"/trips/lisbon/tram-300."),
            "one width: the photo is 300 px wide")
        #expect(trip.contains("alt=\"Tram 28 on the hill\""))
        #expect(trip.components(separatedBy: "fetchpriority=\"high\"").count == 2, "only the hero is eager")
        #expect(trip.contains("<img loading=\"lazy\" decoding=\"async\" src=\"https://example.org/x.jpg\""))
        #expect(trip.contains("src=\"map.svg\""), "an SVG is drawn as written")
        #expect(trip.contains("style=\"background-color: #"), "a placeholder colour while loading")
        let home = try #require(output.text("index.html"))
        #expect(home.contains("loading=\"lazy\""))
        #expect(!home.contains("fetchpriority"))
        let about = try #require(output.text("about/index.html"))
        #expect(about.contains("/img/me-200."), "a static photo used in a page gets variants")
        #expect(report.photos.encoded == 5 && report.photos.failed == 0, "the GIF too: \(report.photos)")
    }

    @Test func theFeedCarriesPhotosAsAbsoluteJPEGs() throws {
        let site = try Self.photoSite()
        defer { site.remove() }
        let feed = try #require(try site.buildInMemory().output.text("feed.xml"))
        #expect(feed.contains("&lt;img src=\"https://example.com/trips/lisbon/tram-300."))
        #expect(feed.contains(".jpg\" alt=\"Tram 28 on the hill\" width=\"300\" height=\"200\"&gt;"))
        #expect(!feed.contains("tripsite-image"), "no marker reaches a feed reader")
    }

    @Test func theGalleryIsTheBundlesOtherPhotos() throws {
        let site = try Self.photoSite()
        defer { site.remove() }
        try site.addPhoto("upright.jpg", at: "content/trips/lisbon/b-later.jpg")
        let (_, output) = try site.buildInMemory()
        let trip = try #require(output.text("trips/lisbon/index.html"))
        let gallery = try #require(trip.range(of: "class=\"gallery\"")).lowerBound
        let section = String(trip[gallery...])
        // Both were taken at 2024-06-03 14:25 (the fixtures' time), so by name: b-later, extra.
        let later = try #require(section.range(of: "b-later-"))
        let extra = try #require(section.range(of: "extra-"))
        #expect(later.lowerBound < extra.lowerBound)
        #expect(section.contains("class=\"gallery-link\" href=\"/trips/lisbon/extra-"))
        #expect(!section.contains("tram-"), "photos the trip shows are not in its gallery")
    }

    @Test func aGalleryListSetsOrderAndCaptions() throws {
        let site = try FixtureSite([
            "content/trips/lisbon/index.md": tripFile(
                "title: Lisbon\ngallery:\n  - {file: b.jpg, caption: The harbour}\n  - a.jpg\n  - nowhere.jpg")
        ])
        defer { site.remove() }
        try site.addPhoto("upright.jpg", at: "content/trips/lisbon/a.jpg")
        try site.addPhoto("tiny.jpg", at: "content/trips/lisbon/b.jpg")
        let (report, output) = try site.buildInMemory()
        let trip = try #require(output.text("trips/lisbon/index.html"))
        let first = try #require(trip.range(of: "/trips/lisbon/b-"))
        let second = try #require(trip.range(of: "/trips/lisbon/a-"))
        #expect(first.lowerBound < second.lowerBound)
        #expect(trip.contains("The harbour</figcaption>") || trip.contains("The harbour<"))
        #expect(
            report.diagnostics.map(\.description).contains {
                $0.hasPrefix("content/trips/lisbon/index.md:6:") && $0.contains("nowhere.jpg")
            }, "\(report.diagnostics)")
    }
}
