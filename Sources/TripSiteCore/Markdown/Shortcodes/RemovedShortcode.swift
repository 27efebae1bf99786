import Foundation

/// A shortcode or Liquid tag left out of a page (`ShortcodeRewriter`): not one TripSite
/// renders, or one without what it needs. The page keeps it only as an HTML comment.
package struct RemovedShortcode: Hashable, Encodable, Sendable {
    package var name: String
    /// The tag as written.
    package var source: String
    /// Its line in the Markdown (1-based).
    package var line: Int
    /// Why a shortcode TripSite knows was left out (`has no src`); nil for an unknown one.
    package var problem: String?
    /// Whether it is Liquid (`{% … %}`) rather than a Hugo shortcode.
    package var isLiquid: Bool
    /// The end of a paired tag (`{{< /notice >}}`, `{% endif %}`): its opening is the one
    /// reported.
    package var isClosing: Bool

    /// The warning for it, in `file`, whose Markdown starts after `lineOffset` lines.
    package func warning(file: String, lineOffset: Int) -> Diagnostic? {
        guard !isClosing else { return nil }
        let kind = isLiquid ? "Liquid tag" : "shortcode"
        let message =
            if let problem {
                "the \(name) \(kind) \(problem): it is left out of the page"
            } else {
                "the \(kind) '\(name)' is not one TripSite renders: it is left out of the page "
                    + "(TripSite renders figure, youtube, vimeo, x, tweet, instagram, gist, highlight, ref, relref, "
                    + "maps (google-maps, openstreetmap), and the text of paired ones: timeline, timelineItem, "
                    + "gallery, alert, notice, admonition, hint, details, badge and button"
                    + "\(isLiquid ? "; in Liquid, highlight, raw, comment, post_url and link" : ""))"
            }
        var warning = Diagnostic.warning(message, file: file, line: line + lineOffset)
        // One warning for every use of one unknown shortcode in the site (`Diagnostic.grouped`).
        if problem == nil { warning.group = "\(kind) \(name)" }
        return warning
    }

    /// The HTML comment that stands for it in the page: its text, with any `--` broken so
    /// the comment cannot end early.
    var htmlComment: String {
        var text = source
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
        return "<!-- \(text) -->"
    }
}
