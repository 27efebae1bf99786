/// A video or a map from another site, as a card that loads nothing from it until the reader
/// asks: a local placeholder with the title and the provider, and a sentence saying where
/// the player comes from. The card is a link to the video or map; the theme's `embed.js`
/// puts the provider's player (`playerURL`) in its place on a click or Enter instead.
/// Without JavaScript, and in a feed, it stays that link.
public struct EmbedCard: Component {
    public enum Kind: String, Sendable {
        case video, map
    }

    /// The provider's name ("YouTube") and what it is (`data-provider`, for the theme).
    public var provider: String
    public var providerID: String
    public var kind: Kind
    /// The video or map as the journal linked it.
    public var url: String
    /// What `embed.js` loads on a click: the player, from a privacy-minded host.
    public var playerURL: String
    /// The link's text in the journal, if it was not the bare URL.
    public var title: String?
    public var strings: Strings

    public init(
        provider: String, providerID: String, kind: Kind, url: String, playerURL: String, title: String?,
        strings: Strings
    ) {
        self.provider = provider
        self.providerID = providerID
        self.kind = kind
        self.url = url
        self.playerURL = playerURL
        self.title = title
        self.strings = strings
    }

    /// The card's heading: the journal's title for it, or "YouTube video", "Map".
    var heading: String {
        if let title, !title.isEmpty { return title }
        return kind == .video ? strings.format("embed.video", string: provider) : strings["embed.map"]
    }

    /// The host the player loads from (`www.youtube-nocookie.com`), named in the note.
    var playerHost: String {
        let afterScheme = playerURL.split(separator: "//", maxSplits: 1).last ?? ""
        return String(afterScheme.prefix { $0 != "/" && $0 != "?" })
    }

    public var body: Node {
        .figure([.class("embed"), .data("provider", providerID), .data("kind", kind.rawValue)]) {
            Node.a([
                .class("embed-facade"), .href(url), .data("embed-src", playerURL), .data("embed-title", heading),
            ]) {
                Node.span([.class("embed-poster")]) { kind == .video ? Icon.play : Icon.map }
                Node.span([.class("embed-text")]) {
                    Node.span([.style(.headline, "embed-title")]) { heading }
                    Node.span([.style(.footnote, "embed-action")]) {
                        strings.format(kind == .video ? "embed.play" : "embed.showMap", string: provider)
                    }
                }
            }
            Node.figcaption([.style(.footnote, "embed-note")]) {
                strings.format("embed.note", string: playerHost)
            }
        }
    }
}
