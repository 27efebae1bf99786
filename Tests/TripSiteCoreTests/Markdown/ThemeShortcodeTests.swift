import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// Paired shortcodes of Hugo themes keep their structure: a Blowfish timeline's days are
/// headings, a notice a quote, a button a link, a map a map card; an unknown one's text
/// parameter is a heading or label before its inner text; and each unknown shortcode is one
/// warning, with its count and first place.
@Suite struct ThemeShortcodeTests {
    func journal(_ markdown: String) -> RenderedJournal {
        CMarkDocument.renderJournal(markdown, options: MarkdownOptions())
    }

    func html(_ markdown: String) -> String { journal(markdown).html.trusted.html }

    @Test func blowfishTimelineItemsAreHeadings() {
        let rendered = journal(
            """
            ## The route

            {{< timeline >}}

            {{< timelineItem icon="car" header="Day 3: Over the pass" badge="12 May" >}}
            We drove up at dawn.
            {{< /timelineItem >}}

            {{< timelineItem icon="hiking" header="Day 4 <b>&amp;</b>" >}}
            A rest.
            {{< /timelineItem >}}

            {{< /timeline >}}
            """)
        let html = rendered.html.trusted.html
        #expect(html.contains("<h2 id=\"the-route\">The route</h2>"), "\(html)")
        #expect(
            html.contains(
                "<h3 id=\"day-3-over-the-pass--12-may\">Day 3: Over the pass · 12 May</h3>\n<p>We drove up at dawn.</p>"
            ),
            "\(html)")
        #expect(html.contains(">Day 4 &lt;b&gt;&amp;amp;&lt;/b&gt;</h3>"), "a parameter is text: \(html)")
        #expect(rendered.shortcodes.isEmpty)
        #expect(!html.contains("{{"))
    }

    @Test func anUnknownPairedShortcodeKeepsItsTextParameters() {
        let rendered = journal(
            """
            {{< step title="Cross the river" icon="x" >}}
            Wade at the ford.
            {{< /step >}}

            {{< photoset caption="The *ford*" >}}
            Three photos.
            {{< /photoset >}}

            Inline {{< tip label="Note" >}}cash only{{< /tip >}}.
            """)
        let html = rendered.html.trusted.html
        #expect(html.contains("<h2 id=\"cross-the-river\">Cross the river<!-- {{< step"), "\(html)")
        #expect(
            html.contains(
                "<p><!-- {{< photoset caption=\"The *ford*\" >}} --><strong>The *ford*</strong><br />\nThree photos."),
            "\(html)")
        #expect(
            html.contains("Inline <!-- {{< tip label=\"Note\" >}} --><strong>Note</strong> cash only<!--"), "\(html)")
        #expect(rendered.shortcodes.filter { !$0.isClosing }.map(\.name) == ["step", "photoset", "tip"])
    }

    @Test func noticesAndAlertsAreQuotesWithTheirTitle() {
        let html = html(
            """
            {{% notice warning "Bring cash" %}}
            The huts take no cards.

            Not even **one**.
            {{% /notice %}}

            {{< alert icon="fire" >}}
            Fire risk.
            {{< /alert >}}

            After.
            """)
        #expect(
            html.contains(
                "<blockquote>\n<p><strong>Bring cash</strong><br />\nThe huts take no cards.</p>\n<p>Not even <strong>one</strong>.</p>\n</blockquote>"
            ), "\(html)")
        #expect(html.contains("<blockquote>\n<p>Fire risk.</p>\n</blockquote>\n<p>After.</p>"), "\(html)")
    }

    @Test func admonitionAndHintAndNestedQuotes() {
        let html = html(
            """
            {{< admonition type=tip title="Pack light" >}}
            {{< hint info >}}
            One bag.
            {{< /hint >}}
            {{< /admonition >}}
            """)
        #expect(
            html.contains(
                "<blockquote>\n<p><strong>Pack light</strong></p>\n<blockquote>\n<p>One bag.</p>\n</blockquote>\n</blockquote>"
            ), "\(html)")
    }

    @Test func detailsBadgeGalleryAndButton() {
        let rendered = journal(
            """
            {{< details summary="Packing list" >}}
            Boots, a hat.
            {{< /details >}}

            New {{< badge >}}updated{{< /badge >}} and {{< button href="https://example.org/map?a=1&b=2" target="_self" >}}the map{{< /button >}}.

            {{< gallery >}}
            ![Hut](hut.jpg)
            {{< /gallery >}}

            {{< gallery dir="/img/huts" >}}{{< /gallery >}}
            """)
        let html = rendered.html.trusted.html
        #expect(html.contains("<p><strong>Packing list</strong><br />\nBoots, a hat.</p>"), "\(html)")
        #expect(
            html.contains("New updated and <a href=\"https://example.org/map?a=1&amp;b=2\">the map</a>."), "\(html)")
        #expect(rendered.html.images.map(\.url) == ["hut.jpg"])
        #expect(rendered.shortcodes.filter { !$0.isClosing }.map(\.line) == [11], "a folder's gallery is not shown")
    }

    @Test func mapsAreMapCards() {
        let rendered = journal(
            """
            {{< openstreetmap mapName="trail" coordinates="46.5775,7.9858" zoom="13" >}}

            {{< google-maps src="https://www.google.com/maps/embed?pb=!1m18!2d8.5417!3d47.3769!2m3" title="Zürich" >}}

            {{< gmaps src="https://www.google.com/maps/d/embed?mid=abc" >}}

            {{< osm >}}
            """)
        #expect(rendered.html.embeds.map(\.link.provider) == [.openStreetMap, .openStreetMap])
        #expect(
            rendered.html.embeds.first?.link.url.hasPrefix(
                "https://www.openstreetmap.org/?mlat=46.57750&mlon=7.98580#map=13/") == true)
        #expect(rendered.html.embeds.last?.title == "Zürich")
        #expect(rendered.html.trusted.html.contains("<a href=\"https://www.google.com/maps/d/embed?mid=abc\">"))
        #expect(rendered.shortcodes.map(\.problem) == ["gives no coordinates and no map address"])
    }

    @Test func manyUnclosedQuotesStayShallowAndFast() {
        let count = 20000
        let markdown =
            String(repeating: "{{< alert >}}\nText.\n", count: count)
            + String(repeating: "{{< /x >}}\n", count: count) + "{{< /alert >}}\n"
        let clock = ContinuousClock()
        let start = clock.now
        let (converted, _) = CMarkDocument.convertingShortcodes(markdown)
        #expect(start.duration(to: clock.now) < .seconds(10))
        let lines = converted.split(separator: "\n" as Character)
        let deepest = lines.map { line in line.prefix { $0 == ">" || $0 == " " }.count }.max()
        #expect(deepest == 16, "at most 8 quotes deep")
    }

    @Test func aShortcodeInCodeStaysAsWritten() {
        let html = html("```\n{{< alert >}}\nx\n{{< /alert >}}\n```\n")
        #expect(html.contains("{{&lt; alert &gt;}}"), "\(html)")
        #expect(!html.contains("blockquote"))
    }

    @Test func eachUnknownShortcodeIsOneWarningWithItsCountAndFirstPlace() throws {
        let use = "{{< mystery >}}\n\n{{< mystery >}}\n\n{{< other >}}\n"
        let site = try FixtureSite([
            "content/trips/b.md": tripFile("title: B", body: "Text.\n\n" + use),
            "content/trips/a.md": tripFile("title: A", body: use),
            "content/pages/about.md": tripFile("title: About", body: use),
        ])
        defer { site.remove() }
        let warnings = try site.buildInMemory().report.diagnostics.map(\.description).filter {
            $0.contains("shortcode")
        }
        #expect(warnings.count == 2, "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix("content/pages/about.md:4: warning: the shortcode 'mystery' is not one TripSite renders")
                    && $0.hasSuffix("; 6 uses in 3 files, the first here")
            }, "\(warnings)")
        #expect(
            warnings.contains {
                $0.hasPrefix("content/pages/about.md:8: warning: the shortcode 'other'")
                    && $0.hasSuffix("; 3 uses in 3 files, the first here")
            }, "\(warnings)")
    }
}
