import TripSiteHTML

/// HTML that cmark-gfm rendered from a journal's Markdown: a trip's or page's body, an
/// activity's name and notes. The model holds it as this value, not as the HTML library's
/// `TrustedHTML`, so the model does not depend on how pages are drawn; pages turn it into
/// `TrustedHTML` (`trusted`) where they insert it. The characters no web page may hold are
/// replaced once, here (`ForbiddenCharacters`): cmark passes a vertical tab or a C1 control
/// through as it is.
///
/// Images, galleries and embeds are not in the HTML: each stands as a marker, and `images`,
/// `galleries` and `embeds` list them (the whole document's, by index), so pages draw them
/// (`drawn`): an image from the photos the build made, a gallery as a grid of them, an embed
/// as a card that loads nothing until it is clicked.
package struct MarkdownHTML: Hashable, Codable, Sendable {
    package let html: String
    package let images: [MarkdownImage]
    package let embeds: [MarkdownEmbed]
    /// Groups of `images` that raw HTML made a gallery of.
    package let galleries: [MarkdownGallery]

    package init(
        cmarkOutput html: String, images: [MarkdownImage] = [], embeds: [MarkdownEmbed] = [],
        galleries: [MarkdownGallery] = []
    ) {
        self.html = ForbiddenCharacters.replaced(in: html)
        self.images = images
        self.embeds = embeds
        self.galleries = galleries
    }

    /// HTML already checked for forbidden characters: shifted, drawn, or read back from the
    /// parse store.
    package init(
        checked html: String, images: [MarkdownImage], embeds: [MarkdownEmbed], galleries: [MarkdownGallery] = []
    ) {
        self.html = html
        self.images = images
        self.embeds = embeds
        self.galleries = galleries
    }

    package var isEmpty: Bool { html.isEmpty }

    /// The same HTML with its images' and embeds' lines moved by `offset` (from the body's
    /// lines to the file's, past the front matter).
    package func shiftingLines(by offset: Int) -> MarkdownHTML {
        MarkdownHTML(
            checked: html,
            images: images.map {
                var image = $0
                image.line += offset
                return image
            },
            embeds: embeds.map {
                var embed = $0
                embed.line += offset
                return embed
            },
            galleries: galleries.map {
                var gallery = $0
                gallery.line += offset
                return gallery
            })
    }

    /// The same HTML with the URLs of its links and images (and of the images and embeds drawn
    /// as cmark-gfm wrote them) rewritten by `transform` (`HTMLURLRewriter`); each image keeps
    /// its `url` as written, which names its photo.
    package func mappingURLs(_ transform: (Substring) -> String?) -> MarkdownHTML {
        MarkdownHTML(
            checked: HTMLURLRewriter.rewrite(html, transform),
            images: images.map {
                var image = $0
                image.cmarkHTML = HTMLURLRewriter.rewrite(image.cmarkHTML, transform)
                return image
            },
            embeds: embeds.map {
                var embed = $0
                embed.cmarkHTML = HTMLURLRewriter.rewrite(embed.cmarkHTML, transform)
                return embed
            }, galleries: galleries)
    }

    /// The same HTML with each task list checkbox named by its item's text
    /// (`TaskCheckboxLabels`).
    package func labellingTaskCheckboxes(idPrefix: String, fallback: (Bool) -> String) -> MarkdownHTML {
        MarkdownHTML(
            checked: TaskCheckboxLabels.label(html, idPrefix: idPrefix, fallback: fallback), images: images,
            embeds: embeds, galleries: galleries)
    }

    /// The HTML to insert into a page unescaped, with each image's marker replaced by
    /// `draw(image)`, each embed's by `drawEmbed(embed)` and each gallery's by
    /// `drawGallery(gallery, its images)` (all already escaped HTML; an embed is the link
    /// cmark-gfm wrote unless told otherwise, a gallery its images drawn one after another).
    package func drawn(
        _ draw: (MarkdownImage) -> String, embed drawEmbed: (MarkdownEmbed) -> String = \.cmarkHTML,
        gallery drawGallery: ((MarkdownGallery, [MarkdownImage]) -> String)? = nil
    ) -> TrustedHTML {
        guard !images.isEmpty || !embeds.isEmpty, html.utf8Contains(Self.markerStart) else {
            return TrustedHTML(cmarkOutput: html)
        }
        var result = ""
        var rest = Substring(html)
        while let start = rest.utf8Range(of: Self.markerStart) {
            result += rest[..<start.lowerBound]
            let afterStart = rest[start.upperBound...]
            if let (drawing, after) = drawing(afterStart, draw, drawEmbed, drawGallery) {
                result += drawing
                rest = after
            } else {
                result += rest[start]
                rest = afterStart
            }
        }
        result += rest
        return TrustedHTML(cmarkOutput: result)
    }

    /// The drawing of the marker whose text after `markerStart` begins `text`, and the text
    /// after the marker; nil when it is no marker of this document.
    private func drawing(
        _ text: Substring, _ draw: (MarkdownImage) -> String, _ drawEmbed: (MarkdownEmbed) -> String,
        _ drawGallery: ((MarkdownGallery, [MarkdownImage]) -> String)?
    ) -> (String, Substring)? {
        guard let end = text.utf8Range(of: Self.markerSuffix), let colon = text[..<end.lowerBound].firstIndex(of: ":"),
            let index = Int(text[text.index(after: colon)..<end.lowerBound])
        else { return nil }
        switch text[..<colon] {
        case "image" where images.indices.contains(index):
            return (images[index].placed(draw(images[index])), text[end.upperBound...])
        case "embed" where embeds.indices.contains(index): return (drawEmbed(embeds[index]), text[end.upperBound...])
        case "gallery" where galleries.indices.contains(index):
            let gallery = galleries[index]
            let members = gallery.images.filter(images.indices.contains).map { images[$0] }
            let drawing =
                drawGallery?(gallery, members)
                ?? members.map { member in
                    var figure = member
                    figure.isFigure = member.title != nil
                    return figure.placed(draw(member))
                }.joined()
            return (drawing, text[end.upperBound...])
        default: return nil
        }
    }

    /// The HTML with every image and embed as cmark-gfm wrote it (`<img src alt>`, a link).
    package var trusted: TrustedHTML { drawn(\.cmarkHTML) }

    static let markerStart = "<!--tripsite-"
    static let markerSuffix = "-->"

    /// The marker that stands for image `index` of a document. It is an HTML comment, so
    /// cmark-gfm output can hold it only where TripSite put it, or where unsafe HTML wrote
    /// the same comment (which then draws an image of the same document, nothing else).
    static func marker(_ index: Int) -> String { "\(markerStart)image:\(index)\(markerSuffix)" }

    /// The marker that stands for embed `index` of a document (as `marker(_:)` for images).
    static func embedMarker(_ index: Int) -> String { "\(markerStart)embed:\(index)\(markerSuffix)" }

    /// The marker that stands for gallery `index` of a document (as `marker(_:)` for images).
    static func galleryMarker(_ index: Int) -> String { "\(markerStart)gallery:\(index)\(markerSuffix)" }
}
