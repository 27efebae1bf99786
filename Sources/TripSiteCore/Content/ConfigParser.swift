import TripSiteHTML
import Yams

/// Reads `site.yml` into a `SiteConfig`, with the interface strings its `language:` and
/// `theme:` select from the strings files (`catalog`; only the built-in theme's by default).
package enum ConfigParser {
    package static func parse(
        _ file: SourceFile, catalog: StringCatalog = StringCatalog()
    ) -> (config: SiteConfig?, diagnostics: [Diagnostic]) {
        var text = file.text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let node: Yams.Node?
        switch YAMLFields.compose(text, file: file.path, lineOffset: 0) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let value): node = value
        }
        guard let mapping = topLevelMapping(node) else {
            return (nil, [.error("site.yml must be a mapping of keys to values", file: file.path, line: 1)])
        }
        var fields = YAMLFields(mapping: mapping, file: file.path, lineOffset: 0)
        if let warning = ForbiddenCharacterCheck.warning(
            for: SourceFile(path: file.path, text: text), yaml: node, lineOffset: 0)
        {
            fields.append(warning)
        }
        let config = readConfig(&fields, catalog: catalog)
        for (name, line, column) in fields.unusedKeys {
            fields.diagnosticsWarning(
                "unknown key '\(name)' in site.yml (known: \(knownKeys.joined(separator: ", "))); "
                    + "settings of your own go under params:", line: line, column: column)
        }
        return (fields.diagnostics.hasErrors ? nil : config, fields.diagnostics.all)
    }

    /// The keys `readConfig` reads, for the warning about any other.
    static let knownKeys = [
        "activitySort", "author", "baseURL", "book", "collections", "description", "home", "language", "limits",
        "markdown", "map", "nav", "pagination", "params", "photos", "relativeURLs", "strings", "theme", "title",
    ]

    /// The top-level mapping of site.yml. No document, or an empty one ("---" and comments
    /// only), is an empty mapping; nil when the top level is something else (a list, a text).
    private static func topLevelMapping(_ node: Yams.Node?) -> Yams.Node.Mapping? {
        let isEmpty = node.map(YAMLFields.isNull) ?? true
        return node?.mapping ?? (isEmpty ? Yams.Node.Mapping([]) : nil)
    }

    /// Every setting, read in a fixed order (so diagnostics come in that order) over the
    /// defaults; a setting with a problem keeps its default.
    private static func readConfig(_ fields: inout YAMLFields, catalog: StringCatalog) -> SiteConfig {
        var config = SiteConfig.defaults()
        if let title = fields.string("title") { config.title = title }
        if config.title.trimmingSpaces().isEmpty {
            fields.diagnosticsError("'title' must not be empty", line: fields.line(ofKey: "title") ?? 1)
        }
        config.description = fields.string("description") ?? ""
        if let baseURL = readBaseURL(&fields) { config.baseURL = baseURL }
        if let relative = fields.bool("relativeURLs") { config.relativeURLs = relative }
        config.language = readLanguage(&fields)
        config.author = fields.string("author") ?? ""
        readTheme(&fields, into: &config)
        if let sortNode = fields.node("activitySort") {
            if let name = sortNode.scalar?.string, let sort = ActivitySort(rawValue: name) {
                config.activitySort = sort
            } else {
                fields.error("'activitySort' must be title, date or completed", at: sortNode)
            }
        }
        if let markdown = readMarkdown(&fields) {
            config.unsafeMarkdown = markdown.unsafe
            config.markdownEmbeds = markdown.embeds
        }
        if let photos = readPhotos(&fields) { config.photos = photos }
        if let map = readMap(&fields) { config.map = map }
        if let book = readBook(&fields) { config.book = book }
        readPagination(&fields, into: &config)
        if let limitsNode = fields.node("limits") {
            config.limits = readLimits(limitsNode, fields: &fields)
        }
        if let collectionsNode = fields.node("collections") {
            config.collections = readCollections(collectionsNode, fields: &fields)
        }
        config.homeCollections = readHome(&fields, collections: config.collections)
        config.navigationLabel = readNavigationLabel(&fields)
        config.params = fields.params()
        readInterfaceStrings(&fields, catalog: catalog, into: &config)
        return config
    }

    /// `photos: {showCaptureDates: true, avif: true}`; nil when absent or not a mapping.
    private static func readPhotos(_ fields: inout YAMLFields) -> PhotoSettings? {
        guard let node = fields.node("photos") else { return nil }
        guard let mapping = node.mapping else {
            fields.error("'photos' must be a mapping, e.g. photos: {showCaptureDates: true}", at: node)
            return nil
        }
        var photoFields = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        var settings = PhotoSettings()
        settings.showCaptureDates = photoFields.bool("showCaptureDates") ?? false
        settings.avif = photoFields.bool("avif") ?? false
        settings.showLocation = photoFields.bool("showLocation") ?? false
        photoFields.rejectUnknownKeys(section: "photos", known: ["showCaptureDates", "avif", "showLocation"])
        fields.merge(photoFields)
        return settings
    }

    /// `baseURL: https://example.com/journal/` (or a path starting with `/`), always ending
    /// with `/`; nil when absent or invalid.
    private static func readBaseURL(_ fields: inout YAMLFields) -> String? {
        guard let baseURL = fields.string("baseURL")?.trimmingSpaces() else { return nil }
        guard SiteConfig.isValidBaseURL(baseURL) else {
            fields.diagnosticsError(
                "'baseURL' must be an http(s) URL like https://example.com/journal/ or a path starting with /, not '\(baseURL)'",
                line: fields.line(ofKey: "baseURL"))
            return nil
        }
        return baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// `markdown: {unsafe: true, embeds: false}`: whether raw HTML goes through (false when
    /// not given) and whether video and map links become embed cards (true when not given);
    /// nil when `markdown` is absent or not a mapping.
    private static func readMarkdown(_ fields: inout YAMLFields) -> (unsafe: Bool, embeds: Bool)? {
        guard let markdownNode = fields.node("markdown") else { return nil }
        guard let markdownMapping = markdownNode.mapping else {
            fields.error("'markdown' must be a mapping, e.g. markdown: {unsafe: true}", at: markdownNode)
            return nil
        }
        var markdownFields = YAMLFields(mapping: markdownMapping, file: fields.file, lineOffset: fields.lineOffset)
        let unsafe = markdownFields.bool("unsafe") ?? false
        let embeds = markdownFields.bool("embeds") ?? true
        markdownFields.rejectUnknownKeys(section: "markdown", known: ["unsafe", "embeds"])
        fields.merge(markdownFields)
        return (unsafe, embeds)
    }

    /// `language: fr`: a BCP 47 tag, `en` when absent.
    private static func readLanguage(_ fields: inout YAMLFields) -> String {
        guard let node = fields.node("language") else { return "en" }
        guard let tag = node.scalar?.string.trimmingSpaces(), !tag.isEmpty else {
            fields.error("'language' must be a language tag such as en, fr or ar-EG", at: node)
            return "en"
        }
        return tag
    }

    /// Where the value of a top-level key is written in site.yml, for problems found after
    /// parsing (a `theme:` with no folder): nil when the key is absent or the file unreadable.
    static func location(ofValue key: String, in file: SourceFile) -> (line: Int?, column: Int?)? {
        let text = file.text.hasPrefix("\u{FEFF}") ? String(file.text.dropFirst()) : file.text
        guard case .success(let node?) = YAMLFields.compose(text, file: file.path, lineOffset: 0),
            let mapping = node.mapping
        else { return nil }
        var fields = YAMLFields(mapping: mapping, file: file.path, lineOffset: 0)
        return fields.node(key).map { (fields.line(of: $0), fields.column(of: $0)) }
    }

    /// `limits: {markdownBytes: 1048576, tableColumns: 100}`: each a whole number of at least 1.
    private static func readLimits(_ node: Yams.Node, fields: inout YAMLFields) -> ContentLimits {
        var limits = ContentLimits()
        guard let mapping = node.mapping else {
            fields.error(
                "'limits' must be a mapping, e.g. limits: {markdownBytes: 2097152, tableColumns: 200}", at: node)
            return limits
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        for key in ContentLimits.keys {
            guard let value = entry.node(key) else { continue }
            guard let number = value.int, value.scalar?.style == .plain, number >= 1 else {
                entry.error(
                    "'limits.\(key)' must be a whole number of at least 1, not '\(value.scalar?.string ?? "a list")'",
                    at: value)
                continue
            }
            if key == "markdownBytes" { limits.markdownBytes = number } else { limits.tableColumns = number }
        }
        entry.rejectUnknownKeys(section: "limits", known: ContentLimits.keys)
        fields.merge(entry)
        return limits
    }

    private static func readCollections(_ node: Yams.Node, fields: inout YAMLFields) -> [CollectionConfig] {
        guard let sequence = node.sequence else {
            fields.error("'collections' must be a list of {id, title, subtitle, tag}", at: node)
            return []
        }
        var result: [CollectionConfig] = []
        for item in sequence {
            guard let mapping = item.mapping else {
                fields.error("each collection must be a mapping {id, title, subtitle, tag}", at: item)
                continue
            }
            var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
            let idNode = entry.node("id")
            let id = entry.string("id") ?? ""
            let title = entry.string("title") ?? ""
            let tag = entry.string("tag") ?? ""
            let line = fields.line(of: item)
            // Problems with the id point at the id itself (the collection's folder is collections/<id>/).
            let (idLine, idColumn) =
                idNode.map { (entry.line(of: $0), entry.column(of: $0)) } ?? (line, fields.column(of: item))
            if let problem = Slug.idProblem(id) {
                entry.diagnosticsError(
                    "collection id '\(id.prefix(Slug.maxLength))\(id.count > Slug.maxLength ? "…" : "")' \(problem)",
                    line: idLine, column: idColumn)
            }
            if TripCollection.builtInIDs.contains(id) || ["main", "activities", "all", "next"].contains(id) {
                entry.diagnosticsError(
                    "collection id '\(id)' is reserved for a built-in collection", line: idLine, column: idColumn)
            }
            if result.contains(where: { $0.id == id }) {
                entry.diagnosticsError("duplicate collection id '\(id)'", line: idLine, column: idColumn)
            }
            if title.isEmpty { entry.diagnosticsError("collection '\(id)' needs a 'title'", line: line) }
            if tag.isEmpty {
                entry.diagnosticsError("collection '\(id)' needs a 'tag' selecting its trips", line: line)
            }
            result.append(CollectionConfig(id: id, title: title, subtitle: entry.string("subtitle") ?? "", tag: tag))
            fields.merge(entry)
        }
        return result
    }
}
