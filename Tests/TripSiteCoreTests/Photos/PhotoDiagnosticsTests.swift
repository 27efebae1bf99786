import Foundation
import Testing
import TripSiteCore
import TripSiteIncremental
import TripSiteTestSupport

/// Bad photos are warnings at the places that use them, with a placeholder in the page; the
/// build goes on (and fails with --strict). Nothing of a bad photo reaches the cache or the
/// output.
@Suite struct PhotoDiagnosticsTests {
    static let badPhotos = ["empty.jpg", "text.jpg", "truncated.jpg", "bomb.png", "fake.jpg"]

    static func site() throws -> FixtureSite {
        let body = badPhotos.map { "![Bad \($0)](\($0))" }.joined(separator: "\n\n")
        let site = try FixtureSite([
            "content/trips/bad/index.md": tripFile("title: Bad\nphoto: truncated.jpg", body: body + "\n")
        ])
        // `fake.jpg` is an SVG named as a JPEG: judged by its content, and refused.
        for name in badPhotos {
            try site.addPhoto(name == "fake.jpg" ? "icon.svg" : name, at: "content/trips/bad/\(name)")
        }
        return site
    }

    @Test func eachBadPhotoIsAWarningAtItsLineAndAPlaceholder() throws {
        let site = try Self.site()
        defer { site.remove() }
        let (report, output) = try site.buildInMemory()
        let warnings = report.diagnostics.map(\.description)
        // The body starts on line 5; each image is two lines below the last.
        for (index, name) in Self.badPhotos.enumerated() {
            #expect(
                warnings.contains {
                    $0.hasPrefix("content/trips/bad/index.md:\(5 + 2 * index): warning: photo '\(name)'")
                        && $0.contains("content/trips/bad/\(name)")
                }, "\(name): \(warnings)")
        }
        #expect(
            warnings.contains { $0.hasPrefix("content/trips/bad/index.md:3: warning: photo 'truncated.jpg'") },
            "the cover's warning is at photo:")
        #expect(warnings.contains { $0.contains("bomb.png") && $0.contains("30000×30000") })
        #expect(
            warnings.contains {
                $0.contains("fake.jpg") && $0.contains("is not a JPEG, PNG, WebP, HEIC, AVIF, GIF or TIFF")
            })
        let page = try #require(output.text("trips/bad/index.html"))
        #expect(page.components(separatedBy: "class=\"photo-missing\"").count == Self.badPhotos.count + 1)
        #expect(page.contains("src=\"/trips/bad/placeholder.svg\""), "the cover falls back to the placeholder")
        #expect(
            output.files.keys.filter { $0.hasPrefix("trips/bad/") }.sorted() == [
                "trips/bad/index.html", "trips/bad/placeholder.svg",
            ])
        #expect(report.photos.failed == Self.badPhotos.count)
        let cache = site.root.appending(path: ".tripsite-cache/photos")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).isEmpty)
    }

    @Test func strictFailsOnABadPhoto() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(throws: BuildFailure.self) { try site.buildInMemory(strict: true) }
        do {
            _ = try site.buildInMemory(strict: true)
        } catch {
            #expect(error.stage == .photos)
        }
    }

    @Test func aStaticPhotoWithAPositionIsNamed() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        try site.addPhoto("upright.jpg", at: "static/img/home.jpg")
        try site.addPhoto("tiny.jpg", at: "static/img/plain.jpg")
        let (report, output) = try site.buildInMemory()
        let warnings = report.diagnostics.map(\.description)
        #expect(warnings.contains { $0.hasPrefix("static/img/home.jpg: warning:") && $0.contains("GPS position") })
        #expect(!warnings.contains { $0.contains("plain.jpg") })
        #expect(output.files["img/home.jpg"] == (try TestPhotos.bytes("upright.jpg")), "static/ stays verbatim")
    }

    /// The preview server remembers each static image's check by its size and date: a
    /// rebuild reads no unchanged header again, and a photo replaced by one with (or
    /// without) a position is checked anew.
    @Test func serveChecksAStaticPhotoAgainOnlyWhenItChanges() throws {
        let site = try FixtureSite(["content/trips/a.md": tripFile("title: A")])
        defer { site.remove() }
        try site.addPhoto("tiny.jpg", at: "static/img/home.jpg")
        let builder = IncrementalBuilder(options: BuildOptions(source: site.root, output: site.output), mode: .build)
        func warned() throws -> Bool {
            try builder.build().warnings.contains { $0.file == "static/img/home.jpg" && $0.message.contains("GPS") }
        }
        #expect(try !warned())
        try site.addPhoto("upright.jpg", at: "static/img/home.jpg")
        #expect(try warned(), "a new photo with a position, checked again")
        #expect(try warned(), "unchanged: the remembered answer")
        try site.addPhoto("tiny.jpg", at: "static/img/home.jpg")
        #expect(try !warned())
    }

    @Test func anImageWithoutAltTextIsAWarning() throws {
        let site = try FixtureSite([
            "content/trips/a/index.md": tripFile("title: A", body: "Text.\n\n![](cabin.jpg)\n")
        ])
        defer { site.remove() }
        try site.addPhoto("tiny.jpg", at: "content/trips/a/cabin.jpg")
        let warnings = try site.buildInMemory().report.diagnostics.map(\.description)
        #expect(
            warnings.contains { $0.hasPrefix("content/trips/a/index.md:6: warning: image 'cabin.jpg' has no alt text") }
        )
    }
}

extension PhotoDiagnosticsTests {
    @Test func aLinkToAnOriginalPhotoSaysHowToShowIt() throws {
        let site = try FixtureSite([
            "content/trips/a/index.md": tripFile("title: A", body: "See [the full photo](cabin.jpg).\n")
        ])
        defer { site.remove() }
        try site.addPhoto("tiny.jpg", at: "content/trips/a/cabin.jpg")
        let (report, output) = try site.buildInMemory()
        #expect(output.files["trips/a/cabin.jpg"] == nil)
        #expect(
            report.diagnostics.map(\.description).contains {
                $0.hasPrefix("content/trips/a/index.md:4: warning: link 'cabin.jpg' points at a photo")
            }, "\(report.diagnostics)")
    }

    /// A bad photo in a gallery is located: at its line under `gallery:`, or, in a gallery
    /// made of the folder's photos (no line anyone wrote), at the photo's own file.
    @Test func aBadGalleryPhotoIsLocated() throws {
        let site = try FixtureSite([
            "content/trips/auto/index.md": tripFile("title: Auto", body: "Photos below.\n"),
            "content/trips/listed/index.md": tripFile(
                "title: Listed\ngallery:\n  - good.jpg\n  - bad.jpg", body: "Photos below.\n"),
        ])
        defer { site.remove() }
        for trip in ["auto", "listed"] {
            try site.addPhoto("tiny.jpg", at: "content/trips/\(trip)/good.jpg")
            try site.addPhoto("truncated.jpg", at: "content/trips/\(trip)/bad.jpg")
        }
        let (report, _) = try site.buildInMemory()
        let warnings = report.diagnostics.filter { $0.message.contains("bad.jpg") }
        #expect(warnings.contains { $0.file == "content/trips/auto/bad.jpg" && $0.line == nil }, "\(warnings)")
        #expect(warnings.contains { $0.file == "content/trips/listed/index.md" && $0.line == 5 }, "\(warnings)")
    }
}
