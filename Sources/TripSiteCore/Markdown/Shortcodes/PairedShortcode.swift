/// What a paired shortcode (`{{< name … >}}` … `{{< /name >}}`) of a common Hugo theme
/// stands for, around its inner text, which is always kept: Blowfish's `timeline`,
/// `timelineItem`, `gallery`, `alert`, `badge` and `button`; the `notice`, `admonition`,
/// `hint` and `details` of Learn, Relearn, DoIt, LoveIt, Book and Hugo itself. For any other
/// paired shortcode, a named parameter that carries text (`header`, `title`, `caption`,
/// `label`, `name`) is kept before the inner text (`textParameter`).
enum PairedShortcode: Equatable {
    /// The tags go, the inner text stays (`timeline`, `badge`, a `gallery` of images).
    case wrapper
    /// A heading before the inner text (a `timelineItem`'s day).
    case heading(String)
    /// A label before the inner text (`details`' summary).
    case label(String?)
    /// A block quote around the inner text, with its title as a label (`alert`, `notice`).
    case quote(String?)
    /// A link around the inner text (`button`).
    case link(String?)

    /// What a paired shortcode TripSite knows stands for; nil for any other.
    static func known(_ shortcode: Shortcode) -> PairedShortcode? {
        switch shortcode.name {
        case "timeline", "badge": return .wrapper
        // A gallery of the photos of a folder (`dir=`) has none in its text: unknown, warned about.
        case "gallery", "carousel": return shortcode.named["dir"] == nil ? .wrapper : nil
        case "timelineitem":
            let parts = ["header", "subheader", "badge"].compactMap { text(shortcode.named[$0]) }
            return parts.isEmpty ? .wrapper : .heading(parts.joined(separator: " · "))
        case "alert", "hint", "callout": return .quote(text(shortcode.named["title"]))
        case "notice", "admonition":
            return .quote(text(shortcode.named["title"]) ?? text(shortcode.positional.dropFirst().first))
        case "details", "expand", "collapse", "spoiler":
            return .label(
                text(shortcode.named["summary"]) ?? text(shortcode.named["title"])
                    ?? text(shortcode.positional.first))
        case "button":
            return .link(text(shortcode.named["href"]) ?? text(shortcode.named["url"]) ?? text(shortcode.named["link"]))
        default: return nil
        }
    }

    /// The parameter of an unknown paired shortcode that carries text, as a heading
    /// (`header`, `title`) or a label (`caption`, `label`, `name`); nil when it has none.
    static func textParameter(_ shortcode: Shortcode) -> PairedShortcode? {
        for key in ["header", "title"] { if let value = text(shortcode.named[key]) { return .heading(value) } }
        for key in ["caption", "label", "name"] { if let value = text(shortcode.named[key]) { return .label(value) } }
        return nil
    }

    /// A parameter's text on one line; nil when blank.
    private static func text(_ value: String?) -> String? {
        guard let value = value?.collapsingWhitespace(), !value.isEmpty else { return nil }
        return value
    }
}
