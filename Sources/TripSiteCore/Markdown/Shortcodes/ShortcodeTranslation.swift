/// What a shortcode TripSite knows stands for, in Markdown: Hugo's built-in `figure`,
/// `youtube`, `vimeo`, `x`/`tweet`, `instagram`, `gist` and `ref`/`relref`, and Jekyll's
/// `post_url` and `link`, and themes' maps (`MapShortcode`). (`highlight`, `raw` and
/// `comment` span lines, and themes' paired shortcodes wrap text (`PairedShortcode`):
/// `ShortcodeRewriter` handles them.) The Markdown is one line, so the journal's lines keep their numbers.
enum ShortcodeTranslation {
    enum Outcome: Equatable {
        case markdown(String)
        /// Known, but missing what it needs (a `figure` without `src`): left out, with why.
        case unusable(String)
        /// Not one TripSite renders.
        case unknown
    }

    static func translate(_ shortcode: Shortcode) -> Outcome {
        if shortcode.isClosing { return .unknown }
        if shortcode.syntax != .liquid, MapShortcode.names.contains(shortcode.name) {
            return MapShortcode.translate(shortcode)
        }
        switch (shortcode.syntax, shortcode.name) {
        case (.liquid, "post_url"):
            return shortcode.positional.first.map { .markdown(ShortcodeLinks.trip(named: $0)) }
                ?? .unusable("names no post")
        case (.liquid, "link"):
            return shortcode.positional.first.map { .markdown(ShortcodeLinks.jekyllLink($0)) }
                ?? .unusable("names no file")
        case (_, "highlight"):
            return .unusable("must stand alone on its line, with its end alone on a later line")
        case (.liquid, _): return .unknown
        case (_, "figure"): return figure(shortcode)
        case (_, "youtube"): return youtube(shortcode)
        case (_, "vimeo"):
            return shortcode.argument("id", at: 0).map { link(shortcode, "https://vimeo.com/\($0)") }
                ?? .unusable("has no video id")
        case (_, "x"), (_, "tweet"): return post(shortcode)
        case (_, "instagram"):
            return shortcode.argument("id", at: 0).map { .markdown("https://www.instagram.com/p/\($0)/") }
                ?? .unusable("has no post id")
        case (_, "gist"):
            guard let user = shortcode.argument("user", at: 0), let id = shortcode.argument("id", at: 1) else {
                return .unusable("needs a user and a gist id")
            }
            return .markdown("https://gist.github.com/\(user)/\(id)")
        case (_, "ref"), (_, "relref"):
            return shortcode.argument("path", at: 0).map { .markdown(ShortcodeLinks.hugoRef($0)) }
                ?? .unusable("names no page")
        default: return .unknown
        }
    }

    /// `![alt](src "caption")`, which stands alone on its line as a figure with a caption;
    /// in a link when it has one.
    private static func figure(_ shortcode: Shortcode) -> Outcome {
        guard let source = shortcode.argument("src"), !source.isEmpty else { return .unusable("has no src") }
        let caption = [shortcode.argument("caption"), shortcode.argument("title")]
            .compactMap { $0?.collapsingWhitespace() }.first { !$0.isEmpty }
        let alt = shortcode.argument("alt") ?? caption ?? ""
        var image = "![\(MarkdownText.escaped(alt))](\(MarkdownText.destination(source))"
        if let caption { image += " \(MarkdownText.title(caption))" }
        image += ")"
        guard let target = shortcode.argument("link"), !target.isEmpty else { return .markdown(image) }
        return .markdown("[\(image)](\(MarkdownText.destination(target)))")
    }

    /// The video's page: alone on its line, an embed card (`EmbedLink`).
    private static func youtube(_ shortcode: Shortcode) -> Outcome {
        guard let id = shortcode.argument("id", at: 0), !id.isEmpty else { return .unusable("has no video id") }
        var url = "https://www.youtube.com/watch?v=\(id)"
        if let start = shortcode.argument("start"), Int(start) != nil { url += "&t=\(start)" }
        return link(shortcode, url)
    }

    /// An X (Twitter) post's address: a link, since TripSite loads nothing from X.
    private static func post(_ shortcode: Shortcode) -> Outcome {
        guard let id = shortcode.argument("id") ?? shortcode.positional.last, id.allSatisfy(\.isNumber) else {
            return .unusable("has no post id")
        }
        let user = shortcode.argument("user") ?? (shortcode.positional.count > 1 ? shortcode.positional[0] : "i")
        return .markdown("https://x.com/\(user)/status/\(id)")
    }

    /// The URL as a bare link, or with the shortcode's `title` as its text.
    private static func link(_ shortcode: Shortcode, _ url: String) -> Outcome {
        guard let title = shortcode.argument("title"), !title.isEmpty else { return .markdown(url) }
        return .markdown("[\(MarkdownText.escaped(title.collapsingWhitespace()))](\(url))")
    }
}
