/// How journal Markdown is rendered.
package struct MarkdownOptions: Hashable, Encodable, Sendable {
    /// Let raw HTML through (cmark's unsafe mode). The tagfilter extension still disarms
    /// `<script>`, `<iframe>`, `<style>` and the like. Off by default: raw HTML is omitted.
    var unsafeHTML: Bool = false
    /// Table cell alignment as `style="text-align: …"` (valid HTML5) rather than the
    /// obsolete `align` attribute. The GFM spec's expected output uses `align`.
    var tableStyleAttributes: Bool = true
    /// A video or map link alone in its paragraph stands as an embed (`MarkdownEmbed`).
    var embeds: Bool = true
    /// An image alone in its paragraph with a title is a figure, the title its caption
    /// (`MarkdownImage.isFigure`). The GFM spec's expected output keeps it an `<img>`.
    var figures: Bool = true
    /// Images written as raw HTML (`<img>`, `<picture>`, `<figure>`, a `<div>` of several)
    /// are drawn as Markdown images are, and galleries as galleries, in either `unsafeHTML`
    /// mode (`HTMLImageReader`). The GFM spec's expected output keeps raw HTML as written.
    var htmlImages: Bool = true
    /// Files past these are refused before parsing (`MarkdownLimits`).
    package var limits: ContentLimits
    /// The GFM extensions attached to the parser.
    var extensions: [String] = MarkdownOptions.allExtensions

    package init(
        unsafeHTML: Bool = false, tableStyleAttributes: Bool = true, embeds: Bool = true, figures: Bool = true,
        htmlImages: Bool = true, limits: ContentLimits = ContentLimits(),
        extensions: [String] = MarkdownOptions.allExtensions
    ) {
        self.unsafeHTML = unsafeHTML
        self.tableStyleAttributes = tableStyleAttributes
        self.embeds = embeds
        self.figures = figures
        self.htmlImages = htmlImages
        self.limits = limits
        self.extensions = extensions
    }

    package static let allExtensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
}
