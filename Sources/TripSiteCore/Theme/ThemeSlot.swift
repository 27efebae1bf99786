/// A named place in the pages where a theme adds HTML of its own, from
/// `themes/<name>/slots/<slot>.html` (docs/theming.md).
package enum ThemeSlot: String, CaseIterable, Sendable {
    /// The end of `<head>`, after the theme's stylesheet and scripts: every page.
    case head
    /// The end of the site header, after the navigation: every page.
    case headerEnd = "header-end"
    /// The end of the footer: every page.
    case footer
    /// Before a trip's journal text, after its facts.
    case tripBeforeBody = "trip-before-body"
    /// After a trip's journal text, before its activities.
    case tripAfterBody = "trip-after-body"
    /// The end of the goals page's content.
    case goalsEnd = "goals-end"

    /// The file of the slot, relative to the theme folder.
    var path: String { "slots/\(rawValue).html" }
}
