import Hummingbird
import Testing
import TripSitePreview

/// The preview server's HTTP details: entity tags and media types.
@Suite struct EntityTagTests {
    @Test func weakEntityTagsMatch() {
        #expect(PreviewServer.matches("W/\"abc\"", etag: "\"abc\""))
        #expect(PreviewServer.matches("W/\"x\", W/\"abc\"", etag: "\"abc\""))
        #expect(PreviewServer.matches("*", etag: "\"abc\""))
        #expect(!PreviewServer.matches("\"abd\"", etag: "\"abc\""))
    }
}

@Suite struct MediaTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("a/b.css", "text/css; charset=utf-8"),
        ("x.js", "text/javascript; charset=utf-8"),
        ("x.svg", "image/svg+xml"), ("x.json", "application/json"), ("sitemap.xml", "application/xml"),
        ("feed.xml", "application/atom+xml"),
        ("p.JPG", "image/jpeg"), ("p.png", "image/png"), ("f.woff2", "font/woff2"),
        ("README", "application/octet-stream"),
        // Beyond Hummingbird's table: types it lacks or names otherwise, and a text type of
        // it with the charset added.
        ("p.avif", "image/avif"), ("x.js.map", "application/json"), ("favicon.ico", "image/x-icon"),
        ("x.atom", "application/atom+xml"), ("data.csv", "text/csv; charset=utf-8"),
    ])
    func types(_ path: String, _ type: String) {
        #expect(MediaType.of(path).description == type)
    }
}
