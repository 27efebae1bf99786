import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Embed cards in a built site: a video or map link alone in its paragraph is a card on the
/// page that loads nothing from the provider (no provider URL in any `src`), the feed keeps
/// the plain link, the script comes only with pages that have a card, and raw iframes stay
/// disarmed.
@Suite struct EmbedCardSiteTests {
    static let body = """
        Temples at dawn.

        https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90

        [The Philosopher's Path](https://vimeo.com/76979871)

        <https://www.openstreetmap.org/?mlat=35.0270&mlon=135.7948>

        Also see https://youtu.be/aaaaaaaaaaa in passing.

        <iframe src="https://www.youtube.com/embed/bbbbbbbbbbb"></iframe>

        """
    static let files = [
        "content/trips/kyoto.md": tripFile("title: Kyoto\nseason: spring", body: body),
        "content/trips/oslo.md": tripFile("title: Oslo\nseason: winter", body: "No videos here.\n"),
        "content/pages/about.md": "---\ntitle: About\n---\nhttps://vimeo.com/1\n",
    ]

    func build(_ config: String = "", files extra: [String: String] = [:]) throws -> [String: String] {
        var files = Self.files.merging(extra) { $1 }
        files["site.yml"] = FixtureSite.defaultConfig + config
        let site = try FixtureSite(files)
        defer { site.remove() }
        return try site.buildInMemory().output.files.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// Every `src` and `href` of the page, decoded.
    static func attributes(_ name: String, in html: String) -> [String] {
        html.matches(of: try! Regex("\\s\(name)=\"([^\"]*)\"")).compactMap { $0.output[1].substring }.map {
            decodeAttribute($0)
        }
    }

    @Test func cardsLoadNothingFromTheProviderBeforeAClick() throws {
        let page = try #require(try build()["trips/kyoto/index.html"])
        #expect(page.components(separatedBy: "<figure class=\"embed\"").count - 1 == 3)
        let sources = Self.attributes("src", in: page)
        let providers = ["youtube", "vimeo", "openstreetmap"]
        #expect(!sources.contains { src in providers.contains { src.lowercased().contains($0) } }, "\(sources)")
        #expect(!page.contains("<iframe"), "the raw iframe is disarmed by the tagfilter or omitted")
        let players = Self.attributes("data-embed-src", in: page)
        #expect(
            players == [
                "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90",
                "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
                "https://www.openstreetmap.org/export/embed.html?bbox=135.77832%2C35.01876%2C135.81128%2C35.03524"
                    + "&layer=mapnik&marker=35.02700%2C135.79480",
            ])
        // Without JavaScript each card is a link to what the journal linked.
        let hrefs = Self.attributes("href", in: page)
        #expect(hrefs.contains("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90"))
        #expect(page.contains("Nothing loads from www.youtube-nocookie.com until you choose to play or show it."))
        #expect(page.contains(">The Philosopher's Path</span>") && page.contains(">YouTube video</span>"))
        #expect(page.contains("Also see <a href=\"https://youtu.be/aaaaaaaaaaa\">"), "a link in a sentence stays")
    }

    @Test func theScriptComesOnlyWithCards() throws {
        let output = try build()
        let script = "<script src=\"/theme/embed.js\" defer></script>"
        #expect(try #require(output["trips/kyoto/index.html"]).contains(script))
        #expect(try #require(output["about/index.html"]).contains(script))
        #expect(try #require(output["trips/oslo/index.html"]).contains(script) == false)
        #expect(try #require(output["index.html"]).contains(script) == false)
        #expect(try #require(output["theme/embed.js"]).contains("data-embed-src"))
    }

    @Test func theFeedKeepsThePlainLinks() throws {
        let feed = try #require(try build()["feed.xml"])
        #expect(feed.contains("&lt;p&gt;&lt;a href=\"https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;amp;t=90\"&gt;"))
        #expect(feed.contains("&lt;p&gt;&lt;a href=\"https://vimeo.com/76979871\"&gt;The Philosopher"))
        for absent in ["embed-facade", "tripsite-embed", "youtube-nocookie", "embed.html"] {
            #expect(!feed.contains(absent), "\(absent) in the feed")
        }
    }

    @Test func unsafeHTMLStillDisarmsIframes() throws {
        let page = try #require(try build("markdown: {unsafe: true}\n")["trips/kyoto/index.html"])
        #expect(page.contains("&lt;iframe src=\"https://www.youtube.com/embed/bbbbbbbbbbb\">"))
        #expect(page.components(separatedBy: "<figure class=\"embed\"").count - 1 == 3)
    }

    @Test func embedsCanBeTurnedOff() throws {
        let output = try build("markdown: {embeds: false}\n")
        let page = try #require(output["trips/kyoto/index.html"])
        #expect(!page.contains("class=\"embed") && !page.contains("embed.js"))
        #expect(page.contains("<p><a href=\"https://vimeo.com/76979871\">The Philosopher's Path</a></p>"))
    }

    /// Cards speak the site's language.
    @Test func cardsAreLocalised() throws {
        var files = Self.files
        files["site.yml"] = FixtureSite.defaultConfig.replacingOccurrences(of: "language: en", with: "language: fr")
        let site = try FixtureSite(files)
        defer { site.remove() }
        let output = try site.buildInMemory().output.files
        let page = String(decoding: try #require(output["trips/kyoto/index.html"]), as: UTF8.self)
        #expect(page.contains(">Vidéo YouTube</span>") && page.contains(">Lire sur Vimeo</span>"))
        #expect(page.contains(">Afficher la carte OpenStreetMap</span>"))
    }
}
