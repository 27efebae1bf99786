import CXML2
import Foundation

/// Finds the images in a piece of raw HTML from Markdown (an HTML block, an inline tag) with
/// libxml2's HTML parser, which reads HTML as browsers roughly do (unclosed tags, unquoted
/// attributes, unknown elements): never with patterns over the text. Every libxml2 pointer
/// is freed in `defer` in the function that made it; none leaves this file.
///
/// An `<img>`, a `<picture>` or a `<figure>` holding one of them is an image; an element
/// holding two or more of them and no text of its own besides their captions is a gallery.
/// Images whose address pages would not draw (`data:`, `javascript:`: `MarkdownImage.isDrawn`)
/// are left alone, and so is everything in `<script>`, `<style>`, `<template>` and
/// `<noscript>` (where lazy-loading themes repeat an image).
enum HTMLImageReader {
    /// libxml2's global state, set up once before any parser runs (as `GPXReader` does).
    private static let initialized: Void = xmlInitParser()

    static let skipped: Set<String> = ["script", "style", "template", "noscript", "textarea"]
    /// What an `<a>` around an image must link to for its target to be taken as the image.
    static let imageExtensions: Set<String> = [
        "jpg", "jpeg", "png", "webp", "gif", "avif", "heic", "heif", "tif", "tiff",
    ]

    /// The images and galleries of `html`, in order.
    static func pieces(_ html: String) -> [HTMLImagePiece] {
        guard mayHoldImages(html) else { return [] }
        return parsed(html) { _, _, found in found.map(\.piece) } ?? []
    }

    /// Whether `html` may hold an image at all (an `<img` or a `<source`, in any case): HTML
    /// that cannot (a `<br>`, a `<span>`, most blocks) is not handed to the parser. Only a
    /// filter: what is an image is the parser's to say.
    static func mayHoldImages(_ html: String) -> Bool {
        html.withCString(mayHoldImages)
    }

    /// `mayHoldImages` on a C string (cmark's own bytes, read where they are).
    static func mayHoldImages(_ text: UnsafePointer<CChar>) -> Bool {
        var next = strchr(text, Int32(UInt8(ascii: "<")))
        while let open = next {
            if startsWith(open + 1, "img") || startsWith(open + 1, "source") { return true }
            next = strchr(open + 1, Int32(UInt8(ascii: "<")))
        }
        return false
    }

    /// Whether `text` starts with the lower-case ASCII `word`, in any case.
    static func startsWith(_ text: UnsafePointer<CChar>, _ word: StaticString) -> Bool {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for (offset, byte) in bytes.enumerated() where UInt8(bitPattern: text[offset]) | 0x20 != byte {
            return false  // a NUL never matches, so the text's end is never passed
        }
        return true
    }

    /// The images and galleries of `html`, and `html` written again by libxml2 with each
    /// one's element replaced by the comment `<!--marker(piece)-->` (for HTML kept as it is,
    /// `markdown.unsafe`); nil when there are none.
    static func rewritten(
        _ html: String, marker: (HTMLImagePiece) -> String
    ) -> (pieces: [HTMLImagePiece], html: String)? {
        guard mayHoldImages(html) else { return nil }
        return parsed(html) { document, body, found -> (pieces: [HTMLImagePiece], html: String)? in
            guard !found.isEmpty else { return nil }
            for item in found {
                guard let comment = xmlNewDocComment(document, marker(item.piece)) else { continue }
                xmlReplaceNode(item.node, comment)
                xmlFreeNode(item.node)
            }
            return (found.map(\.piece), serialized(childrenOf: body, in: document))
        } ?? nil
    }

