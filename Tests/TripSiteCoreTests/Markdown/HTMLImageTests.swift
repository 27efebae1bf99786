import Testing
import TripSiteCore

/// Images written as raw HTML in Markdown (`HTMLImageReader` through `CMarkDocument`): each
/// form is found as a Markdown image is, with its alt text, caption and line; a group of
/// them with nothing else is a gallery. Safe mode and `markdown.unsafe` alike.
@Suite struct HTMLImageTests {
    func render(_ markdown: String, unsafe: Bool = false) -> MarkdownHTML {
        CMarkDocument.renderPage(markdown, options: MarkdownOptions(unsafeHTML: unsafe), headingsBelow: nil).html
    }

    @Test(arguments: [false, true]) func anInlineImgIsAnImage(unsafe: Bool) {
        let html = render(
            "Intro.\n\nWe saw <img src=\"/images/posts/a.jpeg\" alt=\"The bay\"> at dawn.\n", unsafe: unsafe)
        #expect(html.images.map(\.url) == ["/images/posts/a.jpeg"])
        #expect(html.images.first?.alt == "The bay" && html.images.first?.line == 3)
        #expect(html.html.contains("<p>We saw <!--tripsite-image:0--> at dawn.</p>"), "\(html.html)")
        #expect(html.images.first?.isFigure == false)
    }

    @Test func anInlineImgIsOnItsOwnLine() {
        let html = render("A long\nparagraph, then\n<img src=\"a.jpg\" alt=\"A\"> and more.\n")
        #expect(html.images.map(\.line) == [3])
    }

    @Test(arguments: [false, true]) func anImgInAnHTMLBlockIsAnImage(unsafe: Bool) {
        let html = render("Text.\n\n<p>\n  <img src='b.jpg' alt='Boats'>\n</p>\n", unsafe: unsafe)
        #expect(html.images.map(\.url) == ["b.jpg"] && html.images.first?.alt == "Boats")
        #expect(html.images.first?.line == 4)
        #expect(html.trusted.html.contains("<img src=\"b.jpg\" alt=\"Boats\" />"))
        #expect(html.html.contains("raw HTML omitted") == false)
    }

    @Test func aPictureIsItsImgElseItsFirstSource() {
        let html = render(
            """
            <picture>
              <source srcset="/img/c.webp 1x, /img/c@2x.webp 2x" type="image/webp">
              <img src="/img/c.jpg" alt="Cliffs">
            </picture>

            <picture><source srcset="/img/d.avif"></picture>
            """)
        #expect(html.images.map(\.url) == ["/img/c.jpg", "/img/d.avif"])
        #expect(html.images.first?.alt == "Cliffs" && html.images.map(\.line) == [3, 6])
    }

    @Test func aFigureKeepsItsCaption() {
        let html = render(
            """
            <figure class="wide">
              <img src="e.jpg" alt="A glacier">
              <figcaption>Vatnajökull, <em>at noon</em></figcaption>
            </figure>
            """)
        let image = html.images.first
        #expect(image?.url == "e.jpg" && image?.alt == "A glacier")
        #expect(image?.title == "Vatnajökull, at noon" && image?.isFigure == true)
        #expect(html.trusted.html.contains("<figcaption>Vatnajökull, at noon</figcaption></figure>"))
    }

    @Test func aDivOfImagesIsAGallery() {
        let html = render(
            """
            Day two.

            <div class="gallery">
              <img src="/images/posts/a.jpeg" alt="One">
              <a href="/images/posts/b-full.jpg"><img src="/images/posts/b-thumb.jpg" alt="Two"></a>
              <figure><img data-src="/images/posts/c.jpg" alt="Three"><figcaption>Third</figcaption></figure>
            </div>
            """)
        #expect(html.galleries.count == 1)
        #expect(html.images.map(\.url) == ["/images/posts/a.jpeg", "/images/posts/b-full.jpg", "/images/posts/c.jpg"])
        #expect(html.images.allSatisfy(\.inGallery) && html.images.map(\.title) == [nil, nil, "Third"])
        #expect(html.galleries.first?.images == [0, 1, 2] && html.galleries.first?.line == 3)
        #expect(html.html.contains("<!--tripsite-gallery:0-->"))
    }

    @Test func aGallerySetApartByBlankLinesIsStillOne() {
        let html = render("<div class=\"gallery\">\n\n<img src=\"a.jpg\">\n\n<img src=\"b.jpg\">\n\n</div>\n")
        #expect(html.galleries.count == 1 && html.images.map(\.line) == [3, 5])
    }

    @Test func aFigureOfSeveralImagesIsACaptionedGallery() {
        let html = render(
            "<figure>\n<img src=\"a.jpg\" alt=\"A\">\n<img src=\"b.jpg\" alt=\"B\">\n<figcaption>The pass</figcaption>\n</figure>\n"
        )
        #expect(html.galleries.map(\.caption) == ["The pass"] && html.images.count == 2)
    }

    /// A `<picture>` or `<figure>` in a sentence is read whole, and drawn as images only:
    /// neither a figure nor a gallery may stand in a paragraph.
    @Test func aPictureOrFigureInASentenceIsReadWhole() {
        let html = render(
            "See <picture><source srcset=\"a.webp\"><img src=\"a.jpg\" alt=\"A\"></picture> and "
                + "<figure><img src=\"b.jpg\"><img src=\"c.jpg\"><figcaption>Two</figcaption></figure> here.\n")
        #expect(html.images.map(\.url) == ["a.jpg", "b.jpg", "c.jpg"])
        #expect(html.galleries.isEmpty && !html.images.contains(where: \.isFigure))
        #expect(
            html.html.contains(
                "<p>See <!--tripsite-image:0--> and <!--tripsite-image:1--><!--tripsite-image:2--> here.</p>"),
            "\(html.html)")
    }

    @Test func imagesAmongTextStayImages() {
        let html = render(
            "<div>\n<p>Up the hill.</p>\n<img src=\"a.jpg\" alt=\"A\">\n<img src=\"b.jpg\" alt=\"B\">\n</div>\n")
        #expect(html.galleries.isEmpty && html.images.map(\.url) == ["a.jpg", "b.jpg"])
    }

    @Test func unsafeHTMLKeepsTheRestOfTheBlock() {
        let html = render(
            "<div class=\"note\">\n<p>Up the hill.</p>\n<img src=\"a.jpg\" alt=\"A\">\n</div>\n", unsafe: true)
        #expect(html.images.map(\.url) == ["a.jpg"])
        #expect(html.html.contains("<p>Up the hill.</p>") && html.html.contains("<!--tripsite-image:0-->"))
        #expect(!html.html.contains("<img"))
    }

    @Test func addressesPagesDoNotDrawAreLeftAlone() {
        let html = render(
            "<img src=\"data:image/png;base64,AAAA\">\n\n<script>document.write('<img src=x.jpg>')</script>\n")
        #expect(html.images.isEmpty && html.galleries.isEmpty)
    }

    @Test func markdownAndHTMLImagesShareTheDocumentsList() {
        let html = render("![First](a.jpg)\n\n<img src=\"b.jpg\" alt=\"Second\">\n")
        #expect(html.images.map(\.url) == ["a.jpg", "b.jpg"])
        #expect(html.html.contains("<!--tripsite-image:0-->") && html.html.contains("<!--tripsite-image:1-->"))
    }
}
