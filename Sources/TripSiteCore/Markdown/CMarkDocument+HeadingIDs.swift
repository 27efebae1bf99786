import CMark
import TripSiteHTML

extension CMarkDocument {
    /// Works out the id of every heading of `document` (`HeadingIDs`), in order, and takes
    /// each `{#id}` attribute block out of its heading's text. With `rawHTML` (the site writes
    /// raw HTML out), a heading with an anchor of its own in raw HTML keeps that alone
    /// (`holdsOwnAnchor`). `writeHeadingIDs` then puts the ids on the headings.
    static func identifyHeadings(
        _ document: OpaquePointer, rawHTML: Bool
    ) -> [(heading: OpaquePointer, id: String)] {
        var headings: [OpaquePointer] = []
        var tasks = 0
        if let iterator = cmark_iter_new(document) {
            defer { cmark_iter_free(iterator) }
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                if cmark_node_get_type(node) == CMARK_NODE_HEADING { headings.append(node) }
                if isTaskItem(node) { tasks += 1 }
            }
        }
        guard !headings.isEmpty else { return [] }
        // The ids the page gives the text's task checkboxes (`TaskCheckboxLabels`) are taken too.
        let taskIDs = (0..<tasks).map { "task_\($0 + 1)" }
        var anchors = UniqueAnchors(firstNumber: 1, taken: HeadingIDs.pageIDs.union(taskIDs))
        return headings.compactMap { heading in
            let custom = takeAttributeBlock(of: heading)
            guard custom != nil || !rawHTML || !holdsOwnAnchor(heading) else { return nil }
            return (heading, anchors.make(base: custom ?? HeadingIDs.slug(plainText(of: heading))))
        }
    }

    /// Puts each identified heading's id on it. cmark-gfm writes a heading with no
    /// attributes, so each becomes a custom block holding a custom inline whose HTML is the
    /// opening and closing tag (`<h2 id="day-3">`, `</h2>`) around the heading's own inlines,
    /// rendered by cmark-gfm as before: the HTML is the same but for the `id`. Done last,
    /// after the levels are placed and the links and text read (the new nodes have no line
    /// of their own).
    static func writeHeadingIDs(_ identified: [(heading: OpaquePointer, id: String)]) {
        for (heading, id) in identified { writeWithID(heading, id: id) }
    }

    /// Whether the author gave a heading an anchor of raw HTML (`### <a id="day-3"></a>Day 3`):
    /// where raw HTML is written out (`rawHTML`), it keeps that one alone, as written, rather
    /// than stand beside an id of its own that may be the same.
    private static func holdsOwnAnchor(_ heading: OpaquePointer) -> Bool {
        var child = cmark_node_first_child(heading)
        while let node = child {
            child = cmark_node_next(node)
            guard cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE, let literal = cmark_node_get_literal(node)
            else { continue }
            let text = String(cString: literal)
            if text.utf8Contains(" id=") || text.utf8Contains(" name=") { return true }
        }
        return false
    }

    /// Takes a trailing `{#id …}` out of a heading's last run of text, and returns its id.
    private static func takeAttributeBlock(of heading: OpaquePointer) -> String? {
        var run: [OpaquePointer] = []
        var node = cmark_node_last_child(heading)
        while let current = node, cmark_node_get_type(current) == CMARK_NODE_TEXT {
            run.insert(current, at: 0)
            node = cmark_node_previous(current)
        }
        guard let first = run.first else { return nil }
        let text = run.map { cmark_node_get_literal($0).map { String(cString: $0) } ?? "" }.joined()
        guard let (kept, id) = HeadingIDs.attributes(in: text) else { return nil }
        cmark_node_set_literal(first, kept)
        for extra in run.dropFirst() {
            cmark_node_unlink(extra)
            cmark_node_free(extra)
        }
        return id
    }

    /// Puts a custom block in the heading's place that writes it with `id`; the heading's
    /// inlines move into it. Left as it is (without an id) if cmark-gfm will not take them.
    private static func writeWithID(_ heading: OpaquePointer, id: String) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        guard let tag = cmark_node_new(CMARK_NODE_CUSTOM_INLINE), cmark_node_append_child(block, tag) == 1 else {
            cmark_node_free(block)
            return
        }
        let level = cmark_node_get_heading_level(heading)
        cmark_node_set_on_enter(block, "")
        cmark_node_set_on_exit(block, "")
        cmark_node_set_on_enter(tag, "<h\(level) id=\"\(Escaping.attribute(id))\">")
        cmark_node_set_on_exit(tag, "</h\(level)>")
        while let child = cmark_node_first_child(heading) {
            guard cmark_node_append_child(tag, child) == 1 else {
                // Every inline back where it was, and the heading as cmark-gfm writes it.
                while let moved = cmark_node_last_child(tag) { cmark_node_prepend_child(heading, moved) }
                cmark_node_free(block)
                return
            }
        }
        cmark_node_insert_before(heading, block)
        cmark_node_unlink(heading)
        cmark_node_free(heading)
    }
}
