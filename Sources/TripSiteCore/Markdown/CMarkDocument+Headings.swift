import CMark

extension CMarkDocument {
    /// Sets the level of every heading of `document` to its place under a heading of level
    /// `parent` (`HeadingOutline.levels`): on the tree, before rendering, so the HTML is
    /// cmark-gfm's own.
    static func placeHeadings(_ document: OpaquePointer, below parent: Int) {
        var headings: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_HEADING
            else { continue }
            headings.append(node)
        }
        let written = headings.map { Int(cmark_node_get_heading_level($0)) }
        for (heading, level) in zip(headings, HeadingOutline.levels(written, below: parent)) {
            _ = cmark_node_set_heading_level(heading, Int32(level))
        }
    }
}
