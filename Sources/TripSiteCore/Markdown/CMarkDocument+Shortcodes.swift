import CMark

extension CMarkDocument {
    /// `markdown` with its Hugo shortcodes and Liquid tags rewritten (`ShortcodeRewriter`),
    /// and those left out; the Markdown as it is when it holds none.
    static func rewritingShortcodes(_ markdown: String) -> (markdown: String, removed: [RemovedShortcode]) {
        guard ShortcodeRewriter.mayHold(markdown) else { return (markdown, []) }
        return ShortcodeRewriter.rewrite(markdown, codeLines: codeBlockLines(markdown))
    }

    /// `markdown` with the shortcodes and Liquid tags TripSite knows written as the Markdown
    /// they stand for, to be kept in a file (`tripsite import hugo`, `import jekyll`); any
    /// other stays as written, and is listed (with its line) to report.
    package static func convertingShortcodes(_ markdown: String) -> (markdown: String, unconverted: [RemovedShortcode])
    {
        guard ShortcodeRewriter.mayHold(markdown) else { return (markdown, []) }
        let (converted, left) = ShortcodeRewriter.rewrite(
            markdown, codeLines: codeBlockLines(markdown), keepingUnknown: true)
        return (converted, left.filter { !$0.isClosing })
    }

    /// The lines (1-based) of the code blocks of `markdown`, fenced or indented.
    private static func codeBlockLines(_ markdown: String) -> Set<Int> {
        var lines = Set<Int>()
        guard let document = cmark_parse_document(markdown, markdown.utf8.count, CMARK_OPT_DEFAULT) else {
            return lines
        }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return lines }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK
            else { continue }
            let first = Int(cmark_node_get_start_line(node))
            lines.formUnion(first...max(first, Int(cmark_node_get_end_line(node))))
        }
        return lines
    }

    /// Puts an HTML comment where each removed shortcode's marker is: a custom inline node in
    /// a line of text, a custom block for a paragraph that holds nothing else (cmark-gfm
    /// writes a custom node's text as it is, in safe mode too).
    static func replaceShortcodeMarkers(_ document: OpaquePointer, removed: [RemovedShortcode]) {
        guard !removed.isEmpty else { return }
        var paragraphs: [OpaquePointer] = []
        for node in textNodes(holding: "\u{E000}", in: document) {
            if let parent = cmark_node_parent(node), cmark_node_get_type(parent) == CMARK_NODE_PARAGRAPH,
                !paragraphs.contains(parent)
            {
                paragraphs.append(parent)
            }
            splitAtMarkers(node, removed: removed)
        }
        for paragraph in paragraphs where holdsCommentsOnly(paragraph) {
            guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            var comments: [String] = []
            var child = cmark_node_first_child(paragraph)
            while let node = child {
                child = cmark_node_next(node)
                if cmark_node_get_type(node) == CMARK_NODE_CUSTOM_INLINE, let text = cmark_node_get_on_enter(node) {
                    comments.append(String(cString: text))
                }
            }
            cmark_node_set_on_enter(block, comments.joined(separator: "\n"))
            cmark_node_insert_before(paragraph, block)
            cmark_node_unlink(paragraph)
            cmark_node_free(paragraph)
        }
    }

    private static func textNodes(holding needle: String, in document: OpaquePointer) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return found }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_TEXT, let literal = cmark_node_get_literal(node),
                String(cString: literal).utf8Contains(needle)
            else { continue }
            found.append(node)
        }
        return found
    }

    /// Replaces a text node by its text around each marker and a comment node for each.
    private static func splitAtMarkers(_ node: OpaquePointer, removed: [RemovedShortcode]) {
        guard let literal = cmark_node_get_literal(node) else { return }
        var rest = Substring(String(cString: literal))
        while let start = rest.utf8Range(of: "\u{E000}"), let end = rest[start.upperBound...].utf8Range(of: "\u{E001}"),
            let index = Int(rest[start.upperBound..<end.lowerBound]), removed.indices.contains(index)
        {
            insert(CMARK_NODE_TEXT, String(rest[..<start.lowerBound]), before: node)
            insert(CMARK_NODE_CUSTOM_INLINE, removed[index].htmlComment, before: node)
            rest = rest[end.upperBound...]
        }
        insert(CMARK_NODE_TEXT, String(rest), before: node)
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    private static func insert(_ type: cmark_node_type, _ text: String, before node: OpaquePointer) {
        guard !text.isEmpty, let new = cmark_node_new(type) else { return }
        if type == CMARK_NODE_TEXT {
            cmark_node_set_literal(new, text)
        } else {
            cmark_node_set_on_enter(new, text)
        }
        cmark_node_insert_before(node, new)
    }

    /// Whether a paragraph holds comment nodes and white space only.
    private static func holdsCommentsOnly(_ paragraph: OpaquePointer) -> Bool {
        var child = cmark_node_first_child(paragraph)
        var sawComment = false
        while let node = child {
            child = cmark_node_next(node)
            switch cmark_node_get_type(node) {
            case CMARK_NODE_CUSTOM_INLINE: sawComment = true
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: continue
            case CMARK_NODE_TEXT:
                let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                guard literal.allSatisfy(\.isWhitespace) else { return false }
            default: return false
            }
        }
        return sawComment
    }
}
