/// One search result: a trip (title, then "subtitle · season"), an activity (name, then
/// its trip, with a check mark when done), an entry (title, then its trip, date and place)
/// or a page (title, then its description), linked to the trip page, the activity's
/// anchor, the entry or the page. Trips, entries and pages have a third line the script
/// fills with the passage of their text that matched.
///
/// The search page renders the list of all trips with this component, and puts one empty
/// row of each kind in a `<template>`; the theme's script clones those and fills the
/// `data-slot` elements, so rows made in the browser have the same markup as rows made by
/// the build.
public struct SearchResult: Component {
    public enum Kind: String, Sendable {
        case trip, activity, entry, page
    }

    public var kind: Kind
    public var title: String
    public var href: String
    public var detail: String
    /// Activities only: whether it is checked off.
    public var isDone: Bool
    public var strings: Strings

    public init(kind: Kind, title: String, href: String, detail: String, isDone: Bool = false, strings: Strings) {
        self.kind = kind
        self.title = title
        self.href = href
        self.detail = detail
        self.isDone = isDone
        self.strings = strings
    }

    public var body: Node {
        .li(
            [.class("search-result", "search-result-" + kind.rawValue)]
                + (kind == .activity ? [.data("done", isDone ? "1" : "0")] : [])
        ) {
            Node.a([.href(href), .class("search-result-link"), .data("slot", "link")]) {
                if kind == .activity {
                    Node.span([.class("search-result-check")]) { Icon.check }
                }
                Node.span([.class("search-result-text")]) {
                    Node.span([.style(.headline, "search-result-title"), .data("slot", "title")]) { title }
                    Node.span([.style(.subheadline, "search-result-detail"), .data("slot", "detail")]) { detail }
                    if kind != .activity {
                        Node.span([
                            .style(.footnote, "search-result-passage"), .data("slot", "passage"), .flag("hidden"),
                        ])
                    }
                }
                if kind == .activity {
                    // The check mark is decorative; the state is spoken.
                    Node.span([.class("visually-hidden"), .data("slot", "state")]) {
                        isDone ? strings["done"] : strings["notDone"]
                    }
                }
            }
        }
    }
}
