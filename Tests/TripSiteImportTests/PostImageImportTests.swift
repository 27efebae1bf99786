import Foundation
import Testing
import TripSiteCore
import TripSiteImport
import TripSiteTestSupport

/// No photo of a Hugo or Jekyll post is lost on import: images written as raw HTML are
/// copied into the trip's bundle like Markdown ones (the reference rewritten), covers come
/// from every key themes use and from a bundle's cover file, and each image that could not
/// be placed is a located warning, counted at the end of the report.
@Suite struct PostImageImportTests {
    /// Imports the site `files` (text, or a photo fixture's name after `photo:`) as `generator`.
    func importSite(
        _ files: [String: String], generator: StaticSite.Generator = .hugo
    ) throws -> (site: URL, report: ImportReport) {
        let folder = try ImportFixtures.folder("post-images")
        let blog = folder.appending(path: "blog")
        for (path, text) in files {
            if text.hasPrefix("photo:") {
                try ImportFixtures.write(TestPhotos.bytes(String(text.dropFirst(6))), to: path, in: blog)
            } else {
                try ImportFixtures.write(text, to: path, in: blog)
            }
        }
        var writer = ImportWriter(root: folder.appending(path: "site"))
        try StaticSiteImporter(site: blog, label: "blog", generator: generator).run(into: &writer)
        return (folder.appending(path: "site"), writer.report)
    }

