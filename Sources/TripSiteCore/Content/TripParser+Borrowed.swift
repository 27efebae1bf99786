import Yams

/// Keys Hugo and Jekyll write, read where TripSite has a key of its own, so a post from
/// either builds as it is. Each one read is a note (`--verbose`), never a warning: the
/// file is fine as it is. TripSite's own key wins when both are given.
extension TripParser {
    /// The front-matter keys read here.
    static let borrowedKeys = Set(["date", "publishDate", "categories"] + borrowedPhotoKeys)

    /// The keys themes name a post's cover by, in the order they are read (`cover` and
    /// `header` are mappings: `cover.image`, `header.image`, else `header.teaser`).
    package static let borrowedPhotoKeys = ["images", "cover", "featured_image", "image", "header", "feature_image"]

    /// Keys Hugo and Jekyll posts carry that mean nothing to TripSite (a template's name, an
    /// author, old URLs): not read, with a note rather than the unknown-key warning, so a
    /// post builds as it is and `--strict` passes.
    static let unusedForeignKeys: Set<String> = [
        "layout", "author", "authors", "comments", "permalink", "excerpt", "aliases", "weight", "menu", "lastmod",
        "type", "toc", "keywords", "summary", "series", "share", "showtoc", "hidemeta", "sitemap", "published",
    ]

    /// A note for each key of `unusedForeignKeys` the front matter has; the other keys of
    /// `unused` it leaves for the unknown-key warning.
    static func noteUnusedForeignKeys(
        _ unused: [(name: String, line: Int?, column: Int?)], fields: inout YAMLFields
    ) -> [(name: String, line: Int?, column: Int?)] {
        unused.filter { key in
            guard unusedForeignKeys.contains(key.name.lowercased()) else { return true }
            fields.append(
                .note(
                    "'\(key.name)' (Hugo, Jekyll) has no use in TripSite: not read", file: fields.file, line: key.line))
            return false
        }
    }

    /// `posted` when the front matter gives neither it nor `start`: `date` (Hugo's and
    /// Jekyll's date of a post: when it was published, not when the journey was), else
    /// `publishDate`, else the file name's leading date (Jekyll's `2019-03-05-iceland.md`). A
    /// time after the day is not read.
    static func borrowedPosted(_ fields: inout YAMLFields, start: Day?, posted: Day?, nameDate: Day?) -> Day? {
        for key in ["date", "publishDate"] {
            guard let node = fields.node(key) else { continue }
            if let given = start != nil ? "start" : posted != nil ? "posted" : nil {
                fields.note("'\(key)' not read: '\(given)' gives the trip's day", key: key)
                continue
            }
            guard let text = node.scalar?.string, let day = Day(iso: String(text.prefix(10))) else {
                fields.warning("'\(key)' is not a date (YYYY-MM-DD, a time may follow); it was not read", at: node)
                continue
            }
            fields.note("'\(key)' read as the day the trip was 'posted' (\(day)), not as its dates", key: key)
            return day
        }
        guard start == nil, posted == nil, let nameDate else { return posted }
        fields.append(
            .note("the file name's date read as the day the trip was 'posted' (\(nameDate))", file: fields.file))
        return nameDate
    }

    /// `photo` when the front matter gives none: Hugo's `images` (the first), a theme's
    /// `cover: {image: …}`, `featured_image`, `image` (a text, or `{path: …}`), `header:
    /// {image: …}` (else its `teaser`) or `feature_image`.
    static func borrowedPhoto(_ fields: inout YAMLFields) -> PhotoReference? {
        for key in borrowedPhotoKeys {
            guard let node = fields.node(key), let photo = coverValue(node, key: key) else { continue }
            fields.note("'\(key)' read as the trip's 'photo' (\(photo))", key: key)
            return PhotoReference(photo, line: fields.line(ofKey: key))
        }
        return nil
    }

    /// The file the cover key `key` names, trimmed; nil when it names none. `cover` and
    /// `header` count only as mappings (`header: true` is a theme's switch).
    package static func coverValue(_ node: Yams.Node, key: String) -> String? {
        guard node.mapping != nil || !["cover", "header"].contains(key),
            let value = coverValue(node)?.trimmingSpaces(), !value.isEmpty
        else { return nil }
        return value
    }

    /// The file a cover key names: a text, a list's first item, or a mapping's `image`
    /// (else `path`, else `teaser`).
    package static func coverValue(_ node: Yams.Node) -> String? {
        switch node {
        case .scalar(let scalar): scalar.string
        case .sequence(let sequence): sequence.first.flatMap(coverValue)
        case .mapping(let mapping):
            ["image", "path", "teaser"].lazy.compactMap { mapping[$0].flatMap(coverValue) }.first
        default: nil
        }
    }

    /// `tags`, and `categories` added to them, each a list or a text; a text is split at
    /// its spaces, as Jekyll splits `tags: lt2020 through_hike`.
    static func tagsAndCategories(_ fields: inout YAMLFields) -> [String] {
        var tags: [String] = []
        for key in ["tags", "categories"] {
            let spaced = fields.peek(key)?.scalar.map { $0.string.contains(" ") } ?? false
            var values = fields.strings(key)
            if spaced {
                values = values.flatMap { $0.split(separator: " ").map(String.init) }
                fields.note("'\(key)' split at its spaces, as Jekyll does: \(values.joined(separator: ", "))", key: key)
            }
            if key == "categories", !values.isEmpty {
                fields.note("'categories' read as tags (\(values.joined(separator: ", ")))", key: key)
            }
            tags += values.filter { !tags.contains($0) }
        }
        return tags
    }
}
