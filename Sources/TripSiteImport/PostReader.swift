import Foundation
import TripSiteCore
import Yams

/// Reads a Hugo or Jekyll content file into an `ImportedPost`: its front matter (YAML, TOML
/// or JSON) mapped to TripSite's keys, its body's known shortcodes converted. A file that
/// cannot be read is a warning at its line, and nil; one that is no content (a list or
/// layout-only page) is a note, and nil; a post without the tags or categories asked for
/// is left out.
struct PostReader {
    var site: StaticSite
    var selection: ImportSelection = .everything

    func read(_ source: StaticSite.Source, report: inout ImportReport) -> ImportedPost? {
        let file = site.file(source)
        let data: Data
        switch ExportFile.read(source.url, within: site.root, limit: ExportFile.textLimit) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            report.warn("\(problem); not imported", file: file)
            return nil
        }
        guard let (fields, frontMatter) = parse(String(decoding: data, as: UTF8.self), file: file, report: &report)
        else { return nil }
        if let reason = Self.notContent(fields, body: frontMatter.body, page: source.role == .page) {
            report.note("\(reason): not imported, TripSite makes its own", file: file)
            return nil
        }
        var reading = PostFields(fields: fields, source: source, report: report)
        if source.role != .page, !isAsked(reading) {
            report.leaveOut()
            return nil
        }
        let post = reading.post(file: file, frontMatter: frontMatter)
        report = reading.report
        return post
    }

    /// Whether a post has a tag or category asked for (read from a copy: the post reads them again).
    func isAsked(_ reading: PostFields) -> Bool {
        var probe = reading
        let categories = probe.tagList("categories") + probe.tagList("category")
        return selection.admits(tags: probe.tagList("tags"), categories: categories)
    }

    /// Why a page is no content of its own but a theme's (a list of posts, a search or
    /// gallery page): its `layout` or `type` names a list (`archives`, `search`, `gallery`,
    /// `taxonomy`…), or it is a `page` with a `layout` and no text (a post without text may
    /// be a photo's). Nil for any other.
    static func notContent(_ fields: YAMLFields, body: String, page: Bool) -> String? {
        let layout = fields.peek("layout")?.scalar?.string.trimmingCharacters(in: .whitespaces) ?? ""
        let type = fields.peek("type")?.scalar?.string.trimmingCharacters(in: .whitespaces) ?? ""
        for (key, value) in [("layout", layout), ("type", type)] where listKinds.contains(value.lowercased()) {
            return "a list page (\(key): \(value))"
        }
        if page, !layout.isEmpty, body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return "a layout-only page (layout: \(layout), no text)"
        }
        return nil
    }

    /// Layouts and types of Hugo and Jekyll themes that list other pages.
    static let listKinds: Set<String> = [
        "archive", "archives", "search", "gallery", "galleries", "list", "section", "taxonomy", "terms", "tags",
        "categories", "home",
    ]

    /// The front matter's fields and the split file; a file without front matter has none.
    func parse(_ text: String, file: String, report: inout ImportReport) -> (YAMLFields, FrontMatter)? {
        if case .failure(.missing) = FrontMatter.split(text) {
            let empty = YAMLFields(mapping: Yams.Node.Mapping([]), file: file, lineOffset: 0)
            return (empty, FrontMatter(yaml: "", body: text, yamlFirstLine: 1, bodyFirstLine: 1))
        }
        switch ContentParser.fields(of: SourceFile(path: file, text: text)) {
        case .failure(let diagnostic):
            report.warn(
                diagnostic.message + "; not imported", file: file, line: diagnostic.line, column: diagnostic.column)
            return nil
        case .success(let (fields, frontMatter)):
            return (fields, frontMatter)
        }
    }
}

/// The reading of one file's front matter, its problems gathered as warnings.
struct PostFields {
    var fields: YAMLFields
    var source: StaticSite.Source
    var report: ImportReport

