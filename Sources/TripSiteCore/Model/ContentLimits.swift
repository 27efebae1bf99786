/// `limits:` in site.yml: how much Markdown TripSite accepts before it parses it. cmark-gfm
/// takes time that grows faster than the input on some shapes (one huge paragraph, tables
/// with thousands of cells per row), so a file past these limits is a located error and
/// never reaches cmark: a hostile pull request cannot stall a CI build.
package struct ContentLimits: Hashable, Encodable, Sendable {
    /// The most bytes a trip or page file may have, front matter included (UTF-8, as read).
    var markdownBytes: Int
    /// The most cells one row of a Markdown table may have (header, delimiter or body row).
    var tableColumns: Int

    package init(markdownBytes: Int = 1_048_576, tableColumns: Int = 100) {
        self.markdownBytes = markdownBytes
        self.tableColumns = tableColumns
    }

    static let keys = ["markdownBytes", "tableColumns"]
}
