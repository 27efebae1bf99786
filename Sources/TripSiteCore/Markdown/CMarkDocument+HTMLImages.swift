import CMark
import TripSiteHTML

extension CMarkDocument {
    /// The images and galleries raw HTML adds to a document: `HTMLImageReader` reads each run
    /// of HTML blocks (blocks one after another, blank lines between, read as one piece, so a
    /// `<div>` whose images are set apart by blank lines is still one gallery) and each
    /// inline tag, and each image it finds joins the document's images (a marker in its
    /// place), each gallery its galleries. In safe mode a run with images becomes their
    /// markers alone (the rest of it was left out anyway); with `unsafeHTML` it is kept, as
    /// libxml2 writes it again, with the markers in the images' places.
    static func replaceHTMLImages(
        _ document: OpaquePointer, unsafeHTML: Bool, images: inout [MarkdownImage]
    ) -> [MarkdownGallery] {
        var found = HTMLImageMarkers(images: images)
        let (runs, inlines) = htmlNodes(document)
        for run in runs where run.contains(where: mayHoldImages) {
            replaceBlocks(run, unsafeHTML: unsafeHTML, found: &found)
        }
        for group in inlineGroups(inlines) {
            guard let first = group.first else { continue }
            let offset = line(of: first) - 1
            let pieces = HTMLImageReader.pieces(group.map(inlineText).joined())
            guard !pieces.isEmpty, let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            // In a paragraph: images only (no <figure> nor gallery <section> may stand in a <p>).
            let images = pieces.flatMap(\.images).map { HTMLImagePiece.image($0) }
            cmark_node_set_on_enter(
                marker, images.map { found.marker(for: $0, lineOffset: offset, inline: true) }.joined())
            cmark_node_insert_before(first, marker)
            for node in group {
                cmark_node_unlink(node)
                cmark_node_free(node)
            }
        }
        images = found.images
        return found.galleries
    }

    /// Inline HTML tags as they are read: each alone, but a `<picture>` or `<figure>` opened
    /// in a paragraph is read whole, with whatever stands between it and its closing tag.
    private static func inlineGroups(_ inlines: [OpaquePointer]) -> [[OpaquePointer]] {
        var groups: [[OpaquePointer]] = []
        var taken: Set<OpaquePointer> = []
        for node in inlines where !taken.contains(node) {
            var group = [node]
            let literal = inlineText(node).lowercased()
            if let name = ["picture", "figure"].first(where: { literal.hasPrefix("<\($0)") }) {
                var next = cmark_node_next(node)
                var closed = false
                while let current = next, !closed {
                    group.append(current)
                    closed =
                        cmark_node_get_type(current) == CMARK_NODE_HTML_INLINE
                        && inlineText(current).lowercased().hasPrefix("</\(name)")
                    next = cmark_node_next(current)
                }
                if !closed { group = [node] }
            }
            taken.formUnion(group)
            groups.append(group)
        }
        return groups
    }