    mutating func post(file: String, frontMatter: FrontMatter) -> ImportedPost {
        let name = SiteLoader.entryName(source.name)
        var title = fields.string("title")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if title.isEmpty {
            title = String(source.name.dropFirst(name.date == nil ? 0 : 10).drop { "-_ ".contains($0) })
            if title.isEmpty { title = source.name }
            report.warn("no title: titled '\(title)' after its file name", file: file, line: 1)
        }
        var description: String?
        for key in ["description", "summary", "excerpt", "subtitle"] {
            guard let text = fields.string(key), !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                description == nil
            else { continue }
            description = text
        }
        let tags = tagList("tags")
        let categories = tagList("categories") + tagList("category")
        let slug = fields.string("slug").map(Slug.transliterated).flatMap { $0.isEmpty ? nil : $0 } ?? name.slug
        let (body, offset) = convertedBody(frontMatter, file: file)
        let cover = photo()
        var post = ImportedPost(
            source: source, file: file, title: title, description: description, date: date() ?? name.date,
            photo: cover?.value, photoLine: cover?.line, tags: Self.unique(tags + categories), firstTag: tags.first,
            firstCategory: categories.first, firstSeries: fields.strings("series").first, draft: draft(),
            native: [], params: [], slug: slug.isEmpty ? "post" : slug, body: body, bodyOffset: offset)
        for key in ImportedPost.nativeKeys {
            if let value = fields.node(key).flatMap(YAMLValue.value) { post.native.append((key, value)) }
        }
        post.params = params()
        for diagnostic in fields.diagnostics.all where diagnostic.severity != .note {
            report.warn(diagnostic.message, file: file, line: diagnostic.line, column: diagnostic.column)
        }
        return post
    }

    /// `date`, else `publishDate`: its day (`2019-03-05T10:00:00+01:00` is 2019-03-05).
    mutating func date() -> Day? {
        for key in ["date", "publishDate"] {
            guard let node = fields.node(key) else { continue }
            if let text = node.scalar?.string, let day = Day(iso: String(text.prefix(10))) { return day }
            fields.diagnosticsWarning(
                "'\(key)' is not a date: '\(node.scalar?.string ?? "a list")'; the file name's date (if any) is used",
                line: fields.line(ofKey: key))
        }
        return nil
    }

    /// The cover: `photo`, else the first key themes name one by (`TripParser.borrowedPhoto`
    /// reads the same keys when a post is built in place), with its line.
    mutating func photo() -> (value: String, line: Int?)? {
        if let photo = fields.string("photo") { return (photo, fields.line(ofKey: "photo")) }
        for key in TripParser.borrowedPhotoKeys {
            guard let node = fields.node(key), let value = TripParser.coverValue(node, key: key) else { continue }
            return (value, fields.line(ofKey: key))
        }
        return nil
    }

    mutating func draft() -> Bool {
        if source.role == .draft { return true }
        if let draft = fields.bool("draft") { return draft }
        return fields.bool("published") == false
    }

    /// A list of tags, or one text of them split at its spaces, as Jekyll reads it.
    mutating func tagList(_ key: String) -> [String] {
        let plain = fields.peek(key)?.scalar != nil
        let items = fields.strings(key).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let split = plain ? items.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) } : items
        return split.filter { !$0.isEmpty }
    }

    /// The post's own `params`, then each key TripSite has no place for, in the file's order.
    mutating func params() -> [(String, FrontMatterValue)] {
        var params: [(String, FrontMatterValue)] = []
        if let own = fields.node("params"), case .map(let pairs)? = YAMLValue.value(own) { params = pairs }
        let skipped = ImportedPost.readKeys.union(ImportedPost.droppedKeys).union(ImportedPost.nativeKeys)
        for key in fields.keys where !skipped.contains(key) && !params.contains(where: { $0.0 == key }) {
            if let value = fields.node(key).flatMap(YAMLValue.value) { params.append((key, value)) }
        }
        return params
    }

    /// The body with its known shortcodes as Markdown; each other one a warning at its line.
    mutating func convertedBody(_ frontMatter: FrontMatter, file: String) -> (String, Int) {
        let (markdown, unconverted) = CMarkDocument.convertingShortcodes(frontMatter.body)
        let offset = frontMatter.bodyFirstLine - 1
        for shortcode in unconverted {
            let kind = shortcode.isLiquid ? "Liquid tag" : "shortcode"
            let why = shortcode.problem.map { " (\($0))" } ?? ""
            // One warning for all uses of an unknown one, at the first (`DiagnosticGroups`).
            report.warn(
                "\(kind) '\(shortcode.name)'\(why) is not converted: it stays in the file as written, "
                    + "and TripSite leaves it out of the page until you replace it",
                file: file, line: shortcode.line + offset,
                group: shortcode.problem == nil ? "\(kind) \(shortcode.name)" : nil)
        }
        return (markdown, offset)
    }

    /// `items` without repeats that differ only in case, first spelling kept.
    static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0.lowercased()).inserted }
    }
}
