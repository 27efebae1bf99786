import CMark

extension CMarkDocument {
    /// What `withDocument` took out of a document for pages to draw: its images and embeds,
    /// by index, shared by every piece of HTML rendered from it (the body, each activity).
    struct DrawnParts {
        var images: [MarkdownImage]
        var embeds: [MarkdownEmbed]
        var galleries: [MarkdownGallery] = []
        /// The shortcodes and Liquid tags the text left out (`ShortcodeRewriter`).
        var shortcodes: [RemovedShortcode] = []

        func html(_ cmarkOutput: String) -> MarkdownHTML {
            MarkdownHTML(cmarkOutput: cmarkOutput, images: images, embeds: embeds, galleries: galleries)
        }
    }

    /// Takes out every paragraph that holds one link to a video or a map (`EmbedLink`) and
    /// nothing else, at the top level of the text or in a block quote, and puts a custom
    /// block in its place whose HTML is the embed's marker. A paragraph in a list item stays
    /// a link (it may be an activity's name), and so does a link around an image.
    static func replaceEmbeds(
        _ document: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> [MarkdownEmbed] {
        var embeds: [MarkdownEmbed] = []
        for (paragraph, link, embed) in embedParagraphs(document) {
            guard let marker = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            let text = plainText(of: link)
            let bare = embed.url.drop { $0 != ":" }.dropFirst().drop { $0 == "/" }
            let html = render(paragraph, options: options, extensions: extensions)
            embeds.append(
                MarkdownEmbed(
                    link: embed, title: text.isEmpty || text == embed.url || text[...] == bare ? nil : text,
                    line: line(of: paragraph),
                    cmarkHTML: html.hasSuffix("\n") ? String(html.dropLast()) : html))
            cmark_node_set_on_enter(marker, MarkdownHTML.embedMarker(embeds.count - 1))
            cmark_node_insert_before(paragraph, marker)
            cmark_node_unlink(paragraph)
            cmark_node_free(paragraph)
        }
        return embeds
    }

    /// The paragraphs `replaceEmbeds` takes, in document order, each with its link.
    private static func embedParagraphs(_ document: OpaquePointer) -> [(OpaquePointer, OpaquePointer, EmbedLink)] {
        var found: [(OpaquePointer, OpaquePointer, EmbedLink)] = []
        guard let iterator = cmark_iter_new(document) else { return found }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH, let parent = cmark_node_parent(node),
                [CMARK_NODE_DOCUMENT, CMARK_NODE_BLOCK_QUOTE].contains(cmark_node_get_type(parent)),
                let link = soleLink(of: node), holdsTextOnly(link), let url = cmark_node_get_url(link),
                let embed = EmbedLink(String(cString: url))
            else { continue }
            found.append((node, link, embed))
        }
        return found
    }

    /// The paragraph's one link, when it holds nothing else. The autolink extension leaves
    /// empty text nodes around a bare URL it links; those, and blank ones, do not count.
    private static func soleLink(of paragraph: OpaquePointer) -> OpaquePointer? {
        var link: OpaquePointer?
        var child = cmark_node_first_child(paragraph)
        while let node = child {
            child = cmark_node_next(node)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK where link == nil: link = node
            case CMARK_NODE_TEXT:
                let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                guard literal.allSatisfy(\.isWhitespace) else { return nil }
            default: return nil
            }
        }
        return link
    }

    /// Whether a link's text is text (emphasis, code, breaks included), with no image or
    /// image marker in it.
    private static func holdsTextOnly(_ link: OpaquePointer) -> Bool {
        guard let iterator = cmark_iter_new(link) else { return false }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_IMAGE || type == CMARK_NODE_CUSTOM_INLINE || type == CMARK_NODE_HTML_INLINE {
                return false
            }
        }
        return true
    }
}