    /// An inline node as HTML to read: a tag as written, text as it reads, a break a line.
    private static func inlineText(_ node: OpaquePointer) -> String {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_INLINE, CMARK_NODE_TEXT:
            return cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            return "\n"
        default:
            return plainText(of: node)
        }
    }

    /// The document's HTML blocks, in runs of siblings, and its inline HTML tags.
    private static func htmlNodes(_ document: OpaquePointer) -> (runs: [[OpaquePointer]], inlines: [OpaquePointer]) {
        var runs: [[OpaquePointer]] = []
        var inlines: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return (runs, inlines) }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK:
                if let last = runs.last?.last, cmark_node_previous(node) == last {
                    runs[runs.count - 1].append(node)
                } else {
                    runs.append([node])
                }
            case CMARK_NODE_HTML_INLINE:
                // Only a tag that opens an image, or what may hold one: most inline HTML is
                // `<br>`, `<span>`, `<sup>`, which is never read.
                if let literal = cmark_node_get_literal(node), literal[0] == CChar(UInt8(ascii: "<")),
                    HTMLImageReader.startsWith(literal + 1, "img") || HTMLImageReader.startsWith(literal + 1, "picture")
                        || HTMLImageReader.startsWith(literal + 1, "figure")
                {
                    inlines.append(node)
                }
            default:
                break
            }
        }
        return (runs, inlines)
    }

    /// Whether an HTML block may hold an image (`<img` or `<source` in it, in any case), read
    /// on cmark's own bytes: a block that cannot is never handed to the parser.
    private static func mayHoldImages(_ block: OpaquePointer) -> Bool {
        cmark_node_get_literal(block).map(HTMLImageReader.mayHoldImages) ?? false
    }

    /// One run of HTML blocks with its images replaced (see `replaceHTMLImages`).
    private static func replaceBlocks(_ run: [OpaquePointer], unsafeHTML: Bool, found: inout HTMLImageMarkers) {
        guard let first = run.first else { return }
        // The blocks' text with the blank lines between them, so its lines are the file's.
        var text = ""
        var previousEnd: Int32?
        for node in run {
            if let previousEnd {
                text += String(repeating: "\n", count: max(0, Int(cmark_node_get_start_line(node) - previousEnd) - 1))
            }
            text += cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            if !text.hasSuffix("\n") { text += "\n" }
            previousEnd = cmark_node_get_end_line(node)
        }
        let offset = Int(cmark_node_get_start_line(first)) - 1
        let replacement: OpaquePointer?
        if unsafeHTML {
            let rewritten = HTMLImageReader.rewritten(text) { piece in
                String(found.marker(for: piece, lineOffset: offset).dropFirst(4).dropLast(3))
            }
            guard let html = rewritten?.html, let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return }
            cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
            replacement = block
        } else {
            let pieces = HTMLImageReader.pieces(text)
            guard !pieces.isEmpty, let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
            cmark_node_set_on_enter(block, pieces.map { found.marker(for: $0, lineOffset: offset) }.joined())
            replacement = block
        }
        guard let replacement else { return }
        cmark_node_insert_before(first, replacement)
        for node in run {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }
}

/// The images and galleries found in a document's raw HTML so far, after its Markdown
/// images, and the marker each stands as.
struct HTMLImageMarkers {
    var images: [MarkdownImage]
    var galleries: [MarkdownGallery] = []

    /// Adds `piece` (its lines moved by `lineOffset`, to the Markdown's) and returns its marker.
    mutating func marker(for piece: HTMLImagePiece, lineOffset: Int, inline: Bool = false) -> String {
        switch piece {
        case .image(let image):
            var drawn = Self.image(image, lineOffset: lineOffset, inGallery: false)
            if inline { drawn.isFigure = false }
            images.append(drawn)
            return MarkdownHTML.marker(images.count - 1)
        case .gallery(let members, let caption, let line):
            let first = images.count
            images += members.map { Self.image($0, lineOffset: lineOffset, inGallery: true) }
            galleries.append(
                MarkdownGallery(images: Array(first..<images.count), caption: caption, line: line + lineOffset))
            return MarkdownHTML.galleryMarker(galleries.count - 1)
        }
    }

    /// The image as a Markdown image would be: a figure when a caption was written for it
    /// alone; drawn, where no photo is made of it, as the `<img>` cmark-gfm writes.
    static func image(_ image: HTMLImage, lineOffset: Int, inGallery: Bool) -> MarkdownImage {
        let html = "<img src=\"\(Escaping.attribute(image.url))\" alt=\"\(Escaping.attribute(image.alt))\" />"
        return MarkdownImage(
            url: image.url, alt: image.alt, title: image.caption, isFigure: !inGallery, line: image.line + lineOffset,
            cmarkHTML: html, inGallery: inGallery)
    }
}
