import Foundation

extension ImportFixtures {
    /// A Hugo site: `hugo.toml`; a TOML post using `figure` (an image of `static/`), `youtube`
    /// and an unknown `gallery`; a YAML leaf bundle with a photo beside it and its French
    /// translation; `content/about.md` (a page); a section list `_index.md`; and a post whose
    /// front matter is broken at its line 3.
    package static func hugo(at root: URL) throws {
        try write(
            """
            baseURL = "https://example.org/travel/"
            languageCode = "en-us"
            title = "Ada's Travels"

            [params]
            author = "Ada Lovelace"
            """, to: "hugo.toml", in: root)
        try write(hugoOslo, to: "content/posts/oslo.md", in: root)
        try write(hugoBergen, to: "content/posts/bergen/index.md", in: root)
        try write("---\ntitle: \"Bergen (fr)\"\n---\n\nBonjour.\n", to: "content/posts/bergen/index.fr.md", in: root)
        try write(try TestPhotos.bytes("tiny.jpg"), to: "content/posts/bergen/harbour.jpg", in: root)
        try write(try TestPhotos.bytes("tiny.jpg"), to: "static/images/a.jpg", in: root)
        try write("---\ntitle: Posts\n---\n", to: "content/posts/_index.md", in: root)
        try write(
            "---\ntitle: About\ndescription: Who writes here\nmenu: main\n---\n\nI travel.\n",
            to: "content/about.md", in: root)
        try write("---\ntitle: Broken\ntags: [a, b\n---\n\nText.\n", to: "content/posts/broken.md", in: root)
    }

    static let hugoOslo = """
        +++
        title = "Oslo: a city"
        date = 2019-03-05T10:00:00+01:00
        description = "Three days in the capital"
        tags = ["Norway", "cities"]
        categories = ["norway", "Europe"]
        draft = false
        aliases = ["/old/oslo/"]
        rating = 5
        +++

        We landed at dawn.

        {{< figure src="/images/a.jpg" caption="The fjord" >}}

        {{< youtube dQw4w9WgXcQ >}}

        {{< gallery dir="oslo" >}}
        """

    static let hugoBergen = """
        ---
        title: Bergen
        date: 2019-03-08
        images: [harbour.jpg]
        slug: rainy-bergen
        country: NO
        ---

        Rain, as always. ![Boats](harbour.jpg)
        """
}
