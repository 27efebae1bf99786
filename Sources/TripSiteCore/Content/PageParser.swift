/// Reads a standalone page (`content/pages/<slug>.md`).
package enum PageParser {
    package static func parse(
        _ file: SourceFile, slug: String, markdown: MarkdownOptions
    ) -> (page: Page?, diagnostics: [Diagnostic]) {
        if let tooBig = MarkdownLimits.problem(in: file, limits: markdown.limits) { return (nil, [tooBig]) }
        switch ContentParser.fields(of: file) {
        case .failure(let diagnostic):
            return (nil, [diagnostic])
        case .success(let (parsedFields, frontMatter)):
            var fields = parsedFields
            let title = fields.string("title")?.trimmingSpaces() ?? ""
            if title.isEmpty {
                fields.diagnosticsError("missing 'title' in front matter", line: fields.line(ofKey: "title") ?? 1)
            }
            let description = fields.string("description")
            let draft = fields.bool("draft") ?? false
            let params = fields.params()
            guard !fields.diagnostics.hasErrors else { return (nil, fields.diagnostics.all) }
            let (html, links, text, shortcodes) = CMarkDocument.renderPage(
                frontMatter.body, options: markdown, headingsBelow: HeadingOutline.pageText)
            let offset = frontMatter.bodyFirstLine - 1
            fields.warn(about: shortcodes, lineOffset: offset)
            var page = Page(
                slug: slug, sourcePath: file.path, title: title, description: description,
                bodyHTML: html.shiftingLines(by: offset), isDraft: draft,
                links: links.map { JournalLink(url: $0.url, line: $0.line + offset, isImage: $0.isImage) })
            page.params = params
            page.bodyText = text
            return (page, fields.diagnostics.all)
        }
    }
}