    /// Parses `html` as the body of a page and hands `body` the document, its body and the
    /// pieces found; everything is freed when it returns. Nil when libxml2 read nothing.
    private static func parsed<T>(
        _ html: String, _ body: (htmlDocPtr, xmlNodePtr, [(node: xmlNodePtr, piece: HTMLImagePiece)]) -> T
    ) -> T? {
        _ = initialized
        guard let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        // The wrapper keeps every line where it was: the lines found are the text's own.
        let bytes = Array("<html><body>\(html)</body></html>".utf8)
        let options = [
            HTML_PARSE_RECOVER, HTML_PARSE_NOERROR, HTML_PARSE_NOWARNING, HTML_PARSE_NONET, HTML_PARSE_NODEFDTD,
        ]
        .reduce(Int32(0)) { $0 | Int32($1.rawValue) }
        context.pointee.linenumbers = 1
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                htmlCtxtReadMemory(context, $0.baseAddress, Int32($0.count), nil, "UTF-8", options)
            }
        }
        guard let document = parsed else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = element("body", under: xmlDocGetRootElement(document)) else { return nil }
        var found: [(node: xmlNodePtr, piece: HTMLImagePiece)] = []
        collect(root, into: &found)
        return body(document, root, found)
    }

    /// The pieces under `parent`: an element that is one is taken whole, any other searched.
    private static func collect(_ parent: xmlNodePtr, into found: inout [(node: xmlNodePtr, piece: HTMLImagePiece)]) {
        var child = parent.pointee.children
        while let node = child {
            child = node.pointee.next
            guard node.pointee.type == XML_ELEMENT_NODE, !skipped.contains(name(node)) else { continue }
            if let piece = piece(node) {
                found.append((node, piece))
            } else {
                collect(node, into: &found)
            }
        }
    }

    /// What `node` is as a whole: an image, a gallery, or nothing of its own (then its
    /// children are searched).
    private static func piece(_ node: xmlNodePtr) -> HTMLImagePiece? {
        let images: [HTMLImage]
        switch name(node) {
        case "img", "picture":
            return image(node).map { .image($0) }
        case "figure":
            images = figureImages(node)
            if images.count == 1 { return .image(images[0]) }
        default:
            images = childImages(node)
        }
        guard images.count >= 2, !hasText(node) else { return nil }
        let caption = name(node) == "figure" ? caption(of: node) : nil
        return .gallery(images, caption: caption, line: line(of: node))
    }

    /// The images of a figure: one takes the figure's caption, several keep their own.
    private static func figureImages(_ figure: xmlNodePtr) -> [HTMLImage] {
        var images = childImages(figure)
        if images.count == 1, let caption = caption(of: figure) { images[0].caption = caption }
        return images
    }

    /// The images below `parent`, each `<img>`, `<picture>` and one-image `<figure>` once.
    private static func childImages(_ parent: xmlNodePtr) -> [HTMLImage] {
        var images: [HTMLImage] = []
        var child = parent.pointee.children
        while let node = child {
            child = node.pointee.next
            guard node.pointee.type == XML_ELEMENT_NODE else { continue }
            switch name(node) {
            case "img", "picture": if let image = image(node) { images.append(image) }
            case "figure": images += figureImages(node)
            case let other where skipped.contains(other): continue
            default: images += childImages(node)
            }
        }
        return images
    }

    /// An `<img>` or a `<picture>` as an image; nil when it names no address pages draw.
    private static func image(_ node: xmlNodePtr) -> HTMLImage? {
        let img = name(node) == "img" ? node : element("img", under: node)
        var url = img.flatMap(address)
        if url == nil, let source = element("source", under: node) {
            url = attribute("srcset", of: source).flatMap(firstCandidate)
        }
        if let target = linkedImage(around: node) { url = target }
        guard let url, MarkdownImage.isDrawn(url) else { return nil }
        let alt = img.flatMap { attribute("alt", of: $0) }.map(collapsed) ?? ""
        return HTMLImage(url: url, alt: alt, caption: nil, line: line(of: img ?? node))
    }

    /// An `<img>`'s address: `src`, else `data-src` (lazy loading), else its first `srcset`.
    private static func address(_ img: xmlNodePtr) -> String? {
        for name in ["src", "data-src"] {
            if let value = attribute(name, of: img)?.trimmingWhitespace(), !value.isEmpty { return value }
        }
        return attribute("srcset", of: img).flatMap(firstCandidate)
    }

    /// The first address of a `srcset` (`a.jpg 1x, b.jpg 2x` → `a.jpg`).
    static func firstCandidate(_ srcset: String) -> String? {
        let first = srcset.split(separator: ",").first.map { String($0).trimmingWhitespace() } ?? ""
        let url = first.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
        return url.isEmpty ? nil : url
    }

    /// The image file an `<a>` just around `node` links to (a thumbnail's full photo).
    private static func linkedImage(around node: xmlNodePtr) -> String? {
        var parent = node.pointee.parent
        for _ in 0..<2 {
            guard let current = parent, current.pointee.type == XML_ELEMENT_NODE else { return nil }
            if name(current) == "a" {
                guard let href = attribute("href", of: current)?.trimmingWhitespace() else { return nil }
                let path = href.prefix { $0 != "?" && $0 != "#" }
                let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
                return path.contains(".") && imageExtensions.contains(ext) ? href : nil
            }
            parent = current.pointee.parent
        }
        return nil
    }
}
