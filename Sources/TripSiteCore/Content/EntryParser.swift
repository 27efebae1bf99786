import TripSiteHTML
import Yams

/// Reads one entry file (`Entry`): its front matter and its Markdown. Works on text, so it is
/// tested without touching the disk; the model stage resolves its photos afterwards.
package enum EntryParser {
    package struct Result: Codable, Sendable {
        package var entry: Entry?
        /// The `photo:` value and its line, for the model stage to resolve.
        package var photoReference: PhotoReference?
        /// The `gallery:` list; nil when absent.
        package var gallery: [GalleryReference]?
        package var diagnostics: [Diagnostic]
    }

    static let knownKeys: Set<String> = [
        "date", "title", "location", "country", "photo", "gallery", "draft", "tags", "params",
    ]

    /// The longest summary the timeline shows, in characters.
    static let summaryLength = 240

    package static func parse(_ source: SiteSource.EntryFile, markdown: MarkdownOptions) -> Result {
        let file = source.file
        if let tooBig = MarkdownLimits.problem(in: file, limits: markdown.limits) {
            return Result(entry: nil, diagnostics: [tooBig])
        }
        var (fields, frontMatter): (YAMLFields, FrontMatter)
        switch ContentParser.fields(of: file) {
        case .failure(let diagnostic): return Result(entry: nil, diagnostics: [diagnostic])
        case .success(let value): (fields, frontMatter) = value
        }
        let (date, time) = readDate(&fields, nameDate: source.nameDate)
        let title = fields.string("title")?.trimmingSpaces()
        let location = TripParser.readLocation(&fields)
        let country = TripParser.readCountry(&fields)
        // Hugo's and Jekyll's keys read as a trip's are (`TripParser+Borrowed`): a post in a
        // Hugo section read as a trip's entry builds as it is.
        let photoReference = TripParser.readPhotoReference(&fields) ?? TripParser.borrowedPhoto(&fields)
        let gallery = TripParser.readGallery(&fields)
        let draft = fields.bool("draft") ?? false
        let tags = TripParser.tagsAndCategories(&fields)
        let params = fields.params()
        let unknown = fields.unusedKeys.filter {
            !knownKeys.contains($0.name) && !TripParser.borrowedKeys.contains($0.name)
        }
        for (name, line, column) in TripParser.noteUnusedForeignKeys(unknown, fields: &fields) {
            fields.diagnosticsWarning(
                "unknown front-matter key '\(name)' in an entry (known: \(knownKeys.sorted().joined(separator: ", "))); "
                    + "keys of your own go under params:", line: line, column: column)
        }
        guard let date, !fields.diagnostics.hasErrors else {
            return Result(entry: nil, diagnostics: fields.diagnostics.all)
        }
        let (html, links, text, shortcodes) = CMarkDocument.renderPage(
            frontMatter.body, options: markdown, headingsBelow: HeadingOutline.entryText)
        let offset = frontMatter.bodyFirstLine - 1
        fields.warn(about: shortcodes, lineOffset: offset)
        var entry = Entry(
            slug: source.slug, sourcePath: file.path, date: date, bodyHTML: html.shiftingLines(by: offset))
        entry.title = title?.isEmpty == false ? title : nil
        entry.time = time
        entry.location = location
        entry.country = country?.isEmpty == false ? country : nil
        entry.isDraft = draft
        entry.tags = tags
        entry.params = params
        entry.folder = source.folder
        entry.bodyText = text
        entry.summary = summary(of: text)
        entry.links = links.map { JournalLink(url: $0.url, line: $0.line + offset, isImage: $0.isImage) }
        return Result(
            entry: entry, photoReference: photoReference, gallery: gallery, diagnostics: fields.diagnostics.all)
    }

    /// `date:` (`2025-06-03`, or with a time: `2025-06-03 14:30`, `2025-06-03T14:30:00+02:00`),
    /// else Hugo's `publishDate`, else the file name's date; an error when there is none, or
    /// the value is no date.
    private static func readDate(_ fields: inout YAMLFields, nameDate: Day?) -> (Day?, String?) {
        let published = fields.node("date") == nil ? fields.node("publishDate") : nil
        if published != nil { fields.note("'publishDate' read as the entry's 'date'", key: "publishDate") }
        guard let node = fields.node("date") ?? published else {
            if nameDate == nil {
                fields.diagnosticsError(
                    "an entry needs a date: 'date: YYYY-MM-DD' in its front matter, or a file name that starts "
                        + "with one (2025-06-03-lago.md)", line: 1)
            }
            return (nameDate, nil)
        }
        let text = node.scalar?.string.trimmingSpaces() ?? ""
        guard let day = Day(iso: String(text.prefix(10))), let time = time(in: text.dropFirst(10)) else {
            fields.error(
                "'\(published == nil ? "date" : "publishDate")' is not a valid date: '\(text)' (expected YYYY-MM-DD, a time allowed: 2025-06-03 14:30)",
                at: node)
            return (nil, nil)
        }
        return (day, time.isEmpty ? nil : time)
    }

    /// The `HH:MM` of what follows a date (` 14:30`, `T14:30:05Z`, `t14:30+02:00`); "" for
    /// nothing; nil when it is not a time.
    static func time(in rest: Substring) -> String? {
        guard let first = rest.first else { return "" }
        guard first == " " || first == "T" || first == "t" else { return nil }
        let clock = rest.dropFirst().drop { $0 == " " }
        let digits = Array(clock.prefix(5))
        guard digits.count == 5, digits[2] == ":", let hour = Int(String(digits[0...1])),
            let minute = Int(String(digits[3...4])), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return String(clock.prefix(5))
    }

    /// The first paragraph of `text` (a block per line), cut at a word within
    /// `summaryLength` characters.
    static func summary(of text: String) -> String {
        let first = text.split(separator: "\n").first { $0.count >= 40 } ?? text.split(separator: "\n").first ?? ""
        guard first.count > summaryLength else { return String(first) }
        let cut = first.prefix(summaryLength)
        let word = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return String(word).trimmingSpaces() + "…"
    }
}
