import Testing
import TripSiteCore

/// Hugo shortcodes and Jekyll Liquid tags never reach a page as text: the built-in ones
/// render as TripSite's own (a photo, an embed card, a code block, a link), any other is left
/// out with a warning at its line and kept only as an HTML comment, and code keeps them as
/// written.
@Suite struct ShortcodeTests {
    func journal(_ markdown: String) -> RenderedJournal {
        CMarkDocument.renderJournal(markdown, options: MarkdownOptions())
    }

    @Test func figureIsAnImageWithItsCaption() {
        let rendered = journal(
            "Before.\n\n{{< figure src=\"harbour.jpg\" alt=\"Boats\" caption=\"The harbour at dawn\" >}}\n\nAfter.\n")
        let image = rendered.html.images.first
        #expect(image?.url == "harbour.jpg")
        #expect(image?.alt == "Boats")
        #expect(image?.title == "The harbour at dawn")
        #expect(image?.line == 3)
        #expect(rendered.shortcodes.isEmpty)
        #expect(!rendered.html.html.contains("{{"))
    }

    @Test func anImageAloneWithATitleIsAFigure() {
        let rendered = journal(
            "![Boats](harbour.jpg \"At <dawn>\")\n\n> ![Quote](q.jpg \"In a quote\")\n\n"
                + "In text ![Inline](i.jpg \"Not a figure\").\n\n![Untitled](u.jpg)\n")
        #expect(rendered.html.images.map(\.isFigure) == [true, true, false, false])
        let html = rendered.html.drawn { "<picture>\($0.url)</picture>" }.html
        #expect(
            html.contains(
                "<figure class=\"journal-figure\"><picture>harbour.jpg</picture>"
                    + "<figcaption>At &lt;dawn&gt;</figcaption></figure>"))
        #expect(!html.contains("<p><figure"), "a figure takes its paragraph's place")
        #expect(html.contains("<blockquote>\n<figure class=\"journal-figure\"><picture>q.jpg</picture>"))
        #expect(html.contains("<p>In text <picture>i.jpg</picture>.</p>"))
        #expect(html.contains("<p><picture>u.jpg</picture></p>"))
    }

    @Test func parsersWarnAtTheLineOfTheFile() {
        let text = "---\ntitle: Oslo\n---\nA day.\n\n{{< gallery >}}\n"
        let trip = TripParser.parse(SourceFile(path: "oslo.md", text: text), slug: "oslo", markdown: MarkdownOptions())
        let page = PageParser.parse(
            SourceFile(path: "about.md", text: text), slug: "about", markdown: MarkdownOptions())
        let expected = "6: warning: the shortcode 'gallery' is not one TripSite renders: it is left out of the page"
        #expect(trip.diagnostics.map(\.description).first?.hasPrefix("oslo.md:" + expected) == true)
        #expect(page.diagnostics.map(\.description).first?.hasPrefix("about.md:" + expected) == true)
        #expect(trip.trip?.bodyHTML.html.contains("<!-- {{< gallery >}} -->") == true)
    }

    @Test func figureSpreadOverLinesKeepsTheLinesAfterIt() {
        let rendered = journal(
            "{{< figure src=\"a b.jpg\"\n  title=\"Two [words]\" >}}\n\n{{< mystery >}}\n")
        #expect(rendered.html.images.first?.url == "a b.jpg")
        #expect(rendered.html.images.first?.alt == "Two [words]")
        #expect(rendered.shortcodes.map(\.line) == [4], "the line after a two-line figure keeps its number")
    }

    @Test func videosBecomeEmbedCards() {
        let rendered = journal(
            "{{< youtube dQw4w9WgXcQ >}}\n\n{{< vimeo id=\"76979871\" title=\"Ridge\" >}}\n")
        #expect(rendered.html.embeds.map(\.link.provider) == [.youtube, .vimeo])
        #expect(rendered.html.embeds.last?.title == "Ridge")
        #expect(rendered.html.embeds.first?.line == 1)
    }

    @Test(arguments: [
        (
            "{{< x user=\"SanDiegoZoo\" id=\"1453110110599868418\" >}}",
            "https://x.com/SanDiegoZoo/status/1453110110599868418"
        ),
        ("{{< tweet user=\"jack\" id=\"20\" >}}", "https://x.com/jack/status/20"),
        ("{{< instagram CxOWiQNP2MO >}}", "https://www.instagram.com/p/CxOWiQNP2MO/"),
        ("{{< gist spf13 7896402 >}}", "https://gist.github.com/spf13/7896402"),
        ("[Oslo]({{< ref \"posts/2019-03-05-oslo.md#day-2\" >}})", "/trips/oslo/#day-2"),
        ("[Braies]({{< relref \"trips/dolomites/2025-07-01-braies.md\" >}})", "/trips/dolomites/braies/"),
        ("[About]({{< ref \"/pages/about.md\" >}})", "/about/"),
        ("[Oslo]({% post_url 2019-03-05-oslo %})", "/trips/oslo/"),
        ("[Map]({% link assets/map.pdf %})", "/assets/map.pdf"),
    ])
    func linksPointAtTheirTarget(_ markdown: String, _ url: String) {
        let rendered = journal(markdown + "\n")
        #expect(rendered.links.map(\.url) == [url])
        #expect(rendered.shortcodes.isEmpty)
        #expect(!rendered.html.html.contains("{"))
    }

    @Test func highlightIsAFencedCodeBlock() {
        let markdown = """
            {{< highlight go "linenos=table" >}}
            x := "{{< figure src=a.jpg >}}"
            {{< /highlight >}}

            {% highlight ruby %}
            puts 1
            {% endhighlight %}

            """
        let html = journal(markdown).html.html
        #expect(html.contains("<pre><code class=\"language-go\">x := &quot;{{&lt; figure src=a.jpg &gt;}}&quot;\n"))
        #expect(html.contains("<pre><code class=\"language-ruby\">puts 1\n</code></pre>"))
        #expect(!html.contains("highlight"))
    }

    @Test func unknownShortcodesAreLeftOutWithTheirLineAndKeptAsComments() {
        let markdown = """
            # Day one

            {{< gallery dir="/img/x" >}}

            We walked {{% aside tip %}}slowly{{% /aside %}} up.
            {% include image.html url="a--b.jpg" %}
            """
        let rendered = journal(markdown)
        let warned = rendered.shortcodes.filter { !$0.isClosing }
        #expect(warned.map(\.name) == ["gallery", "aside", "include"])
        #expect(warned.map(\.line) == [3, 5, 6])
        #expect(warned.map(\.isLiquid) == [false, false, true])
        let html = rendered.html.html
        #expect(html.contains("<!-- {{< gallery dir=\"/img/x\" >}} -->\n<p>"), "a tag alone is a comment, no paragraph")
        #expect(html.contains("We walked <!-- {{% aside tip %}} -->slowly<!-- {{% /aside %}} --> up."))
        #expect(html.contains("<!-- {% include image.html url=\"a- -b.jpg\" %} -->"), "a comment cannot end early")
        #expect(!rendered.text.contains("{"), "nor does search read them")
    }

    @Test func codeKeepsShortcodesAsWritten() {
        let markdown = """
            Write `{{< youtube ID >}}` or ``{% include x %}``.

            ```
            {{< figure src="a.jpg" >}}
            {% raw %}
            ```

                {{< indented >}}

            Shown as text: {{</* figure src="a.jpg" */>}}. {% raw %}{{ site.title }} {% if %}{% endraw %}
            """
        let rendered = journal(markdown)
        #expect(rendered.shortcodes.isEmpty)
        let html = rendered.html.html
        #expect(html.contains("<code>{{&lt; youtube ID &gt;}}</code>"))
        #expect(html.contains("<code>{% include x %}</code>"))
        #expect(html.contains("{{&lt; figure src=&quot;a.jpg&quot; &gt;}}\n{% raw %}\n</code></pre>"))
        #expect(html.contains("<pre><code>{{&lt; indented &gt;}}\n</code></pre>"))
        #expect(
            html.contains("Shown as text: {{&lt; figure src=&quot;a.jpg&quot; &gt;}}. {{ site.title }} {% if %}</p>"))
    }

    @Test func liquidCommentsAndRawBlocksSpanLines() {
        let markdown = "{% comment %}\nhidden\n{% endcomment %}\n\n{% raw %}\n{% keep %}\n{% endraw %} {{< tail >}}\n"
        let rendered = journal(markdown)
        #expect(!rendered.html.html.contains("hidden"))
        #expect(rendered.html.html.contains("{% keep %}"))
        #expect(rendered.shortcodes.map(\.line) == [7])
    }

    @Test func aKnownShortcodeWithoutWhatItNeedsIsLeftOut() {
        let rendered = journal("{{< figure caption=\"No source\" >}}\n\n{{< youtube >}}\n")
        #expect(rendered.shortcodes.map(\.problem) == ["has no src", "has no video id"])
        let warning = rendered.shortcodes[0].warning(file: "trip.md", lineOffset: 4)
        #expect(warning?.line == 5)
        #expect(warning?.message == "the figure shortcode has no src: it is left out of the page")
    }

    /// For a file to keep (`tripsite import`): known shortcodes become Markdown, any other
    /// and `{% raw %}` stay as written, the unknown ones listed with their lines.
    @Test func convertingKeepsWhatItCannotTranslate() {
        let markdown = """
            {{< figure src="a.jpg" caption="Dawn" >}}

            {{% aside %}}Careful{{% /aside %}} {% raw %}{{ x }}{% endraw %}
            {% raw %}
            {% if %}
            {% endraw %}
            """
        let (converted, unconverted) = CMarkDocument.convertingShortcodes(markdown)
        #expect(
            converted == """
                ![Dawn](a.jpg "Dawn")

                {{% aside %}}Careful{{% /aside %}} {% raw %}{{ x }}{% endraw %}
                {% raw %}
                {% if %}
                {% endraw %}
                """)
        #expect(unconverted.map(\.name) == ["aside"])
        #expect(unconverted.map(\.line) == [3])
    }

    @Test func textWithoutTagsIsUntouched() {
        let markdown =
            "Prices {in braces} and 50% {of % it}. Also {% never closed.\n\n{{ site.baseurl }} stays: Liquid output is not a tag.\n"
        let rendered = journal(markdown)
        #expect(rendered.shortcodes.isEmpty)
        #expect(rendered.html.html == CMarkDocument.renderHTML(markdown, options: MarkdownOptions()).html)
    }
}
