import Yams

/// `book:` in site.yml: the travelled trips' printable books.
extension ConfigParser {
    /// `book: {paper: A4, publish: false}`; nil when absent or not a mapping.
    static func readBook(_ fields: inout YAMLFields) -> BookSettings? {
        guard let node = fields.node("book") else { return nil }
        guard let mapping = node.mapping else {
            fields.error("'book' must be a mapping, e.g. book: {paper: A4}", at: node)
            return nil
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        var settings = BookSettings()
        if let value = entry.node("paper") {
            if let name = value.scalar?.string, let paper = Paper(named: name) {
                settings.paper = paper
            } else {
                let names = Paper.allCases.map(\.rawValue).joined(separator: ", ")
                entry.error(
                    "'book.paper' must be one of \(names), not '\(value.scalar?.string ?? "a list")'", at: value)
            }
        }
        settings.publish = entry.bool("publish") ?? true
        entry.rejectUnknownKeys(section: "book", known: ["paper", "publish"])
        fields.merge(entry)
        return settings
    }
}
