import TripSiteHTML

/// HTML that cmark-gfm rendered from a journal's Markdown: a trip's or page's body, an
/// activity's name and notes. The model holds it as this value, not as the HTML library's
/// `TrustedHTML`, so the model does not depend on how pages are drawn; pages turn it into
/// `TrustedHTML` (`trusted`) where they insert it. The characters no web page may hold are
/// replaced once, here (`ForbiddenCharacters`): cmark passes a vertical tab or a C1 control
/// through as it is.
///
/// Images are not in the HTML: each stands as a marker, and `images` lists them (the whole
/// document's, by index), so pages draw them from the photos the build made (`drawn`).
package struct MarkdownHTML: Hashable, Sendable {
    package let html: String
    package let images: [MarkdownImage]

    package init(cmarkOutput html: String, images: [MarkdownImage] = []) {
        self.html = ForbiddenCharacters.replaced(in: html)
        self.images = images
    }

    private init(checked html: String, images: [MarkdownImage]) {
        self.html = html
        self.images = images
    }

    package var isEmpty: Bool { html.isEmpty }

    /// The same HTML with its images' lines moved by `offset` (from the body's lines to the
    /// file's, past the front matter).
    package func shiftingLines(by offset: Int) -> MarkdownHTML {
        MarkdownHTML(
            checked: html,
            images: images.map {
                var image = $0
                image.line += offset
                return image
            })
    }

    /// The same HTML with the URLs of its links and images (and of the images drawn as
    /// cmark-gfm wrote them) rewritten by `transform` (`HTMLURLRewriter`); each image keeps
    /// its `url` as written, which names its photo.
    package func mappingURLs(_ transform: (Substring) -> String?) -> MarkdownHTML {
        MarkdownHTML(
            checked: HTMLURLRewriter.rewrite(html, transform),
            images: images.map {
                var image = $0
                image.cmarkHTML = HTMLURLRewriter.rewrite(image.cmarkHTML, transform)
                return image
            })
    }

    /// The same HTML with each task list checkbox named by its item's text
    /// (`TaskCheckboxLabels`).
    package func labellingTaskCheckboxes(idPrefix: String, fallback: (Bool) -> String) -> MarkdownHTML {
        MarkdownHTML(
            checked: TaskCheckboxLabels.label(html, idPrefix: idPrefix, fallback: fallback), images: images)
    }

    /// The HTML to insert into a page unescaped, with each image's marker replaced by
    /// `draw(image)` (already escaped HTML).
    package func drawn(_ draw: (MarkdownImage) -> String) -> TrustedHTML {
        guard !images.isEmpty, html.contains(Self.markerPrefix) else { return TrustedHTML(cmarkOutput: html) }
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: Self.markerPrefix) {
            result += rest[..<start.lowerBound]
            let afterPrefix = rest[start.upperBound...]
            guard let end = afterPrefix.range(of: Self.markerSuffix), let index = Int(afterPrefix[..<end.lowerBound]),
                images.indices.contains(index)
            else {
                result += rest[start]
                rest = afterPrefix
                continue
            }
            result += draw(images[index])
            rest = afterPrefix[end.upperBound...]
        }
        result += rest
        return TrustedHTML(cmarkOutput: result)
    }

    /// The HTML with every image as cmark-gfm wrote it (`<img src alt>`).
    package var trusted: TrustedHTML { drawn(\.cmarkHTML) }

    static let markerPrefix = "<!--tripsite-image:"
    static let markerSuffix = "-->"

    /// The marker that stands for image `index` of a document. It is an HTML comment, so
    /// cmark-gfm output can hold it only where TripSite put it, or where unsafe HTML wrote
    /// the same comment (which then draws an image of the same document, nothing else).
    static func marker(_ index: Int) -> String { "\(markerPrefix)\(index)\(markerSuffix)" }
}
