import Foundation
import Testing
import TripSiteCore
import TripSiteImaging
import TripSiteTestSupport

/// Photos written as raw HTML in a trip built in place (a Hugo post's `<img>`, `<figure>`,
/// `<div class="gallery">`): published as sized copies without metadata, as Markdown images
/// are, with their alt text and captions; the output read back.
@Suite struct HTMLPhotoTests {
    static func site() throws -> FixtureSite {
        let site = try FixtureSite([
            "content/trips/fjords/index.md": tripFile(
                "title: Fjords",
                body: """
                    We set out <img src="boat.jpg" alt="Our boat"> at six.

                    <figure>
                      <img src="/images/posts/cliff.webp" alt="A cliff">
                      <figcaption>Preikestolen at noon</figcaption>
                    </figure>

                    <div class="gallery">
                      <img src="a.jpg" alt="First camp">
                      <img src="b.jpg" alt="Second camp">
                    </div>

                    <img src="lost.jpg" alt="Gone">
                    """)
        ])
        try site.addPhoto("sideways.jpg", at: "content/trips/fjords/boat.jpg")
        try site.addPhoto("gps.webp", at: "static/images/posts/cliff.webp")
        try site.addPhoto("tiny.jpg", at: "content/trips/fjords/a.jpg")
        try site.addPhoto("sideways.jpg", at: "content/trips/fjords/b.jpg")
        return site
    }

    @Test func htmlImagesArePublishedAsSizedPhotosWithoutMetadata() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let page = try #require(output.text("trips/fjords/index.html"))
        #expect(page.contains("alt=\"Our boat\"") && page.contains("/trips/fjords/boat-"))
        #expect(page.contains("alt=\"A cliff\"") && page.contains("<figcaption>Preikestolen at noon</figcaption>"))
        #expect(page.contains("<picture>"))
        #expect(output.files["trips/fjords/boat.jpg"] == nil, "the original is never published")
        let made = output.files.keys.filter { $0.hasPrefix("trips/fjords/") && !$0.hasSuffix(".html") }
        #expect(made.contains { $0.hasPrefix("trips/fjords/boat-") && $0.hasSuffix(".webp") })
        let folder = FileManager.default.temporaryDirectory.appending(path: "html-photos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in made where PhotoStageTests.isImage(path) {
            let bytes = try #require(output.files[path])
            #expect(TestPhotos.privateMarkers(in: bytes).isEmpty, "\(path)")
            let file = folder.appending(path: path.replacingOccurrences(of: "/", with: "_"))
            try Data(bytes).write(to: file)
            let fields = try #require(VipsCodec.inspect(file.path)).fields.keys
            #expect(!fields.contains { $0.hasPrefix("exif") || $0.hasPrefix("xmp") }, "\(path)")
        }
    }

    @Test func anHTMLGalleryIsDrawnAsAGalleryInTheText() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (_, output) = try site.buildInMemory()
        let page = try #require(output.text("trips/fjords/index.html"))
        let start = try #require(page.range(of: "<figure class=\"gallery gallery-in-text\""))
        let rest = page[start.lowerBound...]
        let gallery = rest[..<(try #require(rest.range(of: "</ul>"))).upperBound]
        #expect(gallery.components(separatedBy: "class=\"gallery-link\"").count == 3, "\(gallery)")
        #expect(gallery.contains("alt=\"First camp\"") && gallery.contains("alt=\"Second camp\""))
        #expect(page.contains("/theme/gallery.js\""), "the lightbox opens its photos")
        // Its photos are shown in the text: the trip's own gallery at the end does not repeat them.
        #expect(page.components(separatedBy: "class=\"gallery-link\"").count == 3)
    }

    @Test func aFigureOfSeveralPhotosIsAGalleryWithItsCaption() throws {
        let site = try FixtureSite([
            "content/trips/camps/index.md": tripFile(
                "title: Camps",
                body: "<figure>\n<img src=\"a.jpg\" alt=\"A\">\n<img src=\"b.jpg\" alt=\"B\">\n"
                    + "<figcaption>Both camps</figcaption>\n</figure>\n")
        ])
        defer { site.remove() }
        try site.addPhoto("tiny.jpg", at: "content/trips/camps/a.jpg")
        try site.addPhoto("sideways.jpg", at: "content/trips/camps/b.jpg")
        let (_, output) = try site.buildInMemory()
        let page = try #require(output.text("trips/camps/index.html"))
        #expect(page.contains("<figure class=\"gallery gallery-in-text\""))
        #expect(page.contains(">Both camps</figcaption><ul class=\"gallery-grid\">"), "\(page)")
    }

    @Test func anHTMLImageWithNoFileIsALocatedWarning() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (report, _) = try site.buildInMemory()
        let warnings = report.diagnostics.map(\.description)
        #expect(
            warnings.contains { $0.hasPrefix("content/trips/fjords/index.md:16:") && $0.contains("lost.jpg") },
            "\(warnings)")
    }

    @Test(arguments: ["featured.jpg", "feature-image.jpg", "cover.jpg", "thumbnail.png"])
    func aBundlesCoverFileIsTheTripsPhoto(name: String) throws {
        let site = try FixtureSite(["content/trips/oslo/index.md": tripFile("title: Oslo", body: "Snow.")])
        defer { site.remove() }
        try site.addPhoto(name.hasSuffix(".png") ? "alpha.png" : "tiny.jpg", at: "content/trips/oslo/\(name)")
        try site.addPhoto("sideways.jpg", at: "content/trips/oslo/another.jpg")
        let (report, _) = try site.buildInMemory()
        let trip = try #require(report.site.trips.first)
        #expect(trip.photo == .bundle(fileName: name))
        #expect(trip.gallery.map(\.source) == ["content/trips/oslo/another.jpg"])
    }

    @Test func anEntryFoldersCoverFileIsTheEntrysPhoto() throws {
        let site = try FixtureSite([
            "content/trips/oslo/index.md": tripFile("title: Oslo", body: "Snow."),
            "content/trips/oslo/2024-01-02-fjord/index.md": "---\ntitle: Fjord\n---\nIce.\n",
        ])
        defer { site.remove() }
        try site.addPhoto("tiny.jpg", at: "content/trips/oslo/2024-01-02-fjord/featured.jpg")
        let (report, _) = try site.buildInMemory()
        let entry = try #require(report.site.trips.first?.entries.first)
        #expect(entry.photo == .bundle(fileName: "featured.jpg"))
        #expect(entry.photoSource == "content/trips/oslo/2024-01-02-fjord/featured.jpg")
    }
}
