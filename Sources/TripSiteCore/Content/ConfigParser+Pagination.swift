import Yams

extension ConfigParser {
    /// `pagination: {pageSize: 48}`: how many trips a listing page shows (collections and
    /// the search page's list); a bad value is an error at its line and keeps the default.
    static func readPagination(_ fields: inout YAMLFields, into config: inout SiteConfig) {
        guard let node = fields.node("pagination") else { return }
        guard let mapping = node.mapping else {
            fields.error("'pagination' must be a mapping, e.g. pagination: {pageSize: 48}", at: node)
            return
        }
        var entry = YAMLFields(mapping: mapping, file: fields.file, lineOffset: fields.lineOffset)
        if let value = entry.node("pageSize") {
            if let size = value.int, value.scalar?.style == .plain, (1...10_000).contains(size) {
                config.pageSize = size
            } else {
                entry.error(
                    "'pagination.pageSize' must be a whole number from 1 to 10000, not '\(value.scalar?.string ?? "a list")'",
                    at: value)
            }
        }
        entry.rejectUnknownKeys(section: "pagination", known: ["pageSize"])
        fields.merge(entry)
    }
}