    func text(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appending(path: path), encoding: .utf8)
    }

    func exists(_ path: String, in site: URL) -> Bool {
        FileManager.default.fileExists(atPath: site.appending(path: path).path)
    }

    static let htmlPost = """
        ---
        title: Hike
        date: 2023-05-01
        ---
        Off we go <img src="/images/posts/inline.jpg" alt="Boots"> at dawn.

        <img src="/images/posts/block.jpg" alt="The trail">

        <picture>
          <source srcset="/images/posts/pic.webp" type="image/webp">
          <img src="/images/posts/pic.jpg" alt="A lake">
        </picture>

        <figure>
          <img src='/images/posts/fig.jpg' alt='A hut'>
          <figcaption>The hut</figcaption>
        </figure>

        <div class="gallery">
          <img src="/images/posts/g1.jpeg" alt="One">
          <img src="/images/posts/g2.jpeg" alt="Two">
        </div>

        <img src="/images/posts/missing.jpg" alt="Lost">
        <img src="https://cdn.example.org/far.jpg" alt="Far">
        """

    static let htmlSite: [String: String] = [
        "hugo.toml": "title = \"Hikes\"\n",
        "content/posts/hike.md": htmlPost,
        "static/images/posts/inline.jpg": "photo:tiny.jpg",
        "static/images/posts/block.jpg": "photo:tiny.jpg",
        "static/images/posts/pic.jpg": "photo:tiny.jpg",
        "static/images/posts/fig.jpg": "photo:tiny.jpg",
        "static/images/posts/g1.jpeg": "photo:tiny.jpg",
        "static/images/posts/g2.jpeg": "photo:sideways.jpg",
    ]

    @Test func everyHTMLImageFormIsCopiedAndItsReferenceRewritten() throws {
        let (site, _) = try importSite(Self.htmlSite)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        for name in ["inline.jpg", "block.jpg", "pic.jpg", "fig.jpg", "g1.jpeg", "g2.jpeg"] {
            #expect(exists("content/trips/hike/\(name)", in: site), "\(name)")
        }
        let body = try text("content/trips/hike/index.md", in: site)
        #expect(body.contains("Off we go <img src=\"inline.jpg\" alt=\"Boots\"> at dawn."))
        #expect(body.contains("<img src=\"block.jpg\" alt=\"The trail\">"))
        #expect(body.contains("<img src=\"pic.jpg\" alt=\"A lake\">"))
        #expect(body.contains("<img src='fig.jpg' alt='A hut'>") && body.contains("<figcaption>The hut</figcaption>"))
        #expect(
            body.contains("<img src=\"g1.jpeg\" alt=\"One\">") && body.contains("<img src=\"g2.jpeg\" alt=\"Two\">"))
        #expect(body.contains("/images/posts/missing.jpg"), "a reference not found is kept as written")
    }

    @Test func imagesThatCannotBePlacedAreLocatedAndCounted() throws {
        let (site, report) = try importSite(Self.htmlSite)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let warnings = report.warnings.map(\.description)
        #expect(
            warnings.contains {
                $0.hasPrefix("blog/content/posts/hike.md:24: warning: image '/images/posts/missing.jpg' is not a file")
            }, "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix("blog/content/posts/hike.md:25: warning: image 'https://cdn.example.org/far.jpg'")
                    && $0.contains("not fetched")
            }, "\(warnings)")
        var expected = ImportReport.Images()
        (expected.found, expected.published, expected.notFound, expected.remote) = (8, 6, 1, 1)
        #expect(report.images == expected)
        #expect(report.summaryLines.last == "Images: 8 found, 6 published, 1 not found, 1 remote (not fetched).")
    }

    @Test func theImportedTripBuildsWithItsHTMLPhotos() throws {
        let (site, _) = try importSite(Self.htmlSite)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        var output = MemoryOutput()
        let options = BuildOptions(source: site, output: site.appending(path: "public"))
        _ = try SiteBuilder(options: options).build(into: &output)
        let page = try #require(output.text("trips/hike/index.html"))
        for alt in ["Boots", "The trail", "A lake", "A hut", "One", "Two"] {
            #expect(page.contains("alt=\"\(alt)\""), "\(alt)")
        }
        #expect(page.contains("<figcaption>The hut</figcaption>") && page.contains("gallery-in-text"))
        #expect(output.files["trips/hike/g2.jpeg"] == nil && !page.contains("src=\"g2.jpeg\""))
    }

    /// Each key a theme names a post's cover by, with the file under `static/`.
    @Test(arguments: [
        "images: [/img/cover.jpg, /img/other.jpg]", "cover:\n  image: /img/cover.jpg",
        "featured_image: /img/cover.jpg", "image: /img/cover.jpg", "image:\n  path: /img/cover.jpg",
        "header:\n  image: /img/cover.jpg", "header:\n  teaser: /img/cover.jpg", "feature_image: /img/cover.jpg",
    ])
    func aCoverKeyBecomesThePhoto(key: String) throws {
        let (site, report) = try importSite([
            "hugo.toml": "title = \"Hikes\"\n",
            "content/posts/walk.md": "---\ntitle: Walk\n\(key)\n---\nUp.\n",
            "static/img/cover.jpg": "photo:tiny.jpg",
        ])
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let index = try text("content/trips/walk/index.md", in: site)
        #expect(index.contains("photo: \"cover.jpg\"\n"), "\(index)")
        #expect(!index.contains("params:"), "the key is read, not kept under params")
        #expect(exists("content/trips/walk/cover.jpg", in: site))
        #expect(report.images?.published == 1 && report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Jekyll's cover under the site itself (`/assets/…`), as minimal-mistakes writes it.
    @Test func aJekyllHeaderImageUnderTheSiteIsFound() throws {
        let (site, report) = try importSite(
            [
                "_config.yml": "title: Walks\n",
                "_posts/2020-04-02-ridge.md":
                    "---\ntitle: Ridge\nheader:\n  image: /assets/images/ridge.jpg\n---\nWind.\n",
                "assets/images/ridge.jpg": "photo:tiny.jpg",
            ], generator: .jekyll)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(try text("content/trips/ridge/index.md", in: site).contains("photo: \"ridge.jpg\""))
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Addresses the site's own build fills in name its files: Jekyll's Liquid around a path,
    /// and the site's own URL.
    @Test func liquidAndTheSitesOwnAddressNameItsFiles() throws {
        let (site, report) = try importSite(
            [
                "_config.yml": "title: Walks\nurl: https://ada.github.io\nbaseurl: /walks\n",
                "_posts/2020-04-02-ridge.md": """
                ---
                title: Ridge
                header:
                  teaser: "{{ '/assets/img/z.jpg' | relative_url }}"
                ---
                <img src="{{ site.baseurl }}/assets/img/x.jpg" alt="X">

                ![Y]({{site.url}}{{site.baseurl}}/assets/img/y.jpg)

                <img src="https://ada.github.io/walks/assets/img/w.jpg" alt="W">
                """,
                "assets/img/x.jpg": "photo:tiny.jpg", "assets/img/y.jpg": "photo:tiny.jpg",
                "assets/img/z.jpg": "photo:tiny.jpg", "assets/img/w.jpg": "photo:tiny.jpg",
            ], generator: .jekyll)
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let index = try text("content/trips/ridge/index.md", in: site)
        #expect(index.contains("photo: \"z.jpg\""))
        #expect(index.contains("<img src=\"x.jpg\" alt=\"X\">") && index.contains("![Y](y.jpg)"))
        #expect(index.contains("<img src=\"w.jpg\" alt=\"W\">"), "\(index)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(report.images?.published == 4)
    }

    /// A Hugo bundle's cover by its file name, as Blowfish, Congo, PaperMod and Stack read it.
    @Test(arguments: ["featured.jpg", "feature.jpeg", "cover.png", "thumbnail.webp", "Featured-Photo.JPG"])
    func aBundlesCoverFileBecomesThePhoto(name: String) throws {
        let fixture = name.hasSuffix(".png") ? "alpha.png" : name.hasSuffix(".webp") ? "gps.webp" : "tiny.jpg"
        let (site, report) = try importSite([
            "hugo.toml": "title = \"Hikes\"\n",
            "content/posts/coast/index.md": "---\ntitle: Coast\n---\nWaves.\n",
            "content/posts/coast/\(name)": "photo:\(fixture)",
            "content/posts/coast/another.jpg": "photo:tiny.jpg",
        ])
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(try text("content/trips/coast/index.md", in: site).contains("photo: \"\(name)\"\n"))
        #expect(report.images?.found == 1 && report.images?.published == 1)
    }

    @Test func aStandalonePagesImagesAreCountedNotCopied() throws {
        let (site, report) = try importSite([
            "hugo.toml": "title = \"Hikes\"\n",
            "content/about.md": "---\ntitle: About\n---\n<img src=\"/img/me.jpg\" alt=\"Me\">\n",
            "static/img/me.jpg": "photo:tiny.jpg",
        ])
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        #expect(report.images?.found == 1 && report.images?.notCopied == 1)
        #expect(report.warnings.map(\.description).contains { $0.hasPrefix("blog/content/about.md:4: warning: image") })
    }
}
