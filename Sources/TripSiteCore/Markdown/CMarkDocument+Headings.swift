import CMark

extension CMarkDocument {
    /// A page's title is its one `<h1>`, so a journal's headings start below it. A journal
    /// that uses `#` headings (`# Day 1`, `# Day 2`, as many blogs are written) has each of
    /// its headings moved one level down (`#` → `<h2>`, `##` → `<h3>`, `######` stays
    /// `<h6>`), which keeps their order among themselves; one that starts at `##` is left as
    /// it is.
    static func demoteHeadingsBelowTheTitle(_ document: OpaquePointer) {
        var headings: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_HEADING
            else { continue }
            headings.append(node)
        }
        guard headings.contains(where: { cmark_node_get_heading_level($0) == 1 }) else { return }
        for heading in headings {
            _ = cmark_node_set_heading_level(heading, min(cmark_node_get_heading_level(heading) + 1, 6))
        }
    }
}
