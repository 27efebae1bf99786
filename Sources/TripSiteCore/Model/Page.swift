/// A standalone page (`content/pages/about.md` → `/about/`).
package struct Page: Hashable, Encodable, Sendable {
    var slug: String
    var sourcePath: String
    var title: String
    var description: String?
    var bodyHTML: MarkdownHTML
    var isDraft: Bool
    /// Link and image destinations, with their lines in the file.
    var links: [JournalLink] = []
    /// `params:` from front matter, kept for themes (`ParamValue`).
    package var params: Params = [:]
    /// The local files the page's images resolve to, by the URL written.
    var imageSources: [String: String] = [:]
    /// The words of the page as plain text, for search.
    var bodyText = ""
}
