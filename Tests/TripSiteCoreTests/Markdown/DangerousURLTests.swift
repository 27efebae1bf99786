import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `javascript:`, `vbscript:`, `data:` (but images) and `file:` URLs, in every place a
/// journal puts a URL into a page or the feed. cmark-gfm's safe mode (`markdown.unsafe:
/// false`, the default) blanks them; `unsafe: true` lets them through, as documented.
@Suite struct DangerousURLTests {
    static let body = """
        [plain](javascript:alert(1)) [upper](JaVaScRiPt:alert(2)) [vb](vbscript:msgbox(3))
        [html](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==) [file](file:///etc/passwd)
        ![img](javascript:alert(5)) ![svg](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)
        <javascript:alert(6)> [entity](&#106;avascript:alert(7)) [ref][r]
        [tab](<java&#9;script:alert(8)>) [newline](<java&#10;script:alert(9)>) [lead](<&#1;javascript:alert(10)>)
        [spaced](<&#32;javascript:alert(11)>) ![png](data:image/png;base64,iVBORw0KGgo=)

        [r]: javascript:alert(12)

        ## Activities
        - [ ] Visit [the falls](javascript:alert(13))
        - [ ] See ![x](vbscript:alert(14))
        """

    static let files: [String: String] = [
        "content/trips/kona.md": tripFile(
            """
            title: Kona
            start: 2025-06-01
            photo: javascript:alert(15)
            """, body: body),
        "content/trips/hilo.md": tripFile(
            """
            title: Hilo
            start: 2025-07-01
            activities:
              - "[Swim](javascript:alert(16))"
              - {title: "Eat", notes: "[menu](data:text/html,<script>alert(17)</script>)"}
            """),
        "content/pages/about.md": tripFile("title: About", body: "[me](vbscript:alert(18))\n"),
    ]

    /// Every `href`/`src` of every HTML page and of the feed's HTML, as a browser reads it:
    /// ASCII tab and newline removed, leading and trailing C0 controls and spaces trimmed.
    static func urls(in output: MemoryOutput) -> [(path: String, url: String)] {
        var found: [(String, String)] = []
        let attribute = try! NSRegularExpression(
            pattern: "(?:href|src)\\s*=\\s*\"([^\"]*)\"", options: [.caseInsensitive])
        for (path, bytes) in output.files where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            var text = String(decoding: bytes, as: UTF8.self)
            if path.hasSuffix(".xml") {
                text = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            }
            for match in attribute.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let raw = String(text[range]).replacingOccurrences(of: "&#9;", with: "\t").replacingOccurrences(
                    of: "&#10;", with: "\n")
                let url = String(
                    String.UnicodeScalarView(raw.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }))
                found.append(
                    (path, url.trimmingCharacters(in: CharacterSet(charactersIn: "\u{0}"..."\u{20}")).lowercased()))
            }
        }
        return found
    }

    static func isDangerous(_ url: String) -> Bool {
        ["javascript:", "vbscript:", "file:", "data:text", "data:image/svg"].contains { url.hasPrefix($0) }
    }

    func build(unsafe: Bool) throws -> (output: MemoryOutput, site: FixtureSite) {
        var files = Self.files
        files["site.yml"] = FixtureSite.defaultConfig + "markdown: {unsafe: \(unsafe)}\n"
        let site = try FixtureSite(files)
        return (try site.buildInMemory().output, site)
    }

    @Test func safeModeLetsNoDangerousURLIntoAnyPageOrTheFeed() throws {
        let (output, site) = try build(unsafe: false)
        defer { site.remove() }
        let all = Self.urls(in: output)
        #expect(all.contains { $0.path == "trips/kona/index.html" } && all.contains { $0.path == "feed.xml" })
        let dangerous = all.filter { Self.isDangerous($0.url) }.map { "\($0.path): \($0.url)" }
        #expect(dangerous.isEmpty, "\(dangerous)")
        // Images as data: URLs are allowed by cmark's safe mode (png, gif, jpeg, webp only).
        let kona = String(decoding: try #require(output.files["trips/kona/index.html"]), as: UTF8.self)
        #expect(kona.contains("src=\"data:image/png;base64,iVBORw0KGgo=\""))
        #expect(kona.contains("<a href=\"\">plain</a>"))
        // A tab, line feed, control or space smuggled in by an entity is percent-encoded
        // (`java%09script:`), which no browser reads as a scheme.
        #expect(
            kona.contains("<a href=\"java%09script:alert(8)\">tab</a>")
                && kona.contains("<a href=\"%20javascript:alert(11)\">spaced</a>"))
    }

    /// What `docs/content-format.md` says: with `unsafe: true` these URLs are kept, in the
    /// journal, activity names and notes, pages and the feed (the front-matter photo never).
    @Test func unsafeModeKeepsThemAsDocumented() throws {
        let (output, site) = try build(unsafe: true)
        defer { site.remove() }
        let all = Self.urls(in: output)
        func has(_ path: String, _ url: String) -> Bool { all.contains { $0.path == path && $0.url == url } }
        #expect(
            has("trips/kona/index.html", "javascript:alert(1)") && has("trips/kona/index.html", "vbscript:msgbox(3)"))
        #expect(
            has("trips/kona/index.html", "javascript:alert(5)") && has("trips/kona/index.html", "javascript:alert(13)"))
        #expect(
            has("trips/hilo/index.html", "javascript:alert(16)")
                && all.contains { $0.path == "trips/hilo/index.html" && $0.url.hasPrefix("data:text/html,") })
        #expect(has("about/index.html", "vbscript:alert(18)") && has("feed.xml", "javascript:alert(1)"))
        #expect(!all.contains { $0.url.contains("alert(15)") }, "the photo is never a javascript: URL")
    }
}
