import Yams

/// `home:` in site.yml: what the home page shows; `nav:`, what the navigation calls it.
extension ConfigParser {
    /// `nav: Our travels`: the first navigation item's text. Nil when absent, or with an
    /// error when it is not text and a warning when it is empty (the default is kept).
    static func readNavigationLabel(_ fields: inout YAMLFields) -> String? {
        guard let node = fields.node("nav"), let text = fields.string("nav") else { return nil }
        let label = text.trimmingSpaces()
        guard !label.isEmpty else {
            fields.warning("'nav' is empty; the navigation names the site itself (Trips or Wishlist)", at: node)
            return nil
        }
        return label
    }

    /// `home: {collections: [journeys, featured, islands]}`: the collections the home page
    /// shows as rows, in that order, each a built-in one or one of `collections`. Nil when
    /// absent, or with an error when a value is not such a list.
    static func readHome(_ fields: inout YAMLFields, collections: [CollectionConfig]) -> [String]? {
        guard let node = fields.node("home") else { return nil }
        guard let mapping = node.mapping else {
            fields.error("'home' must be a mapping, e.g. home: {collections: [journeys, featured]}", at: node)
            return nil
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        let list = entry.node("collections")
        entry.rejectUnknownKeys(section: "home", known: ["collections"])
        defer { fields.merge(entry) }
        guard let list else { return nil }
        let known = TripCollection.builtInIDs + collections.map(\.id)
        guard let items = list.sequence else {
            entry.error("'home.collections' must be a list of collection ids, e.g. [journeys, featured]", at: list)
            return nil
        }
        var ids: [String] = []
        for item in items {
            let id = item.scalar?.string ?? ""
            if !known.contains(id) {
                entry.error(
                    "unknown collection '\(id)' in 'home.collections' (known: \(known.joined(separator: ", ")))",
                    at: item)
            } else if ids.contains(id) {
                entry.error("collection '\(id)' is listed twice in 'home.collections'", at: item)
            } else {
                ids.append(id)
            }
        }
        return ids
    }
}
