/// Reads a standalone page (`content/pages/<slug>.md`).
enum PageParser {
    static func parse(_ file: SourceFile, slug: String, markdown: MarkdownOptions) -> (page: Page?, diagnostics: [Diagnostic]) {
        switch ContentParser.fields(of: file) {
        case .failure(let diagnostic):
            return (nil, [diagnostic])
        case .success(let (parsedFields, frontMatter)):
            var fields = parsedFields
            let title = fields.string("title")?.trimmingCharacters(in: .whitespaces) ?? ""
            if title.isEmpty { fields.diagnosticsError("missing 'title' in front matter", line: fields.line(ofKey: "title") ?? 1) }
            let description = fields.string("description")
            let draft = fields.bool("draft") ?? false
            guard !fields.diagnostics.hasErrors else { return (nil, fields.diagnostics.all) }
            let html = CMarkDocument.renderHTML(frontMatter.body, options: markdown)
            return (Page(slug: slug, sourcePath: file.path, title: title, description: description, bodyHTML: html, isDraft: draft), fields.diagnostics.all)
        }
    }
}
