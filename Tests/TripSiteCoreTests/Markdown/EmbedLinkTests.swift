import Testing
import TripSiteCore

/// Which links become embed cards, and what their cards load on a click: YouTube from its
/// privacy-enhanced host, Vimeo with Do Not Track, OpenStreetMap's embeddable map.
@Suite struct EmbedLinkTests {
    static let players: [(String, String)] = [
        (
            "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"
        ),
        (
            "https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=1m30s",
            "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=90"
        ),
        ("https://youtu.be/dQw4w9WgXcQ?t=42", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42"),
        ("http://m.youtube.com/shorts/a_b-c1D2e3F", "https://www.youtube-nocookie.com/embed/a_b-c1D2e3F?autoplay=1"),
        ("https://www.youtube.com/live/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"),
        ("https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"),
        (
            "https://vimeo.com/76979871/ab12cd34ef",
            "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=ab12cd34ef"
        ),
        ("https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"),
        (
            "https://www.openstreetmap.org/#map=15/35.0270/135.7948",
            "https://www.openstreetmap.org/export/embed.html?bbox=135.77832%2C35.01876%2C135.81128%2C35.03524&layer=mapnik"
        ),
        (
            "https://www.openstreetmap.org/?mlat=-33.8568&mlon=151.2153",
            "https://www.openstreetmap.org/export/embed.html?bbox=151.19882%2C-33.86504%2C151.23178%2C-33.84856"
                + "&layer=mapnik&marker=-33.85680%2C151.21530"
        ),
    ]

    @Test(arguments: players)
    func playerURL(_ link: String, _ player: String) throws {
        let embed = try #require(EmbedLink(link))
        #expect(embed.playerURL == player)
        #expect(embed.url == link, "the card links to what the journal wrote")
    }

    @Test func providers() {
        #expect(EmbedLink("https://youtu.be/dQw4w9WgXcQ")?.provider == .youtube)
        #expect(EmbedLink("https://vimeo.com/1")?.provider == .vimeo)
        #expect(EmbedLink("https://osm.org/#map=3/10/10")?.provider == .openStreetMap)
        #expect(EmbedLink("https://osm.org/#map=3/10/10")?.provider.isVideo == false)
    }

    /// Anything not clearly a video or a map of these three stays an ordinary link.
    @Test(arguments: [
        "https://www.youtube.com/", "https://www.youtube.com/watch?v=short",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ!",
        "https://www.youtube.com/channel/UC1234567890", "https://youtu.be/dQw4w9WgXcQ/extra",
        "https://notyoutube.com/watch?v=dQw4w9WgXcQ", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
        "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ", "ftp://youtube.com/watch?v=dQw4w9WgXcQ",
        "https://vimeo.com/channels/staffpicks", "https://vimeo.com/12a", "https://vimeo.com/1/not-a-hash",
        "https://www.openstreetmap.org/", "https://www.openstreetmap.org/#map=15/95/10",
        "https://www.openstreetmap.org/#map=15/10/190", "https://www.openstreetmap.org/#map=25/10/10",
        "https://www.openstreetmap.org/?mlat=abc&mlon=1", "youtube.com/watch?v=dQw4w9WgXcQ", "",
    ])
    func notAnEmbed(_ link: String) {
        #expect(EmbedLink(link) == nil, "\(link)")
    }

    /// A YouTube link's `t=` in seconds, plain or with units, starts the player there; one
    /// that cannot be read starts it at the beginning.
    @Test func startTimes() {
        func player(_ time: String) -> String? { EmbedLink("https://youtu.be/dQw4w9WgXcQ?t=\(time)")?.playerURL }
        let start = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"
        #expect(player("90") == start + "&start=90")
        #expect(player("90s") == start + "&start=90")
        #expect(player("1m30s") == start + "&start=90")
        #expect(player("1h2m3s") == start + "&start=3723")
        #expect(player("1x") == start)
        #expect(player("1m30") == start)
    }
}
