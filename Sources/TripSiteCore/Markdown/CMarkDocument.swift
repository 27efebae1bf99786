import CMark
import CMarkThreads
import Foundation

/// The one place TripSite talks to cmark-gfm. Every function parses, walks the C tree into
/// Swift values and frees everything before returning (in `defer`): no cmark pointer leaves
/// this file's functions.
///
/// Any number of threads may parse at once. cmark-gfm 0.29.0.gfm.6 (Debian) would corrupt
/// their output by adding and removing its extensions' characters in global tables around
/// every parse; `CMarkThreads` interposes the function that does it, and `prepare` adds
/// every extension's characters once, before the first parse (docs/architecture.md).
package enum CMarkDocument {
    /// Registers the extensions and makes cmark-gfm safe for threads, once: a `static let`
    /// runs its initialiser once, and every other thread waits for it.
    private static let prepare: Void = {
        cmark_gfm_core_extensions_ensure_registered()
        tripsite_cmark_prepare_for_threads()
    }()

    /// How many of cmark-gfm's calls reached TripSite's interposed function (tests check the
    /// interposition is in force).
    package static var interposedCalls: Int { Int(tripsite_cmark_interposed_calls()) }

    /// Renders a journal body to HTML and takes the task items under any heading whose text
    /// is "Activities" (any level, case-insensitive) out of it as activities. Other task lists
    /// stay ordinary content. The section ends at the next heading of the same or a higher level,
    /// as written; the headings are then placed below a heading of level `headingsBelow`
    /// (`HeadingOutline`).
    package static func renderJournal(
        _ markdown: String, options: MarkdownOptions, headingsBelow parent: Int = HeadingOutline.tripText
    ) -> RenderedJournal {
        withDocument(markdown, options: options, shortcodes: true) { document, parser, renderOptions, parts in
            let extensions = cmark_parser_get_syntax_extensions(parser)
            var activities: [ParsedActivity] = []
            var headingLine: Int?
            var detached: [OpaquePointer] = []
            defer { for node in detached { cmark_node_free(node) } }

            var sectionLevel: Int32?
            var child = cmark_node_first_child(document)
            while let node = child {
                child = cmark_node_next(node)
                switch cmark_node_get_type(node) {
                case CMARK_NODE_HEADING:
                    let level = cmark_node_get_heading_level(node)
                    if isActivitiesHeading(plainText(of: node)) {
                        sectionLevel = level
                        headingLine = headingLine ?? Int(cmark_node_get_start_line(node))
                        cmark_node_unlink(node)
                        detached.append(node)
                    } else if let current = sectionLevel, level <= current {
                        sectionLevel = nil
                    }
                case CMARK_NODE_LIST where sectionLevel != nil:
                    var item = cmark_node_first_child(node)
                    while let listItem = item {
                        item = cmark_node_next(listItem)
                        guard isTaskItem(listItem) else { continue }
                        activities.append(
                            activity(from: listItem, options: renderOptions, extensions: extensions, parts: parts)
                        )
                        cmark_node_unlink(listItem)
                        detached.append(listItem)
                    }
                    if cmark_node_first_child(node) == nil {
                        cmark_node_unlink(node)
                        detached.append(node)
                    }
                default:
                    break
                }
            }
            placeHeadings(document, below: parent)
            let identified = identifyHeadings(document, rawHTML: options.unsafeHTML)
            let (links, text) = (links(in: document, parts: parts), searchText(of: document))
            writeHeadingIDs(identified)
            let html = render(document, options: renderOptions, extensions: extensions)
            return RenderedJournal(
                html: parts.html(html), activities: activities, activitiesHeadingLine: headingLine, links: links,
                text: text, shortcodes: parts.shortcodes, headingIDs: identified.map(\.id))
        }
    }

    /// Renders Markdown to HTML with no activity handling, its headings as written and
    /// without ids (what the GFM spec's examples are checked against; an activity's notes).
    package static func renderHTML(_ markdown: String, options: MarkdownOptions) -> MarkdownHTML {
        renderPage(markdown, options: options, headingsBelow: nil, shortcodes: false, headingIDs: false).html
    }

    /// Renders Markdown to HTML and lists its link destinations and the shortcodes it left
    /// out (standalone pages, entries). Its headings are placed below a heading of level
    /// `headingsBelow` (`HeadingOutline`), or left as written when it is nil, and each has
    /// its `id` (`identifyHeadings`) unless told otherwise; with `shortcodes`, Hugo
    /// shortcodes and Liquid tags are rewritten first (`ShortcodeRewriter`).
    package static func renderPage(
        _ markdown: String, options: MarkdownOptions, headingsBelow parent: Int?, shortcodes: Bool = true,
        headingIDs: Bool = true
    ) -> (html: MarkdownHTML, links: [JournalLink], text: String, shortcodes: [RemovedShortcode]) {
        withDocument(markdown, options: options, shortcodes: shortcodes) { document, parser, renderOptions, parts in
            if let parent { placeHeadings(document, below: parent) }
            let identified = headingIDs ? identifyHeadings(document, rawHTML: options.unsafeHTML) : []
            let (links, text) = (links(in: document, parts: parts), searchText(of: document))
            writeHeadingIDs(identified)
            let extensions = cmark_parser_get_syntax_extensions(parser)
            return (
                parts.html(render(document, options: renderOptions, extensions: extensions)), links, text,
                parts.shortcodes
            )
        }
    }

    /// Takes out every image pages draw (`MarkdownImage.isDrawn`), in document order, and puts
    /// a custom inline node in its place whose HTML is the image's marker: cmark-gfm writes a
    /// custom node's text as it is, in safe mode too. With `figures`, a figure's marker is a
    /// custom block in its paragraph's place.
    private static func replaceImages(
        _ document: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?, figures: Bool
    ) -> [MarkdownImage] {
        var nodes: [OpaquePointer] = []
        if let iterator = cmark_iter_new(document) {
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                    cmark_node_get_type(node) == CMARK_NODE_IMAGE, !hasImageAncestor(node)
                else { continue }
                nodes.append(node)
            }
        }
        var images: [MarkdownImage] = []
        for node in nodes {
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            guard MarkdownImage.isDrawn(url), let marker = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else { continue }
            let title = cmark_node_get_title(node).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            let figure = title == nil || !figures ? nil : figureParagraph(of: node)
            images.append(
                MarkdownImage(
                    url: url, alt: plainText(of: node), title: title, isFigure: figure != nil, line: line(of: node),
                    cmarkHTML: render(node, options: options, extensions: extensions)))
            cmark_node_set_on_enter(marker, MarkdownHTML.marker(images.count - 1))
            // A figure takes its paragraph's place: a <figure> may not stand in a <p>.
            let replaced = figure.flatMap { _ in cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) } ?? marker
            if replaced != marker {
                cmark_node_set_on_enter(replaced, MarkdownHTML.marker(images.count - 1))
                cmark_node_free(marker)
            }
            let old = figure ?? node
            cmark_node_insert_before(old, replaced)
            cmark_node_unlink(old)
            cmark_node_free(old)
        }
        return images
    }

    /// The paragraph an image stands alone in (white space aside), at the top level of the
    /// text or in a quote: where it is drawn as a figure.
    private static func figureParagraph(of image: OpaquePointer) -> OpaquePointer? {
        guard let paragraph = cmark_node_parent(image), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
            let parent = cmark_node_parent(paragraph),
            [CMARK_NODE_DOCUMENT, CMARK_NODE_BLOCK_QUOTE].contains(cmark_node_get_type(parent))
        else { return nil }
        var child = cmark_node_first_child(paragraph)
        while let node = child {
            child = cmark_node_next(node)
            guard node != image else { continue }
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            guard cmark_node_get_type(node) == CMARK_NODE_TEXT, literal.allSatisfy(\.isWhitespace) else { return nil }
        }
        return paragraph
    }

    /// An image inside another image's description is part of that one's alt text (and is
    /// freed with it).
    private static func hasImageAncestor(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            if cmark_node_get_type(current) == CMARK_NODE_IMAGE { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// A node's line; an inline node without a position of its own takes its block's.
    static func line(of node: OpaquePointer) -> Int {
        var block: OpaquePointer? = node
        while let current = block, cmark_node_get_start_line(current) == 0 { block = cmark_node_parent(current) }
        return Int(block.map(cmark_node_get_start_line) ?? 0)
    }

    /// Link and image destinations of a document, with their lines: the links and images
    /// still in the tree, then the images and embeds taken out of it.
    private static func links(in document: OpaquePointer, parts: DrawnParts) -> [JournalLink] {
        links(in: document) + parts.images.map { JournalLink(url: $0.url, line: $0.line, isImage: true) }
            + parts.embeds.map { JournalLink(url: $0.link.url, line: $0.line, isImage: false) }
    }

    private static func links(in document: OpaquePointer) -> [JournalLink] {
        var found: [JournalLink] = []
        guard let iterator = cmark_iter_new(document) else { return found }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE, let url = cmark_node_get_url(node) else {
                continue
            }
            // An inline node without a position of its own takes its block's.
            var block: OpaquePointer? = node
            while let current = block, cmark_node_get_start_line(current) == 0 { block = cmark_node_parent(current) }
            found.append(
                JournalLink(
                    url: String(cString: url), line: Int(block.map(cmark_node_get_start_line) ?? 0),
                    isImage: type == CMARK_NODE_IMAGE))
        }
        return found
    }

    /// Renders one line of Markdown as inline HTML (no paragraph), with its plain text:
    /// used for activity titles given in front matter.
    package static func renderInline(_ markdown: String, options: MarkdownOptions) -> (html: MarkdownHTML, text: String)
    {
        withDocument(markdown, options: options) { document, parser, renderOptions, parts in
            let extensions = cmark_parser_get_syntax_extensions(parser)
            guard let first = cmark_node_first_child(document), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH,
                cmark_node_next(first) == nil
            else {
                // Not a single paragraph ("1. Climb", "# Summit"): the text, as text.
                return literalText(markdown, options: renderOptions, extensions: extensions)
            }
            var html = ""
            var inline = cmark_node_first_child(first)
            while let node = inline {
                html += render(node, options: renderOptions, extensions: extensions)
                inline = cmark_node_next(node)
            }
            return (parts.html(html), plainText(of: first))
        }
    }

    /// `text` as one escaped text node, rendered by cmark.
    private static func literalText(
        _ text: String, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> (html: MarkdownHTML, text: String) {
        let trimmed = text.trimmingWhitespace()
        guard let node = cmark_node_new(CMARK_NODE_TEXT) else { return (MarkdownHTML(cmarkOutput: ""), trimmed) }
        defer { cmark_node_free(node) }
        cmark_node_set_literal(node, trimmed)
        return (MarkdownHTML(cmarkOutput: render(node, options: options, extensions: extensions)), trimmed)
    }

    // MARK: - Parsing and rendering

    /// Parses `markdown` with the GFM extensions (its shortcodes rewritten first, with
    /// `shortcodes`) and hands the document to `body`; the parser and the document are freed
    /// when it returns.
    private static func withDocument<T>(
        _ markdown: String, options: MarkdownOptions, shortcodes: Bool = false,
        _ body: (_ document: OpaquePointer, _ parser: OpaquePointer, _ renderOptions: Int32, _ parts: DrawnParts) -> T
    ) -> T {
        _ = prepare
        var flags = CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8
        if options.unsafeHTML { flags |= CMARK_OPT_UNSAFE }
        if options.tableStyleAttributes { flags |= CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES }
        guard let parser = cmark_parser_new(flags) else { fatalError("cmark_parser_new failed (out of memory)") }
        defer { cmark_parser_free(parser) }
        for name in options.extensions {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        var (source, removed) = shortcodes ? rewritingShortcodes(markdown) : (markdown, [])
        source.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else {
            fatalError("cmark_parser_finish failed (out of memory)")
        }
        defer { cmark_node_free(document) }
        replaceShortcodeMarkers(document, removed: removed)
        correctTaskStates(document, source: source)
        let extensions = cmark_parser_get_syntax_extensions(parser)
        var images = replaceImages(document, options: flags, extensions: extensions, figures: options.figures)
        // A text with no `<img` nor `<source` anywhere (most) is not walked for raw HTML.
        let galleries =
            options.htmlImages && HTMLImageReader.mayHoldImages(source)
            ? replaceHTMLImages(document, unsafeHTML: options.unsafeHTML, images: &images) : []
        let embeds = options.embeds ? replaceEmbeds(document, options: flags, extensions: extensions) : []
        return body(
            document, parser, flags,
            DrawnParts(images: images, embeds: embeds, galleries: galleries, shortcodes: removed))
    }

    static func render(
        _ node: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> String {
        guard let html = cmark_render_html(node, options, extensions) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// cmark-gfm 0.29.0.gfm.6 marks a task item as checked when `[x]` appears anywhere on its
    /// line (`- [ ] Read about [x] rays` comes out done). The marker is re-read from the
    /// item's own source line, right after the list marker, and the node corrected.
    private static func correctTaskStates(_ document: OpaquePointer, source: String) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        var lines: [ArraySlice<UInt8>]?
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), isTaskItem(node) else {
                continue
            }
            if lines == nil {
                lines = Array(source.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            }
            let lineIndex = Int(cmark_node_get_start_line(node)) - 1
            let column = Int(cmark_node_get_start_column(node)) - 1
            guard let allLines = lines, allLines.indices.contains(lineIndex),
                let checked = taskMarker(in: allLines[lineIndex], from: column)
            else { continue }
            cmark_gfm_extensions_set_tasklist_item_checked(node, checked)
        }
    }

    /// Reads `[ ]` / `[x]` / `[X]` after the list marker that starts at `column` (0-based bytes).
    package static func taskMarker(in line: ArraySlice<UInt8>, from column: Int) -> Bool? {
        var index = line.startIndex + column
        guard index < line.endIndex else { return nil }
        switch line[index] {
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            index += 1
        default:
            while index < line.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[index]) { index += 1 }
            guard index < line.endIndex, line[index] == UInt8(ascii: ".") || line[index] == UInt8(ascii: ")") else {
                return nil
            }
            index += 1
        }
        while index < line.endIndex, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") {
            index += 1
        }
        guard index + 2 < line.endIndex, line[index] == UInt8(ascii: "["), line[index + 2] == UInt8(ascii: "]") else {
            return nil
        }
        switch line[index + 1] {
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return true
        case UInt8(ascii: " "): return false
        default: return nil
        }
    }

    // MARK: - Activities

    static func isTaskItem(_ node: OpaquePointer) -> Bool {
        guard cmark_node_get_type(node) == CMARK_NODE_ITEM, let type = cmark_node_get_type_string(node) else {
            return false
        }
        return strcmp(type, "tasklist") == 0
    }

    /// Splits "Snorkel with the mantas (2025-06-03)" into the name and the date text. The
    /// parentheses must hold digits and hyphens shaped like a date (`2025-6-3` too, so a
    /// malformed date is reported rather than silently kept in the name).
    static func splitTrailingDate(_ text: String) -> (name: String, date: String)? {
        // Cheap rejection first: most names do not end with ")".
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, isBlank(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        guard end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: ")"),
            let open = utf8[..<end].lastIndex(of: UInt8(ascii: "("))
        else { return nil }
        var inner = utf8[utf8.index(after: open)..<utf8.index(before: end)]
        while let first = inner.first, isBlank(first) { inner = inner.dropFirst() }
        while let last = inner.last, isBlank(last) { inner = inner.dropLast() }
        let parts = inner.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
            parts.allSatisfy({ $0.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } })
        else { return nil }
        var nameEnd = open
        while nameEnd > utf8.startIndex, isBlank(utf8[utf8.index(before: nameEnd)]) {
            nameEnd = utf8.index(before: nameEnd)
        }
        return (String(text[..<nameEnd]), String(Substring(inner)))
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Reads a task item: the name is the first line of its first paragraph (a trailing
    /// `(YYYY-MM-DD)` is the completion date); the rest of the item is its notes.
    private static func activity(
        from item: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?,
        parts: DrawnParts
    ) -> ParsedActivity {
        let isDone = cmark_gfm_extensions_get_tasklist_item_checked(item)
        let line = Int(cmark_node_get_start_line(item))
        var name: (html: String, title: String, dateText: String?) = ("", "", nil)
        var notesStart = cmark_node_first_child(item)
        if let paragraph = notesStart, cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH {
            name = takeName(from: paragraph, options: options, extensions: extensions)
            notesStart = cmark_node_next(paragraph)
        }
        let notes = takeNotes(from: notesStart, options: options, extensions: extensions)
        let trimmedHTML = name.html.trimmingWhitespace()
        return ParsedActivity(
            nameHTML: parts.html(trimmedHTML),
            title: name.title.collapsingWhitespace(),
            isDone: isDone,
            dateText: name.dateText,
            notesHTML: notes.isEmpty ? nil : parts.html(notes),
            line: line
        )
    }

    /// Renders the first line of an item's first paragraph (up to its first line break) as
    /// the activity's name, with its plain text and the date text of a trailing
    /// `(YYYY-MM-DD)`, which leaves the name. The paragraph's later lines move into a
    /// paragraph of their own right after it, where the notes start.
    private static func takeName(
        from paragraph: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> (html: String, title: String, dateText: String?) {
        // Split the paragraph's inlines at the first line break.
        var nameNodes: [OpaquePointer] = []
        var rest: [OpaquePointer] = []
        var inline = cmark_node_first_child(paragraph)
        while let node = inline {
            inline = cmark_node_next(node)
            let type = cmark_node_get_type(node)
            if rest.isEmpty, type != CMARK_NODE_SOFTBREAK, type != CMARK_NODE_LINEBREAK {
                nameNodes.append(node)
            } else {
                rest.append(node)
            }
        }
        // A trailing "(2025-06-03)" in the last text of the name is the completion date.
        let dateText = nameNodes.last.flatMap(takeTrailingDate)
        var html = ""
        var title = ""
        for node in nameNodes {
            html += render(node, options: options, extensions: extensions)
            title += plainText(of: node)
        }
        // Inlines after the line break become a paragraph of notes.
        let tail = rest.drop {
            let t = cmark_node_get_type($0)
            return t == CMARK_NODE_SOFTBREAK || t == CMARK_NODE_LINEBREAK
        }
        if !tail.isEmpty, let notesParagraph = cmark_node_new(CMARK_NODE_PARAGRAPH) {
            for node in tail {
                cmark_node_unlink(node)
                cmark_node_append_child(notesParagraph, node)
            }
            cmark_node_insert_after(paragraph, notesParagraph)
        }
        return (html, title, dateText)
    }

    /// When a text node ends with a date in parentheses ("Snorkel (2025-06-03)"), removes it
    /// from the node and returns the date's text.
    private static func takeTrailingDate(_ node: OpaquePointer) -> String? {
        guard cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node),
            let split = splitTrailingDate(String(cString: literal))
        else { return nil }
        cmark_node_set_literal(node, split.name)
        return split.date
    }

    /// Renders `first` and the blocks after it as an activity's notes ("" when there are
    /// none). They move into a document of their own, so their paragraphs keep <p> whatever
    /// the list's tightness (the item is detached by the caller anyway).
    private static func takeNotes(
        from first: OpaquePointer?, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> String {
        guard first != nil, let notesDocument = cmark_node_new(CMARK_NODE_DOCUMENT) else { return "" }
        defer { cmark_node_free(notesDocument) }
        var block = first
        while let node = block {
            block = cmark_node_next(node)
            cmark_node_unlink(node)
            cmark_node_append_child(notesDocument, node)
        }
        return render(notesDocument, options: options, extensions: extensions)
    }

    /// The words a reader reads in a document, for search: its text and code, each block on
    /// a line of its own, line breaks as spaces. Raw HTML, images and embeds are left out.
    /// Written as bytes and made a string once, at its size: appended to a `String` literal
    /// by literal, its storage, grown step by step, would hold far more than the words.
    static func searchText(of root: OpaquePointer) -> String {
        var text: [UInt8] = []
        guard let iterator = cmark_iter_new(root) else { return "" }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_EXIT {
                let isBlock = type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK)
                if isBlock, !text.isEmpty, text.last != 10 { text.append(10) }
                continue
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                if let literal = cmark_node_get_literal(node) {
                    text.append(contentsOf: UnsafeRawBufferPointer(start: literal, count: strlen(literal)))
                }
                if type == CMARK_NODE_CODE_BLOCK, text.last != 10 { text.append(10) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text.append(UInt8(ascii: " "))
            default:
                break
            }
        }
        if text.last == 10 { text.removeLast() }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether a heading's text is "Activities", in any case, with blanks around it. (Not
    /// `trimmingCharacters(in:)`: it goes through NSString, for every heading of a journal.)
    static func isActivitiesHeading(_ text: String) -> Bool {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return start < end && text[start..<end].lowercased() == "activities"
    }

    /// The text of a node and its descendants (text, code, and line breaks as spaces).
    static func plainText(of root: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(root) else { return text }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            default:
                break
            }
        }
        return text
    }
}
